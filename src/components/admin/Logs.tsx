import { useCallback, useState } from "react";
import { LOG_KINDS, type LogEntry } from "../../contracts/admin";
import { formatDate } from "../../domain/format";
import type { AdminMessages } from "../../i18n/admin";
import { adminLogs } from "../../stores/admin";
import { failureText } from "../../stores/errors";
import { TableHead } from "../shell/TableHead";
import { useAdminLoad } from "./use-admin-call";

type Kind = "all" | (typeof LOG_KINDS)[number];

/** A log value shown compactly: text as is, anything else as JSON. */
const shown = (v: unknown) =>
  v === null || v === undefined ? "—" : typeof v === "string" ? v : JSON.stringify(v);

/** /admin/logs: admin changes, imports and scheduled jobs, newest first, filtered by kind and text. */
export default function Logs({ t }: { t: AdminMessages }) {
  const [kind, setKind] = useState<Kind>("all");
  const [q, setQ] = useState("");
  const [query, setQuery] = useState({ kind: "all" as Kind, q: "" });
  const [more, setMore] = useState<{ entries: LogEntry[]; next: number | null } | null>(null);
  const [moreError, setMoreError] = useState<string | null>(null);
  const load = useCallback(() => {
    setMore(null);
    return adminLogs(query);
  }, [query]);
  const { value, error } = useAdminLoad(load, t.failed, t.lang);
  const entries = [...(value?.entries ?? []), ...(more?.entries ?? [])];
  const next = more ? more.next : (value?.next ?? null);
  const loadOlder = async () => {
    if (next === null) return;
    try {
      const page = await adminLogs({ ...query, before: next });
      setMore((m) => ({ entries: [...(m?.entries ?? []), ...page.entries], next: page.next }));
    } catch (err) {
      setMoreError(failureText(err, t.failed, t.lang));
    }
  };
  return (
    <div>
      <form
        className="admin-filter"
        onSubmit={(e) => {
          e.preventDefault();
          setQuery({ kind, q: q.trim() });
        }}
      >
        <label>
          {t.kind}{" "}
          <select value={kind} onChange={(e) => setKind(e.target.value as Kind)}>
            {(["all", ...LOG_KINDS] as const).map((k) => (
              <option key={k} value={k}>
                {t.kinds[k]}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t.filter} <input type="search" value={q} maxLength={100} onChange={(e) => setQ(e.target.value)} />
        </label>
        <button type="submit">{t.search}</button>
      </form>
      {error ? <p role="alert">{error}</p> : null}
      {!value && !error ? <p className="muted">{t.loading}</p> : null}
      {value && entries.length === 0 ? <p className="muted">{t.noResults}</p> : null}
      {entries.length > 0 ? (
        <div className="table-scroll">
          <table className="admin-table" data-testid="admin-log">
            <TableHead labels={[t.when, t.who, t.what, t.target, t.change]} />
            <tbody>
              {entries.map((e) => (
                <tr key={e.id} data-action={e.action}>
                  <td>{formatDate(e.at)}</td>
                  <td>{e.actorEmail ?? t.kinds[e.kind]}</td>
                  <td translate="no">
                    {e.action}
                    {e.failed ? <strong className="admin-failed"> {t.failedMark}</strong> : null}
                  </td>
                  <td translate="no">{e.target ?? "—"}</td>
                  <td className="admin-change" translate="no">
                    <span data-before>{shown(e.before)}</span> → <span data-after>{shown(e.after)}</span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {next !== null ? (
        <button type="button" onClick={() => void loadOlder()}>
          {t.older}
        </button>
      ) : null}
      {moreError ? <p role="alert">{moreError}</p> : null}
    </div>
  );
}
