/**
 * Writes a whole game-data set (import, demo load, test seeds) in one batch.
 *
 * Why the rows travel as JSON: Cloudflare D1 counts every statement of a batch as a query, and
 * a Worker invocation may run at most 50 queries (Workers Free; 1000 on Paid). With D1's 100
 * bound parameters per statement, multi-row `VALUES` lists put a real import (thousands of
 * items, prices, offers, quests, crafts, barters) into thousands of statements. So each table's
 * rows go as ONE parameter holding a JSON array of rows, which SQLite expands with json_each:
 *
 *   INSERT INTO t ("a","b") SELECT json_extract(value,'$[0]'), json_extract(value,'$[1]')
 *   FROM json_each(?) WHERE true ON CONFLICT ("a") DO UPDATE SET "b" = excluded."b"
 *
 * (`WHERE true` lets SQLite's parser tell the upsert clause from a join after a SELECT.) A table
 * takes one statement per ~1.8 MB of JSON, under D1's 2,000,000 bytes per string value and
 * 100,000 bytes of SQL text. Values are exactly what drizzle would bind: each goes through its
 * column's `mapToDriverValue` (booleans 0/1, JSON columns as text), and a column a row omits gets
 * the schema default (or `$defaultFn`), as drizzle's own insert does.
 */
import { getTableColumns, getTableName, is, SQL, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { DrizzleD1Database } from "drizzle-orm/d1";
import type { LibSQLDatabase } from "drizzle-orm/libsql";
import { getTableConfig, type SQLiteColumn, type SQLiteTable } from "drizzle-orm/sqlite-core";
import { ROW_TABLES } from "../../src/contracts/admin-rows";
import type { Dataset } from "./dataset";
import { afterImportStatements, beforeImportStatements } from "./queries/added-items";
import type { AnyDb } from "./queries/db-type";
import { applyOverridesStatements } from "./queries/item-overrides";
import { importOverrideStatements } from "./queries/row-overrides";
import * as s from "./schema";
import { sqlWord } from "./sql-word";

/** Bytes of row JSON per statement: far under D1's 2,000,000 bytes per bound string. */
export const MAX_JSON_BYTES = 1_800_000;

// biome-ignore lint/suspicious/noExplicitAny: the schema is the same on both drivers
export type WritableDb = DrizzleD1Database<any> | LibSQLDatabase<any>;

type TableKey = Exclude<keyof Dataset, never>;
/** Every table of a dataset, in write order. */
export const TABLES: Record<TableKey, SQLiteTable> = {
  traders: s.traders,
  maps: s.maps,
  items: s.items,
  tags: s.tags,
  itemTags: s.itemTags,
  itemPrices: s.itemPrices,
  traderOffers: s.traderOffers,
  pricePoints: s.pricePoints,
  priceDaily: s.priceDaily,
  priceSeries: s.priceSeries,
  quests: s.quests,
  hideoutStations: s.hideoutStations,
  hideoutLevels: s.hideoutLevels,
  crafts: s.crafts,
  barters: s.barters,
  presets: s.presets,
  storyChapters: s.storyChapters,
  kv: s.kv,
};

/** Integer and real columns: a fractional value in them travels in the exact form below. */
const numeric = (column: SQLiteColumn) => column.dataType === "number";

/**
 * A fractional double as `[m, k1, k2]` with value = m / 2^k1 / 2^k2, m an integer (< 2^53) and
 * k1, k2 ≤ 62: SQLite reads JSON integers exactly and divides by powers of two exactly, while its
 * decimal-to-double parsing may miss the last bit. Null when the value needs more than 124
 * halvings (|value| below about 1e-21): then the decimal form goes instead.
 */
export function exactParts(value: number): [number, number, number] | null {
  let m = value;
  let k = 0;
  while (!Number.isInteger(m)) {
    if (k === 124) return null;
    m *= 2;
    k += 1;
  }
  return [m, Math.min(k, 62), Math.max(k - 62, 0)];
}

type Plan = {
  /** Insertable columns in drizzle's insert order, with their property names. */
  columns: [string, SQLiteColumn][];
  /** `SELECT json_extract(value,'$[0]'), … FROM json_each(` … `) WHERE true` around the JSON. */
  select: [string, string];
  target: SQLiteColumn[];
  /** Property names of the non-key columns. */
  nonKey: string[];
};

const plans = new Map<SQLiteTable, Plan>();

/** Column order, the SELECT over json_each, the conflict target (primary key) and the other columns. */
function planOf(table: SQLiteTable): Plan {
  const cached = plans.get(table);
  if (cached) return cached;
  const config = getTableConfig(table);
  // drizzle leaves out generated columns (its internal shouldDisableInsert); so does this
  const columns = Object.entries(getTableColumns(table)).filter(
    ([, c]) => !(c as unknown as { shouldDisableInsert?: () => boolean }).shouldDisableInsert?.(),
  );
  const target = config.primaryKeys[0]?.columns ?? config.columns.filter((c) => c.primary);
  const keyNames = new Set(target.map((c) => c.name));
  const nonKey = columns.filter(([, c]) => !keyNames.has(c.name)).map(([prop]) => prop);
  const picks = columns
    .map(([, c], i) =>
      numeric(c)
        ? `coalesce(json_extract(value,'$[${i}][0]') * 1.0 / (1 << json_extract(value,'$[${i}][1]')) / (1 << json_extract(value,'$[${i}][2]')), json_extract(value,'$[${i}]'))`
        : `json_extract(value,'$[${i}]')`,
    )
    .join(", ");
  const plan: Plan = { columns, select: [`select ${picks} from json_each(`, ") where true"], target, nonKey };
  plans.set(table, plan);
  return plan;
}

/** What a row stores in a column: its value or the column's default, mapped as drizzle binds it. */
function driverValue(table: string, prop: string, column: SQLiteColumn, value: unknown): unknown {
  let v = value;
  if (v === undefined) {
    if (column.default !== undefined && column.default !== null) v = column.default;
    else if (column.defaultFn) v = column.defaultFn();
    else if (column.onUpdateFn) v = column.onUpdateFn();
    else return null;
  }
  if (v === null) return null;
  if (is(v, SQL)) throw new Error(`${table}.${prop}: SQL values cannot be written as JSON rows`);
  const mapped: unknown = column.mapToDriverValue(v);
  switch (typeof mapped) {
    case "string":
    case "boolean":
      return mapped;
    case "bigint":
      return mapped;
    case "number":
      // SQLite stores a bound NaN as NULL; an infinity has no JSON form.
      if (Number.isNaN(mapped)) return null;
      if (!Number.isFinite(mapped)) throw new Error(`${table}.${prop}: ${mapped} cannot be stored`);
      return mapped;
    default:
      if (mapped === null) return null;
      throw new Error(`${table}.${prop}: a ${typeof mapped} value cannot be written as a JSON row`);
  }
}

/** A row as a JSON array in the plan's column order (bigints as JSON integers). */
function rowJson(table: string, plan: Plan, row: Record<string, unknown>): string {
  const out: string[] = [];
  for (const [prop, column] of plan.columns) {
    const v = driverValue(table, prop, column, row[prop]);
    if (typeof v === "bigint") out.push(v.toString());
    else if (typeof v === "number" && !Number.isInteger(v) && numeric(column)) {
      const parts = exactParts(v);
      out.push(parts ? `[${parts.join(",")}]` : JSON.stringify(v));
    } else out.push(JSON.stringify(v));
  }
  return `[${out.join(",")}]`;
}

/** UTF-8 byte length of a string (JSON.stringify output has no lone surrogates). */
export function utf8Bytes(text: string): number {
  let n = text.length;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 0x80) n += c >= 0x800 && (c < 0xd800 || c > 0xdfff) ? 2 : 1;
  }
  return n;
}

/** Rows as JSON arrays, each at most `maxBytes` (a single larger row goes alone). */
export function jsonChunks(rows: string[], maxBytes = MAX_JSON_BYTES): string[] {
  const chunks: string[] = [];
  let parts: string[] = [];
  let bytes = 2;
  for (const row of rows) {
    const size = utf8Bytes(row) + 1;
    if (parts.length > 0 && bytes + size > maxBytes) {
      chunks.push(`[${parts.join(",")}]`);
      parts = [];
      bytes = 2;
    }
    parts.push(row);
    bytes += size;
  }
  if (parts.length > 0) chunks.push(`[${parts.join(",")}]`);
  return chunks;
}

/** Any drizzle database over the schema that can insert (D1 or libSQL). */
type InsertDb = Pick<AnyDb, "insert">;

export type UpsertOptions<T extends SQLiteTable> = {
  /** Properties a conflicting row overwrites (`excluded.*`); every non-key column when absent. */
  update?: (keyof T["$inferInsert"] & string)[];
  /** Bytes of row JSON per statement (tests use a small value to force several chunks). */
  maxJsonBytes?: number;
};

/**
 * Statements that upsert rows into one table: one `insert … select … from json_each(?) … on
 * conflict do update` per chunk of row JSON (`on conflict do nothing` when there is nothing
 * to update, as on item_tags whose every column is its key).
 */
export function upsertStatements<T extends SQLiteTable>(
  db: InsertDb,
  table: T,
  rows: T["$inferInsert"][],
  opts: UpsertOptions<T> = {},
): BatchItem<"sqlite">[] {
  if (rows.length === 0) return [];
  const plan = planOf(table);
  const name = getTableName(table);
  const set: Record<string, SQL> = {};
  for (const prop of opts.update ?? plan.nonKey) {
    const column = getTableColumns(table)[prop] as SQLiteColumn;
    set[prop] = sql.raw(`excluded."${column.name.replaceAll('"', '""')}"`);
  }
  const json = rows.map((row) => rowJson(name, plan, row as Record<string, unknown>));
  return jsonChunks(json, opts.maxJsonBytes).map((chunk) => {
    const select = sql.join([sql.raw(plan.select[0]), sql`${chunk}`, sql.raw(plan.select[1])]);
    const insert = db.insert(table).select(select);
    return (
      Object.keys(set).length > 0
        ? insert.onConflictDoUpdate({ target: plan.target, set })
        : insert.onConflictDoNothing()
    ) as BatchItem<"sqlite">;
  });
}

export type WriteOptions = {
  /** Tables to empty before writing (a full replace of that entity); others are upserted. */
  replace?: TableKey[];
  /** Bytes of row JSON per statement (tests use a small value to force several chunks). */
  maxJsonBytes?: number;
};

/**
 * Builds the statements that write a dataset: one statement that empties the replaced tables,
 * then each table's upsert statements (the last write wins for every column, so a re-import is idempotent).
 */
export function datasetStatements(db: WritableDb, data: Partial<Dataset>, opts: WriteOptions = {}) {
  const statements: BatchItem<"sqlite">[] = [];
  // items admins added leave while the data's items are written, and come back after (unless the
  // data now has them: functions/db/queries/added-items.ts)
  const run = (list: SQL[]) => list.map((s) => db.run(s) as BatchItem<"sqlite">);
  if (data.items?.length) statements.push(...run(beforeImportStatements()));
  // the replaced game tables are emptied by one statement (the game_table_wipe view's trigger,
  // migrations/0019): one D1 query however many tables an import replaces
  const wiped = (opts.replace ?? []).filter((k) => k !== "kv").map((k) => getTableName(TABLES[k]));
  // (no bound parameter: drizzle's D1 batch cannot bind one to a db.run statement)
  if (wiped.length > 0)
    statements.push(
      db.run(
        sql.raw(
          `INSERT INTO game_table_wipe (name) VALUES ${wiped.map((n) => `(${sqlWord(n)})`).join(", ")}`,
        ),
      ) as BatchItem<"sqlite">,
    );
  if (opts.replace?.includes("kv")) statements.push(db.delete(s.kv) as BatchItem<"sqlite">);
  for (const key of Object.keys(TABLES) as TableKey[]) {
    const table = TABLES[key];
    const rows = (data[key] ?? []) as SQLiteTable["$inferInsert"][];
    const upsertOpts = opts.maxJsonBytes ? { maxJsonBytes: opts.maxJsonBytes } : {};
    statements.push(...upsertStatements(db as unknown as InsertDb, table, rows, upsertOpts));
  }
  if (data.items?.length) statements.push(...run(afterImportStatements()));
  // admins' item edits survive every import (functions/db/queries/item-overrides.ts)
  if (data.items?.length) {
    for (const s of applyOverridesStatements({ recordUpstream: true }))
      statements.push(db.run(s) as BatchItem<"sqlite">);
  }
  // and their edits of quests, crafts, barters and tags (functions/db/queries/row-overrides.ts)
  const rows = ROW_TABLES.filter((t) => (data[t]?.length ?? 0) > 0);
  for (const s of importOverrideStatements(rows)) statements.push(db.run(s) as BatchItem<"sqlite">);
  return statements;
}

/**
 * Writes a dataset in one batch: D1 and libSQL run a batch as one transaction, so a failure
 * writes nothing. Returns the number of statements (each one counts as a D1 query).
 */
export async function writeDataset(db: WritableDb, data: Partial<Dataset>, opts: WriteOptions = {}) {
  const statements = datasetStatements(db, data, opts);
  if (statements.length === 0) return 0;
  // biome-ignore lint/suspicious/noExplicitAny: batch takes a non-empty tuple
  await (db as any).batch(statements as [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]]);
  return statements.length;
}
