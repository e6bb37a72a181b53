import type { CompareRow } from "../../contracts/admin-compare";
import type { AdminMessages } from "../../i18n/admin";

/**
 * One row of a compare page: its status, then each differing value by its path with the old and
 * the new value, and the reasons it would make the data worse (the apply refuses it unless overridden).
 */
export default function CompareLine(props: {
  row: CompareRow;
  picked: boolean;
  onPick: (on: boolean) => void;
  t: AdminMessages;
}) {
  const { row, picked, onPick, t } = props;
  const shadowed = new Set(row.fields.filter((f) => f.localEdit).map((f) => f.field));
  const show = (v: unknown, path = "") =>
    /At$/.test(path) && typeof v === "number" ? utcTime(v) : readable(v, t.emptyValue);
  return (
    <li data-status={row.status} data-key={row.key} data-risky={row.risks.length > 0 || undefined}>
      <label className="admin-check">
        <input type="checkbox" checked={picked} onChange={(e) => onPick(e.target.checked)} />
        <strong>{row.label || row.key}</strong>
        <span className={`admin-badge admin-badge-${row.status}`}>{t.statuses[row.status]}</span>
        {row.risks.length > 0 ? <span className="admin-badge admin-badge-risk">{t.riskBadge}</span> : null}
      </label>
      <div className="muted" translate="no">
        {row.key}
      </div>
      {row.risks.length > 0 ? (
        <ul className="admin-risks" data-testid="compare-risks">
          {row.risks.map((r) => (
            <li key={`${r.code} ${r.path}`} data-code={r.code}>
              {t.risks[r.code]}:{" "}
              <Change path={r.path} before={show(r.before, r.path)} after={show(r.after, r.path)} />
            </li>
          ))}
        </ul>
      ) : null}
      {row.fields.length > 0 ? (
        <ul className="admin-change" data-testid="compare-changes">
          {row.fields.flatMap((f) =>
            f.changes.map((c) => (
              <li key={c.path}>
                <Change path={c.path} before={show(c.before, c.path)} after={show(c.after, c.path)} />
              </li>
            )),
          )}
          {row.fields
            .filter((f) => f.localEdit)
            .map((f) => (
              <li key={`${f.field} edit`} className="admin-edited" data-testid="compare-shadowed">
                {t.shadowed(show(f.localEdit?.value), show(f.localEdit?.upstream))}
              </li>
            ))}
        </ul>
      ) : null}
      {row.edited.some((f) => !shadowed.has(f)) ? (
        <div className="muted">{t.editedFields(row.edited.join(", "))}</div>
      ) : null}
      {row.status === "removed" ? <div className="muted">{t.removedNote}</div> : null}
    </li>
  );
}

function Change({ path, before, after }: { path: string; before: string; after: string }) {
  return (
    <>
      <span translate="no" className="admin-path">
        {path}
      </span>
      : <del>{before}</del> → <ins>{after}</ins>
    </>
  );
}

/** A time stamp (milliseconds) as a UTC date and time. */
const utcTime = (ms: number) => `${new Date(ms).toISOString().slice(0, 16).replace("T", " ")} UTC`;

/** A value as a person reads it: text as it is, lists and objects as "key: value" pairs, empty named. */
function readable(v: unknown, empty: string, depth = 0): string {
  if (v === null || v === undefined || v === "") return empty;
  if (typeof v === "string") return v.length > 200 ? `${v.slice(0, 200)}…` : v;
  if (typeof v !== "object") return String(v);
  if (depth > 2) return "…";
  const parts = Array.isArray(v)
    ? v.map((x) => readable(x, empty, depth + 1))
    : Object.entries(v as Record<string, unknown>).map(([k, x]) => `${k}: ${readable(x, empty, depth + 1)}`);
  const text = Array.isArray(v) ? `[${parts.join(", ")}]` : `{${parts.join(", ")}}`;
  return text.length > 300 ? `${text.slice(0, 300)}…` : text;
}
