import { describe, expect, it } from "vitest";
import {
  DEFAULT_PRICE_SETTINGS,
  fleaPriceOf,
  type ItemOffers,
  levelText,
  moneyOf,
  type PriceSettings,
  resolveInputPrice,
  resolveOutputValue,
  stationReachable,
  traderReachable,
  UNKNOWN_LEVEL,
} from "./price-resolution";

const settings = (extra: Partial<PriceSettings> = {}): PriceSettings => ({
  ...DEFAULT_PRICE_SETTINGS,
  ...extra,
});

/** A graphics card: flea 300,000; Mechanic sells it at LL2 for 280,000; a Prapor LL1 barter
 * yields it for 290,000; a craft for 310,000 (workbench 3). */
const gpu: ItemOffers = {
  mode: "pvp",
  basePrice: 100_000,
  flea: { price: 300_000, avg24h: 295_000, avg7d: null },
  traderBuy: [{ trader: "mechanic", level: 2, price: 280_000, currency: "USD", priceCur: 2_000 }],
  barters: [{ uid: "b1", trader: "prapor", level: 1, unitCost: 290_000 }],
  crafts: [{ uid: "c1", station: "workbench", level: 3, unitCost: 310_000 }],
};

describe("resolveInputPrice", () => {
  const input = (s: PriceSettings, offers: ItemOffers | undefined = gpu, count = 1) =>
    resolveInputPrice({ item: "gpu", offers, settings: s, count });

  it("takes the cheapest source the user reaches: the barter while Mechanic is LL1", () => {
    const r = input(settings());
    expect(r).toMatchObject({ price: 290_000, total: 290_000 });
    expect(r.source).toEqual({ kind: "barter", uid: "b1", trader: "prapor", level: 1 });
    // the others are kept, best first, to explain the choice
    expect(r.alternatives.map((a) => [a.source.kind, a.price])).toEqual([
      ["flea", 300_000],
      ["craft", 310_000],
    ]);
  });

  it("takes the trader once the user is Mechanic LL2, or when progress tracking is off", () => {
    const trader = { kind: "trader", trader: "mechanic", level: 2, currency: "USD", priceCur: 2_000 };
    expect(input(settings({ tradersLL: { mechanic: 2 } })).source).toEqual(trader);
    expect(input(settings({ hideoutUseProgress: false })).source).toEqual(trader);
  });

  it("multiplies by the count", () => {
    expect(input(settings(), gpu, 3)).toMatchObject({ count: 3, price: 290_000, total: 870_000 });
  });

  it.each([
    ["no barters", { hideoutUseBarters: false }, "flea", 300_000],
    ["no barters, no flea", { hideoutUseBarters: false, hideoutUseFlea: false }, "craft", 310_000],
    [
      "crafts only",
      { hideoutUseBarters: false, hideoutUseFlea: false, hideoutUseTradersPrices: false },
      "craft",
      310_000,
    ],
    ["nothing", { hideoutUseBarters: false, hideoutUseFlea: false, hideoutUseCrafts: false }, "none", null],
  ])("flags: %s → %s", (_label, extra: Partial<PriceSettings>, kind, price) => {
    const r = input(settings(extra));
    expect([r.source.kind, r.price]).toEqual([kind, price]);
  });

  it("leaves out crafts above the built station level", () => {
    const s = settings({ hideoutUseBarters: false, hideoutUseFlea: false, stationLevels: { workbench: 2 } });
    expect(input(s).source).toEqual({ kind: "none", reason: "unavailable" });
    expect(input({ ...s, stationLevels: { workbench: 3 } }).source.kind).toBe("craft");
  });

  it("uses the price field asked for, falling back to the current price", () => {
    const s = settings({ hideoutUseBarters: false });
    expect(input({ ...s, hideoutUsePriceField: "avg24h" })).toMatchObject({
      price: 295_000,
      source: { kind: "flea", field: "avg24h" },
    });
    expect(input({ ...s, hideoutUsePriceField: "avg7d" })).toMatchObject({
      price: 300_000,
      source: { kind: "flea", field: "price" },
    });
  });

  it("a custom price overrides every source, even a dearer one", () => {
    const r = input(settings({ userPricesMap: { gpu: 350_000 } }));
    expect(r).toMatchObject({ price: 350_000, source: { kind: "custom" }, alternatives: [] });
    expect(input(settings({ userPricesMap: { gpu: 0 } })).price).toBe(0);
    expect(input(settings({ userPricesMap: { other: 1 } })).source.kind).toBe("barter");
  });

  it("never borrows a price from another mode", () => {
    expect(input(settings({ mode: "pve" })).source).toEqual({ kind: "none", reason: "other-mode" });
    const unknown = resolveInputPrice({ item: "gpu", offers: undefined, settings: settings() });
    expect(unknown.source).toEqual({ kind: "none", reason: "unavailable" });
    // a custom price is the user's, whatever the data
    expect(input(settings({ mode: "pve", userPricesMap: { gpu: 1 } })).price).toBe(1);
  });

  it("uses the historical price only for items without a live flea price", () => {
    const banned: ItemOffers = { mode: "pvp", basePrice: 5_000, historical: 80_000 };
    expect(input(settings(), banned).source).toEqual({ kind: "historical" });
    expect(input(settings({ hideoutUseHistorical: false }), banned).price).toBeNull();
    expect(input(settings(), { ...banned, flea: { price: 90_000 } }).source.kind).toBe("flea");
  });

  it("breaks ties toward the trader, then the flea", () => {
    const tie: ItemOffers = {
      mode: "pvp",
      basePrice: 1,
      flea: { price: 500 },
      traderBuy: [{ trader: "prapor", level: 1, price: 500 }],
    };
    expect(input(settings(), tie).source.kind).toBe("trader");
  });

  it("a trader offer's date travels with the source, and only a dated one has it", () => {
    const at = Date.UTC(2025, 11, 10);
    const dated: ItemOffers = {
      mode: "pvp",
      basePrice: 1,
      traderBuy: [{ trader: "prapor", level: 1, price: 400, observedAt: at }],
    };
    expect(input(settings(), dated).source).toEqual({
      kind: "trader",
      trader: "prapor",
      level: 1,
      observedAt: at,
    });
    expect(
      input(settings(), { ...dated, traderBuy: [{ trader: "prapor", level: 1, price: 400 }] }).source,
    ).toEqual({
      kind: "trader",
      trader: "prapor",
      level: 1,
    });
  });
});

/** Moonshine-like output: base 10,000, flea 20,000, Therapist pays 15,000. */
const booze: ItemOffers = {
  mode: "pvp",
  basePrice: 10_000,
  flea: { price: 20_000 },
  traderSell: [
    { trader: "therapist", level: 1, price: 15_000 },
    { trader: "jaeger", level: 3, price: 19_500 },
  ],
};

describe("money", () => {
  // real rates of the 2025 snapshot: Peacekeeper sells dollars for 143 ₽, Skier euros for 156 ₽
  const dollars: ItemOffers = {
    mode: "pvp",
    money: "USD",
    basePrice: 131,
    traderBuy: [
      { trader: "peacekeeper", level: 2, price: 140 },
      { trader: "peacekeeper", level: 1, price: 143 },
    ],
  };
  const roubles: ItemOffers = { mode: "pvp", money: "RUB", basePrice: 1 };
  const price = (offers: ItemOffers, s = settings(), count = 1) =>
    resolveInputPrice({ item: "money", offers, settings: s, count });

  it("prices roubles at 1 ₽ each, with no flea or trader offer", () => {
    expect(price(roubles, settings(), 8_500_000)).toMatchObject({
      price: 1,
      total: 8_500_000,
      source: { kind: "money", currency: "RUB" },
    });
  });

  it("prices dollars and euros at the trader's rate, whatever the trader settings", () => {
    const off = settings({ hideoutUseTradersPrices: false, hideoutUseFlea: false });
    expect(price(dollars, off, 100)).toMatchObject({
      total: 14_000,
      source: { kind: "money", currency: "USD", trader: "peacekeeper" },
    });
  });

  it("leaves a currency without a trader rate unknown, never 0", () => {
    expect(price({ mode: "pvp", money: "EUR", basePrice: 150 }).price).toBeNull();
  });

  it("keeps a custom price above the rate, and other modes out", () => {
    expect(price(dollars, settings({ userPricesMap: { money: 150 } })).source.kind).toBe("custom");
    expect(price(dollars, settings({ mode: "pve" })).price).toBeNull();
  });

  it.each([
    [{ category: "Money", shortName: "RUB" }, "RUB"],
    [{ category: "Money", shortName: "EUR" }, "EUR"],
    [{ category: "Money", shortName: "GP" }, null],
    [{ category: "Barter item", shortName: "USD" }, null],
    [{ category: null, shortName: "USD" }, null],
  ])("moneyOf(%o) is %s", (item, currency) => {
    expect(moneyOf(item)).toBe(currency);
  });
});

describe("resolveOutputValue", () => {
  const output = (s: PriceSettings, offers: ItemOffers = booze, count = 1) =>
    resolveOutputValue({ item: "booze", offers, settings: s, count });

  it("sells on the flea after the fee: 20,000 − 1,075 = 18,925 > Therapist's 15,000", () => {
    // fee(V0 10,000, VR 20,000) = ceil(1074.225) = 1,075 (flea-fee.test.ts)
    const r = output(settings());
    expect(r).toMatchObject({ price: 18_925, total: 18_925 });
    expect(r.source).toEqual({
      kind: "flea",
      field: "price",
      listPrice: 20_000,
      fee: 1_075,
      feeReduction: 0,
    });
    expect(r.alternatives.map((a) => a.source.kind)).toEqual(["trader"]);
  });

  it("charges the fee once for the whole count: 5 × 20,000 − ceil(5 × 1074.225) = 94,628", () => {
    expect(output(settings(), booze, 5)).toMatchObject({ total: 94_628, price: 18_925.6 });
  });

  it("IC3 with hideout management 51: fee 588 → 19,412", () => {
    const r = output(settings({ isIC3Built: true, skill_HideoutManagement: 51 }));
    expect(r).toMatchObject({ total: 19_412, source: { fee: 588, feeReduction: 0.453 } });
    // progress tracking off: the hideout does not count, but Jaeger LL3 does (all levels)
    const off = output(
      settings({ isIC3Built: true, skill_HideoutManagement: 51, hideoutUseProgress: false }),
    );
    expect(off).toMatchObject({ total: 19_500, source: { kind: "trader", trader: "jaeger" } });
  });

  it("without the fee setting sells at the full flea price", () => {
    expect(output(settings({ hideoutUseFee: false }))).toMatchObject({ total: 20_000, source: { fee: 0 } });
  });

  it.each([
    ["Jaeger LL3 beats the flea after fee", { tradersLL: { jaeger: 3 } }, "trader", 19_500],
    [
      "flea-only mode ignores traders",
      { tradersLL: { jaeger: 3 }, hideoutSellToFleaOnlyMode: true },
      "flea",
      18_925,
    ],
    ["no flea sales", { hideoutUseSellToFlea: false }, "trader", 15_000],
    ["no routes", { hideoutUseSellToFlea: false, hideoutUseSellToTraders: false }, "none", null],
    ["custom sell price", { userSellPricesMap: { booze: 1_000 } }, "custom", 1_000],
  ])("%s", (_label, extra: Partial<PriceSettings>, kind, total) => {
    const r = output(settings(extra));
    expect([r.source.kind, r.total]).toEqual([kind, total]);
  });

  it("values items without a live flea price at their historical price, with no fee", () => {
    const banned: ItemOffers = {
      mode: "pvp",
      basePrice: 10_000,
      historical: 40_000,
      traderSell: booze.traderSell,
    };
    expect(output(settings(), banned, 2)).toMatchObject({ total: 80_000, source: { kind: "historical" } });
    expect(output(settings({ hideoutUseSellToHistorical: false }), banned).source.kind).toBe("trader");
  });

  it("cannot list an item without a base price", () => {
    expect(output(settings(), { ...booze, basePrice: 0 }).source.kind).toBe("trader");
  });

  it("an unknown base price makes the fee unknown: no flea sale while fees count, one without fees", () => {
    expect(output(settings(), { ...booze, basePrice: null }).source.kind).toBe("trader");
    expect(output(settings({ hideoutUseFee: false }), { ...booze, basePrice: null }).source).toMatchObject({
      kind: "flea",
      fee: 0,
    });
  });

  it("never borrows a price from another mode", () => {
    expect(output(settings({ mode: "pve" })).source).toEqual({ kind: "none", reason: "other-mode" });
  });
});

describe("helpers", () => {
  it("fleaPriceOf", () => {
    expect(fleaPriceOf({ price: 100, avg7d: 90 }, "avg7d")).toEqual({ price: 90, field: "avg7d" });
    expect(fleaPriceOf({ price: 100, avg24h: null }, "avg24h")).toEqual({ price: 100, field: "price" });
    expect(fleaPriceOf({ price: 0 }, "price")).toBeNull();
    expect(fleaPriceOf(undefined, "price")).toBeNull();
  });

  it("traderReachable and stationReachable", () => {
    const s = settings({ tradersLL: { prapor: 2 }, stationLevels: { lavatory: 1 } });
    expect([
      traderReachable(s, "prapor", 2),
      traderReachable(s, "prapor", 3),
      traderReachable(s, "skier", 1),
    ]).toEqual([true, false, true]);
    expect(traderReachable({ ...s, hideoutUseProgress: false }, "prapor", 4)).toBe(true);
    expect([
      stationReachable(s, "lavatory", 1),
      stationReachable(s, "lavatory", 2),
      stationReachable(s, "x", 1),
    ]).toEqual([true, false, false]);
    expect(stationReachable(settings(), "x", 3)).toBe(true);
  });
});

describe("offers of unknown loyalty level", () => {
  it("show as '?' and count only where the settings allow them (always with progress off)", () => {
    expect(levelText(UNKNOWN_LEVEL)).toBe("?");
    expect(levelText(3)).toBe("3");
    const tracked = { ...DEFAULT_PRICE_SETTINGS, tradersLL: { prapor: 1 } };
    expect(traderReachable(tracked, "prapor", UNKNOWN_LEVEL)).toBe(true);
    expect(traderReachable({ ...tracked, hideoutUseUnknownLL: false }, "prapor", UNKNOWN_LEVEL)).toBe(false);
    expect(
      traderReachable({ ...tracked, hideoutUseUnknownLL: false, hideoutUseProgress: false }, "prapor", 0),
    ).toBe(true);
    expect(traderReachable(tracked, "prapor", 2)).toBe(false);
  });
});
