import { afterEach, describe, expect, it, vi } from "vitest";
import {
  fetchHistory,
  fetchLivePrice,
  gapAfter,
  movingAverage,
  parseHistory,
  parseLivePrice,
  withGaps,
} from "./market-item";

afterEach(() => vi.unstubAllGlobals());

describe("parseLivePrice", () => {
  it("reads the prices of an item body", () => {
    expect(
      parseLivePrice({
        prices: { flea: 100, avg24h: 90, avg7d: null, change24h: 1.5, change7d: "x", updatedAt: 5 },
      }),
    ).toEqual({ flea: 100, avg24h: 90, avg7d: null, change24h: 1.5, change7d: null, updatedAt: 5 });
  });
  it("reads an item without prices in the asked mode as every figure unknown", () => {
    expect(parseLivePrice({ uid: "57347ca924597744596b4e71", prices: null })).toEqual({
      flea: null,
      avg24h: null,
      avg7d: null,
      change24h: null,
      change7d: null,
      updatedAt: 0,
    });
  });
  it.each([[null], [{}], [{ prices: null }], ["text"]])("%j → null", (body) =>
    expect(parseLivePrice(body)).toBeNull(),
  );
});

describe("parseHistory", () => {
  it("reads raw points and daily rows", () => {
    expect(
      parseHistory({
        points: [
          { t: 1, price: 10 },
          { t: 2, price: 12 },
        ],
      }),
    ).toEqual({ t: [1, 2], price: [10, 12] });
    expect(parseHistory({ points: [{ t: 86400, avg: 9, min: 8, max: 10 }, { t: "bad" }] })).toEqual({
      t: [86400],
      price: [9],
    });
  });
  it("rejects other shapes", () => expect(parseHistory({ error: {} })).toBeNull());
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
  it("asks for the range and mode", async () => {
    respond(200, { points: [{ t: 1, price: 2 }] });
    expect(await fetchHistory("u1", "7d", "pve")).toEqual({ status: "ok", series: { t: [1], price: [2] } });
    expect(vi.mocked(fetch).mock.calls[0]?.[0]).toBe("/api/be/items/u1/history?range=7d&mode=pve");
  });
  it("reports other failures", async () => {
    respond(500, {});
    expect((await fetchHistory("u1", "7d", "pvp")).status).toBe("error");
  });
});

describe("fetchLivePrice", () => {
  it("posts url and mode; null on failure", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response(JSON.stringify({ prices: { flea: 7 } }))),
    );
    expect((await fetchLivePrice("x", "pve"))?.flea).toBe(7);
    expect(JSON.parse(String(vi.mocked(fetch).mock.calls[0]?.[1]?.body))).toEqual({ url: "x", mode: "pve" });
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response("", { status: 404 })),
    );
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

  it("allows 3 hours between hourly points and 2 days between daily ones", () => {
    expect(gapAfter("7d")).toBe(3 * 3_600_000);
    expect(gapAfter("1y")).toBe(2 * 86_400_000);
  });
});
