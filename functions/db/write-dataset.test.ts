import { readdirSync, readFileSync } from "node:fs";
import { createClient } from "@libsql/client";
import { eq, getTableName, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { drizzle } from "drizzle-orm/libsql";
import { SQLiteTable } from "drizzle-orm/sqlite-core";
import { describe, expect, it } from "vitest";
import { ROW_TABLES } from "../../src/contracts/admin-rows";
import { afterImportStatements, beforeImportStatements } from "./queries/added-items";
import { applyOverridesStatements } from "./queries/item-overrides";
import { importOverrideStatements } from "./queries/row-overrides";
import * as s from "./schema";
import {
  datasetStatements,
  exactParts,
  jsonChunks,
  TABLES,
  upsertStatements,
  utf8Bytes,
  writeDataset,
} from "./write-dataset";
import { BIG_INTS, sampleDataset, TRICKY_FLOATS, TRICKY_TEXT } from "./write-dataset.fixtures";

async function memoryDb() {
  const client = createClient({ url: ":memory:" });
  for (const f of readdirSync("migrations")
    .filter((f) => f.endsWith(".sql"))
    .sort()) {
    for (const stmt of readFileSync(`migrations/${f}`, "utf8").split("--> statement-breakpoint")) {
      if (stmt.trim()) await client.execute(stmt);
    }
  }
  return drizzle(client, { schema: s });
}

const trader = (uid: string, name: string) => ({
  uid,
  name,
  nameL10n: { ru: name },
  currency: "RUB" as const,
  levels: [],
  sort: 1,
});

describe("writeDataset", () => {
  it("upserts: a second write replaces changed columns and keeps one row", async () => {
    const db = await memoryDb();
    await writeDataset(db, { traders: [trader("prapor", "Prapor")] });
    await writeDataset(db, { traders: [trader("prapor", "Prapor 2")] });
    const rows = await db.select().from(s.traders).all();
    expect(rows.map((r) => r.name)).toEqual(["Prapor 2"]);
  });

  it("writes a table whose columns are all key columns, twice", async () => {
    const db = await memoryDb();
    const rows = [{ tag: "ammo", itemUid: "a" }];
    await writeDataset(db, { itemTags: rows });
    await writeDataset(db, { itemTags: rows });
    expect(await db.select().from(s.itemTags).all()).toEqual(rows);
  });

  it("writes many rows in chunks under the parameter limit", async () => {
    const db = await memoryDb();
    const points = Array.from({ length: 500 }, (_, i) => ({
      itemUid: "a",
      mode: "pvp" as const,
      ts: i,
      price: i,
    }));
    await writeDataset(db, { pricePoints: points });
    expect((await db.select().from(s.pricePoints).all()).length).toBe(500);
  });

  it("writes nothing when a later statement of the batch fails", async () => {
    const db = await memoryDb();
    await writeDataset(db, { traders: [trader("prapor", "Prapor")] });
    const badMap = { slug: "customs", name: null as unknown as string, nameL10n: { ru: "" }, sort: 1 };
    await expect(
      writeDataset(db, { traders: [trader("mechanic", "Mechanic")], maps: [badMap] }),
    ).rejects.toThrow();
    expect((await db.select().from(s.traders).all()).map((r) => r.uid)).toEqual(["prapor"]);
  });
});

type Client = ReturnType<typeof createClient>;

/** Every row of a table as stored: values and their SQLite storage classes. */
async function stored(client: Client, table: string) {
  const columns = (await client.execute(`pragma table_info("${table}")`)).rows.map((r) => String(r.name));
  const picks = columns.map((c, i) => `"${c}" as v${i}, typeof("${c}") as t${i}`).join(", ");
  const rows = (await client.execute(`select ${picks} from "${table}" order by rowid`)).rows;
  return rows.map((r) => Object.fromEntries(columns.map((c, i) => [c, [r[`v${i}`], r[`t${i}`]]])));
}

const TABLE_NAMES = Object.fromEntries(
  Object.entries(s)
    .filter(([, t]) => t instanceof SQLiteTable)
    .map(([k, t]) => [k, getTableName(t as SQLiteTable)]),
);

describe("writeDataset as JSON rows", () => {
  it("stores every table exactly as drizzle's own insert does (values and storage classes)", async () => {
    const data = sampleDataset();
    const mine = await memoryDb();
    const reference = await memoryDb();
    // a small chunk size so most tables take several statements
    await writeDataset(mine, data, { maxJsonBytes: 400 });
    for (const [key, rows] of Object.entries(data)) {
      const table = (s as unknown as Record<string, SQLiteTable>)[key] as SQLiteTable;
      // biome-ignore lint/suspicious/noExplicitAny: rows are typed by Dataset
      await reference.insert(table).values(rows as any);
    }
    for (const [key, rows] of Object.entries(data)) {
      const name = TABLE_NAMES[key] as string;
      const got = await stored(mine.$client, name);
      expect(got.length, name).toBe(rows.length);
      expect(got, name).toEqual(await stored(reference.$client, name));
    }
  });

  it("reads back what was written: floats bit for bit, big integers, defaults, nulls, JSON and text", async () => {
    const db = await memoryDb();
    const data = sampleDataset();
    await writeDataset(db, data);
    const prices = await db.select().from(s.itemPrices).all();
    const byItem = new Map(prices.map((p) => [p.itemUid, p]));
    TRICKY_FLOATS.forEach((f, i) => {
      const row = byItem.get(`item-${i}`);
      expect(Object.is(row?.change24h, f), `${f}`).toBe(true);
      expect(row?.change7d).toBe(i % 2 ? -f : null);
      expect(row?.offers).toBe(i % 2 ? i : 0);
    });
    const items = await db.select().from(s.items).all();
    expect(items.map((r) => r.name)).toEqual(
      TRICKY_FLOATS.map((_, i) => TRICKY_TEXT[i % TRICKY_TEXT.length]),
    );
    expect(items.map((r) => [r.isFunctional, r.weight]).slice(0, 3)).toEqual([
      [false, TRICKY_FLOATS[0]],
      [true, TRICKY_FLOATS[1]],
      // an omitted weight is unknown: null, never 0
      [true, null],
    ]);
    expect(items.map((r) => r.updatedAt)).toEqual(items.map((_, i) => BIG_INTS[i % BIG_INTS.length]));
    expect(items[0]?.tags).toEqual(["Barter_items", "Ёмкости"]);
    expect(items[0]?.bsgId).toBeNull();
    const quests = await db.select().from(s.quests).all();
    expect(quests).toEqual(
      data.quests?.map((q) => ({
        bsgId: null,
        active: true,
        reqLevel: 0,
        requiredForKappa: false,
        requiredForLighthouse: false,
        reqStatus: {},
        reqStanding: [],
        sort: 0,
        wikiUrl: null,
        ...Object.fromEntries(
          [
            "after",
            "before",
            "prev",
            "next",
            "left",
            "left2",
            "left3",
            "right",
            "right2",
            "right3",
            "bottom",
          ].map((k) => [k, null]),
        ),
        ...q,
      })),
    );
    expect(await db.select().from(s.kv).all()).toEqual(data.kv);
    expect(await db.select().from(s.pricePoints).all()).toEqual(data.pricePoints);
    expect(await db.select().from(s.traders).all()).toEqual(data.traders);
  });

  it("writes the items admins added back after an import, until the data has one's url (libSQL)", async () => {
    const db = await memoryDb();
    const data = sampleDataset();
    await writeDataset(db, data, { replace: ["items", "itemTags"] });
    await db.run(sql`INSERT INTO added_items (uid, url, name, short_name, category, tags, width, height, base_price,
      icon, by_uid, at) VALUES ('added-1', 'added_one', 'Added one', 'A1', 'Barter', '["Added_tag"]', 1, 2, 5, NULL, 'u', 7),
      ('added-2', 'added_two', 'Added two', 'A2', 'Barter', '[]', 1, 1, 5, NULL, 'u', 7)`);
    await writeDataset(db, data, { replace: ["items", "itemTags"] });
    const names = async () =>
      (
        await db.select({ uid: s.items.uid, name: s.items.name }).from(s.items).where(sql`uid LIKE 'added-%'`)
      ).map((r) => `${r.uid}:${r.name}`);
    expect(await names()).toEqual(["added-1:Added one", "added-2:Added two"]);
    expect(await db.select().from(s.itemTags).where(eq(s.itemTags.itemUid, "added-1"))).toEqual([
      { tag: "Added_tag", itemUid: "added-1" },
    ]);
    const upstream = {
      ...(data.items?.[0] as (typeof s.items)["$inferInsert"]),
      uid: "up-1",
      url: "added_one",
    };
    await writeDataset(db, { ...data, items: [...(data.items ?? []), upstream] });
    expect(await names()).toEqual(["added-2:Added two"]);
    expect((await db.select().from(s.addedItems)).map((r) => r.uid)).toEqual(["added-2"]);
    expect(await db.select().from(s.itemTags).where(eq(s.itemTags.itemUid, "added-1"))).toEqual([]);
    const [line] = await db.select().from(s.adminLog).where(eq(s.adminLog.action, "item.add.superseded"));
    expect(line).toMatchObject({
      kind: "import",
      target: "added-1",
      after: { uid: "up-1", url: "added_one" },
    });
  });

  it("empties every replaced game table in one statement, and only those (migrations' game_table_wipe)", async () => {
    const db = await memoryDb();
    const data = sampleDataset();
    await writeDataset(db, data);
    const game = (Object.keys(TABLES) as (keyof typeof TABLES)[]).filter((k) => k !== "kv");
    const count = async (k: keyof typeof TABLES) =>
      (
        await db.all<{ n: number }>(sql`SELECT count(*) AS n FROM ${sql.identifier(getTableName(TABLES[k]))}`)
      )[0]?.n;
    for (const k of game) {
      // a row of each table, then a replace of that table alone with no rows
      await writeDataset(db, data);
      const before = await Promise.all(game.map(count));
      expect(before[game.indexOf(k)], `${k} has rows to empty`).toBeGreaterThan(0);
      expect(datasetStatements(db, {}, { replace: [k] })).toHaveLength(1);
      await writeDataset(db, {}, { replace: [k] });
      const after = await Promise.all(game.map(count));
      expect(after, k).toEqual(game.map((g, i) => (g === k ? 0 : before[i])));
    }
  });

  it("puts each table in few statements whatever its row count", async () => {
    const db = await memoryDb();
    const data = sampleDataset();
    // then the admins' edits are put back: items (item-overrides.ts), quests, crafts, barters, tags (row-overrides.ts)
    const written = ROW_TABLES.filter((t) => (data[t]?.length ?? 0) > 0);
    const edits =
      applyOverridesStatements({ recordUpstream: true }).length +
      importOverrideStatements(written).length +
      beforeImportStatements().length +
      afterImportStatements().length;
    expect(datasetStatements(db, data)).toHaveLength(Object.keys(data).length + edits);
    // emptying the replaced tables is one statement, however many there are
    expect(datasetStatements(db, data, { replace: ["items", "quests"] })).toHaveLength(
      Object.keys(data).length + 1 + edits,
    );
    const points = Array.from({ length: 20_000 }, (_, i) => ({
      itemUid: "a",
      mode: "pvp" as const,
      ts: 1_785_542_400 + i,
      price: i,
    }));
    expect(datasetStatements(db, { pricePoints: points })).toHaveLength(1);
    expect(await writeDataset(db, { pricePoints: points })).toBe(1);
    expect((await db.select().from(s.pricePoints).all()).length).toBe(20_000);
  });
});

describe("admins' item edits", () => {
  it("survive a rewrite of the items, which notes the data's new value beside them", async () => {
    const db = await memoryDb();
    const [first] = sampleDataset().items ?? [];
    if (!first) throw new Error("the sample has items");
    await writeDataset(db, { items: [first] });
    await db.run(
      sql`INSERT INTO item_overrides (item_uid, field, value, upstream, by_uid, at)
          VALUES (${first.uid}, 'name', '"Edited"', '"old"', 'admin', 1), (${first.uid}, 'isFunctional', 'false', 'true', 'admin', 1)`,
    );
    await writeDataset(db, { items: [{ ...first, name: "From the data", isFunctional: true }] });
    const row = await db.select().from(s.items).where(eq(s.items.uid, first.uid)).get();
    expect(row).toMatchObject({ name: "Edited", isFunctional: false });
    expect(row?.search.startsWith("edited ")).toBe(true);
    const notes = await db.select().from(s.itemOverrides).orderBy(s.itemOverrides.field).all();
    expect(notes.map((n) => [n.field, n.value, n.upstream])).toEqual([
      ["isFunctional", false, true],
      ["name", "Edited", "From the data"],
    ]);
  });
});

describe("admins' row edits", () => {
  it("survive a rewrite of quests and tags, which notes the data's new value beside them", async () => {
    const db = await memoryDb();
    const data = sampleDataset();
    const [q] = data.quests ?? [];
    const [t] = data.tags ?? [];
    if (!q || !t) throw new Error("the sample has quests and tags");
    await writeDataset(db, { quests: [q], tags: [t] });
    await db.run(
      sql`INSERT INTO row_overrides (table_name, row_key, field, value, upstream, by_uid, at) VALUES
          ('quests', ${q.uid}, 'name', '"Edited quest"', '"old"', 'admin', 1),
          ('quests', ${q.uid}, 'require', '["x"]', '[]', 'admin', 1),
          ('tags', ${t.tag}, 'nameRu', '"Тег"', '""', 'admin', 1)`,
    );
    await writeDataset(db, { quests: [{ ...q, name: "From the data" }], tags: [t] });
    expect(await db.select().from(s.quests).where(eq(s.quests.uid, q.uid)).get()).toMatchObject({
      name: "Edited quest",
      require: ["x"],
    });
    expect((await db.select().from(s.tags).where(eq(s.tags.tag, t.tag)).get())?.nameL10n.ru).toBe("Тег");
    const notes = await db.select().from(s.rowOverrides).orderBy(s.rowOverrides.field).all();
    expect(notes.map((n) => [n.field, n.upstream])).toEqual([
      ["name", "From the data"],
      ["nameRu", t.nameL10n.ru],
      ["require", q.require],
    ]);
  });
});

describe("upsertStatements", () => {
  it("overwrites only the listed columns of an existing row, and inserts new rows whole", async () => {
    const db = await memoryDb();
    await writeDataset(db, {
      itemPrices: [{ itemUid: "a", mode: "pvp", flea: 100, avg24h: 1, offers: 7, updatedAt: 5 }],
    });
    const rows = [
      {
        itemUid: "a",
        mode: "pvp" as const,
        flea: 999,
        avg24h: 2,
        change24h: -48.23673980482668,
        updatedAt: 9,
      },
      { itemUid: "b", mode: "pve" as const, flea: 50, avg24h: 3, updatedAt: 9 },
    ];
    const statements = upsertStatements(db, s.itemPrices, rows, { update: ["avg24h", "change24h"] });
    expect(statements).toHaveLength(1);
    await db.batch(statements as [BatchItem<"sqlite">]);
    const got = await db.select().from(s.itemPrices).orderBy(s.itemPrices.itemUid).all();
    expect(got.map((r) => [r.itemUid, r.flea, r.avg24h, r.change24h, r.offers, r.updatedAt])).toEqual([
      ["a", 100, 2, -48.23673980482668, 7, 5],
      ["b", 50, 3, null, 0, 9],
    ]);
    expect(upsertStatements(db, s.itemPrices, [])).toEqual([]);
  });
});

describe("jsonChunks", () => {
  it("splits rows at the byte limit, counting UTF-8 bytes, and keeps every row once", () => {
    const rows = Array.from({ length: 300 }, (_, i) => JSON.stringify([i, "Ёлка 🎯".repeat(i % 7)]));
    const chunks = jsonChunks(rows, 500);
    expect(chunks.length).toBeGreaterThan(10);
    for (const c of chunks) expect(Buffer.byteLength(c)).toBeLessThanOrEqual(500);
    expect(chunks.flatMap((c) => JSON.parse(c))).toEqual(rows.map((r) => JSON.parse(r)));
    expect(utf8Bytes("a«Ё🎯")).toBe(Buffer.byteLength("a«Ё🎯"));
  });

  it("sends a single row larger than the limit alone", () => {
    expect(jsonChunks(["[1]", `["${"x".repeat(50)}"]`, "[2]"], 20)).toEqual([
      "[[1]]",
      `[["${"x".repeat(50)}"]]`,
      "[[2]]",
    ]);
  });
});

describe("exactParts", () => {
  it("gives m / 2^k1 / 2^k2 equal to the value, k1 and k2 at most 62", () => {
    for (const f of [...TRICKY_FLOATS, -0.5, 2 ** -100 * 3]) {
      const [m, k1, k2] = exactParts(f) ?? [];
      expect(Number.isSafeInteger(m)).toBe(true);
      expect(k1).toBeLessThanOrEqual(62);
      expect(k2).toBeLessThanOrEqual(62);
      expect((m as number) / 2 ** (k1 as number) / 2 ** (k2 as number)).toBe(f);
    }
    expect(exactParts(1e-300)).toBeNull();
  });
});
