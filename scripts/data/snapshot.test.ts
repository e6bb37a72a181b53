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
    // prices are PvP only, dated in milliseconds in 2025
    expect(new Date(manifest.pricesAsOf ?? 0).getUTCFullYear()).toBe(2025);
    expect(await count(client, "item_prices WHERE mode = 'pve'")).toBe(0);
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
  });
});
