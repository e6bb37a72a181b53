import { useStore } from "@nanostores/react";
import { useDeferredValue, useEffect, useMemo } from "react";
import { t } from "../../i18n";
import { calcCommonText } from "../../i18n/calc-common";
import { $cache } from "../../stores/cache";
import { $calcData, $calculators, $questsDone, initCalculators } from "../../stores/calc-data";
import { $isPro } from "../../stores/market-mode";
import { namesOf } from "./calc-format";
import { priceEditorFor } from "./PriceEditor";

/**
 * Starts the calculators' stores and gives their state, with names in the page's language.
 * The results and names are deferred (useDeferredValue): a table of a few hundred rows renders
 * in the background in small slices once the data arrives or a setting changes, instead of in
 * one long task that freezes the page.
 */
export function useCalculators(locale: string) {
  useEffect(() => initCalculators(), []);
  const calc = useDeferredValue(useStore($calculators));
  const state = useStore($calcData);
  const cache = useDeferredValue(useStore($cache));
  // names follow the data, not each recompute, so that unchanged rows can skip rendering
  const data = calc?.data;
  const names = useMemo(() => (data ? namesOf(cache, data, locale) : null), [data, cache, locale]);
  const failed = state.status === "error" || cache.status === "error";
  return { calc, names, failed };
}

/**
 * What every calculator page reads: the calculators' state, the shared texts, the user's Pro
 * status with its price editor, and the quests done (for the quest locks).
 */
export function useCalcPage(locale: string) {
  const state = useCalculators(locale);
  const pro = useStore($isPro);
  return {
    ...state,
    c: t(calcCommonText, locale),
    pro,
    editor: priceEditorFor(pro, locale),
    questsDone: useStore($questsDone),
  };
}

/** A calculator island's props: the page's language, the rows the build prerendered, and whether it is the HTML copy. */
export type CalcIslandProps<Preview> = {
  locale: string;
  preview?: Preview;
  /** The page's HTML copy (the island's fallback slot; a prop named `fallback` would receive that slot). */
  htmlCopy?: boolean;
};
