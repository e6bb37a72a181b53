// Long because: one upload-compare-apply screen: the chosen files, the compare result, the ticked
// rows and the override flags are one state that the form, the tick tools and the apply button share.
import { useState } from "react";
import { type CompareKind, type CompareResult, MAX_UPLOAD_BYTES } from "../../contracts/admin-compare";
import type { AdminMessages } from "../../i18n/admin";
import { adminCompare } from "../../stores/admin";
import { failureText } from "../../stores/errors";
import CompareLine from "./CompareLine";
import { type Status, StatusLine } from "./parts";

/**
 * /admin/crafts-compare, /admin/barters-compare, /admin/quests-compare,
 * /admin/traders-prices-compare: upload an upstream export, see what differs from the database row
 * by row (local edits marked), tick rows and apply them.
 */
export default function Compare({ kind, t }: { kind: CompareKind; t: AdminMessages }) {
  const [files, setFiles] = useState<{ name: string; text: string }[] | null>(null);
  const [result, setResult] = useState<CompareResult | null>(null);
  const [picked, setPicked] = useState<ReadonlySet<string>>(new Set());
  const [revertEdits, setRevertEdits] = useState(false);
  const [override, setOverride] = useState(false);
  const [busy, setBusy] = useState(false);
  const [showAll, setShowAll] = useState(false);
  const [status, setStatus] = useState<Status>(null);

  const act = async (action: () => Promise<string | null>) => {
    setStatus(null);
    setBusy(true);
    try {
      const ok = await action();
      if (ok) setStatus({ ok: true, text: ok });
    } catch (err) {
      setStatus({ ok: false, text: failureText(err, t.failed, t.lang) });
    } finally {
      setBusy(false);
    }
  };
  const choose = async (chosen: File[]) => {
    setResult(null);
    setPicked(new Set());
    setFiles(null);
    setStatus(null);
    if (chosen.length === 0) return;
    if (chosen.reduce((n, f) => n + f.size, 0) > MAX_UPLOAD_BYTES) {
      setStatus({ ok: false, text: t.tooLarge });
      return;
    }
    setFiles(await Promise.all(chosen.map(async (f) => ({ name: f.name, text: await f.text() }))));
  };
  const compare = () =>
    act(async () => {
      if (!files) return null;
      setResult(await adminCompare.compare(kind, { files }));
      setPicked(new Set());
      setShowAll(false);
      return null;
    });
  const apply = () =>
    act(async () => {
      if (!files || picked.size === 0) return null;
      if (riskyPicked > 0 && !override) {
        setStatus({ ok: false, text: t.riskyTicked(riskyPicked) });
        return null;
      }
      const r = await adminCompare.apply(kind, { files, keys: [...picked], revertEdits, override });
      setResult(r.result);
      setPicked(new Set());
      setOverride(false);
      return t.appliedText(r.applied.added, r.applied.changed, r.applied.removed);
    });
  const toggle = (key: string, on: boolean) => {
    const next = new Set(picked);
    if (on) next.add(key);
    else next.delete(key);
    setPicked(next);
  };
  const inputId = `compare-${kind}-file`;
  const riskyPicked = result?.rows.filter((r) => r.risks.length > 0 && picked.has(r.key)).length ?? 0;
  return (
    <div className="admin-compare">
      <p className="muted">{t.compareIntro[kind]}</p>
      <form
        className="admin-form"
        onSubmit={(e) => {
          e.preventDefault();
          void compare();
        }}
      >
        <div className="admin-field">
          <label htmlFor={inputId}>{t.uploadFile}</label>
          <input
            id={inputId}
            type="file"
            accept=".json,application/json"
            multiple
            onChange={(e) => void choose([...(e.target.files ?? [])])}
          />
        </div>
        <small className="muted">{t.uploadHint}</small>
        <button type="submit" disabled={!files || busy}>
          {t.compare}
        </button>
      </form>
      <StatusLine status={status} />
      {result ? (
        <section data-testid="compare-result">
          <p>{t.compareCounts(result.fileRows, result.databaseRows, result.same)}</p>
          {result.rows.length === 0 ? (
            <p className="muted">{t.noDifferences}</p>
          ) : (
            <>
              <p className="muted">{t.keepEditsNote}</p>
              <div className="admin-compare-tools">
                <button type="button" onClick={() => setPicked(new Set(result.rows.map((r) => r.key)))}>
                  {t.tickAll}
                </button>
                <button
                  type="button"
                  onClick={() =>
                    setPicked(new Set(result.rows.filter((r) => r.status !== "removed").map((r) => r.key)))
                  }
                >
                  {t.tickNotRemoved}
                </button>
                <button
                  type="button"
                  onClick={() =>
                    setPicked(new Set(result.rows.filter((r) => r.risks.length === 0).map((r) => r.key)))
                  }
                >
                  {t.tickSafe}
                </button>
                <button type="button" onClick={() => setPicked(new Set())}>
                  {t.tickNone}
                </button>
              </div>
              <ul className="admin-compare-list" data-testid="compare-rows">
                {(showAll ? result.rows : result.rows.slice(0, SHOWN)).map((row) => (
                  <CompareLine
                    key={row.key}
                    row={row}
                    picked={picked.has(row.key)}
                    onPick={(on) => toggle(row.key, on)}
                    t={t}
                  />
                ))}
              </ul>
              {!showAll && result.rows.length > SHOWN ? (
                <p className="muted">
                  {t.shownOf(SHOWN, result.rows.length)}{" "}
                  <button type="button" onClick={() => setShowAll(true)}>
                    {t.showAll}
                  </button>
                </p>
              ) : null}
              <label className="admin-check">
                <input
                  type="checkbox"
                  checked={revertEdits}
                  onChange={(e) => setRevertEdits(e.target.checked)}
                />
                {t.revertEdits}
              </label>
              {riskyPicked > 0 ? (
                <div className="admin-risky" data-testid="compare-risky-ticked">
                  <p>{t.riskyTicked(riskyPicked)}</p>
                  <label className="admin-check">
                    <input
                      type="checkbox"
                      checked={override}
                      onChange={(e) => setOverride(e.target.checked)}
                    />
                    {t.override}
                  </label>
                </div>
              ) : null}
              <button type="button" disabled={picked.size === 0 || busy} onClick={() => void apply()}>
                {t.applyTicked(picked.size)}
              </button>
            </>
          )}
        </section>
      ) : null}
    </div>
  );
}

/** Rows drawn at first: a price file leaves thousands of offers unlisted. */
const SHOWN = 500;
