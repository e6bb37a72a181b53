/**
 * One upstream import into the database (D1 in the Worker, libSQL in Node): read, map, then
 * a single writeDataset batch (a failure writes nothing), with kv data_source and
 * data_version in the same batch. Rows of real data keep the Russian names an import does not
 * give (./keep-ru.ts).
 *
 * The hourly cron runs this inside one Worker invocation, and D1 counts every statement of a
 * batch as a query (at most 50 per invocation on Workers Free, 1000 on Paid). writeDataset
 * therefore sends each table's rows as JSON expanded by json_each: the real snapshot (about
 * 26,000 rows) takes one delete per replaced table and one insert per ~1.8 MB of rows, about
 * 30 queries with the reads here, where one multi-row VALUES statement per 100 bound
 * parameters took over 2,000.
 */
import { eq, getTableName, sql } from "drizzle-orm";
import { priceFigureOf, pricesAsOf } from "../../src/domain/price-stats";
import type { Dataset } from "../db/dataset";
import type { AnyDb } from "../db/queries/db-type";
import * as s from "../db/schema";
import { TABLES, type WritableDb, writeDataset } from "../db/write-dataset";
import { buildImport, type ImportedDataset } from "./build";
import { keepStoredRu } from "./keep-ru";
import { isMinimal } from "./map-items";
import type { Mode } from "./model";
import { type ImportReport, ruMissing } from "./report";
import { ImportShrinkError, shrunkTables } from "./shrink-guard";
import { type RawSource, readSources, UpstreamFormatError } from "./sources";

export type ImportOptions = {
  /** Where the data came from (URL, file or folder), recorded in kv data_source. */
  source: string;
  /** Milliseconds. */
  now: number;
  /** Mode for priced sources that do not say theirs. */
  mode?: Mode;
  /**
   * Lets a replaced table of real data lose more than a tenth of its rows: an operator's deliberate
   * import (never the cron's). Without it such an import is refused (ImportShrinkError).
   */
  allowShrink?: boolean;
  /** Source names that must be read (of a shape the importer knows), or nothing is written. */
  require?: readonly string[];
  /** Called after each stage (parsed, mapped, written). */
  onStage?: (stage: "parsed" | "mapped" | "written") => void;
};

export type ImportResult = {
  counts: Record<keyof ImportedDataset, number>;
  rows: number;
  used: string[];
  skipped: string[];
  /** Whether the game tables were emptied first (the data came from the demo generator or nothing). */
  replacedAll: boolean;
  /** Unresolved references, unnamed items, ignored fields, items lacking values. */
  report: ImportReport;
};

/** Tables emptied when the database held other (demo) data: upstream ids never mix with demo ids. */
const ALL_TABLES: (keyof Dataset)[] = [
  "traders",
  "maps",
  "items",
  "tags",
  "itemTags",
  "itemPrices",
  "traderOffers",
  "pricePoints",
  "priceDaily",
  "priceSeries",
  "quests",
  "hideoutStations",
  "hideoutLevels",
  "crafts",
  "barters",
  "presets",
  "storyChapters",
];

/**
 * Lists an upstream source gives whole: rows it no longer has are removed. Presets too, when a
 * presets file was read (a live feed gives only default builds: they are upserted).
 */
const WHOLE: (keyof ImportedDataset)[] = [
  "quests",
  "hideoutStations",
  "hideoutLevels",
  "crafts",
  "barters",
  "priceSeries",
  "storyChapters",
];

export async function importSources(
  db: WritableDb,
  sources: RawSource[],
  opts: ImportOptions,
): Promise<ImportResult> {
  const { upstream, used, skipped, ignored, overlays } = readSources(sources, {
    now: opts.now,
    ...(opts.mode ? { mode: opts.mode } : {}),
  });
  const unread = (opts.require ?? []).filter((name) => !used.includes(name));
  if (unread.length > 0)
    throw new UpstreamFormatError(`${opts.source}: ${unread.join(", ")}: of no shape the importer reads`);
  opts.onStage?.("parsed");
  // Both drivers share the query builder; AnyDb is the common read type.
  const reader = db as unknown as AnyDb;
  const source = await reader
    .select({ value: s.kv.value })
    .from(s.kv)
    .where(eq(s.kv.key, "data_source"))
    .get();
  const previous = source?.value;
  const previousKind =
    typeof previous === "object" && previous !== null && "kind" in previous ? previous.kind : null;
  // Real data (the snapshot or an earlier import) keeps its rows: an import updates it. Only the
  // demo world, or nothing, is emptied first, so that upstream ids never mix with demo ids.
  const realData = previousKind === "upstream" || previousKind === "snapshot";
  const replacedAll = !realData;
  const existingUrls = new Map<string, string>();
  // Rows from an item source (not minimal ones) are never overwritten by a minimal row.
  const existingUids = new Set<string>();
  if (!replacedAll) {
    const stored = await reader
      .select({
        uid: s.items.uid,
        url: s.items.url,
        category: s.items.category,
        basePrice: s.items.basePrice,
        types: s.items.types,
        props: s.items.props,
        weight: s.items.weight,
      })
      .from(s.items);
    for (const r of stored) {
      existingUrls.set(r.url, r.uid);
      if (!isMinimal(r)) existingUids.add(r.uid);
    }
  }
  const storedQuests = new Map<string, string>();
  if (!replacedAll && !upstream.tasks) {
    for (const q of await reader.select({ uid: s.quests.uid, bsgId: s.quests.bsgId }).from(s.quests)) {
      if (q.bsgId) storedQuests.set(q.bsgId, q.uid);
    }
  }
  const built = buildImport(upstream, { now: opts.now, existingUrls, existingUids, storedQuests });
  const data = built.data;
  const report: ImportReport = { ...built.report, ignored, overlays };
  // rows this import gives no Russian name keep the stored one (the feed's _ru files are optional)
  if (realData) {
    await keepStoredRu(reader, data);
    if (report.ruMissing) report.ruMissing = ruMissing(data);
  }
  opts.onStage?.("mapped");
  const whole: (keyof ImportedDataset)[] = upstream.presets?.some((p) => p.whole)
    ? [...WHOLE, "presets"]
    : WHOLE;
  // a list a source gave is replaced even when empty: the shrink guard then refuses the import
  const given: Partial<Record<keyof ImportedDataset, boolean>> = {
    quests: upstream.tasks !== undefined,
    hideoutStations: upstream.stations !== undefined,
    hideoutLevels: upstream.stations !== undefined,
    crafts: upstream.crafts !== undefined,
    barters: upstream.barters !== undefined,
    priceSeries: upstream.series !== undefined,
    storyChapters: upstream.story !== undefined,
  };
  const replace = replacedAll ? ALL_TABLES : whole.filter((k) => data[k].length > 0 || given[k]);
  const kv: Dataset["kv"] = [
    {
      key: "data_source",
      value: {
        kind: "upstream",
        source: opts.source,
        importedAt: opts.now,
        ...importPriceDates(data),
      },
      updatedAt: opts.now,
    },
    { key: "data_version", value: { version: opts.now }, updatedAt: opts.now },
  ];
  // real data is never wiped: a replaced table may lose at most a tenth of its rows
  if (realData && !opts.allowShrink) {
    const stored = await storedCounts(reader, replace);
    const incoming = Object.fromEntries(
      replace.map((k) => [k, data[k as keyof ImportedDataset]?.length ?? 0]),
    );
    const shrunk = shrunkTables(stored, incoming, replace);
    if (shrunk.length > 0) throw new ImportShrinkError(shrunk);
  }
  await writeDataset(db, { ...data, kv }, { replace });
  opts.onStage?.("written");
  const counts = Object.fromEntries(
    Object.entries(data).map(([k, v]) => [k, v.length]),
  ) as ImportResult["counts"];
  const rows = Object.values(counts).reduce((a, b) => a + b, 0);
  return { counts, rows, used, skipped, replacedAll, report };
}

/** The days an import's PvP and PvE prices are as of (see pricesAsOf) and which figure they are. */
export function importPriceDates(data: Pick<ImportedDataset, "itemPrices">) {
  const asOf = (mode: Mode) =>
    pricesAsOf(data.itemPrices.filter((p) => p.mode === mode).map((p) => p.updatedAt));
  const figure = priceFigureOf(
    data.itemPrices.map((p) => ({
      flea: p.flea ?? null,
      avg24h: p.avg24h ?? null,
      low24h: p.low24h ?? null,
    })),
  );
  return { pricesAsOf: asOf("pvp"), pvePricesAsOf: asOf("pve"), ...(figure ? { priceFigure: figure } : {}) };
}

/** The stored row count of each table, in one query. */
async function storedCounts(db: AnyDb, tables: readonly (keyof Dataset)[]): Promise<Record<string, number>> {
  if (tables.length === 0) return {};
  const columns = tables.map(
    (k) => sql`(SELECT count(*) FROM ${sql.identifier(getTableName(TABLES[k]))}) AS ${sql.identifier(k)}`,
  );
  const [row] = await db.all<Record<string, unknown>>(sql`SELECT ${sql.join(columns, sql`, `)}`);
  return Object.fromEntries(tables.map((k) => [k, Number(row?.[k] ?? 0)]));
}
