import { useStore } from "@nanostores/react";
import { useEffect, useMemo, useState } from "react";
import type { QuestStatus } from "../../domain/quest-status";
import { lockReasonText, progressionText } from "../../i18n/progression";
import { $cache } from "../../stores/cache";
import {
  $progressionChar,
  $questStates,
  initProgression,
  setQuestDone,
  toggleQuestSelected,
} from "../../stores/progression";
import { PlayerPanel } from "./PlayerPanel";
import { filterQuests, NO_FILTERS, type QuestFilters } from "./quest-filters";

/** /progression/quests: the quest list with statuses, lock reasons, filters, complete/reopen and selection. */
export default function QuestsTracker({ locale = "en" }: { locale?: string }) {
  const t = progressionText(locale);
  const cache = useStore($cache);
  const char = useStore($progressionChar);
  const states = useStore($questStates);
  const [filters, setFilters] = useState<QuestFilters>(NO_FILTERS);
  const [notice, setNotice] = useState<string | null>(null);
  useEffect(initProgression, []);
  const shown = useMemo(() => (states ? filterQuests(states, filters) : []), [states, filters]);
  if (!states || !char) return <p className="muted">{cache.status === "error" ? t.loadFailed : t.loading}</p>;
  const traders = [...new Set(states.quests.map((q) => q.trader))].sort();
  const maps = [...new Set(states.quests.flatMap((q) => q.locations))].sort();
  const name = (uid: string) => cache.quests[uid]?.name ?? uid;
  const select = (uid: string) => {
    const r = toggleQuestSelected(uid);
    setNotice(r.ok ? null : t.freeLimit);
  };
  const set = (patch: Partial<QuestFilters>) => setFilters((f) => ({ ...f, ...patch }));
  return (
    <section className="quests-tracker">
      {char.pro ? null : <p className="muted">{t.freeNote}</p>}
      <PlayerPanel locale={locale} traders={traders} />
      <div className="quests-filters">
        <select
          aria-label={t.trader}
          value={filters.trader}
          onChange={(e) => set({ trader: e.target.value })}
        >
          <option value="">{t.allTraders}</option>
          {traders.map((x) => (
            <option key={x}>{x}</option>
          ))}
        </select>
        <select aria-label={t.map} value={filters.map} onChange={(e) => set({ map: e.target.value })}>
          <option value="">{t.allMaps}</option>
          {maps.map((x) => (
            <option key={x}>{x}</option>
          ))}
        </select>
        <select
          aria-label={t.statusLabel}
          value={filters.status}
          onChange={(e) => set({ status: e.target.value as QuestStatus | "" })}
        >
          <option value="">{t.allStatuses}</option>
          {(Object.keys(t.status) as QuestStatus[]).map((s) => (
            <option key={s} value={s}>
              {t.status[s]}
            </option>
          ))}
        </select>
        <label>
          <input type="checkbox" checked={filters.kappa} onChange={(e) => set({ kappa: e.target.checked })} />{" "}
          {t.kappa}
        </label>
        <label>
          <input
            type="checkbox"
            checked={filters.lighthouse}
            onChange={(e) => set({ lighthouse: e.target.checked })}
          />{" "}
          {t.lighthouse}
        </label>
      </div>
      {notice ? (
        <p role="alert" className="quests-notice">
          {notice}
        </p>
      ) : null}
      <ul className="quests-list">
        {shown.map((q) => {
          const s = states.byUid.get(q.uid);
          if (!s) return null;
          const done = s.status === "Completed";
          return (
            <li
              key={q.uid}
              data-quest={q.uid}
              data-status={s.status}
              className={`quest quest-${s.status.toLowerCase()}`}
            >
              <span className="quest-name">{name(q.uid)}</span>{" "}
              <span className="quest-status">{t.status[s.status]}</span>
              {s.reasons.map((r) => (
                <span key={JSON.stringify(r)} className="quest-reason">
                  {lockReasonText(t, r, name)}
                </span>
              ))}
              {s.status === "Cancelled" ? null : (
                <button type="button" onClick={() => setQuestDone(q.uid, !done)}>
                  {done ? t.reopen : t.complete}
                </button>
              )}
              {s.status === "Available" || s.status === "Current" ? (
                <button type="button" aria-pressed={s.status === "Current"} onClick={() => select(q.uid)}>
                  {s.status === "Current" ? t.unselect : t.select}
                </button>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
