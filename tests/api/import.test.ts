/**
 * The import writer on D1 itself (workerd): rows travel as JSON expanded by json_each, in
 * statements of up to ~1.8 MB of JSON each.
 */
import { env } from "cloudflare:workers";
import { count, eq } from "drizzle-orm";
import type { SQLiteTable } from "drizzle-orm/sqlite-core";
import { describe, expect, it } from "vitest";
import { getDb } from "../../functions/db/client";
import type { Dataset } from "../../functions/db/dataset";
import { afterImportStatements, beforeImportStatements } from "../../functions/db/queries/added-items";
import { applyOverridesStatements } from "../../functions/db/queries/item-overrides";
import * as s from "../../functions/db/schema";
import { datasetStatements, MAX_JSON_BYTES, writeDataset } from "../../functions/db/write-dataset";
import {
  BIG_INTS,
  sampleDataset,
  TRICKY_FLOATS,
  TRICKY_TEXT,
} from "../../functions/db/write-dataset.fixtures";
import { importSources } from "../../functions/import/run";
import type { RawSource } from "../../functions/import/sources";
import gqlHideout from "../fixtures/upstream/good/graphql_regular/hideout.json";
import gqlMaps from "../fixtures/upstream/good/graphql_regular/maps.json";
import gqlTasks from "../fixtures/upstream/good/graphql_regular/tasks.json";
import gqlTraders from "../fixtures/upstream/good/graphql_regular/traders.json";
import itemsEn from "../fixtures/upstream/good/items_en.json";
import itemsPrices from "../fixtures/upstream/good/items_graphql_prices.json";
import barters from "../fixtures/upstream/good/pve_barters.json";
import crafts from "../fixtures/upstream/good/pve_crafts.json";
import hideout from "../fixtures/upstream/good/pve_hideout.json";
import tasks from "../fixtures/upstream/good/pve_tasks.json";
import traders from "../fixtures/upstream/good/pve_traders.json";

const SOURCES: RawSource[] = Object.entries({
  "graphql_regular/hideout.json": gqlHideout,
  "graphql_regular/maps.json": gqlMaps,
  "graphql_regular/tasks.json": gqlTasks,
  "graphql_regular/traders.json": gqlTraders,
  "items_en.json": itemsEn,
  "items_graphql_prices.json": itemsPrices,
  "pve_barters.json": barters,
  "pve_crafts.json": crafts,
  "pve_hideout.json": hideout,
  "pve_tasks.json": tasks,
  "pve_traders.json": traders,
}).map(([name, json]) => ({ name, json }));

const NOW = Date.UTC(2026, 7, 1);
const rowsOf = async (table: SQLiteTable) =>
  (await getDb(env.DB).select({ n: count() }).from(table).get())?.n;

describe("upstream import on D1", () => {
  it("imports the fixtures, then again with the same rows", async () => {
    const db = getDb(env.DB);
    const first = await importSources(db, SOURCES, { source: "fixtures", now: NOW });
    expect(first.replacedAll).toBe(true);
    const counts = {
      traders: await rowsOf(s.traders),
      quests: await rowsOf(s.quests),
      crafts: await rowsOf(s.crafts),
      barters: await rowsOf(s.barters),
      hideoutLevels: await rowsOf(s.hideoutLevels),
      items: await rowsOf(s.items),
      itemPrices: await rowsOf(s.itemPrices),
    };
    // 6 quests: the PvE feed's 5 and the one only the regular list has
    expect(counts).toMatchObject({ traders: 4, quests: 6, crafts: 1, barters: 2, hideoutLevels: 3 });
    expect(counts.items).toBe(first.counts.items);
    expect(counts.itemPrices).toBe(first.counts.itemPrices);
    await importSources(db, SOURCES, { source: "fixtures", now: NOW + 1000 });
    expect(await rowsOf(s.items)).toBe(counts.items);
    expect(await rowsOf(s.quests)).toBe(counts.quests);
    const version = await db.select().from(s.kv).where(eq(s.kv.key, "data_version")).get();
    expect(version?.value).toEqual({ version: NOW + 1000 });
  });
});

describe("writeDataset on D1", () => {
  it("reads back floats bit for bit, big integers, defaults, nulls, JSON and Russian text", async () => {
    const db = getDb(env.DB);
    const data = sampleDataset();
    const tables = Object.keys(data) as (keyof Dataset)[];
    // every table emptied first, then small chunks: several statements per table
    await writeDataset(db, data, { replace: tables, maxJsonBytes: 400 });
    const prices = new Map((await db.select().from(s.itemPrices).all()).map((p) => [p.itemUid, p]));
    TRICKY_FLOATS.forEach((f, i) => {
      expect(Object.is(prices.get(`item-${i}`)?.change24h, f), `${f}`).toBe(true);
      expect(prices.get(`item-${i}`)?.offers).toBe(i % 2 ? i : 0);
    });
    const items = await db.select().from(s.items).all();
    expect(items.map((r) => r.name)).toEqual(
      TRICKY_FLOATS.map((_, i) => TRICKY_TEXT[i % TRICKY_TEXT.length]),
    );
    expect(items.map((r) => r.updatedAt)).toEqual(items.map((_, i) => BIG_INTS[i % BIG_INTS.length]));
    expect(items.slice(0, 3).map((r) => [r.isFunctional, r.weight])).toEqual([
      [false, TRICKY_FLOATS[0]],
      [true, TRICKY_FLOATS[1]],
      [true, null], // an omitted weight is unknown, never 0
    ]);
    const quests = await db.select().from(s.quests).all();
    expect(quests.map((q) => [q.active, q.requiredForKappa, q.reqLevel, q.nameL10n, q.objectives])).toEqual(
      data.quests?.map((q) => [q.active ?? true, q.requiredForKappa ?? false, 0, q.nameL10n, q.objectives]),
    );
    expect(await db.select().from(s.kv).all()).toEqual(data.kv);
    expect(await db.select().from(s.traders).all()).toEqual(data.traders);
  });

  it("writes several thousand long Russian rows in a few statements near the JSON size limit", async () => {
    const db = getDb(env.DB);
    const text = "Патрон 7.62x39 мм «ПС» — описание, ".repeat(12);
    const items = Array.from({ length: 6000 }, (_, i) => ({
      uid: `bulk-${i}`,
      url: `bulk-${i}`,
      name: `Bulk ${i}`,
      shortName: `B${i}`,
      nameL10n: { ru: `Предмет ${i}` },
      descL10n: { ru: `${text}${i}` },
      category: "Barter",
      tags: [],
      basePrice: i,
      width: 1,
      height: 1,
      weight: i / 7,
      search: `bulk ${i}`,
      updatedAt: BIG_INTS[0] as number,
    }));
    const json = new TextEncoder().encode(JSON.stringify(items)).length;
    expect(json).toBeGreaterThan(3 * MAX_JSON_BYTES);
    const statements = datasetStatements(db, { items }, { replace: ["items"] });
    // the delete, then at least three statements of at most MAX_JSON_BYTES each, then the items
    // admins added (out before, back after) and the admins' item edits
    const edits =
      applyOverridesStatements({ recordUpstream: true }).length +
      beforeImportStatements().length +
      afterImportStatements().length;
    expect(statements.length).toBeGreaterThanOrEqual(4 + edits);
    expect(statements.length).toBeLessThanOrEqual(1 + Math.ceil(json / MAX_JSON_BYTES) + 1 + edits);
    await writeDataset(db, { items }, { replace: ["items"] });
    const stored = await db.select().from(s.items).all();
    expect(stored).toHaveLength(6000);
    const last = stored.find((r) => r.uid === "bulk-5999");
    expect(last?.descL10n).toEqual({ ru: `${text}5999` });
    expect(last?.weight).toBe(5999 / 7);
  });
});
