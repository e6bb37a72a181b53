import { beforeAll, describe, expect, it } from "vitest";
import { historyResponseSchema } from "../../src/contracts/history";
import { DAY, utcDay, WEEK } from "../../src/domain/price-stats";
import { call, freshEmail, setFlags, signIn } from "./accounts.fixtures";
import { item, seed } from "./game-data.fixtures";

// An imported history that stopped some weeks ago, like the snapshot's: weekly samples for a
// year, one of them masked (frozen), then daily samples for the last ten days.
const dailyStart = utcDay(Date.now() - 40 * DAY);
const weeklyStart = dailyStart - 52 * WEEK;
const weekly = Array.from({ length: 53 }, (_, i) => (i === 20 ? null : 1000 + i));
const daily = [2000, 2010, null, 2030, 2040, 2050, 2060, 2070, 2080, 2090];
const lastDay = dailyStart + 9 * DAY;

let pro = "";
beforeAll(async () => {
  await seed({
    items: [item("series-a")],
    priceSeries: [
      { itemUid: "series-a", mode: "pvp", step: "week", start: weeklyStart, values: weekly },
      { itemUid: "series-a", mode: "pvp", step: "day", start: dailyStart, values: daily },
      { itemUid: "series-a", mode: "pve", step: "day", start: dailyStart, values: [7, 8] },
    ],
  });
  const session = await signIn(freshEmail("series-pro"));
  await setFlags(session.user.uid, { pro: true });
  pro = session.cookie;
});

const history = async (query: string) => {
  const res = await call(`/api/be/items/series-a/history${query}`, { cookie: pro });
  expect(res.status).toBe(200);
  return historyResponseSchema.parse(await res.json());
};

describe("GET /api/be/items/:uid/history over imported series", () => {
  it("1y: the weekly samples before the daily series, then the days, ending at the last sample", async () => {
    const body = await history("?range=1y");
    expect(body.range).toBe("1y");
    const times = body.points.map((p) => p.t);
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(body.points.at(-1)).toEqual({ t: lastDay, avg: 2090, min: 2090, max: 2090 });
    // weekly samples stop where the daily series starts
    const weeklyPoints = body.points.filter((p) => p.t < dailyStart);
    expect(weeklyPoints.every((p) => (p.t - weeklyStart) % WEEK === 0)).toBe(true);
    expect(body.points.filter((p) => p.t >= dailyStart)).toHaveLength(10);
    // a masked week and a missing day stay gaps (null), never a flat price
    expect(body.points.find((p) => p.t === weeklyStart + 20 * WEEK)).toEqual({
      t: weeklyStart + 20 * WEEK,
      avg: null,
      min: null,
      max: null,
    });
    expect(body.points.find((p) => p.t === dailyStart + 2 * DAY)).toMatchObject({ avg: null });
    // the range is a year back from the last sample
    expect(times[0]).toBeGreaterThanOrEqual(lastDay - 365 * DAY);
  });

  it("all: every weekly sample from the first", async () => {
    const body = await history("?range=all");
    expect(body.points[0]).toMatchObject({ t: weeklyStart, avg: 1000 });
  });

  it("7d: the last week's daily samples as points, for free callers too", async () => {
    const res = await call("/api/be/items/series-a/history?range=7d");
    const body = historyResponseSchema.parse(await res.json());
    expect(body.points).toEqual(daily.slice(2).map((price, i) => ({ t: dailyStart + (i + 2) * DAY, price })));
  });

  it("a mode has only its own series", async () => {
    const body = await history("?range=1m&mode=pve");
    expect(body.points).toMatchObject([{ avg: 7 }, { avg: 8 }]);
  });
});
