import type { QuestStatus } from "../../domain/quest-status";
import type { ProgressionText } from "../../i18n/progression";
import type { QuestFilters } from "./quest-filters";

type Props = {
  t: ProgressionText;
  filters: QuestFilters;
  set: (patch: Partial<QuestFilters>) => void;
  traders: string[];
  maps: string[];
  /** Shown names of trader ids and map slugs (the id when a name is missing). */
  label: (id: string) => string;
  /** The search is Pro (docs/product.md §6): others see it disabled, saying so. */
  pro: boolean;
};

/** Trader, map, status, Kappa and Lighthouse filters and the Pro quest search. */
export function QuestFiltersBar({ t, filters, set, traders, maps, label, pro }: Props) {
  return (
    <div className="quests-filters">
      <input
        type="search"
        aria-label={pro ? t.search : t.searchPro}
        placeholder={pro ? t.search : t.searchPro}
        disabled={!pro}
        value={filters.search}
        onChange={(e) => set({ search: e.target.value })}
      />
      <select aria-label={t.trader} value={filters.trader} onChange={(e) => set({ trader: e.target.value })}>
        <option value="">{t.allTraders}</option>
        {traders.map((x) => (
          <option key={x} value={x}>
            {label(x)}
          </option>
        ))}
      </select>
      <select aria-label={t.map} value={filters.map} onChange={(e) => set({ map: e.target.value })}>
        <option value="">{t.allMaps}</option>
        {maps.map((x) => (
          <option key={x} value={x}>
            {label(x)}
          </option>
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
  );
}
