import { useStore } from "@nanostores/react";
import { useId, useState } from "react";
import { RESET_KINDS, type ResetKind } from "../../contracts/user";
import { t } from "../../i18n";
import { userText } from "../../i18n/user";
import { failureMessage } from "../../stores/errors";
import { $user, copyFrom, deleteChar, resetProgress } from "../../stores/user";
import ConfirmButton from "./ConfirmButton";

/**
 * The popup's lower part (docs/product.md §2, §4–§6): copy progress from another PMC (then the page
 * reloads), the four resets, and delete PMC (not offered for the main profile); each asks
 * "Are you sure?" first. Resets need a signed-in user, resetting all and copying need Pro.
 */
export default function PopupProgress({ locale, onDeleted }: { locale: string; onDeleted: () => void }) {
  const user = useStore($user);
  const tx = t(userText, locale);
  const id = useId();
  const [source, setSource] = useState("");
  const [note, setNote] = useState<{ text: string; error: boolean } | null>(null);
  if (!user) return null;
  const others = user.chars.filter((c) => c.uid !== user.charUid);
  const from = others.some((c) => c.uid === source) ? source : (others[0]?.uid ?? "");
  const ask = { question: tx.areYouSure, yes: tx.yes, no: tx.no };

  const run = async (action: () => Promise<unknown>, done?: string) => {
    setNote(null);
    try {
      await action();
      if (done) setNote({ text: done, error: false });
    } catch (err) {
      setNote({ text: failureMessage(err, tx.failed, locale), error: true });
    }
  };
  const reset = (kind: ResetKind) => run(() => resetProgress(kind), tx.resetDone);

  return (
    <div className="user-popup__progress">
      <fieldset className={user.pro ? "" : "is-readonly"}>
        <legend>{tx.copyFrom}</legend>
        {others.length === 0 ? (
          <p className="muted">{tx.noOtherPmc}</p>
        ) : (
          <div className="user-popup__row">
            <select
              id={`${id}-from`}
              aria-label={tx.copyFrom}
              value={from}
              disabled={!user.pro}
              onChange={(e) => setSource(e.currentTarget.value)}
            >
              {others.map((c) => (
                <option key={c.uid} value={c.uid}>
                  {c.charName} · {tx.sides[c.fraction]} · {c.level} ({c.gameMode})
                </option>
              ))}
            </select>
            <ConfirmButton
              label={tx.copy}
              {...ask}
              disabled={!user.pro || !from}
              onConfirm={() =>
                run(async () => {
                  await copyFrom(from);
                  location.reload();
                })
              }
            />
          </div>
        )}
      </fieldset>
      <fieldset>
        <legend>{tx.resetProgress}</legend>
        <div className="user-popup__row">
          {RESET_KINDS.map((kind) => (
            <ConfirmButton
              key={kind}
              label={tx.resets[kind]}
              {...ask}
              disabled={kind === "all" && !user.pro}
              onConfirm={() => reset(kind)}
            />
          ))}
        </div>
      </fieldset>
      {user.uid !== user.charUid ? (
        <ConfirmButton
          label={tx.deletePmc}
          {...ask}
          danger
          onConfirm={() =>
            run(async () => {
              await deleteChar(user.charUid);
              onDeleted();
            })
          }
        />
      ) : (
        <p className="muted">{tx.mainProfile}</p>
      )}
      {note && (
        <p
          className={note.error ? "user-popup__error" : "user-popup__note"}
          role={note.error ? "alert" : "status"}
        >
          {note.text}
        </p>
      )}
    </div>
  );
}
