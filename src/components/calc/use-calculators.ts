import { useStore } from "@nanostores/react";
import { useDeferredValue, useEffect, useMemo } from "react";
import { $cache } from "../../stores/cache";
import { $calcData, $calculators, initCalculators } from "../../stores/calc-data";
import { namesOf } from "./calc-format";

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
