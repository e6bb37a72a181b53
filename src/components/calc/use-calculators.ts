import { useStore } from "@nanostores/react";
import { useEffect, useMemo } from "react";
import { $cache } from "../../stores/cache";
import { $calcData, $calculators, initCalculators } from "../../stores/calc-data";
import { namesOf } from "./calc-format";

/** Starts the calculators' stores and gives their state, with names in the page's language. */
export function useCalculators(locale: string) {
  useEffect(() => initCalculators(), []);
  const calc = useStore($calculators);
  const state = useStore($calcData);
  const cache = useStore($cache);
  // names follow the data, not each recompute, so that unchanged rows can skip rendering
  const data = calc?.data;
  const names = useMemo(() => (data ? namesOf(cache, data, locale) : null), [data, cache, locale]);
  const failed = state.status === "error" || cache.status === "error";
  return { calc, names, failed };
}
