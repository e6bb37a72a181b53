import { describe, expect, it } from "vitest";
import { applyMigrations, loadDemo, openClient } from "./demo-loader";
import { currentSource, loadSnapshot, readManifest, SNAPSHOT_TABLES } from "./snapshot";

async function freshDb() {
  const client = openClient(":memory:");
  await applyMigrations(client);
  return client;
}

const count = async (client: ReturnType<typeof openClient>, table: string) =>
  Number((await client.execute(`SELECT count(*) AS n FROM ${table}`)).rows[0]?.n);

describe("the committed real-data snapshot", () => {
  it("loads every table with the manifest's counts, labelled as the snapshot with its price date", async () => {
    const client = await freshDb();
    const manifest = readManifest();
    const result = await loadSnapshot(client);
    expect(result.skipped).toBe(false);
    expect(await count(client, "items")).toBe(manifest.counts.items);
    expect(await count(client, "quests")).toBe(manifest.counts.quests);
    expect(await count(client, "crafts")).toBe(manifest.counts.crafts);
    expect(Object.keys(manifest.counts).sort()).toEqual(Object.keys(SNAPSHOT_TABLES).sort());
    const source = await currentSource(client);
    expect(source).toMatchObject({ kind: "snapshot", pricesAsOf: manifest.pricesAsOf });
    // both modes have their own prices of 22 Aug 2026, each a 24-hour average
    expect(manifest).toMatchObject({
      pricesAsOf: Date.UTC(2026, 7, 22),
      pvePricesAsOf: Date.UTC(2026, 7, 22),
      priceFigure: "avg24h",
    });
    expect(source).toMatchObject({ pvePricesAsOf: manifest.pvePricesAsOf, priceFigure: "avg24h" });
    expect(await count(client, "item_prices WHERE mode = 'pve'")).toBeGreaterThan(3000);
    expect(await count(client, "item_prices WHERE mode = 'pvp'")).toBeGreaterThan(2900);
    // most priced items have a 7-day average and changes from the daily history
    expect(
      await count(client, "item_prices WHERE avg_7d IS NOT NULL AND change_7d IS NOT NULL"),
    ).toBeGreaterThan(0.95 * (await count(client, "item_prices")));
    // LEDX's weekly PvP series: two years, the frozen weeks missing
    const ledx = await client.execute(
      "SELECT start, json_array_length(\"values\") AS n, (SELECT count(*) FROM json_each(\"values\") WHERE value IS NULL) AS missing FROM price_series WHERE item_uid = '5c0530ee86f774697952d952' AND mode = 'pvp' AND step = 'week'",
    );
    expect(ledx.rows[0]).toMatchObject({ start: Date.UTC(2024, 8, 16), n: 101, missing: 17 });
  });

  it("skips a second load of the same snapshot", async () => {
    const client = await freshDb();
    await loadSnapshot(client);
    expect((await loadSnapshot(client)).skipped).toBe(true);
  });

  it("never lets the demo world replace real data without force", async () => {
    const client = await freshDb();
    await loadSnapshot(client);
    await expect(loadDemo(client, { scale: "small" })).rejects.toThrow(/real game data.*--force/);
    expect((await currentSource(client))?.kind).toBe("snapshot");
    await loadDemo(client, { scale: "small", force: true });
    expect((await currentSource(client))?.kind).toBe("demo");
  });

  it("replaces the demo world, but keeps a live upstream import unless forced", async () => {
    const client = await freshDb();
    await loadDemo(client, { scale: "small" });
    expect((await loadSnapshot(client)).skipped).toBe(false);
    await client.execute(
      `UPDATE kv SET value = '{"kind":"upstream","source":"https://example.test/feed"}' WHERE key = 'data_source'`,
    );
    const kept = await loadSnapshot(client);
    expect(kept).toMatchObject({ skipped: true, reason: expect.stringMatching(/upstream/) });
    expect((await loadSnapshot(client, { force: true })).skipped).toBe(false);
    // three loads of the whole snapshot (about a second each on this machine kind)
  }, 30_000);

  it("no trader pays more than 1.1× an item's flea price unless a current trader list says so (the rest are listed)", async () => {
    const client = await freshDb();
    await loadSnapshot(client);
    // each mode's items whose best trader sell price beats the flea price by more than a tenth
    const rows = await client.execute(`
      SELECT i.name, p.mode, p.flea, o.trader, o.price, o.observed_at AS at
      FROM item_prices p
      JOIN trader_offers o ON o.item_uid = p.item_uid AND o.mode = p.mode AND o.kind = 'sell'
      JOIN items i ON i.uid = p.item_uid
      WHERE p.flea IS NOT NULL AND o.price > 1.1 * p.flea
      ORDER BY p.mode, o.price * 1.0 / p.flea DESC`);
    const listed = rows.rows.map(
      (r) =>
        `${r.mode} ${r.name}: flea ${r.flea}, ${r.trader} ${r.price} (${new Date(Number(r.at)).toISOString().slice(0, 10)})`,
    );
    console.info(`trader above 1.1× flea: ${listed.length}\n${listed.join("\n")}`);
    // every one of them comes from the 2025-12 or 2026-02 trader lists: no 2022 price stands beside a 2026 one
    expect(rows.rows.filter((r) => Number(r.at) < Date.UTC(2025, 11, 1))).toEqual([]);
  });
});
