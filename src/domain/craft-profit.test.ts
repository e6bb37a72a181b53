import { describe, expect, it } from "vitest";
import {
  type CraftRecipe,
  craftProfit,
  type OffersLookup,
  priceInputs,
  unitCostOf,
  wholeCount,
} from "./craft-profit";
import { fuelCostPerHour } from "./fuel";
import { DEFAULT_PRICE_SETTINGS, type ItemOffers, type PriceSettings } from "./price-resolution";

const offers: Record<string, ItemOffers> = {
  // sugar: flea 12,000, Therapist LL1 sells at 11,000 → 11,000
  sugar: {
    mode: "pvp",
    basePrice: 5_000,
    flea: { price: 12_000 },
    traderBuy: [{ trader: "therapist", level: 1, price: 11_000 }],
  },
  // water: flea 25,000, a water-collector craft makes one for 20,000 → 20,000
  water: {
    mode: "pvp",
    basePrice: 8_000,
    flea: { price: 25_000 },
    crafts: [{ uid: "c-water", station: "water-collector", level: 1, unitCost: 20_000 }],
  },
  toolset: { mode: "pvp", basePrice: 9_000, flea: { price: 30_000 } },
  // moonshine: base 10,000, flea 20,000
  moonshine: { mode: "pvp", basePrice: 10_000, flea: { price: 20_000 } },
};
const offersOf: OffersLookup = (item) => offers[item];
const settings = (extra: Partial<PriceSettings> = {}): PriceSettings => ({
  ...DEFAULT_PRICE_SETTINGS,
  ...extra,
});

const craft: CraftRecipe = {
  uid: "moonshine-craft",
  stationUid: "booze-generator",
  level: 1,
  duration: 36_000, // 10 h
  inputs: [
    { item: "sugar", count: 2 },
    { item: "water", count: 1 },
    { item: "toolset", count: 1, tool: true },
  ],
  outputs: [{ item: "moonshine", count: 3 }],
};

describe("craftProfit: a hand-worked craft", () => {
  // inputs: 2 sugar × 11,000 (Therapist) + 1 water × 20,000 (craft) = 42,000; the toolset is a tool
  // outputs: 3 moonshine on the flea: 3 × 20,000 − ceil(3 × 1074.225 = 3222.68) = 60,000 − 3,223 = 56,777
  // profit = 56,777 − 42,000 = 14,777 over 10 h = 1,477.7 ₽/h
  it("prices inputs at their cheapest source and outputs after the fee", () => {
    const r = craftProfit({ craft, settings: settings(), offersOf });
    expect(r).toMatchObject({ cost: 42_000, revenue: 56_777, profit: 14_777, missing: [], fuel: null });
    expect(r.profitPerHour).toBeCloseTo(1_477.7, 9);
    expect(r.time).toEqual({ base: 36_000, craftingSkill: 0, seconds: 36_000 });
    expect(r.unitCost).toBe(14_000); // 42,000 / 3
    expect(r.reachable).toBe(true);
  });

  it("explains every line: source per input, the tool not counted, the fee on the output", () => {
    const r = craftProfit({ craft, settings: settings(), offersOf });
    expect(r.inputs.map((l) => [l.item, l.source.kind, l.total, l.tool])).toEqual([
      ["sugar", "trader", 22_000, false],
      ["water", "craft", 20_000, false],
      ["toolset", "flea", 30_000, true],
    ]);
    expect(r.outputs[0]?.source).toEqual({
      kind: "flea",
      field: "price",
      listPrice: 20_000,
      fee: 3_223,
      feeReduction: 0,
    });
  });

  it("crafting skill 51 cuts the time to 36,000 × 0.6175 = 22,230 s: 14,777 / 6.175 h = 2,393.04 ₽/h", () => {
    const r = craftProfit({ craft, settings: settings({ skill_Crafting: 51 }), offersOf });
    expect(r.time.seconds).toBe(22_230);
    expect(r.profitPerHour).toBeCloseTo(2_393.036, 3);
  });

  it("counts fuel when a fuel kind is set: 4,620 ₽/h × 10 h = 46,200 → profit −31,423", () => {
    const costPerHour = fuelCostPerHour({
      fuelBase: 6.6,
      kind: "metal",
      tankPrice: 70_000,
      hideoutManagement: 0,
      solar: false,
    });
    const r = craftProfit({
      craft,
      settings: settings({ hideoutUseFuel: "metal" }),
      offersOf,
      fuelCostPerHour: costPerHour,
    });
    expect(r.fuel?.cost).toBeCloseTo(46_200, 6);
    expect(r.cost).toBeCloseTo(88_200, 6);
    expect(r.profit).toBeCloseTo(-31_423, 6);
    // no fuel kind set: the cost per hour is ignored
    expect(
      craftProfit({ craft, settings: settings(), offersOf, fuelCostPerHour: costPerHour }).fuel,
    ).toBeNull();
  });

  it("has no profit when an input or output has no price, and says which", () => {
    const withMystery = { ...craft, inputs: [...craft.inputs, { item: "mystery", count: 1 }] };
    const r = craftProfit({ craft: withMystery, settings: settings(), offersOf });
    expect(r).toMatchObject({
      cost: null,
      revenue: 56_777,
      profit: null,
      profitPerHour: null,
      missing: ["mystery"],
    });
    // a tool without a price does not matter
    const toolOnly = { ...craft, inputs: [...craft.inputs, { item: "mystery", count: 1, tool: true }] };
    expect(craftProfit({ craft: toolOnly, settings: settings(), offersOf }).profit).toBe(14_777);
  });

  it("reports a station level that is not built", () => {
    const s = settings({ stationLevels: { "booze-generator": 0, "water-collector": 1 } });
    expect(craftProfit({ craft, settings: s, offersOf }).reachable).toBe(false);
  });
});

describe("fractional counts", () => {
  it("are taken as whole items, rounded up, with the asked count kept for the breakdown", () => {
    expect(wholeCount(124.08)).toBe(125);
    expect(wholeCount(2)).toBe(2);
    const r = priceInputs(
      [
        { item: "sugar", count: 2.5 },
        { item: "water", count: 1 },
      ],
      { settings: settings(), offersOf },
    );
    expect(r.lines[0]).toMatchObject({ count: 3, asked: 2.5, total: 33_000 });
    expect(r.lines[1]?.asked).toBeUndefined();
    expect(r.cost).toBe(53_000);
  });

  it("a dogtag's minimum level stays a requirement on its line, never a count", () => {
    const r = priceInputs([{ item: "sugar", count: 2, minLevel: 20 }], { settings: settings(), offersOf });
    expect(r.lines[0]).toMatchObject({ count: 2, minLevel: 20, total: 22_000 });
  });
});

describe("unitCostOf", () => {
  it.each([
    [1_200, [{ item: "a", count: 120 }], 10],
    [1_200, [], null],
    [
      1_200,
      [
        { item: "a", count: 1 },
        { item: "b", count: 1 },
      ],
      null,
    ],
    [null, [{ item: "a", count: 1 }], null],
    [5, [{ item: "a", count: 0 }], null],
  ])("%s over %j → %s", (cost, outputs, expected) => {
    expect(unitCostOf(cost, outputs)).toBe(expected);
  });
});
