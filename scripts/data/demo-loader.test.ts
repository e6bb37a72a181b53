import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/libsql";
import { afterAll, describe, expect, it } from "vitest";
import * as s from "../../functions/db/schema";
import { DEMO_VERSION } from "./demo/index";
import { applyMigrations, createDemoDb, findLocalD1File, loadDemo, openClient } from "./demo-loader";

const dir = mkdtempSync(join(tmpdir(), "demo-loader-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const count = async (client: ReturnType<typeof openClient>, table: string) =>
  Number((await client.execute(`select count(*) as n from ${table}`)).rows[0]?.n);

describe("loadDemo", () => {
  it("loads the small set into a migrated file database, then skips a second run", async () => {
    const client = openClient(join(dir, "demo.sqlite"));
    await applyMigrations(client);
    const first = await loadDemo(client, { scale: "small", now: Date.UTC(2026, 10, 22, 12) });
    expect(first.skipped).toBe(false);
    for (const [key, table] of [
      ["items", "items"],
      ["quests", "quests"],
      ["crafts", "crafts"],
      ["barters", "barters"],
      ["itemTags", "item_tags"],
      ["pricePoints", "price_points"],
      ["priceDaily", "price_daily"],
      ["itemPrices", "item_prices"],
    ] as const) {
      expect(await count(client, table)).toBe(first.counts[key]);
    }
    expect(first.counts.pricePoints).toBe((first.counts.items ?? 0) * 2 * 168);
    const db = drizzle(client, { schema: s });
    const source = await db.select().from(s.kv).where(sql`${s.kv.key} = 'data_source'`).get();
    expect(source?.value).toMatchObject({ kind: "demo", version: DEMO_VERSION, scale: "small" });
    const version = await db.select().from(s.kv).where(sql`${s.kv.key} = 'data_version'`).get();
    expect(version?.value).toEqual({ version: Date.UTC(2026, 10, 22, 12) });

    const second = await loadDemo(client, { scale: "small" });
    expect(second.skipped).toBe(true);
    const forced = await loadDemo(client, { scale: "small", force: true, now: Date.UTC(2026, 10, 23) });
    expect(forced.skipped).toBe(false);
    expect(await count(client, "items")).toBe(first.counts.items);
    expect(await count(client, "price_points")).toBe(first.counts.pricePoints);
    client.close();
  });

  it("keeps kv rows it does not own", async () => {
    const { client, db } = await createDemoDb();
    await db.insert(s.kv).values({ key: "website_alert", value: { text: "hi" }, updatedAt: 1 });
    await loadDemo(client, { scale: "small", force: true });
    expect(await count(client, "kv where key = 'website_alert'")).toBe(1);
    client.close();
  });

  it("refuses a database without the migrations", async () => {
    const client = openClient(":memory:");
    await expect(loadDemo(client, { scale: "small" })).rejects.toThrow(/apply the migrations first/);
    client.close();
  });

  it("explains how to create the local D1 database when there is none", () => {
    expect(() => findLocalD1File(dir)).toThrow(/wrangler d1 migrations apply DB --local/);
  });
});
