import { describe, expect, it } from "vitest";
import { type BarterRecipe, barterInvolves, barterLock, barterProfit } from "./barter-profit";
import type { OffersLookup } from "./craft-profit";
import { DEFAULT_PRICE_SETTINGS, type ItemOffers, type PriceSettings } from "./price-resolution";

const offers: Record<string, ItemOffers> = {
  gpu: { mode: "pvp", basePrice: 100_000, flea: { price: 300_000 } },
  bolts: {
    mode: "pvp",
    basePrice: 2_000,
    flea: { price: 6_000 },
    traderBuy: [{ trader: "mechanic", level: 1, price: 5_000 }],
  },
  pliers: { mode: "pvp", basePrice: 1_000, flea: { price: 4_000 } },
  // a rifle that cannot be listed on the flea: Prapor pays 350,000
  rifle: { mode: "pvp", basePrice: 60_000, traderSell: [{ trader: "prapor", level: 1, price: 350_000 }] },
};
const offersOf: OffersLookup = (item) => offers[item];
const settings = (extra: Partial<PriceSettings> = {}): PriceSettings => ({
  ...DEFAULT_PRICE_SETTINGS,
  ...extra,
});

const barter: BarterRecipe = {
  uid: "b-rifle",
  trader: "prapor",
  level: 2,
  inputs: [
    { item: "gpu", count: 1 },
    { item: "bolts", count: 2 },
    { item: "pliers", count: 1, tool: true },
  ],
  outputs: [{ item: "rifle", count: 1 }],
};

describe("barterProfit", () => {
  // cost = 300,000 (gpu, flea) + 2 × 5,000 (bolts, Mechanic) = 310,000; pliers are a tool
  // revenue = 350,000 (Prapor); profit = 40,000
  it("prices a hand-worked barter", () => {
    const r = barterProfit({ barter, settings: settings(), offersOf });
    expect(r).toMatchObject({
      cost: 310_000,
      revenue: 350_000,
      profit: 40_000,
      unitCost: 310_000,
      missing: [],
    });
    expect(r.inputs.map((l) => [l.item, l.source.kind, l.total])).toEqual([
      ["gpu", "flea", 300_000],
      ["bolts", "trader", 10_000],
      ["pliers", "flea", 4_000],
    ]);
    expect(r.outputs[0]?.source).toEqual({ kind: "trader", trader: "prapor", level: 1 });
  });

  it("reports whether the user reaches the trader's level", () => {
    expect(barterProfit({ barter, settings: settings(), offersOf }).reachable).toBe(false);
    expect(
      barterProfit({ barter, settings: settings({ tradersLL: { prapor: 2 } }), offersOf }).reachable,
    ).toBe(true);
    expect(
      barterProfit({ barter, settings: settings({ hideoutUseProgress: false }), offersOf }).reachable,
    ).toBe(true);
  });

  it("follows the settings: no trader sales leaves the rifle without a value", () => {
    const r = barterProfit({ barter, settings: settings({ hideoutUseSellToTraders: false }), offersOf });
    expect(r).toMatchObject({ revenue: null, profit: null, missing: ["rifle"] });
  });

  it("uses custom prices for inputs and outputs", () => {
    const s = settings({ userPricesMap: { gpu: 250_000 }, userSellPricesMap: { rifle: 400_000 } });
    // 250,000 + 10,000 = 260,000; 400,000 − 260,000 = 140,000
    expect(barterProfit({ barter, settings: s, offersOf })).toMatchObject({ cost: 260_000, profit: 140_000 });
  });

  // 2 bolts for one pair of pliers: pliers 4,000 (flea); bolts bought outright at Mechanic
  // 2 × 5,000 = 10,000 (flea 6,000 each is dearer), so the barter saves 6,000
  const boltsBarter: BarterRecipe = {
    uid: "b-bolts",
    trader: "mechanic",
    level: 1,
    inputs: [{ item: "pliers", count: 1 }],
    outputs: [{ item: "bolts", count: 2 }],
  };

  it("compares a barter with buying its outputs outright", () => {
    const r = barterProfit({ barter: boltsBarter, settings: settings(), offersOf });
    expect(r.outright).toMatchObject({ cost: 10_000, saving: 6_000 });
    expect(r.outright.lines[0]?.source).toEqual({ kind: "trader", trader: "mechanic", level: 1 });
  });

  it("never buys the outputs outright through a barter (not even this one)", () => {
    const withBarter: OffersLookup = (item) =>
      item === "bolts"
        ? {
            ...offers.bolts,
            mode: "pvp",
            basePrice: 2_000,
            barters: [{ uid: "b-bolts", trader: "mechanic", level: 1, unitCost: 2_000 }],
          }
        : offers[item];
    const r = barterProfit({ barter: boltsBarter, settings: settings(), offersOf: withBarter });
    expect(r.outright.cost).toBe(10_000);
  });

  it("has no saving when an output cannot be bought", () => {
    expect(barterProfit({ barter, settings: settings(), offersOf }).outright).toMatchObject({
      cost: null,
      saving: null,
    });
  });
});

describe("barterLock", () => {
  const quested: BarterRecipe = { ...barter, questUid: "q-gunsmith" };

  it("names the loyalty level first, then the quest", () => {
    expect(barterLock(quested, { settings: settings(), questsDone: [] })).toEqual({
      kind: "loyalty",
      trader: "prapor",
      level: 2,
      have: 1,
    });
    const ll2 = settings({ tradersLL: { prapor: 2 } });
    expect(barterLock(quested, { settings: ll2, questsDone: [] })).toEqual({
      kind: "quest",
      questUid: "q-gunsmith",
    });
    expect(barterLock(quested, { settings: ll2, questsDone: ["q-gunsmith"] })).toBeNull();
  });

  it("locks nothing with progress tracking off", () => {
    expect(
      barterLock(quested, { settings: settings({ hideoutUseProgress: false }), questsDone: [] }),
    ).toBeNull();
  });
});

describe("barterInvolves", () => {
  const barter = { inputs: [{ item: "in", count: 2 }], outputs: [{ item: "out", count: 1 }] };
  it("holds for an item the barter takes or gives, and for no other", () => {
    expect(barterInvolves(barter, "in")).toBe(true);
    expect(barterInvolves(barter, "out")).toBe(true);
    expect(barterInvolves(barter, "other")).toBe(false);
  });
});
