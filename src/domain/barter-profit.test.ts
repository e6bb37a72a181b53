import { describe, expect, it } from "vitest";
import { type BarterRecipe, barterProfit } from "./barter-profit";
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
});
