import { describe, expect, it } from "vitest";
import { gearItemPrice } from "./gear";
import { type BuyOffer, cheapestSource } from "./loadout";
import {
  DEFAULT_PRICE_SETTINGS,
  type ItemOffers,
  loyaltyRuleOf,
  type PriceSettings,
  resolveInputPrice,
  UNKNOWN_LEVEL,
} from "./price-resolution";

// One buy-price rule: the calculators (/crafts, /barters, /hideout: resolveInputPrice) and the
// builders (/gear: gearItemPrice, /loadouts: cheapestSource) price the same part the same way for
// every loyalty level and every setting that decides which trader offers are in reach.

const OFFERS = [
  { trader: "prapor", level: 1, price: 41_000 },
  { trader: "skier", level: 2, price: 36_000 },
  { trader: "peacekeeper", level: 3, price: 33_000 },
  { trader: "mechanic", level: 4, price: 30_000 },
  { trader: "ragman", level: UNKNOWN_LEVEL, price: 34_000 },
];
const asBuyOffers: BuyOffer[] = OFFERS.map((o) => ({
  vendor: o.trader,
  level: o.level === UNKNOWN_LEVEL ? null : o.level,
  priceRUB: o.price,
}));

const cases: { name: string; flea: number | null; settings: PriceSettings }[] = [];
for (const flea of [null, 38_000, 29_000])
  for (const level of [1, 2, 3, 4])
    for (const hideoutUseProgress of [true, false])
      for (const hideoutUseUnknownLL of [true, false]) {
        const tradersLL = Object.fromEntries(OFFERS.map((o) => [o.trader, level]));
        cases.push({
          name: `flea ${flea ?? "none"}, LL${level}, progress ${hideoutUseProgress}, unknown LL ${hideoutUseUnknownLL}`,
          flea,
          settings: { ...DEFAULT_PRICE_SETTINGS, tradersLL, hideoutUseProgress, hideoutUseUnknownLL },
        });
      }

describe("one buy-price rule for calculators, gear and weapon builds", () => {
  it.each(cases)("$name", ({ flea, settings }) => {
    const offers: ItemOffers = {
      mode: settings.mode,
      basePrice: 10_000,
      flea: flea === null ? undefined : { price: flea },
      traderBuy: OFFERS,
    };
    const calc = resolveInputPrice({ item: "part", offers, settings });
    const rule = loyaltyRuleOf(settings);
    const weapon = cheapestSource(flea, asBuyOffers, rule);
    const gear = gearItemPrice({ flea, offers: asBuyOffers }, rule);
    expect(weapon?.price ?? null).toBe(calc.price);
    expect(gear?.price ?? null).toBe(calc.price);
    // the same place, too: the flea, or the same trader
    const place = calc.source.kind === "trader" ? calc.source.trader : calc.source.kind;
    if (calc.price !== null) expect(weapon?.source).toBe(place);
  });

  it("the cases reach every outcome: the flea, a trader by level and an unknown-level offer", () => {
    const outcomes = new Set(
      cases.map(
        ({ flea, settings }) => cheapestSource(flea, asBuyOffers, loyaltyRuleOf(settings))?.source ?? "none",
      ),
    );
    expect([...outcomes].sort()).toEqual(["flea", "mechanic", "peacekeeper", "prapor", "ragman", "skier"]);
  });
});
