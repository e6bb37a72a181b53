/**
 * The cache's lists rebuilt from the columns GET /cache sends: checked against the contract,
 * expanded and indexed. Pure (no store, no request), so that the cache's Web Worker
 * (data-worker-script.ts) and the page run the same code.
 */
import { type $ZodObject, type $ZodType, type output, safeParse } from "zod/v4/core";
import { type CacheItem, cacheItemSchema, expandCacheItem } from "../contracts/cache";
import { z } from "../contracts/zod-mini";
import { decodeColumns } from "../domain/cache-columns";
import { yieldToMain } from "./scheduling";

/**
 * Rebuilds objects from their columns and field list, checked against the contract column by
 * column (one zod parse per field instead of one per row). Each column is checked in its own
 * task (`between` runs between them), so that the market's 4,515 items never block the page for
 * long. When a column fails, the rows are checked one by one and those that match kept.
 */
export async function rebuildRows<S extends $ZodObject>(
  fields: string[],
  columns: unknown[][],
  schema: S,
  between: () => Promise<void> = yieldToMain,
): Promise<output<S>[]> {
  const count = columns.reduce((n, column) => Math.max(n, column.length), 0);
  const shape: Record<string, $ZodType> = schema._zod.def.shape;
  const keys = Object.keys(shape);
  const checked: unknown[][] = [];
  for (const key of keys) {
    const sent = columns[fields.indexOf(key)] ?? [];
    const column = sent.length === count ? sent : Array.from({ length: count }, (_, i) => sent[i] ?? null);
    const parsed = safeParse(z.array(shape[key] as $ZodType), column);
    if (!parsed.success) return rowByRow(fields, columns, schema);
    checked.push(parsed.data);
    await between();
  }
  const out: output<S>[] = [];
  for (let i = 0; i < count; i++) {
    const row: Record<string, unknown> = {};
    keys.forEach((key, j) => {
      row[key] = checked[j]?.[i];
    });
    out.push(row as output<S>);
  }
  return out;
}

/** `fn` over the list in slices of `size`, with `between` after each slice. */
async function mapInSlices<T, U>(list: T[], fn: (x: T) => U, between: () => Promise<void>, size = 500) {
  const out: U[] = [];
  for (let i = 0; i < list.length; i += size) {
    for (const x of list.slice(i, i + size)) out.push(fn(x));
    await between();
  }
  return out;
}

function rowByRow<S extends $ZodObject>(fields: string[], columns: unknown[][], schema: S): output<S>[] {
  const out: output<S>[] = [];
  for (const row of decodeColumns(fields, columns)) {
    const parsed = safeParse(schema, row);
    if (parsed.success) out.push(parsed.data);
  }
  return out;
}

/** uid → item (the quests' indexes: quest-index.ts). */
export function itemsByUid(items: readonly CacheItem[]): Record<string, CacheItem> {
  return Object.fromEntries(items.map((i) => [i.uid, i]));
}

/**
 * The items of a GET /cache answer (or of the list kept in storage), by uid: checked column by
 * column, expanded, indexed. `between` runs between slices of the work.
 */
export async function decodeItemRows(
  fields: string[],
  columns: unknown[][],
  between: () => Promise<void> = yieldToMain,
): Promise<Record<string, CacheItem>> {
  const checked = await rebuildRows(fields, columns, cacheItemSchema, between);
  const rows = await mapInSlices(checked, expandCacheItem, between);
  return itemsByUid(rows);
}
