import { describe, expect, it } from "vitest";
import type { OffersLookup } from "./craft-profit";
import { hideoutCost } from "./hideout-cost";
import type { HideoutLevel, HideoutPlayer } from "./hideout-progress";
import { DEFAULT_PRICE_SETTINGS, type ItemOffers } from "./price-resolution";

const offers: Record<string, ItemOffers> = {
  bolts: {
    mode: "pvp",
    basePrice: 0,
    flea: { price: 6_000 },
    traderBuy: [{ trader: "mechanic", level: 1, price: 5_000 }],
  },
  hose: { mode: "pvp", basePrice: 0, flea: { price: 20_000 } },
  relic: { mode: "pvp", basePrice: 0 },
};
const offersOf: OffersLookup = (item) => offers[item];
const levels: HideoutLevel[] = [
  {
    uid: "lav-1",
    stationUid: "lavatory",
    level: 1,
    itemReqs: [{ item: "bolts", count: 2 }],
    stationReqs: [],
    traderReqs: [],
  },
  {
    uid: "lav-2",
    stationUid: "lavatory",
    level: 2,
    itemReqs: [
      { item: "bolts", count: 4 },
      { item: "hose", count: 1 },
    ],
    stationReqs: [{ station: "generator", level: 1 }],
    traderReqs: [{ trader: "mechanic", level: 2 }],
  },
  {
    uid: "lav-3",
    stationUid: "lavatory",
    level: 3,
    itemReqs: [{ item: "relic", count: 1 }],
    stationReqs: [],
    traderReqs: [],
  },
];
const player = (extra: Partial<HideoutPlayer> = {}): HideoutPlayer => ({
  built: new Set(["lav-1"]),
  itemsFound: {},
  tradersLL: {},
  ...extra,
});

describe("hideoutCost", () => {
  it("prices each level's items at their cheapest source", () => {
    const r = hideoutCost({ levels, player: player(), settings: DEFAULT_PRICE_SETTINGS, offersOf });
    // lav-2: 4 bolts at Mechanic 5,000 + a hose 20,000 = 40,000
    expect(r.levels[1]).toMatchObject({ built: false, cost: 40_000, stillToBuy: 40_000 });
    expect(r.levels[1]?.lines[0]?.source).toEqual({ kind: "trader", trader: "mechanic", level: 1 });
    expect(r.levels[0]).toMatchObject({ built: true, cost: 10_000, missing: [] });
  });

  it("counts only the items not found yet, and totals what the unbuilt levels still need", () => {
    const r = hideoutCost({
      levels,
      player: player({ itemsFound: { bolts: 3 } }),
      settings: DEFAULT_PRICE_SETTINGS,
      offersOf,
    });
    // one bolt (5,000) and the hose (20,000) are still to buy; the relic has no price
    expect(r.levels[1]?.stillToBuy).toBe(25_000);
    expect(r.levels[2]).toMatchObject({ stillToBuy: 0, unpricedItems: ["relic"] });
    expect(r).toMatchObject({ remaining: 25_000, unpriced: 1, unpricedItems: ["relic"] });
  });

  it("a level with one unpriced item still counts its priced ones: the total is a lower bound naming the rest", () => {
    const mixed = [
      ...levels.slice(0, 2),
      {
        ...(levels[2] as HideoutLevel),
        itemReqs: [
          { item: "relic", count: 1 },
          { item: "bolts", count: 2 },
        ],
      },
    ];
    const r = hideoutCost({ levels: mixed, player: player(), settings: DEFAULT_PRICE_SETTINGS, offersOf });
    // lav-2 40,000 + lav-3's two bolts 10,000; the relic is named, not dropped with its level
    expect(r.levels[2]).toMatchObject({ stillToBuy: 10_000, unpricedItems: ["relic"] });
    expect(r).toMatchObject({ remaining: 50_000, unpriced: 1, unpricedItems: ["relic"] });
  });

  it("names the requirements not met: items, stations and trader levels", () => {
    const r = hideoutCost({ levels, player: player(), settings: DEFAULT_PRICE_SETTINGS, offersOf });
    expect(r.levels[1]?.missing).toEqual([
      { kind: "item", item: "bolts", need: 4, have: 0, fir: false, met: false },
      { kind: "item", item: "hose", need: 1, have: 0, fir: false, met: false },
      { kind: "station", station: "generator", need: 1, have: 0, met: false },
      { kind: "trader", trader: "mechanic", need: 2, have: 1, met: false },
    ]);
  });
});
