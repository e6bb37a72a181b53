import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { importUpstream } from "../../workers/jobs/import-upstream";
import { logImport } from "../../workers/jobs/log-import";

/**
 * The hourly import against a feed on loopback (tests/servers/fake-upstream.ts): a whole feed is
 * imported; a single file at UPSTREAM_URL, a feed with a missing file, one with a file of no known
 * shape, one that drops a whole table, one whose tasks lost most of the table, and a truncated, a slow and an oversized file each leave every table as it was and
 * are logged as failed imports with the reason. The feed's Russian files name items, short names and
 * quests in Russian when it has them; an import without them keeps the Russian names stored.
 */

const base = env.FAKE_UPSTREAM_URL;
const LIMITS = { timeoutMs: 1000, maxBytes: 1024 * 1024 };

const count = async (table: string) =>
  Number((await env.DB.prepare(`SELECT count(*) AS n FROM ${table}`).first<{ n: number }>())?.n);

async function tables() {
  return {
    quests: await count("quests"),
    traders: await count("traders"),
    items: await count("items"),
    prices: await count("item_prices"),
    barters: await count("barters"),
    kv: await env.DB.prepare("SELECT value FROM kv WHERE key = 'data_source'").first<{ value: string }>(),
  };
}

async function lastLog() {
  return env.DB.prepare(
    "SELECT failed, after FROM admin_log WHERE kind = 'import' ORDER BY id DESC LIMIT 1",
  ).first<{
    failed: number;
    after: string;
  }>();
}

const run = (path: string, now: number) =>
  logImport(env.DB, now, () => importUpstream({ DB: env.DB, UPSTREAM_URL: `${base}${path}` }, now, LIMITS));

describe("the hourly upstream import", () => {
  it("imports a whole feed, then refuses every bad one and keeps the data whole", async () => {
    await run("/good", 1_000);
    const good = await tables();
    expect(good).toMatchObject({ quests: 5, barters: expect.any(Number), prices: expect.any(Number) });
    expect(good.barters).toBeGreaterThan(0);
    expect(good.prices).toBeGreaterThan(0);
    expect(await lastLog()).toMatchObject({ failed: 0 });
    // both modes' prices, each from its own file
    const modes = await env.DB.prepare("SELECT DISTINCT mode FROM item_prices ORDER BY mode").all();
    expect(modes.results.map((r) => r.mode)).toEqual(["pve", "pvp"]);

    const cases: [string, RegExp][] = [
      ["/single/pve_tasks.json", /single\/pve_tasks\.json\/regular\/items: HTTP 404/],
      ["/missing", /regular\/barters: HTTP 404/],
      ["/odd", /regular\/hideout: of no shape the importer reads/],
      ["/emptied", /import refused: it would shrink hideoutStations from \d+ to 0 rows/],
      ["/shrunk", /import refused: it would shrink quests from 5 to 1 rows/],
      ["/truncated", /regular\/tasks: not JSON .*cut short/],
      ["/slow", /regular\/tasks: no whole answer within 1000 ms/],
      ["/oversized", /regular\/tasks: larger than 1048576 bytes/],
    ];
    let now = 2_000;
    for (const [path, reason] of cases) {
      await run(path, now);
      now += 1_000;
      const log = await lastLog();
      expect(log?.failed, path).toBe(1);
      expect(log?.after, path).toMatch(reason);
      expect(await tables(), path).toEqual(good);
    }
  });

  it("applies the data overlay when OVERLAY_URL is set, and writes nothing when it is cut short", async () => {
    const now = 20_000;
    const withOverlay = (overlay: string, at: number) =>
      logImport(env.DB, at, () =>
        importUpstream(
          { DB: env.DB, UPSTREAM_URL: `${base}/good`, OVERLAY_URL: `${base}/overlay/${overlay}` },
          at,
          LIMITS,
        ),
      );
    const quest = (bsgId: string) =>
      env.DB.prepare(
        "SELECT name, req_level AS level, req_game_edition AS editions FROM quests WHERE bsg_id = ?",
      )
        .bind(bsgId)
        .first<{ name: string; level: number; editions: string }>();
    await run("/good", now);
    const plain = await quest("aaa000000000000000000002");
    await withOverlay("good.json", now + 1);
    expect(await lastLog()).toMatchObject({ failed: 0 });
    expect(await quest("aaa000000000000000000002")).toMatchObject({
      name: "Second Steps (corrected)",
      level: 7,
    });
    expect(JSON.parse((await quest("aaa000000000000000000004"))?.editions ?? "[]")).toEqual([
      "Edge of Darkness",
    ]);
    const corrected = await tables();
    await withOverlay("cut.json", now + 2);
    const log = await lastLog();
    expect(log?.failed).toBe(1);
    expect(log?.after).toMatch(/overlay\/cut\.json: not JSON/);
    expect(await tables()).toEqual(corrected);
    expect(await quest("aaa000000000000000000002")).toMatchObject({ name: "Second Steps (corrected)" });
    expect(plain?.name).not.toBe("Second Steps (corrected)");
  });

  it("reads the feed's Russian files when it has them; without them the stored Russian names stay", async () => {
    const ru = async () => ({
      item: await env.DB.prepare(
        "SELECT json_extract(name_l10n, '$.ru') AS name, json_extract(short_name_l10n, '$.ru') AS short FROM items WHERE uid = ?",
      )
        .bind("bbb000000000000000000003")
        .first(),
      quest: await env.DB.prepare(
        "SELECT json_extract(name_l10n, '$.ru') AS name FROM quests WHERE bsg_id = ?",
      )
        .bind("aaa000000000000000000001")
        .first(),
    });
    const named = {
      item: { name: "Автомат Калашникова АК-74Н 5.45x39", short: "АК-74Н" },
      quest: { name: "Первые шаги" },
    };
    await run("/russian", 30_000);
    const log = await lastLog();
    expect(log?.failed).toBe(0);
    expect(await ru()).toEqual(named);
    // the import log counts the rows left without a Russian name (no hideout, traders or maps file)
    const after = JSON.parse(log?.after ?? "{}") as { ruMissing?: Record<string, number> };
    expect(after.ruMissing).toMatchObject({ quests: 4, stations: expect.any(Number) });
    expect(after.ruMissing?.stations).toBeGreaterThan(0);
    // the hourly import of a feed without Russian files goes on and keeps them
    await run("/good", 30_001);
    expect(await lastLog()).toMatchObject({ failed: 0 });
    expect(await ru()).toEqual(named);
  });

  it("reads files sent without their length, and refuses one that grows past the cap as it arrives", async () => {
    const now = 10_000;
    await run("/streamed", now);
    expect(await lastLog()).toMatchObject({ failed: 0 });
    const small = { timeoutMs: 1000, maxBytes: 1000 };
    await logImport(env.DB, now + 1, () =>
      importUpstream({ DB: env.DB, UPSTREAM_URL: `${base}/streamed` }, now + 1, small),
    );
    const log = await lastLog();
    expect(log?.failed).toBe(1);
    expect(log?.after).toMatch(/larger than 1000 bytes/);
  });
});
