import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "../../functions/db/client";
import { getDataVersion } from "../../functions/db/queries/data-version";
import { apiErrorSchema } from "../../src/contracts/error";
import { historyResponseSchema } from "../../src/contracts/history";
import { DAY, HOUR, utcDay } from "../../src/domain/price-stats";
import { foldPrices } from "../../workers/jobs/fold-prices";
import { api, item, seed } from "./game-data.fixtures";

const now = Date.now();

beforeAll(async () => {
  await seed({
    items: [item("hist-a"), item("hist-empty"), item("hist-stale")],
    pricePoints: [
      // Written newest first on purpose: the answer must be ordered by time.
      { itemUid: "hist-a", mode: "pvp", ts: now - 1 * HOUR, price: 130 },
      { itemUid: "hist-a", mode: "pvp", ts: now - 30 * HOUR, price: 120 },
      { itemUid: "hist-a", mode: "pvp", ts: now - 3 * DAY, price: 110 },
      { itemUid: "hist-a", mode: "pvp", ts: now - 8 * DAY, price: 90 }, // outside 7d
      { itemUid: "hist-a", mode: "pve", ts: now - 2 * HOUR, price: 999 },
      // data that stopped updating a year and a half ago (the snapshot's prices)
      { itemUid: "hist-stale", mode: "pvp", ts: now - 640 * DAY, price: 70 },
      { itemUid: "hist-stale", mode: "pvp", ts: now - 645 * DAY, price: 60 },
      { itemUid: "hist-stale", mode: "pvp", ts: now - 700 * DAY, price: 50 },
    ],
  });
});

const history = (uid: string, query = "") => api(`/api/be/items/${uid}/history${query}`);

describe("GET /api/be/items/:uid/history", () => {
  it("answers 7d as hourly points of the asked mode, oldest first", async () => {
    const res = await history("hist-a", "?range=7d");
    expect(res.status).toBe(200);
    const body = historyResponseSchema.parse(await res.json());
    expect(body).toEqual({
      uid: "hist-a",
      mode: "pvp",
      range: "7d",
      points: [
        { t: now - 3 * DAY, price: 110 },
        { t: now - 30 * HOUR, price: 120 },
        { t: now - 1 * HOUR, price: 130 },
      ],
    });
  });

  it("defaults to 7d and PVP, and a PVE request never returns PVP prices", async () => {
    const pvp = historyResponseSchema.parse(await (await history("hist-a")).json());
    expect(pvp).toMatchObject({ range: "7d", mode: "pvp" });
    const pve = historyResponseSchema.parse(await (await history("hist-a", "?mode=pve")).json());
    expect(pve.points).toEqual([{ t: now - 2 * HOUR, price: 999 }]);
  });

  it("ends the range at the newest observation when the data stopped updating", async () => {
    const body = historyResponseSchema.parse(await (await history("hist-stale", "?range=7d")).json());
    expect(body.points).toEqual([
      { t: now - 645 * DAY, price: 60 },
      { t: now - 640 * DAY, price: 70 },
    ]);
  });

  it("answers an item without points with an empty list", async () => {
    const body = historyResponseSchema.parse(await (await history("hist-empty")).json());
    expect(body.points).toEqual([]);
  });

  it.each(["1m", "6m", "1y", "all"])(
    "answers %s with 403 Pro status required for a free caller",
    async (range) => {
      const res = await history("hist-a", `?range=${range}`);
      expect(res.status).toBe(403);
      expect(apiErrorSchema.parse(await res.json()).error).toEqual({
        code: "forbidden",
        message: "Pro status required",
        key: "error.proRequired",
      });
    },
  );

  it.each(["?range=2d", "?range=", "?mode=arena"])("answers a bad query %s with 400", async (q) => {
    const res = await history("hist-a", q);
    expect(res.status).toBe(400);
    expect(apiErrorSchema.parse(await res.json()).error.code).toBe("bad_request");
  });

  it("answers an unknown uid with 404", async () => {
    const res = await history("no-such-uid", "?range=7d");
    expect(res.status).toBe(404);
    expect(apiErrorSchema.parse(await res.json()).error.message).toBe("Page Not Found");
  });

  it("carries an ETag and answers If-None-Match with 304", async () => {
    const res = await history("hist-a", "?range=7d");
    const tag = res.headers.get("ETag");
    expect(tag).toBeTruthy();
    expect(res.headers.get("Cache-Control")).toContain("no-cache");
    const again = await history("hist-a", "?range=7d");
    expect(again.headers.get("ETag")).toBe(tag);
    const cached = await api("/api/be/items/hist-a/history?range=7d", {
      headers: { "If-None-Match": tag ?? "" },
    });
    expect(cached.status).toBe(304);
    const other = await api("/api/be/items/hist-a/history?range=7d&mode=pve", {
      headers: { "If-None-Match": tag ?? "" },
    });
    expect(other.status).toBe(200);
  });
});

describe("foldPrices", () => {
  it("folds whole days older than 7 days into daily rows, deletes them and recomputes stats", async () => {
    const nowMs = Date.UTC(2026, 2, 20, 12, 30);
    const oldDay = utcDay(nowMs - 9 * DAY);
    await seed({
      items: [item("fold-a")],
      pricePoints: [
        { itemUid: "fold-a", mode: "pvp", ts: oldDay + 1 * HOUR, price: 100 },
        { itemUid: "fold-a", mode: "pvp", ts: oldDay + 2 * HOUR, price: 201 },
        { itemUid: "fold-a", mode: "pvp", ts: oldDay + 3 * HOUR, price: 150 },
        { itemUid: "fold-a", mode: "pve", ts: oldDay + 1 * HOUR, price: 7 },
        // 7 days + 30 min old: the cutoff is 00:00 of that day, so it stays as a point.
        { itemUid: "fold-a", mode: "pvp", ts: nowMs - 7 * DAY - HOUR / 2, price: 1000 },
        { itemUid: "fold-a", mode: "pvp", ts: nowMs - 25 * HOUR, price: 1000 },
        { itemUid: "fold-a", mode: "pvp", ts: nowMs - 10 * HOUR, price: 1200 },
        { itemUid: "fold-a", mode: "pvp", ts: nowMs - 1 * HOUR, price: 1100 },
      ],
      itemPrices: [{ itemUid: "fold-a", mode: "pvp", flea: 1111, offers: 42, updatedAt: 5 }],
    });
    const db = getDb(env.DB);
    const versionBefore = await getDataVersion(db);
    const result = await foldPrices(db, nowMs);
    expect(result.cutoff).toBe(utcDay(nowMs - 7 * DAY));

    const daily = await env.DB.prepare(
      "select mode, day, avg, min, max from price_daily where item_uid = 'fold-a' order by mode, day",
    ).all();
    expect(daily.results).toEqual([
      { mode: "pve", day: oldDay, avg: 7, min: 7, max: 7 },
      { mode: "pvp", day: oldDay, avg: 150, min: 100, max: 201 },
    ]);
    const left = await env.DB.prepare(
      "select ts from price_points where item_uid = 'fold-a' order by ts",
    ).all();
    expect(left.results.map((r) => r.ts)).toEqual([
      nowMs - 7 * DAY - HOUR / 2,
      nowMs - 25 * HOUR,
      nowMs - 10 * HOUR,
      nowMs - 1 * HOUR,
    ]);

    const stats = await env.DB.prepare(
      "select * from item_prices where item_uid = 'fold-a' and mode = 'pvp'",
    ).first();
    // 24h window: 1200, 1100 → IQM of two = mean 1150; 7d adds 1000 (25 h) → n=3: (0.25·1000 + 1100 + 0.25·1200)/1.5
    expect(stats).toMatchObject({
      flea: 1111, // the importer's, untouched
      offers: 42,
      avg_24h: 1150,
      avg_7d: 1100,
      low_24h: 1100,
      high_24h: 1200,
      change_24h: 10, // 1000 at 25 h ago → 1100
      change_7d: 10, // 1000 at 7 d + 30 min ago → 1100
    });
    expect(await getDataVersion(db)).toBe(versionBefore + 1);

    // Running again folds nothing new and keeps the daily rows as they are.
    const second = await foldPrices(db, nowMs);
    expect(second.folded).toBe(0);
    const again = await env.DB.prepare(
      "select count(*) as n from price_daily where item_uid = 'fold-a'",
    ).first();
    expect(again?.n).toBe(2);
  });

  it("merges late points into an already folded day", async () => {
    const nowMs = Date.UTC(2026, 3, 20, 0, 0);
    const day = utcDay(nowMs - 10 * DAY);
    await seed({
      items: [item("fold-b")],
      priceDaily: [{ itemUid: "fold-b", mode: "pvp", day, avg: 100, min: 80, max: 120 }],
      pricePoints: [{ itemUid: "fold-b", mode: "pvp", ts: day + HOUR, price: 300 }],
    });
    await foldPrices(getDb(env.DB), nowMs);
    const row = await env.DB.prepare(
      "select avg, min, max from price_daily where item_uid = 'fold-b'",
    ).first();
    expect(row).toEqual({ avg: 200, min: 80, max: 300 });
  });
});
