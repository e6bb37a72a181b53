import { useStore } from "@nanostores/react";
import { useEffect, useMemo } from "react";
import { $cache } from "../../stores/cache";
import { $calcData, $calculators, initCalculators } from "../../stores/calc-data";
import { namesOf } from "./calc-format";

/** Starts the calculators' stores and gives their state, with names in the page's language. */
export function useCalculators(locale: string) {
  useEffect(() => initCalculators(), []);
  const calc = useStore($calculators);
  const data = useStore($calcData);
  const cache = useStore($cache);
  const names = useMemo(
    () => (calc ? namesOf(cache, calc.data, locale) : null),
    [calc?.data, cache, locale, calc],
  );
  const failed = data.status === "error" || cache.status === "error";
  return { calc, names, failed };
}
