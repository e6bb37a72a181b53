import type { CacheItem } from "../../contracts/cache";
import { pricePerSlot } from "../../domain/slots";

/** A market-table row: a cache item with its price per inventory slot. */
export type MarketRow = CacheItem & { perSlot: number | null };

export const SORT_KEYS = [
  "name",
  "flea",
  "perSlot",
  "avg24h",
  "avg7d",
  "change24h",
  "change7d",
  "traderPrice",
  "updatedAt",
] as const;
export type SortKey = (typeof SORT_KEYS)[number];
export type Sort = { key: SortKey; desc: boolean };

/** Valuable item (docs/product.md §9): more than 10k rubles per slot. */
export const VALUABLE_PER_SLOT = 10_000;

export const isValuable = (row: MarketRow) => row.perSlot !== null && row.perSlot > VALUABLE_PER_SLOT;

/** Rows from cache items, ordered by name. */
export function toMarketRows(items: Record<string, CacheItem>): MarketRow[] {
  return Object.values(items)
    .map(toMarketRow)
    .sort((a, b) => a.name.localeCompare(b.name) || a.uid.localeCompare(b.uid));
}

/** Row positions sorted by a column; rows without a value go last in both directions. */
export function sortPositions(
  rows: readonly MarketRow[],
  positions: readonly number[],
  sort: Sort,
): number[] {
  const dir = sort.desc ? -1 : 1;
  const out = [...positions];
  if (sort.key === "name") {
    // rows are already ordered by name
    return sort.desc ? out.reverse() : out;
  }
  const key = sort.key;
  out.sort((a, b) => {
    const x = rows[a]?.[key] ?? null;
    const y = rows[b]?.[key] ?? null;
    if (x === null || y === null) return x === y ? a - b : x === null ? 1 : -1;
    return x === y ? a - b : (x < y ? -1 : 1) * dir;
  });
  return out;
}

/** The tag filter's choices: every tag of the rows, ordered by its shown name. */
export const tagChoices = (rows: readonly MarketRow[], label: (tag: string) => string, locale: string) =>
  [...new Set(rows.flatMap((r) => r.tags))].sort((a, b) => label(a).localeCompare(label(b), locale));

/** The caliber filter's choices: every caliber of the rows, ordered by id. */
export const caliberChoices = (rows: readonly MarketRow[]) =>
  [...new Set(rows.flatMap((r) => (r.caliber ? [r.caliber] : [])))].sort();

/** One item as a row of the table (its price per slot added). */
export const toMarketRow = (item: CacheItem): MarketRow => ({
  ...item,
  perSlot: pricePerSlot(item.flea, item.width, item.height),
});
