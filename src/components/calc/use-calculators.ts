import { useStore } from "@nanostores/react";
import { useDeferredValue, useEffect, useMemo } from "react";
import { t } from "../../i18n";
import { calcCommonText } from "../../i18n/calc-common";
import { $cache } from "../../stores/cache";
import { $calcData, $calculators, $questsDone, initCalculators } from "../../stores/calc-data";
import { $isPro } from "../../stores/market-mode";
import { useStoreAsBuilt } from "../shell/use-as-built";
import { type Names, type NamesTable, namesFromTable, namesOf } from "./calc-format";
import { priceEditorFor } from "./PriceEditor";

// in the browser the stores start as soon as an island's code has loaded, before React hydrates
// it: data asked early (EarlyData.astro) may then be in by the render after hydration, which then
// shows it at once (the build's render of the page's HTML starts nothing)
if (!import.meta.env.SSR) initCalculators();

const NO_QUESTS: readonly string[] = [];

/**
 * Starts the calculators' stores and gives their state, with names in the page's language (as a
 * visitor's page starts while `asBuilt`: the build's render of a hydrated island, use-as-built.ts).
 * The results and names are deferred (useDeferredValue): a table of a few hundred rows renders
 * in the background in small slices once the data arrives or a setting changes, instead of in
 * one long task that freezes the page.
 */
export function useCalculators(locale: string, asBuilt = false) {
  useEffect(() => initCalculators(), []);
  // as built: no data yet (no rows computed, no names, no failure)
  const calc = useDeferredValue(useStoreAsBuilt($calculators, null, asBuilt));
  const state = useStore($calcData);
  const cache = useDeferredValue(useStore($cache));
  // names follow the data, not each recompute, so that unchanged rows can skip rendering
  const data = calc?.data;
  const items = cache.items;
  const names = useMemo(() => (data ? namesOf(items, data, locale) : null), [data, items, locale]);
  const failed = !asBuilt && (state.status === "error" || cache.status === "error");
  return { calc, names, failed };
}

/**
 * What every calculator page reads: the calculators' state, the shared texts, the user's Pro
 * status with its price editor, and the quests done (for the quest locks); a visitor's while
 * `asBuilt` (use-as-built.ts).
 */
export function useCalcPage(locale: string, asBuilt = false) {
  const state = useCalculators(locale, asBuilt);
  const pro = useStoreAsBuilt($isPro, false, asBuilt);
  return {
    ...state,
    c: t(calcCommonText, locale),
    pro,
    editor: priceEditorFor(pro, locale),
    questsDone: useStoreAsBuilt($questsDone, NO_QUESTS, asBuilt),
  };
}

/**
 * A calculator island's props: the page's language and the id of the page's data script holding
 * the rows the build prerendered (PageData.astro). The build renders the island into the page's
 * HTML with those rows; the browser hydrates it (use-as-built.ts), then shows it live.
 */
export type CalcIslandProps = { locale: string; previewId: string };

/** The rows a calculator page prerendered: its first page, their names and filters, and how many rows there are in all. */
type PreviewOf<Row, Filters> = { rows: readonly Row[]; total: number; names: NamesTable; filters: Filters };

/**
 * What a calculator table shows: the live lines once the data, the names and the filters are in
 * (`live`), else the rows the build prerendered. `table` is null while neither is there; its
 * `total` counts every listed row, for the pager (the prerendered rows are only the first page).
 */
export function useTableRows<Data, Row, Line extends Row, Filters>(
  data: Data | undefined,
  lines: readonly Line[] | null,
  liveNames: Names | null,
  filtersOf: (data: Data, names: Names) => Filters,
  preview: PreviewOf<Row, Filters> | undefined,
) {
  // the filters' choices follow the data, not each recompute
  const liveFilters = useMemo(
    () => (data && liveNames ? filtersOf(data, liveNames) : null),
    [data, liveNames, filtersOf],
  );
  const previewNames = useMemo(() => (preview ? namesFromTable(preview.names) : null), [preview]);
  const live = lines && liveNames && liveFilters ? { lines, names: liveNames, filters: liveFilters } : null;
  const rows: readonly Row[] | null = live?.lines ?? preview?.rows ?? null;
  const names = live?.names ?? previewNames;
  const filters = live?.filters ?? preview?.filters;
  const table =
    rows && names && filters
      ? { rows, names, filters, total: live ? rows.length : (preview?.total ?? rows.length) }
      : null;
  return { live, table };
}
