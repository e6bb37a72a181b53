/**
 * The committed real-data snapshot (data/snapshot): every game table of one import as
 * `<table>.json.gz` holding `{ columns, rows }` (rows are arrays in column order), and
 * `manifest.json` with its sources, dates, counts and the import report. Node only.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { gunzipSync, gzipSync } from "node:zlib";
import type { Client } from "@libsql/client";
import { eq, getTableColumns } from "drizzle-orm";
import { drizzle } from "drizzle-orm/libsql";
import { z } from "zod";
import type { Dataset } from "../../functions/db/dataset";
import * as s from "../../functions/db/schema";
import { TABLES, writeDataset } from "../../functions/db/write-dataset";
import { importPriceDates } from "../../functions/import/run";
import { type DataSource, dataSourceSchema } from "../../src/contracts/data-source";

export const SNAPSHOT_DIR = "data/snapshot";

/** The game tables a snapshot holds: every dataset table but kv, in write order. */
const { kv: _kv, ...gameTables } = TABLES;
export const SNAPSHOT_TABLES = gameTables;
export type SnapshotTable = keyof typeof SNAPSHOT_TABLES;
export type SnapshotData = Omit<Dataset, "kv">;

const manifestSchema = z.object({
  format: z.literal(1),
  /** Content hash of the tables: the data version once loaded. */
  version: z.number(),
  /** Milliseconds. */
  generatedAt: z.number(),
  pricesAsOf: z.number().nullable(),
  pvePricesAsOf: z.number().nullable().optional(),
  priceFigure: z.enum(["lowest", "avg24h"]).optional(),
  source: z.string(),
  counts: z.record(z.string(), z.number()),
  report: z.unknown().optional(),
});
export type SnapshotManifest = z.infer<typeof manifestSchema>;

const tableFile = z.object({ columns: z.array(z.string()), rows: z.array(z.array(z.unknown())) });

export function readManifest(dir = SNAPSHOT_DIR): SnapshotManifest {
  const path = join(dir, "manifest.json");
  if (!existsSync(path)) throw new Error(`no snapshot in ${dir}: run npm run data:snapshot first`);
  return manifestSchema.parse(JSON.parse(readFileSync(path, "utf8")));
}

/** Rows of one table, as written (JSON columns parsed, booleans as booleans). */
export function readTable<K extends SnapshotTable>(table: K, dir = SNAPSHOT_DIR): SnapshotData[K] {
  const raw = JSON.parse(gunzipSync(readFileSync(join(dir, `${table}.json.gz`))).toString("utf8"));
  const { columns, rows } = tableFile.parse(raw);
  const known = getTableColumns(SNAPSHOT_TABLES[table]);
  for (const c of columns) if (!(c in known)) throw new Error(`${dir}/${table}.json.gz: unknown column ${c}`);
  return rows.map((r) => Object.fromEntries(columns.map((c, i) => [c, r[i]]))) as SnapshotData[K];
}

/** Every table of the snapshot. */
export function readSnapshot(dir = SNAPSHOT_DIR): { data: SnapshotData; manifest: SnapshotManifest } {
  const data = Object.fromEntries(
    (Object.keys(SNAPSHOT_TABLES) as SnapshotTable[]).map((t) => [t, readTable(t, dir)]),
  ) as SnapshotData;
  return { data, manifest: readManifest(dir) };
}

/** A stable number from the tables' bytes (FNV-1a, 48 bits): the same data, the same version. */
function contentVersion(parts: Buffer[]): number {
  let h = 0xcbf29ce484222325n;
  const prime = 0x100000001b3n;
  const mask = (1n << 64n) - 1n;
  for (const p of parts) for (const b of p) h = ((h ^ BigInt(b)) * prime) & mask;
  return Number(h >> 16n);
}

/** Writes the tables read back from a database (the importer's output) into `dir`. */
export async function writeSnapshotFrom(
  client: Client,
  dir: string,
  meta: { generatedAt: number; source: string; report?: unknown },
): Promise<SnapshotManifest> {
  const db = drizzle(client, { schema: s });
  mkdirSync(dir, { recursive: true });
  const counts: Record<string, number> = {};
  const files: Buffer[] = [];
  for (const [name, table] of Object.entries(SNAPSHOT_TABLES)) {
    const columns = Object.keys(getTableColumns(table));
    const rows: Record<string, unknown>[] = await db.select().from(table as typeof s.items);
    rows.sort((a, b) => stableKey(a, columns).localeCompare(stableKey(b, columns)));
    const json = JSON.stringify({ columns, rows: rows.map((r) => columns.map((c) => r[c] ?? null)) });
    const bytes = Buffer.from(json);
    files.push(bytes);
    // level 9 and no timestamp in the header: the same rows give the same bytes
    writeFileSync(join(dir, `${name}.json.gz`), gzipSync(bytes, { level: 9 }));
    counts[name] = rows.length;
  }
  const dates = importPriceDates({ itemPrices: await db.select().from(s.itemPrices) });
  // the version covers what the manifest says of the prices too (a loaded snapshot carries it)
  files.push(Buffer.from(JSON.stringify(dates)));
  const manifest: SnapshotManifest = {
    format: 1,
    version: contentVersion(files),
    generatedAt: meta.generatedAt,
    ...dates,
    source: meta.source,
    counts,
    ...(meta.report === undefined ? {} : { report: meta.report }),
  };
  writeFileSync(join(dir, "manifest.json"), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

const stableKey = (row: Record<string, unknown>, columns: string[]) =>
  columns
    .slice(0, 5)
    .map((c) => String(row[c] ?? ""))
    .join("\u0000");

export type LoadSnapshotResult = { skipped: boolean; reason?: string; counts: Record<string, number> };

/** What the database holds now (kv data_source), if anything. */
export async function currentSource(client: Client): Promise<DataSource | undefined> {
  const db = drizzle(client, { schema: s });
  const row = await db.select().from(s.kv).where(eq(s.kv.key, "data_source")).get();
  const parsed = dataSourceSchema.safeParse(row?.value);
  return parsed.success ? parsed.data : undefined;
}

/**
 * Loads the snapshot: skips when this snapshot version is already loaded, and never replaces a
 * live upstream import unless `force`. The game tables and kv rows go in one batch.
 */
export async function loadSnapshot(
  client: Client,
  opts: { dir?: string; force?: boolean } = {},
): Promise<LoadSnapshotResult> {
  const dir = opts.dir ?? SNAPSHOT_DIR;
  const current = await currentSource(client);
  const manifest = readManifest(dir);
  const version = await currentVersion(client);
  if (!opts.force && current?.kind === "snapshot" && version === manifest.version) {
    return { skipped: true, reason: "this snapshot is already loaded", counts: {} };
  }
  if (!opts.force && current?.kind === "upstream") {
    return { skipped: true, reason: "the database holds a live upstream import", counts: {} };
  }
  const { data } = readSnapshot(dir);
  const source: DataSource = {
    kind: "snapshot",
    source: manifest.source,
    importedAt: manifest.generatedAt,
    pricesAsOf: manifest.pricesAsOf,
    ...(manifest.pvePricesAsOf === undefined ? {} : { pvePricesAsOf: manifest.pvePricesAsOf }),
    ...(manifest.priceFigure ? { priceFigure: manifest.priceFigure } : {}),
  };
  const now = manifest.generatedAt;
  await writeDataset(
    drizzle(client, { schema: s }),
    {
      ...data,
      kv: [
        { key: "data_source", value: source, updatedAt: now },
        { key: "data_version", value: { version: manifest.version }, updatedAt: now },
      ],
    },
    { replace: Object.keys(SNAPSHOT_TABLES) as SnapshotTable[] },
  );
  return { skipped: false, counts: manifest.counts };
}

async function currentVersion(client: Client): Promise<number | undefined> {
  const db = drizzle(client, { schema: s });
  const row = await db.select().from(s.kv).where(eq(s.kv.key, "data_version")).get();
  const parsed = z.object({ version: z.number() }).safeParse(row?.value);
  return parsed.success ? parsed.data.version : undefined;
}
