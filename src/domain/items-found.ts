/** Found counts of the items tracker (issue 8, docs/product.md §6): + and − per item, grouped by what needs them. */
import type { ItemToKeep } from "./items-to-keep";

/** The most the progression contract keeps for one item. */
export const FOUND_MAX = 100_000;

/** The found counts after adding `delta` to an item (kept within 0..FOUND_MAX; a zero count is dropped). */
export function adjustFound(
  found: Readonly<Record<string, number>>,
  item: string,
  delta: number,
): Record<string, number> {
  const next = Math.min(FOUND_MAX, Math.max(0, (found[item] ?? 0) + Math.trunc(delta)));
  const { [item]: _, ...rest } = found;
  return next === 0 ? rest : { ...rest, [item]: next };
}

export type TrackerRow = ItemToKeep & { found: number; complete: boolean };

/** Each still-needed item with its found count; complete once found covers the need. */
export function trackerRows(
  toKeep: readonly ItemToKeep[],
  found: Readonly<Record<string, number>>,
): TrackerRow[] {
  return toKeep.map((r) => {
    const have = found[r.item] ?? 0;
    return { ...r, found: have, complete: have >= r.count };
  });
}

/** Which rows a needs table shows: only what is still needed (not yet collected), only what must be found in raid. */
export type NeedFilter = { stillNeeded: boolean; firOnly: boolean };

/**
 * The rows a filter keeps: "still needed" drops an item once the found count covers it (a quest
 * or level already done has dropped out before); "found in raid" keeps items some need asks FiR.
 * @example filterNeeds([{ count: 2, found: 2, complete: true, firCount: 0 }], { stillNeeded: true, firOnly: false }) // []
 */
export function filterNeeds<R extends Pick<TrackerRow, "complete" | "firCount">>(
  rows: readonly R[],
  filter: NeedFilter,
): R[] {
  return rows.filter((r) => !(filter.stillNeeded && r.complete) && !(filter.firOnly && r.firCount === 0));
}

export type ItemGroup = { key: string; items: TrackerRow[] };

/**
 * Rows grouped by what needs them: `groupOf` names the group of a source (a quest's trader, a
 * hideout level's station); an item needed by several groups shows in each. Groups keep the
 * order in which they first appear.
 */
export function groupBySource(rows: readonly TrackerRow[], groupOf: (source: string) => string): ItemGroup[] {
  const groups = new Map<string, TrackerRow[]>();
  for (const row of rows) {
    for (const key of new Set(row.sources.map(groupOf))) {
      const list = groups.get(key) ?? [];
      list.push(row);
      groups.set(key, list);
    }
  }
  return [...groups].map(([key, items]) => ({ key, items }));
}
