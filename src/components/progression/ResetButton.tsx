import { useState } from "react";
import type { ResetKind } from "../../contracts/user";
import type { ProgressionText } from "../../i18n/progression";
import { serverText } from "../../i18n/server-messages";
import { resetProgression } from "../../stores/progression-reset";

/** A reset of one kind of progress, asking "Are you sure?" first (docs/product.md §4, §5). */
export function ResetButton({ t, kind, locale }: { t: ProgressionText; kind: ResetKind; locale: string }) {
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const confirm = async () => {
    setBusy(true);
    const r = await resetProgression(kind);
    setBusy(false);
    setAsking(false);
    setError(r.ok ? null : r.said ? serverText(r.said, locale) : t.resetFailed);
  };
  return (
    <div className="progress-reset" data-reset={kind}>
      {asking ? (
        <fieldset className="reset-confirm">
          <legend>{t.reset[kind]}</legend>
          <span>{t.areYouSure}</span>{" "}
          <button type="button" disabled={busy} onClick={() => void confirm()}>
            {t.yes}
          </button>{" "}
          <button type="button" disabled={busy} onClick={() => setAsking(false)}>
            {t.cancel}
          </button>
        </fieldset>
      ) : (
        <button type="button" onClick={() => setAsking(true)}>
          {t.reset[kind]}
        </button>
      )}
      {error ? (
        <p role="alert" className="quests-notice">
          {error}
        </p>
      ) : null}
    </div>
  );
}
