import type { LogEntry } from "../../contracts/admin";
import { formatDate, formatNumber } from "../../domain/format";
import type { AdminMessages } from "../../i18n/admin";
import { adminOverview } from "../../stores/admin";
import { TableHead } from "../shell/TableHead";
import { useAdminLoad } from "./use-admin-call";

const loadOverview = () => adminOverview();

/** /admin: account counts, data freshness per mode, the last imports, failures and item edits. */
export default function Overview({ t, locale }: { t: AdminMessages; locale: string }) {
  const { value, error } = useAdminLoad(loadOverview, t.failed, t.lang);
  if (error) return <p role="alert">{error}</p>;
  if (!value) return <p className="muted">{t.loading}</p>;
  const n = (x: number) => formatNumber(x, locale);
  const when = (ms: number | null | undefined) => (ms ? formatDate(ms) : t.unknown);
  const { counts, dataSource } = value;
  return (
    <div className="admin-overview">
      <dl className="admin-stats" data-testid="admin-counts">
        {(
          [
            [t.accounts, counts.users],
            [t.characters, counts.characters],
            [t.proUsers, counts.pro],
            [t.admins, counts.admins],
            [t.patrons, counts.patrons],
            [t.itemEdits, value.overrides],
          ] as const
        ).map(([label, count]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{n(count)}</dd>
          </div>
        ))}
      </dl>
      <h2>{t.dataSource}</h2>
      <p data-testid="admin-data-source">
        {dataSource ? (
          <>
            <strong translate="no">{dataSource.kind}</strong>
            {dataSource.source ? (
              <>
                {" "}
                · <code translate="no">{dataSource.source}</code>
              </>
            ) : null}
            {" · "}
            {t.importedAt}: {when(dataSource.importedAt)}
            {dataSource.pricesAsOf !== undefined
              ? ` · ${t.pricesAsOf}: ${when(dataSource.pricesAsOf)}`
              : null}
          </>
        ) : (
          t.unknown
        )}
      </p>
      <div className="table-scroll">
        <table className="admin-table">
          <TableHead labels={[t.mode, t.pricedItems, t.newestPrice]} />
          <tbody>
            {value.prices.map((p) => (
              <tr key={p.mode}>
                <td translate="no">{p.mode.toUpperCase()}</td>
                <td>{n(p.items)}</td>
                <td>{when(p.newest)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <h2>{t.lastImports}</h2>
      <LogList entries={value.imports} empty={t.noImports} t={t} />
      <h2>{t.failures}</h2>
      <LogList entries={value.errors} empty={t.noFailures} t={t} />
    </div>
  );
}

function LogList({ entries, empty, t }: { entries: LogEntry[]; empty: string; t: AdminMessages }) {
  if (entries.length === 0) return <p className="muted">{empty}</p>;
  return (
    <ul className="admin-log-list">
      {entries.map((e) => (
        <li key={e.id}>
          {formatDate(e.at)} · <span translate="no">{e.action}</span>
          {e.target ? (
            <>
              {" · "}
              <code translate="no">{e.target}</code>
            </>
          ) : null}
          {e.failed ? <strong className="admin-failed"> · {t.failedMark}</strong> : null}
          <pre translate="no">{JSON.stringify(e.after)}</pre>
        </li>
      ))}
    </ul>
  );
}
