import { useStore } from "@nanostores/react";
import type { ProgressCount } from "../../domain/quest-map-counts";
import { lockReasonText, type ProgressionText, progressionText } from "../../i18n/progression";
import { $cache } from "../../stores/cache";
import { $dashboard } from "../../stores/dashboard";
import { $questStates } from "../../stores/progression";
import { type LevelIslandProps, LoadingNote, useProgressionLevels } from "./progression-island";
import { ResetButton } from "./ResetButton";
import { questName } from "./shown-name";
import "./progression.css";
import { localePath } from "../../domain/locale";
import { TableHead } from "../shell/TableHead";

type Props = LevelIslandProps & {
  traderNames?: Record<string, string>;
  mapNames?: Record<string, string>;
};

function ProgressTable(props: {
  t: ProgressionText;
  caption: string;
  head: string;
  rows: ProgressCount[];
  label: (key: string) => string;
  kind: string;
}) {
  const { t, rows } = props;
  return (
    <table className="progress-table" data-progress={props.kind}>
      <caption>{props.caption}</caption>
      <TableHead labels={[props.head, t.count]} />
      <tbody>
        {rows.map((r) => (
          <tr key={r.key} data-key={r.key}>
            <th scope="row">{props.label(r.key)}</th>
            <td data-done={r.done} data-total={r.total}>
              <span className="progress-count">{t.doneOf(r.done, r.total)}</span>{" "}
              <progress max={r.total} value={r.done} aria-label={props.label(r.key)} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** /progression/dashboard: progress per trader and per map, Kappa progress and what to do next. */
export default function Dashboard({
  locale = "en",
  levels = [],
  levelNames = {},
  traderNames = {},
  mapNames = {},
}: Props) {
  const t = progressionText(locale);
  const cache = useStore($cache);
  const board = useStore($dashboard);
  const states = useStore($questStates);
  useProgressionLevels(levels);
  if (!board || !states) return <LoadingNote t={t} failed={cache.status === "error"} />;
  const name = (uid: string) => questName(cache.quests[uid], locale) ?? uid;
  const trader = (uid: string) => traderNames[uid] ?? uid;
  const { kappa, next } = board;
  return (
    <section className="dashboard">
      <section className="kappa-progress" aria-labelledby="kappa-progress">
        <h2 id="kappa-progress">{t.kappaProgress}</h2>
        <p data-done={kappa.done} data-total={kappa.total}>
          {t.doneOf(kappa.done, kappa.total)}{" "}
          <progress max={kappa.total} value={kappa.done} aria-label={t.kappaProgress} />
        </p>
      </section>
      <div className="dashboard-tables">
        <ProgressTable
          t={t}
          caption={t.perTrader}
          head={t.trader}
          rows={board.traders}
          label={trader}
          kind="trader"
        />
        <ProgressTable
          t={t}
          caption={t.perMap}
          head={t.map}
          rows={board.maps}
          label={(key) => mapNames[key] ?? key}
          kind="map"
        />
      </div>
      <section className="next-steps" aria-labelledby="next-quests">
        <h2 id="next-quests">{t.nextQuests}</h2>
        {next.quests.length === 0 ? <p className="muted">{t.nothingYet}</p> : null}
        <ul data-next="quests">
          {next.quests.map((q) => {
            const s = states.byUid.get(q.uid);
            return (
              <li key={q.uid} data-quest={q.uid}>
                <span className="quest-name">{name(q.uid)}</span> — {trader(q.trader)}
                {s ? <span className="quest-status"> ({t.status[s.status]})</span> : null}
              </li>
            );
          })}
        </ul>
        <h2>{t.almostQuests}</h2>
        {next.almost.length === 0 ? <p className="muted">{t.nothingYet}</p> : null}
        <ul data-next="almost">
          {next.almost.map((q) => (
            <li key={q.uid} data-quest={q.uid}>
              <span className="quest-name">{name(q.uid)}</span> — {trader(q.trader)}
              {states.byUid.get(q.uid)?.reasons.map((r) => (
                <span key={JSON.stringify(r)} className="quest-reason">
                  {lockReasonText(t, r, (uid) => traderNames[uid] ?? name(uid), locale)}
                </span>
              ))}
            </li>
          ))}
        </ul>
        <p>
          <a href={localePath("/progression/quests", locale)}>{t.allQuests}</a>
        </p>
        <h2>{t.nextLevels}</h2>
        {next.levels.length === 0 ? <p className="muted">{t.nothingYet}</p> : null}
        <ul data-next="levels">
          {next.levels.map((l) => (
            <li key={l.uid} data-level={l.uid}>
              {levelNames[l.uid] ?? l.uid}
            </li>
          ))}
        </ul>
        <p>
          <a href={localePath("/progression/hideout", locale)}>{t.allStations}</a>
        </p>
      </section>
      <ResetButton t={t} kind="all" locale={locale} />
    </section>
  );
}
