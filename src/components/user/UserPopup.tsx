// Long because: one dialog whose fields (edition, name, side, mode, level, trader levels) each write
// the same active PMC through one batched save, with one focus, Escape and backdrop handling.
import { useStore } from "@nanostores/react";
import { useEffect, useId, useRef } from "react";
import { createPortal } from "react-dom";
import {
  type Fraction,
  GAME_EDITIONS,
  type GameEdition,
  TRACKED_TRADERS,
  type UserGameMode,
} from "../../contracts/user";
import { LOYALTY_LEVELS } from "../../domain/traders";
import { t } from "../../i18n";
import { userText } from "../../i18n/user";
import { $isUserDataUpdating, $user, updateUser } from "../../stores/user";
import DraftInput from "./DraftInput";
import PopupProgress from "./PopupProgress";

/**
 * The user popup (docs/product.md §2, §5): the active PMC's edition, name, side, mode, level and trader
 * levels, then copy, reset and delete. Changes apply at once and are saved after 500 ms of quiet
 * (the store's batching). For non-Pro users every input is read-only and dimmed with "Pro status
 * required". Closes on a background click, on the close links and after a deleted PMC.
 */
export default function UserPopup({ locale, onClose }: { locale: string; onClose: () => void }) {
  const user = useStore($user);
  const saving = useStore($isUserDataUpdating);
  const tx = t(userText, locale);
  const id = useId();
  const dialog = useRef<HTMLDivElement>(null);
  const backdrop = useRef<HTMLDivElement>(null);

  useEffect(() => {
    // no scroll: the page under the popup stays where the player left it
    dialog.current?.focus({ preventScroll: true });
    // a click on the dimmed background closes, as Escape does from the keyboard
    const onBackground = (e: MouseEvent) => e.target === e.currentTarget && onClose();
    const onEscape = (e: KeyboardEvent) => e.key === "Escape" && onClose();
    const bg = backdrop.current;
    bg?.addEventListener("click", onBackground);
    document.addEventListener("keydown", onEscape);
    return () => {
      bg?.removeEventListener("click", onBackground);
      document.removeEventListener("keydown", onEscape);
    };
  }, [onClose]);

  if (!user) return null;
  const readOnly = !user.pro;
  const isMain = user.uid === user.charUid;
  const field = (name: string) => `${id}-${name}`;

  return createPortal(
    <div className="user-popup__backdrop" data-testid="user-popup-backdrop" ref={backdrop}>
      <div
        className="user-popup"
        role="dialog"
        aria-modal="true"
        aria-labelledby={field("title")}
        tabIndex={-1}
        ref={dialog}
      >
        <div className="user-popup__head">
          <h2 id={field("title")}>{tx.popupTitle}</h2>
          <button type="button" className="user-popup__x" aria-label={tx.close} onClick={onClose}>
            ×
          </button>
        </div>
        {readOnly && (
          <p className="user-popup__pro" data-testid="pro-required">
            {tx.proRequired} · <a href="/user">{tx.getPro}</a>
          </p>
        )}
        <div className={`user-popup__fields${readOnly ? " is-readonly" : ""}`}>
          <label htmlFor={field("edition")}>{tx.gameEdition}</label>
          <select
            id={field("edition")}
            value={user.gameEdition}
            disabled={readOnly}
            onChange={(e) => updateUser({ gameEdition: e.currentTarget.value as GameEdition })}
          >
            {GAME_EDITIONS.map((ed) => (
              <option key={ed} value={ed}>
                {ed}
              </option>
            ))}
          </select>
          <label htmlFor={field("name")}>{tx.pmcName}</label>
          <DraftInput
            id={field("name")}
            value={user.charName}
            maxLength={40}
            readOnly={readOnly}
            onValue={(charName) => updateUser({ charName })}
          />
          <label htmlFor={field("side")}>{tx.side}</label>
          <select
            id={field("side")}
            value={user.fraction}
            disabled={readOnly}
            onChange={(e) => updateUser({ fraction: e.currentTarget.value as Fraction })}
          >
            <option value="Bear">{tx.sides.Bear}</option>
            <option value="Usec">{tx.sides.Usec}</option>
          </select>
          <label htmlFor={field("mode")}>{tx.gameMode}</label>
          <select
            id={field("mode")}
            value={user.gameMode}
            disabled={readOnly}
            onChange={(e) => updateUser({ gameMode: e.currentTarget.value as UserGameMode })}
          >
            <option value="PVP">PVP</option>
            {!isMain && <option value="PVE">PVE</option>}
          </select>
          <label htmlFor={field("level")}>{tx.level}</label>
          <DraftInput
            id={field("level")}
            commit="blur"
            type="number"
            inputMode="numeric"
            min={1}
            max={100}
            value={user.level}
            readOnly={readOnly}
            onValue={(level) => updateUser({ level })}
          />
        </div>
        <fieldset className={`user-popup__traders${readOnly ? " is-readonly" : ""}`}>
          <legend>{tx.traderLevels}</legend>
          {TRACKED_TRADERS.map((trader) => (
            <label key={trader} className="user-popup__trader">
              <span>{tx.traders[trader]}</span>
              <select
                value={user.tradersLL[trader] ?? 1}
                disabled={readOnly}
                onChange={(e) => updateUser({ tradersLL: { [trader]: Number(e.currentTarget.value) } })}
              >
                {LOYALTY_LEVELS.map((ll) => (
                  <option key={ll} value={ll}>
                    {ll}
                  </option>
                ))}
              </select>
            </label>
          ))}
        </fieldset>
        <p className="user-popup__saving" role="status" data-testid="user-saving">
          {saving ? tx.saving : ""}
        </p>
        <PopupProgress locale={locale} onDeleted={onClose} />
        <div className="user-popup__foot">
          <button type="button" className="user-popup__close" onClick={onClose}>
            {tx.close}
          </button>
        </div>
      </div>
    </div>,
    document.body,
  );
}
