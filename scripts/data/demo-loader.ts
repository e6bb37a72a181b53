import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { type Client, createClient, type InValue } from "@libsql/client";
import { eq } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { drizzle } from "drizzle-orm/libsql";
import type { Dataset } from "../../functions/db/dataset";
import * as s from "../../functions/db/schema";
import { datasetStatements, writeDataset } from "../../functions/db/write-dataset";
import { HOURS } from "./demo/history";
import { DEMO_VERSION, type DemoScale, generateDemo } from "./demo/index";

/** SQLite's default bound-parameter limit; a local file has no D1 100-parameter limit. */
const MAX_PARAMS = 32766;
const LOCAL_D1_DIR = ".wrangler/state/v3/d1/miniflare-D1DatabaseObject";

export type LoadOptions = { scale: DemoScale; force?: boolean; now?: number; seed?: number };
export type LoadResult = { skipped: boolean; counts: Record<string, number>; ms: number };

/** The SQLite file `wrangler d1 migrations apply DB --local` created, or an error saying how to make one. */
export function findLocalD1File(root = process.cwd()): string {
  const dir = join(root, LOCAL_D1_DIR);
  let files: string[] = [];
  try {
    files = readdirSync(dir).filter((f) => f.endsWith(".sqlite") && f !== "metadata.sqlite");
  } catch {
    // no directory: handled below
  }
  if (files.length === 0) {
    throw new Error(
      `No local D1 database under ${LOCAL_D1_DIR}. Create it first: npx wrangler d1 migrations apply DB --local`,
    );
  }
  if (files.length > 1) throw new Error(`Several local D1 databases in ${dir}; pass --db <file>`);
  return join(dir, files[0] as string);
}

/** Opens a libSQL client on a SQLite file path (or ":memory:"). */
export function openClient(path: string): Client {
  return createClient({ url: path === ":memory:" ? ":memory:" : `file:${path}` });
}

/** Applies migrations/*.sql (statements split at drizzle-kit's breakpoints) to an empty database. */
export async function applyMigrations(client: Client, dir = "migrations"): Promise<void> {
  for (const f of readdirSync(dir)
    .filter((f) => f.endsWith(".sql"))
    .sort()) {
    for (const stmt of readFileSync(join(dir, f), "utf8").split("--> statement-breakpoint")) {
      if (stmt.trim()) await client.execute(stmt);
    }
  }
}

/**
 * Loads the demo dataset: skips when kv data_source already names this generator version and
 * scale (unless `force`); otherwise replaces the game tables via writeDataset, streams the
 * price history in one transaction of large multi-row inserts, then writes the kv rows
 * (data_source last, so an interrupted load is redone next time).
 */
export async function loadDemo(client: Client, opts: LoadOptions): Promise<LoadResult> {
  const started = performance.now();
  const db = drizzle(client, { schema: s });
  const now = opts.now ?? Date.now();
  if (!opts.force) {
    const row = await db.select().from(s.kv).where(eq(s.kv.key, "data_source")).get();
    const v = row?.value as { version?: string; scale?: string } | undefined;
    if (v?.version === DEMO_VERSION && v.scale === opts.scale) {
      return { skipped: true, counts: {}, ms: performance.now() - started };
    }
  }
  const bundle = generateDemo({ scale: opts.scale, now, seed: opts.seed, history: false });
  const { kv, itemTags, ...tables } = bundle.dataset;
  const replace = [...Object.keys(tables), "itemTags"] as (keyof Dataset)[];
  // writeDataset's upsert has nothing to update on item_tags (all columns are its key), so
  // those rows go into the same batch as plain inserts after the table is emptied.
  const statements = datasetStatements(db, tables, { replace });
  for (let i = 0; i < itemTags.length; i += 50) {
    statements.push(
      db
        .insert(s.itemTags)
        .values(itemTags.slice(i, i + 50))
        .onConflictDoNothing() as BatchItem<"sqlite">,
    );
  }
  await db.batch(statements as [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]]);
  const history = await writeHistory(client, bundle.series());
  await writeDataset(db, { kv: [...kv, { key: "data_version", value: { version: now }, updatedAt: now }] });
  const counts: Record<string, number> = {};
  for (const [key, rows] of Object.entries(bundle.dataset)) counts[key] = rows.length;
  counts.kv = kv.length + 1;
  Object.assign(counts, history);
  return { skipped: false, counts, ms: performance.now() - started };
}

type SeriesLike = ReturnType<ReturnType<typeof generateDemo>["series"]>;

/** Inserts price_points and price_daily rows with cached multi-row statements inside one transaction. */
async function writeHistory(client: Client, all: SeriesLike) {
  await client.execute("PRAGMA cache_size = -262144");
  const points = new Buffered(client, "price_points", ["item_uid", "mode", "ts", "price"]);
  const daily = new Buffered(client, "price_daily", ["item_uid", "mode", "day", "avg", "min", "max"]);
  const tx = await client.transaction("write");
  try {
    points.tx = tx;
    daily.tx = tx;
    for (const series of all) {
      const { uid, mode } = series;
      for (let h = 0; h < HOURS; h++)
        await points.push(uid, mode, series.hour0 + h * 3600, series.hourly[h] ?? 0);
      for (let d = 0; d < series.avg.length; d++) {
        const day = series.day0 + d * 86400;
        await daily.push(uid, mode, day, series.avg[d] ?? 0, series.min[d] ?? 0, series.max[d] ?? 0);
      }
    }
    await points.flush();
    await daily.flush();
    await tx.commit();
  } finally {
    tx.close();
  }
  return { pricePoints: points.total, priceDaily: daily.total };
}

/** Collects rows and writes them as `INSERT … VALUES (…),(…)` statements of up to MAX_PARAMS parameters. */
class Buffered {
  tx: { execute: Client["execute"] } | null = null;
  total = 0;
  private args: InValue[] = [];
  private readonly perStatement: number;
  private readonly sqlCache = new Map<number, string>();
  constructor(
    private readonly client: Client,
    private readonly table: string,
    private readonly columns: string[],
  ) {
    this.perStatement = Math.floor(MAX_PARAMS / columns.length);
  }
  async push(...values: InValue[]) {
    for (const v of values) this.args.push(v);
    if (this.args.length >= this.perStatement * this.columns.length) await this.flush();
  }
  async flush() {
    const rows = this.args.length / this.columns.length;
    if (rows === 0) return;
    const target = this.tx ?? this.client;
    await target.execute({ sql: this.sql(rows), args: this.args });
    this.total += rows;
    this.args = [];
  }
  private sql(rows: number): string {
    let sql = this.sqlCache.get(rows);
    if (!sql) {
      const tuple = `(${this.columns.map(() => "?").join(",")})`;
      sql = `INSERT INTO ${this.table} (${this.columns.join(",")}) VALUES ${Array(rows).fill(tuple).join(",")}`;
      this.sqlCache.set(rows, sql);
    }
    return sql;
  }
}

/** A fresh database with the migrations applied and the small demo set loaded (for tests and e2e). */
export async function createDemoDb(path = ":memory:", scale: DemoScale = "small", now?: number) {
  const client = openClient(path);
  await applyMigrations(client);
  const result = await loadDemo(client, { scale, now, force: true });
  return { client, db: drizzle(client, { schema: s }), result };
}
