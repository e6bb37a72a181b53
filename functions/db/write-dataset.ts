import { sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { DrizzleD1Database } from "drizzle-orm/d1";
import type { LibSQLDatabase } from "drizzle-orm/libsql";
import { getTableConfig, type SQLiteColumn, type SQLiteTable } from "drizzle-orm/sqlite-core";
import type { Dataset } from "./dataset";
import * as s from "./schema";

/** D1 allows at most 100 bound parameters per statement. */
const MAX_PARAMS = 100;

// biome-ignore lint/suspicious/noExplicitAny: the schema is the same on both drivers
export type WritableDb = DrizzleD1Database<any> | LibSQLDatabase<any>;

type TableKey = Exclude<keyof Dataset, never>;
const TABLES: Record<TableKey, SQLiteTable> = {
  traders: s.traders,
  maps: s.maps,
  items: s.items,
  tags: s.tags,
  itemTags: s.itemTags,
  itemPrices: s.itemPrices,
  traderOffers: s.traderOffers,
  pricePoints: s.pricePoints,
  priceDaily: s.priceDaily,
  quests: s.quests,
  hideoutStations: s.hideoutStations,
  hideoutLevels: s.hideoutLevels,
  crafts: s.crafts,
  barters: s.barters,
  kv: s.kv,
};

const upserts = new Map<
  SQLiteTable,
  { target: SQLiteColumn[]; set: Record<string, ReturnType<typeof sql.raw>> }
>();

/** The conflict target (primary key) and an `excluded.*` assignment for every other column. */
function upsertOf(table: SQLiteTable) {
  const cached = upserts.get(table);
  if (cached) return cached;
  const config = getTableConfig(table);
  const target = config.primaryKeys[0]?.columns ?? config.columns.filter((c) => c.primary);
  const keyNames = new Set(target.map((c) => c.name));
  const set: Record<string, ReturnType<typeof sql.raw>> = {};
  for (const [prop, column] of Object.entries(table as unknown as Record<string, SQLiteColumn>)) {
    if (config.columns.includes(column) && !keyNames.has(column.name)) {
      set[prop] = sql.raw(`excluded."${column.name}"`);
    }
  }
  const result = { target, set };
  upserts.set(table, result);
  return result;
}

export type WriteOptions = {
  /** Tables to empty before writing (a full replace of that entity); others are upserted. */
  replace?: TableKey[];
};

/**
 * Builds the statements that write a dataset: for each table, optional delete, then
 * multi-row `insert … on conflict do update` chunks within D1's parameter limit.
 */
export function datasetStatements(db: WritableDb, data: Partial<Dataset>, opts: WriteOptions = {}) {
  const statements: BatchItem<"sqlite">[] = [];
  for (const key of Object.keys(TABLES) as TableKey[]) {
    const table = TABLES[key];
    if (opts.replace?.includes(key)) statements.push(db.delete(table) as BatchItem<"sqlite">);
    const rows = (data[key] ?? []) as Record<string, unknown>[];
    if (rows.length === 0) continue;
    const columns = Object.keys(rows[0] ?? {}).length || 1;
    const perChunk = Math.max(1, Math.floor(MAX_PARAMS / columns));
    for (let i = 0; i < rows.length; i += perChunk) {
      const chunk = rows.slice(i, i + perChunk);
      // Upsert: the last write wins for every column, so a re-import is idempotent.
      const { target, set } = upsertOf(table);
      // biome-ignore lint/suspicious/noExplicitAny: rows are typed by Dataset
      const values = chunk as any;
      const insert = db.insert(table).values(values);
      // A table whose every column is its key (item_tags) has nothing to update on conflict.
      statements.push(
        (Object.keys(set).length > 0
          ? insert.onConflictDoUpdate({ target, set })
          : insert.onConflictDoNothing()) as BatchItem<"sqlite">,
      );
    }
  }
  return statements;
}

/**
 * Writes a dataset in one batch: D1 and libSQL run a batch as one transaction, so a failure
 * writes nothing.
 */
export async function writeDataset(db: WritableDb, data: Partial<Dataset>, opts: WriteOptions = {}) {
  const statements = datasetStatements(db, data, opts);
  if (statements.length === 0) return 0;
  // biome-ignore lint/suspicious/noExplicitAny: batch takes a non-empty tuple
  await (db as any).batch(statements as [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]]);
  return statements.length;
}
