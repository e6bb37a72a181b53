import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { importUpstream } from "../../workers/jobs/import-upstream";
import { logImport } from "../../workers/jobs/log-import";

/**
 * The hourly import against a feed on loopback (tests/servers/fake-upstream.ts): a good file is
 * imported; a file that lost most of a table, a truncated, a slow and an oversized file each leave
 * every table as it was and are logged as failed imports with the reason.
 */

const base = env.FAKE_UPSTREAM_URL;
const LIMITS = { timeoutMs: 1000, maxBytes: 1024 * 1024 };

const count = async (table: string) =>
  Number((await env.DB.prepare(`SELECT count(*) AS n FROM ${table}`).first<{ n: number }>())?.n);

async function tables() {
  return {
    quests: await count("quests"),
    traders: await count("traders"),
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
  it("imports a good feed file, then refuses every bad one and keeps the data whole", async () => {
    await run("/pve_tasks.json", 1_000);
    const good = await tables();
    expect(good.quests).toBe(5);
    expect(await lastLog()).toMatchObject({ failed: 0 });

    const cases: [string, RegExp][] = [
      ["/single/pve_tasks.json", /import refused: it would shrink quests from 5 to 1 rows/],
      ["/truncated/pve_tasks.json", /not JSON .*cut short/],
      ["/slow/pve_tasks.json", /no whole answer within 1000 ms/],
      ["/oversized/pve_tasks.json", /larger than 1048576 bytes/],
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

  it("reads a file sent without its length, and refuses one that grows past the cap as it arrives", async () => {
    const now = 10_000;
    await run("/streamed/pve_tasks.json", now);
    expect(await lastLog()).toMatchObject({ failed: 0 });
    const small = { timeoutMs: 1000, maxBytes: 1000 };
    await logImport(env.DB, now + 1, () =>
      importUpstream({ DB: env.DB, UPSTREAM_URL: `${base}/streamed/pve_tasks.json` }, now + 1, small),
    );
    const log = await lastLog();
    expect(log?.failed).toBe(1);
    expect(log?.after).toMatch(/larger than 1000 bytes/);
  });
});
