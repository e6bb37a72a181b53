import { afterEach, describe, expect, it, vi } from "vitest";
import {
  fetchHistory,
  fetchLivePrice,
  gapAfter,
  livePriceOf,
  movingAverage,
  seriesOf,
  withGaps,
} from "./market-item";

afterEach(() => vi.unstubAllGlobals());

const prices = {
  mode: "pvp" as const,
  flea: 100,
  avg24h: 90,
  avg7d: null,
  low24h: 80,
  high24h: 120,
  change24h: 1.5,
  change7d: null,
  offers: 4,
  updatedAt: 5,
};

describe("livePriceOf", () => {
  it("takes the figures the price block shows", () => {
    expect(livePriceOf(prices)).toEqual({
      flea: 100,
      avg24h: 90,
      avg7d: null,
      change24h: 1.5,
      change7d: null,
      updatedAt: 5,
    });
  });
  it("reads an item without prices in the asked mode as every figure unknown", () => {
    expect(livePriceOf(null)).toEqual({
      flea: null,
      avg24h: null,
      avg7d: null,
      change24h: null,
      change7d: null,
      updatedAt: 0,
    });
  });
});

describe("seriesOf", () => {
  it("reads raw points (7d) and daily averages (longer ranges)", () => {
    const points = [
      { t: 1, price: 10 },
      { t: 2, price: 12 },
    ];
    expect(seriesOf({ uid: "a", mode: "pvp", range: "7d", points })).toEqual({ t: [1, 2], price: [10, 12] });
    const days = [{ t: 86400, avg: 9, min: 8, max: 10 }];
    expect(seriesOf({ uid: "a", mode: "pve", range: "1y", points: days })).toEqual({
      t: [86400],
      price: [9],
    });
  });
});

describe("movingAverage", () => {
  it.each([
    [{ t: [0, 1, 2], price: [10, 20, 30] }, 2, [10, 15, 25]],
    [{ t: [0, 10, 20], price: [10, 20, 30] }, 100, [10, 15, 20]],
    [{ t: [], price: [] }, 10, []],
  ])("%j over %i → %j", (series, window, out) => expect(movingAverage(series, window)).toEqual(out));
});

describe("fetchHistory", () => {
  const respond = (status: number, body: unknown) =>
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response(JSON.stringify(body), { status })),
    );
  it("maps 403 to pro-required", async () => {
    respond(403, { error: { code: "forbidden", message: "Pro status required" } });
    expect(await fetchHistory("u1", "1y", "pvp")).toEqual({ status: "pro-required" });
  });
  it("asks for the range and mode through the endpoint's contract", async () => {
    respond(200, { uid: "u1", mode: "pve", range: "7d", points: [{ t: 1, price: 2 }] });
    expect(await fetchHistory("u1", "7d", "pve")).toEqual({ status: "ok", series: { t: [1], price: [2] } });
    expect(vi.mocked(fetch).mock.calls[0]?.[0]).toBe("/api/be/items/u1/history?range=7d&mode=pve");
  });
  it("reports other failures and answers of another shape", async () => {
    respond(500, {});
    expect(await fetchHistory("u1", "7d", "pvp")).toMatchObject({ status: "error", message: /500/ });
    respond(200, { points: [{ t: 1, price: 2 }] });
    expect((await fetchHistory("u1", "7d", "pvp")).status).toBe("error");
  });
});

describe("fetchLivePrice", () => {
  const item = (over: object) => ({
    uid: "u1",
    bsgId: null,
    url: "x",
    slug: "x",
    name: "X",
    shortName: "X",
    ruName: null,
    enName: "X",
    nameL10n: { ru: "" },
    descL10n: { ru: "" },
    category: null,
    caliber: null,
    isFunctional: true,
    tags: [],
    side: null,
    basePrice: null,
    width: null,
    height: null,
    weight: null,
    types: [],
    props: null,
    wikiUrl: null,
    wikiIcon: null,
    wikiImg: null,
    enImg: null,
    gunBuildImg: null,
    gunBuildUid: null,
    gunBuildUrl: null,
    updatedAt: 1,
    mode: "pve",
    prices: null,
    traderOffers: [],
    ...over,
  });
  const respond = (status: number, body: unknown) =>
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response(JSON.stringify(body), { status })),
    );

  it("posts url and mode and reads the prices of the answer", async () => {
    respond(200, item({ prices: { ...prices, mode: "pve", flea: 7 } }));
    expect((await fetchLivePrice("x", "pve"))?.flea).toBe(7);
    expect(JSON.parse(String(vi.mocked(fetch).mock.calls[0]?.[1]?.body))).toEqual({ url: "x", mode: "pve" });
  });

  it("reads the item's current names, so a fixed name shows before the next build", async () => {
    respond(200, item({ name: "Fixed", nameL10n: { ru: "Исправлено" } }));
    expect((await fetchLivePrice("x", "pve"))?.names).toEqual({ en: "Fixed", ru: "Исправлено" });
  });
  it("reads an item without prices in that mode as unknown figures", async () => {
    respond(200, item({ prices: null }));
    expect(await fetchLivePrice("x", "pve")).toMatchObject({ flea: null, updatedAt: 0 });
  });
  it("answers null on failure and on an answer of another shape", async () => {
    respond(404, { error: { code: "not_found", message: "Page Not Found" } });
    expect(await fetchLivePrice("x", "pvp")).toBeNull();
    respond(200, { prices: { flea: 7 } });
    expect(await fetchLivePrice("x", "pvp")).toBeNull();
  });
});

describe("withGaps", () => {
  it("breaks the lines where observations are further apart than the step", () => {
    expect(withGaps({ t: [0, 1, 9], price: [5, 6, 7] }, [5, 5, 6], 2)).toEqual({
      t: [0, 1, 5, 9],
      price: [5, 6, null, 7],
      average: [5, 5, null, 6],
    });
  });

  it("keeps a dense series as it is", () => {
    expect(withGaps({ t: [0, 1, 2], price: [1, 2, 3] }, [1, 1.5, 2], 2)).toEqual({
      t: [0, 1, 2],
      price: [1, 2, 3],
      average: [1, 1.5, 2],
    });
    expect(withGaps({ t: [], price: [] }, [], 2)).toEqual({ t: [], price: [], average: [] });
  });

  it("joins regular weekly samples before daily ones, and breaks where a sample is missing among them", () => {
    // weekly 0, 7, 14, then a missing week (28), then daily 29, 30, 31
    const series = { t: [0, 7, 14, 28, 29, 30, 31], price: [1, 2, 3, 4, 5, 6, 7] };
    const out = withGaps(series, series.price, 2);
    expect(out.t).toEqual([0, 7, 14, 21, 28, 29, 30, 31]);
    expect(out.price).toEqual([1, 2, 3, null, 4, 5, 6, 7]);
  });

  it("allows 3 hours between hourly points and 2 days between daily ones", () => {
    expect(gapAfter("7d")).toBe(3 * 3_600_000);
    expect(gapAfter("1y")).toBe(2 * 86_400_000);
  });
});
