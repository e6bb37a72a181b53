/**
 * Price series files → intermediate model: every item's prices placed on a fixed step (a week
 * or a day) from the first date, a date the file skips left null, and samples where the feed
 * was frozen (src/domain/price-series.ts) masked as null for every item.
 */
import { frozenSamples, type SeriesStep, STEP_MS } from "../../src/domain/price-series";
import { DAY } from "../../src/domain/price-stats";
import type { SeriesFile } from "./current-schemas";
import type { Mode, USeries } from "./model";
import { UpstreamFormatError } from "./upstream-error";

/** The step of a file's dates: the smallest gap between two of them (a week or a day). */
function stepOf(dates: number[], name: string): SeriesStep {
  let smallest = Number.POSITIVE_INFINITY;
  for (let i = 1; i < dates.length; i++) smallest = Math.min(smallest, (dates[i] ?? 0) - (dates[i - 1] ?? 0));
  if (smallest === 7 * DAY) return "week";
  if (smallest === DAY || dates.length === 1) return "day";
  throw new UpstreamFormatError(`${name}: dates: expected steps of a day or a week, in order`);
}

export function readSeries(file: SeriesFile, mode: Mode, name: string): USeries {
  const dates = file.dates.map((d) => Date.parse(`${d}T00:00:00Z`));
  const step = stepOf(dates, name);
  const start = dates[0] ?? 0;
  const slot = dates.map((d) => Math.round((d - start) / STEP_MS[step]));
  const length = (slot.at(-1) ?? 0) + 1;
  const values = new Map<string, (number | null)[]>();
  for (const [id, prices] of Object.entries(file.prices)) {
    if (prices.length !== dates.length)
      throw new UpstreamFormatError(
        `${name}: prices.${id}: expected ${dates.length} values, got ${prices.length}`,
      );
    const row: (number | null)[] = new Array(length).fill(null);
    prices.forEach((p, i) => {
      row[slot[i] ?? 0] = typeof p === "number" && p > 0 ? Math.round(p) : null;
    });
    values.set(id, row);
  }
  const masked = frozenSamples([...values.values()]);
  for (const row of values.values()) for (const i of masked) row[i] = null;
  return { name, mode, step, start, values, masked: masked.map((i) => start + i * STEP_MS[step]) };
}
