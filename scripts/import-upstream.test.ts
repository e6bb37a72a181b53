import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { applyMigrations, openClient } from "./data/demo-loader";
import { importIntoClient, readInput } from "./import-upstream-lib";

const dir = mkdtempSync(join(tmpdir(), "import-upstream-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("import-upstream CLI helpers", () => {
  it("reads a folder recursively (names relative to it) and a single file", async () => {
    const seen: string[] = [];
    const sources = await readInput("tests/fixtures/upstream/good", (n) => seen.push(n));
    expect(sources.map((s) => s.name)).toEqual([
      "graphql_regular/hideout.json",
      "graphql_regular/maps.json",
      "graphql_regular/tasks.json",
      "graphql_regular/traders.json",
      "items_en.json",
      "items_graphql_prices.json",
      "pve_barters.json",
      "pve_crafts.json",
      "pve_hideout.json",
      "pve_tasks.json",
      "pve_traders.json",
    ]);
    expect(seen).toHaveLength(11);
    const one = await readInput("tests/fixtures/upstream/good/pve_crafts.json");
    expect(one.map((s) => s.name)).toEqual(["pve_crafts.json"]);
  });

  it("imports into a SQLite file; twice gives the same counts; a bad file writes nothing", async () => {
    const path = join(dir, "db.sqlite");
    const client = openClient(path);
    await applyMigrations(client);
    const sources = await readInput("tests/fixtures/upstream/good");
    const a = await importIntoClient(client, sources, { source: "good", now: 1_000, mode: "pve" });
    // 6 quests: the PvE feed's 5 and the regular list's PvP-only one; 2 prices: a third record has no figure
    expect(a.counts).toMatchObject({ quests: 6, barters: 2, crafts: 1, itemPrices: 2 });
    const rows = async () => (await client.execute("SELECT count(*) AS n FROM items")).rows[0]?.n;
    const items = await rows();
    const b = await importIntoClient(client, sources, { source: "good", now: 2_000, mode: "pve" });
    expect(b.counts).toEqual(a.counts);
    expect(await rows()).toBe(items);
    const pve = await client.execute("SELECT DISTINCT mode FROM item_prices");
    expect(pve.rows.map((r) => r.mode)).toEqual(["pve"]);
    const bad = await readInput("tests/fixtures/upstream/malformed/pve_tasks.json");
    await expect(importIntoClient(client, bad, { source: "bad", now: 3_000 })).rejects.toThrow(
      /objectives\[1\]\.count/,
    );
    const source = await client.execute("SELECT value FROM kv WHERE key = 'data_source'");
    expect(JSON.parse(String(source.rows[0]?.value)).source).toBe("good");
    client.close();
  });
});
