import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { type Client, createClient } from "@libsql/client";
import { eq } from "drizzle-orm";
import { drizzle } from "drizzle-orm/libsql";
import type { Dataset } from "../../functions/db/dataset";
import * as s from "../../functions/db/schema";
import { writeDataset } from "../../functions/db/write-dataset";
import { dataSourceSchema } from "../../src/contracts/data-source";
import { DEMO_VERSION, type DemoScale, generateDemo } from "./demo/index";

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
  const kvTable = await client.execute("SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'kv'");
  if (kvTable.rows.length === 0) {
    throw new Error(
      "The database has no game tables: apply the migrations first (npx wrangler d1 migrations apply DB --local)",
    );
  }
  if (!opts.force) {
    const row = await db.select().from(s.kv).where(eq(s.kv.key, "data_source")).get();
    const v = dataSourceSchema.safeParse(row?.value);
    if (v.success && v.data.kind !== "demo") {
      throw new Error(
        `The database holds real game data (${v.data.kind}${v.data.source ? ` from ${v.data.source}` : ""}): the demo world replaces it only with --force`,
      );
    }
    if (v.success && v.data.version === DEMO_VERSION && v.data.scale === opts.scale) {
      return { skipped: true, counts: {}, ms: performance.now() - started };
    }
  }
  const bundle = generateDemo({ scale: opts.scale, now, seed: opts.seed, history: false });
  const { kv, ...tables } = bundle.dataset;
  // The game tables are emptied and written in one batch (a few JSON-row statements per table).
  await writeDataset(db, tables, { replace: Object.keys(tables) as (keyof Dataset)[] });
  const history = await writeHistory(client, bundle.series());
  await writeDataset(db, { kv: [...kv, { key: "data_version", value: { version: now }, updatedAt: now }] });
  const counts: Record<string, number> = {};
  for (const [key, rows] of Object.entries(bundle.dataset)) counts[key] = rows.length;
  counts.kv = kv.length + 1;
  Object.assign(counts, history);
  return { skipped: false, counts, ms: performance.now() - started };
}

type SeriesLike = ReturnType<ReturnType<typeof generateDemo>["series"]>;

/**
 * Inserts price_points and price_daily inside one transaction: one statement per series and
 * table, its values passed as a single JSON array that SQLite expands with json_each (far
 * fewer values cross into the driver than with bound multi-row VALUES lists).
 */
async function writeHistory(client: Client, all: SeriesLike) {
  await client.execute("PRAGMA cache_size = -262144");
  const points =
    "INSERT INTO price_points (item_uid, mode, ts, price) SELECT ?1, ?2, ?3 + key * 3600000, value FROM json_each(?4)";
  const daily =
    "INSERT INTO price_daily (item_uid, mode, day, avg, min, max) " +
    "SELECT ?1, ?2, ?3 + key * 86400000, value ->> 0, value ->> 1, value ->> 2 FROM json_each(?4)";
  const tx = await client.transaction("write");
  let pricePoints = 0;
  let priceDaily = 0;
  try {
    for (const series of all) {
      const { uid, mode, hourly, avg, min, max } = series;
      await tx.execute({ sql: points, args: [uid, mode, series.hour0, `[${hourly.join(",")}]`] });
      const days: string[] = [];
      for (let d = 0; d < avg.length; d++) days.push(`[${avg[d]},${min[d]},${max[d]}]`);
      await tx.execute({ sql: daily, args: [uid, mode, series.day0, `[${days.join(",")}]`] });
      pricePoints += hourly.length;
      priceDaily += avg.length;
    }
    await tx.commit();
  } finally {
    tx.close();
  }
  return { pricePoints, priceDaily };
}

/** A fresh database with the migrations applied and the small demo set loaded (for tests and e2e). */
export async function createDemoDb(path = ":memory:", scale: DemoScale = "small", now?: number) {
  const client = openClient(path);
  await applyMigrations(client);
  const result = await loadDemo(client, { scale, now, force: true });
  return { client, db: drizzle(client, { schema: s }), result };
}
