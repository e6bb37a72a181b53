import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { eq, sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/libsql";
import { describe, expect, it } from "vitest";
import { countQueries } from "../../scripts/data/count-queries";
import { applyMigrations, openClient } from "../../scripts/data/demo-loader";
import { DAY, priceStats, utcDay } from "../../src/domain/price-stats";
import { foldPrices } from "../../workers/jobs/fold-prices";
import { pruneAccounts } from "../../workers/jobs/prune-accounts";
import { applyOverridesStatements } from "../db/queries/item-overrides";
import * as s from "../db/schema";
import { writeDataset } from "../db/write-dataset";
import { TRADER_ORDER } from "./known-ids";
import { importSources } from "./run";
import type { RawSource } from "./sources";

const FIXTURES = "tests/fixtures/upstream";
/** CI keeps the real upstream snapshot beside the clone; it is never copied into the project. */
const REAL = resolve(process.cwd(), "../shared/upstream");
const NOW = Date.UTC(2026, 7, 1);

function readTree(dir: string, root = dir): RawSource[] {
  return readdirSync(dir, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((e) => {
      const path = join(dir, e.name);
      if (e.isDirectory()) return readTree(path, root);
      return e.name.endsWith(".json")
        ? [{ name: relative(root, path), json: JSON.parse(readFileSync(path, "utf8")) }]
        : [];
    });
}

/**
 * The real folder as the hourly cron could meet it: the derived price series are snapshot data
 * (no live feed carries them; `npm run data:snapshot` reads them), so the D1 query budgets of one
 * cron invocation are measured without them.
 */
const cronSources = () => readTree(REAL).filter((src) => !src.name.startsWith("price_history/"));

async function freshDb() {
  const client = openClient(":memory:");
  await applyMigrations(client);
  return { client, db: drizzle(client, { schema: s }) };
}

async function tableCounts(client: ReturnType<typeof openClient>) {
  const out: Record<string, number> = {};
  for (const t of [
    "traders",
    "maps",
    "items",
    "item_prices",
    "trader_offers",
    "price_points",
    "quests",
    "crafts",
    "barters",
    "hideout_levels",
    "presets",
    "kv",
  ]) {
    out[t] = Number((await client.execute(`SELECT count(*) AS n FROM ${t}`)).rows[0]?.n);
  }
  return out;
}

describe("importSources (libSQL with migrations)", () => {
  it("writes the fixtures with kv data_source and data_version, and a second import gives the same rows", async () => {
    const { client, db } = await freshDb();
    const sources = readTree(join(FIXTURES, "good"));
    const first = await importSources(db, sources, { source: "fixtures", now: NOW });
    expect(first.replacedAll).toBe(true);
    const after1 = await tableCounts(client);
    expect(after1).toMatchObject({ traders: 4, quests: 6, crafts: 1, barters: 2, hideout_levels: 3, kv: 2 });
    expect(after1.items).toBe(first.counts.items);
    const second = await importSources(db, sources, { source: "fixtures", now: NOW + 1000 });
    expect(second.replacedAll).toBe(false);
    expect(await tableCounts(client)).toEqual(after1);
    const kv = await db.select().from(s.kv).all();
    expect(Object.fromEntries(kv.map((r) => [r.key, r.value]))).toEqual({
      // the fixtures' flea prices were observed on 2025-02-16 (their median; records with no figure give no row)
      data_source: {
        kind: "upstream",
        source: "fixtures",
        importedAt: NOW + 1000,
        pricesAsOf: Date.UTC(2025, 1, 16),
        // no PvE prices; the GraphQL file's flea prices are lowest offers
        pvePricesAsOf: null,
        priceFigure: "lowest",
      },
      data_version: { version: NOW + 1000 },
    });
  });

  it("refuses an import that would shrink a table of real data by more than a tenth, writing nothing", async () => {
    const { client, db } = await freshDb();
    const sources = readTree(join(FIXTURES, "good"));
    await importSources(db, sources, { source: "fixtures", now: NOW });
    const before = await tableCounts(client);
    const kvBefore = await db.select().from(s.kv).all();
    // one task of the five: the quests table would go from 5 rows to 1
    const tasks = sources.find((x) => x.name === "pve_tasks.json");
    if (!tasks) throw new Error("no tasks fixture");
    const json = structuredClone(tasks.json) as { data: { tasks: Record<string, unknown> } };
    const [first] = Object.keys(json.data.tasks);
    json.data.tasks = { [first ?? ""]: json.data.tasks[first ?? ""] };
    await expect(
      importSources(db, [{ name: "pve_tasks.json", json }], { source: "one task", now: NOW + 1 }),
    ).rejects.toThrow("import refused: it would shrink quests from 6 to 1 rows");
    expect(await tableCounts(client)).toEqual(before);
    expect(await db.select().from(s.kv).all()).toEqual(kvBefore);
    client.close();
  });

  it("updates the committed snapshot in place instead of emptying it first", async () => {
    const { client, db } = await freshDb();
    const sources = readTree(join(FIXTURES, "good"));
    await importSources(db, sources, { source: "fixtures", now: NOW });
    await db
      .update(s.kv)
      .set({ value: { kind: "snapshot", source: "data/snapshot", importedAt: NOW } })
      .where(eq(s.kv.key, "data_source"));
    const before = await tableCounts(client);
    const barters = sources.filter((x) => x.name === "pve_barters.json");
    const result = await importSources(db, barters, { source: "barters", now: NOW + 1 });
    expect(result.replacedAll).toBe(false);
    expect(await tableCounts(client)).toMatchObject({ items: before.items, quests: before.quests, kv: 2 });
    client.close();
  });

  it("a later import of barters alone keeps their quest links through the stored quests", async () => {
    const { client, db } = await freshDb();
    const sources = readTree(join(FIXTURES, "good"));
    await importSources(db, sources, { source: "fixtures", now: NOW });
    const barters = sources.filter((x) => x.name === "pve_barters.json");
    const result = await importSources(db, barters, { source: "barters", now: NOW + 1 });
    expect(result.counts.quests).toBe(0);
    const rows = await db.select({ uid: s.barters.uid, questUid: s.barters.questUid }).from(s.barters).all();
    expect(rows).toEqual([
      { uid: "barter1", questUid: "first-steps" },
      { uid: "barter2", questUid: null },
    ]);
    expect((await tableCounts(client)).quests).toBe(6);
    client.close();
  });

  it("replaces demo data on the first upstream import", async () => {
    const { client, db } = await freshDb();
    await writeDataset(db, {
      traders: [{ uid: "demo", name: "Demo", nameL10n: { ru: "" }, currency: "RUB", levels: [], sort: 1 }],
      kv: [{ key: "data_source", value: { kind: "demo" }, updatedAt: 1 }],
    });
    await importSources(db, readTree(join(FIXTURES, "good")), { source: "fixtures", now: NOW });
    const uids = (await db.select({ uid: s.traders.uid }).from(s.traders).all()).map((r) => r.uid);
    expect(uids).not.toContain("demo");
    client.close();
  });

  it("rejects a malformed file with its first bad path and writes nothing", async () => {
    const { client, db } = await freshDb();
    const sources = [...readTree(join(FIXTURES, "good")), ...readTree(join(FIXTURES, "malformed"))];
    await expect(importSources(db, sources, { source: "bad", now: NOW })).rejects.toThrow(
      /pve_tasks\.json: data\.tasks\.aaa000000000000000000002\.objectives\[1\]\.count: expected number/,
    );
    const counts = await tableCounts(client);
    expect(Object.values(counts).every((n) => n === 0)).toBe(true);
  });

  it.runIf(existsSync(REAL))(
    "imports the real snapshot: counts and every reference resolves",
    async () => {
      const { client, db } = await freshDb();
      const result = await importSources(db, readTree(REAL), { source: REAL, now: NOW });
      // every file of a shape the importer reads is used; the folder's other files (run metadata,
      // tarkov.dev's map views and the newer files no importer step reads yet) are listed as skipped
      const readable =
        /^(pve_[a-z]+|items_en|items_graphql_prices_[\d-]+|legacy_item-data_[\w.-]+)\.json$|^graphql_regular\/(?!_meta\.json)/;
      expect(result.skipped.filter((f) => readable.test(f))).toEqual([]);
      expect(result.skipped).toEqual(expect.arrayContaining(["graphql_regular/_meta.json", "maps.json"]));
      expect(result.used).toEqual(
        expect.arrayContaining([
          "pve_tasks.json",
          "pve_crafts.json",
          "graphql_regular/tasks.json",
          "items_en.json",
        ]),
      );
      // the stations, their levels and the traders are the feed's own, counted here from the files
      const feed = (name: string) => JSON.parse(readFileSync(join(REAL, name), "utf8")) as { data: unknown };
      const feedStations = Object.values(
        feed("pve_hideout.json").data as Record<string, { levels: unknown[] }>,
      );
      expect(result.counts).toMatchObject({
        hideoutStations: feedStations.length,
        hideoutLevels: feedStations.reduce((n, st) => n + st.levels.length, 0),
        traders: Object.keys(feed("pve_traders.json").data as object).length,
      });
      expect(result.counts).toMatchObject({
        // the PvE feed's 497 and the 27 "[PVP ZONE]" tasks only the regular list has, less the 32 the overlay disables
        quests: 492,
        // 809 in the feed, three of them listed twice, two unlocked only by a disabled quest
        barters: 804,
        crafts: 210,
        maps: 12,
        // the 2026 price tables of both modes (2,982 PvP and 3,105 PvE prices) less the static-table ones
        itemPrices: 6087,
        // the presets file's 171 (101 default builds); the live sample's two default builds among them
        presets: 171,
      });
      const items = new Set((await db.select({ uid: s.items.uid }).from(s.items).all()).map((r) => r.uid));
      const missing = new Set<string>();
      const need = (id: string) => {
        if (!items.has(id)) missing.add(id);
      };
      for (const b of await db.select().from(s.barters).all())
        for (const c of [...b.inputs, ...b.outputs]) need(c.item);
      for (const c of await db.select().from(s.crafts).all())
        for (const x of [...c.inputs, ...c.outputs]) need(x.item);
      for (const l of await db.select().from(s.hideoutLevels).all()) for (const c of l.itemReqs) need(c.item);
      const presets = await db.select().from(s.presets).all();
      for (const p of presets) for (const id of [p.gunUid, ...p.parts.map((x) => x.item)]) need(id);
      expect(presets.filter((p) => p.isDefault).length).toBe(101);
      expect(
        Object.values(result.report.unresolved)
          .flat()
          .filter((r) => r.from.some((f) => f.startsWith("preset "))),
      ).toEqual([]);
      const quests = await db.select().from(s.quests).all();
      const questUids = new Set(quests.map((q) => q.uid));
      const badReqs: string[] = [];
      for (const q of quests) {
        for (const o of q.objectives) if (o.item) need(o.item);
        for (const c of q.rewards.items) need(c.item);
        for (const r of [...q.require, ...q.requireOr]) if (!questUids.has(r)) badReqs.push(r);
      }
      expect([...missing]).toEqual([]);
      expect(badReqs).toEqual([]);
      // The feed's translation keys are resolved (GraphQL names, else normalizedName).
      expect(quests.filter((q) => q.name.endsWith(" name"))).toEqual([]);
      const traders = (await db.select().from(s.traders).all()).map((t) => t.uid);
      expect(traders).toEqual(expect.arrayContaining([...TRADER_ORDER]));
      const crafts = await db.select().from(s.crafts).all();
      const stations = new Set((await db.select().from(s.hideoutStations).all()).map((x) => x.uid));
      expect(crafts.filter((c) => !stations.has(c.stationUid))).toEqual([]);
      // 30 quest-unlocked crafts, less one a disabled quest unlocked
      expect(crafts.filter((c) => c.questUid).length).toBe(29);
      // 74 quest-unlocked barters in the feed, two of them duplicates, two unlocked by disabled quests
      expect((await db.select().from(s.barters).all()).filter((b) => b.questUid).length).toBe(70);
      // Both modes have their own prices (the 2025 GraphQL file, PvP only, is an older era).
      const modes = await client.execute("SELECT mode, max(updated_at) AS at FROM item_prices GROUP BY mode");
      expect(modes.rows.map((r) => [r.mode, r.at])).toEqual([
        ["pve", Date.UTC(2026, 7, 22)],
        ["pvp", Date.UTC(2026, 7, 22)],
      ]);
      // Idempotent on the real data too.
      const before = await tableCounts(client);
      await importSources(db, readTree(REAL), { source: REAL, now: NOW + 1 });
      expect(await tableCounts(client)).toEqual(before);
      client.close();
    },
    60_000,
  );
});

describe("Russian names across imports (the feed's _ru files are optional)", () => {
  const LEDX = "5c0530ee86f774697952d952";
  const LEDX_RU = "Светодиодный трансиллюминатор кожи LEDX";
  const PRAPOR = "54cb50c76803fa8b248b4571";
  const FIRST_STEPS = "aaa000000000000000000001";
  const OBJECTIVE = "o11";
  /** A live feed items file with LEDX, named through its `lang` table (English, or the _ru file's Russian). */
  const items = (name: string, lang: Record<string, string>): RawSource => ({
    name,
    json: {
      document: {
        data: { items: { [LEDX]: { id: LEDX, name: `${LEDX} Name`, shortName: `${LEDX} ShortName` } } },
      },
      lang,
    },
  });
  const english = items("regular/items", {
    [`${LEDX} Name`]: "LEDX Skin Transilluminator",
    [`${LEDX} ShortName`]: "LEDX",
  });

  async function russian(db: Awaited<ReturnType<typeof freshDb>>["db"]) {
    const item = await db.select().from(s.items).where(eq(s.items.uid, LEDX)).get();
    const quest = await db.select().from(s.quests).where(eq(s.quests.bsgId, FIRST_STEPS)).get();
    const trader = await db.select().from(s.traders).where(eq(s.traders.bsgId, PRAPOR)).get();
    const station = await db
      .select()
      .from(s.hideoutStations)
      .where(eq(s.hideoutStations.uid, "generator"))
      .get();
    return {
      item: item?.nameL10n.ru,
      itemShort: item?.shortNameL10n?.ru,
      quest: quest?.nameL10n.ru,
      objective: quest?.objectives.find((o) => o.id === OBJECTIVE)?.textRu,
      trader: trader?.nameL10n.ru,
      station: station?.nameL10n.ru,
    };
  }

  it("an import without them keeps the stored ones for the rows it still has; one with them wins", async () => {
    const { client, db } = await freshDb();
    const good = readTree(join(FIXTURES, "good"));
    const ru = [
      items("regular/items_ru", { [`${LEDX} Name`]: LEDX_RU, [`${LEDX} ShortName`]: "LEDX" }),
      {
        name: "regular/tasks_ru",
        json: { [`${FIRST_STEPS} name`]: "Первые шаги", [OBJECTIVE]: "Найти в рейде 2 кабеля" },
      },
      { name: "regular/traders_ru", json: { [`${PRAPOR} Nickname`]: "Прапор" } },
      { name: "regular/hideout_ru", json: { lang: { hideout_area_4_name: "Генератор" } } },
    ];
    await importSources(db, [...good, english, ...ru], { source: "feed", now: NOW });
    const named = {
      item: LEDX_RU,
      itemShort: "LEDX",
      quest: "Первые шаги",
      objective: "Найти в рейде 2 кабеля",
      trader: "Прапор",
      station: "Генератор",
    };
    expect(await russian(db)).toEqual(named);

    const without = await importSources(db, [...good, english], { source: "feed", now: NOW + 1 });
    expect(without.replacedAll).toBe(false);
    expect(await russian(db)).toEqual(named);
    expect(without.report.ruMissing).toBeUndefined();

    // an admin's edit of the Russian name: the data's name is kept, not the edit
    await db.run(
      sql`INSERT INTO item_overrides (item_uid, field, value, upstream, by_uid, at)
          VALUES (${LEDX}, 'nameRu', '"LEDX (правка)"', ${JSON.stringify(LEDX_RU)}, 'admin', 1)`,
    );
    for (const edit of applyOverridesStatements({ recordUpstream: false, uid: LEDX })) await db.run(edit);
    expect((await russian(db)).item).toBe("LEDX (правка)");
    // a name a Russian file gives wins; the rows it does not name keep theirs and are not counted
    const tasksRu = { name: "regular/tasks_ru", json: { [`${FIRST_STEPS} name`]: "Первые шаги (новые)" } };
    const some = await importSources(db, [...good, english, tasksRu], { source: "feed", now: NOW + 2 });
    expect(await russian(db)).toEqual({ ...named, item: "LEDX (правка)", quest: "Первые шаги (новые)" });
    const [note] = await db.select().from(s.itemOverrides).all();
    expect(note?.upstream).toBe(LEDX_RU);
    expect(some.report.ruMissing).toMatchObject({ quests: 5, traders: 3, stations: 1 });
    client.close();
  });
});

/** The real game's priced items: 4,069 (the snapshot's item_prices), each in both modes. */
const REAL_ITEMS = 4069;
/** Priced items of the real folder without its series: the items of the 2026 price tables of either mode. */
const REAL_PRICED = 3274;
const HISTORY_HOURS = 200;

/**
 * Hourly points for every uid in both modes, from `now` (ms) back HISTORY_HOURS hours (more than
 * the 8 days the fold reads, so the oldest day is due to be folded), and a daily row for each
 * series 8 days back. Not counted: the history is there before the hourly run.
 */
async function addHistory(client: ReturnType<typeof openClient>, uids: string[], now: number) {
  await client.execute({
    sql: `INSERT INTO price_points (item_uid, mode, ts, price)
      WITH RECURSIVE h(n) AS (SELECT 0 UNION ALL SELECT n + 1 FROM h WHERE n < ?3 - 1)
      SELECT u.value, m.value, ?1 - h.n * 3600000, 1000 + (h.n * 37 + u.key * 11) % 500
      FROM json_each(?2) u, json_each('["pvp","pve"]') m, h WHERE true
      ON CONFLICT DO NOTHING`,
    args: [now, JSON.stringify(uids), HISTORY_HOURS],
  });
  await client.execute({
    sql: `INSERT INTO price_daily (item_uid, mode, day, avg, min, max)
      SELECT u.value, m.value, ?1, 900 + u.key % 100, 800, 1100
      FROM json_each(?2) u, json_each('["pvp","pve"]') m WHERE true
      ON CONFLICT DO NOTHING`,
    args: [utcDay(now - 8 * DAY), JSON.stringify(uids)],
  });
}

describe("one hourly cron run at the real game's scale (D1 counts each statement as a query)", () => {
  it("the price fold and account pruning of 4,069 items × 2 modes take at most 17 queries", async () => {
    const { client, db } = await freshDb();
    const uids = Array.from({ length: REAL_ITEMS }, (_, i) => `item-${String(i).padStart(4, "0")}`);
    await addHistory(client, uids, NOW);
    const counter = countQueries(client);
    const result = await foldPrices(db, NOW);
    await pruneAccounts(db, NOW);
    expect(result.statsUpdated).toBe(REAL_ITEMS * 2);
    expect(result.folded).toBeGreaterThan(0);
    // 1 count + 2 fold (the hour a day is due) + 5 reads of up to 2,000 series + 1–2 stats
    // writes + 2 data version + 5 prune (the real import takes 22 more)
    expect(counter.queries).toBeLessThanOrEqual(17);
    // the stats are those of the series' own points
    const points = await client.execute(
      "SELECT ts, price FROM price_points WHERE item_uid = 'item-4068' AND mode = 'pve'",
    );
    const stats = priceStats(
      points.rows.map((r) => ({ ts: Number(r.ts), price: Number(r.price) })),
      NOW,
    );
    const row = await db.query.itemPrices.findFirst({
      where: (t, { and, eq }) => and(eq(t.itemUid, "item-4068"), eq(t.mode, "pve")),
    });
    expect(row).toMatchObject({
      avg24h: stats.avg24h,
      avg7d: stats.avg7d,
      low24h: stats.low24h,
      high24h: stats.high24h,
      change24h: stats.change24h,
      change7d: stats.change7d,
    });
    client.close();
  }, 120_000);

  it.runIf(existsSync(REAL))(
    "the real import, first and again an hour later, and apart from it the price fold and account pruning, each stay within Workers Free's 50 queries",
    async () => {
      const sources = cronSources();
      const { client, db } = await freshDb();
      // the cron runs the import on the hour and the fold and pruning at half past (workers/scheduled.ts);
      // the import's invocation adds one more query: its line in the admin log (workers/jobs/log-import.ts)
      const LOG_LINE = 1;
      const counter = countQueries(client);
      const queriesOf = async (run: () => Promise<unknown>) => {
        const before = counter.queries;
        await run();
        return counter.queries - before;
      };
      // the first upstream import replaces everything (its largest batch)
      const earlier = NOW - 3_600_000;
      let first: Awaited<ReturnType<typeof importSources>> | undefined;
      expect(
        await queriesOf(async () => {
          first = await importSources(db, sources, { source: REAL, now: earlier });
        }),
      ).toBeLessThanOrEqual(50 - LOG_LINE);
      expect(first?.replacedAll).toBe(true);
      expect(first?.rows).toBeGreaterThan(20_000);
      expect(
        await queriesOf(async () => {
          await foldPrices(db, earlier);
          await pruneAccounts(db, earlier);
        }),
      ).toBeLessThanOrEqual(50);
      // an hour later, over a week of hourly history for every priced item in both modes
      const priced = await client.execute("SELECT DISTINCT item_uid FROM item_prices ORDER BY item_uid");
      const uids = priced.rows.map((r) => String(r.item_uid));
      expect(uids.length).toBe(REAL_PRICED);
      await addHistory(client, uids, earlier);
      expect(
        await queriesOf(() => importSources(db, sources, { source: REAL, now: NOW })),
      ).toBeLessThanOrEqual(50 - LOG_LINE);
      // D1 caps one batch at 50 statements too
      expect(counter.largestBatch).toBeLessThanOrEqual(50);
      let statsUpdated = 0;
      expect(
        await queriesOf(async () => {
          statsUpdated = (await foldPrices(db, NOW)).statsUpdated;
          await pruneAccounts(db, NOW);
        }),
      ).toBeLessThanOrEqual(50);
      expect(statsUpdated).toBe(REAL_PRICED * 2);
      client.close();
    },
    120_000,
  );
});
