import { describe, expect, it } from "vitest";
import { type BestListingOptions, bestListingPrice } from "./best-listing";
import { fleaFee } from "./flea-fee";

/** The answer by trying every whole price in [from, to]: highest profit, lowest price on ties. */
function bruteForce(options: BestListingOptions, from: number, to: number) {
  const { basePrice, count = 1, rates, reduction } = options;
  let best = { price: 0, fee: 0, profit: Number.NEGATIVE_INFINITY };
  for (let price = from; price <= to; price++) {
    const fee = fleaFee({ basePrice, price, count, rates, reduction });
    const profit = count * price - fee;
    if (profit > best.profit) best = { price, fee, profit };
  }
  return best;
}

describe("bestListingPrice: proved by brute force", () => {
  // Unbounded: past 400 × base price the fee (0.03·400·4^(2.602^1.08) ≈ 590 × base per unit)
  // exceeds the price, and profit only falls from there (concave above base), so trying every
  // price in 1..400×base covers every candidate.
  const variants: [string, Partial<BestListingOptions>][] = [
    ["plain", {}],
    ["3 units", { count: 3 }],
    ["IC3 + skill 51", { reduction: 0.453 }],
    ["other rates", { rates: { ti: 0.05, tr: 0.04 } }],
  ];
  for (const basePrice of [1, 2, 7, 100, 1_234]) {
    for (const [label, extra] of variants) {
      it(`base ${basePrice}, ${label}`, () => {
        const options = { basePrice, ...extra };
        expect(bestListingPrice(options)).toEqual(bruteForce(options, 1, 400 * basePrice));
      });
    }
  }

  it.each([
    ["a range straddling base price", { basePrice: 45_000, minPrice: 30_000, maxPrice: 120_000 }],
    ["a cap just above base price", { basePrice: 250_000, maxPrice: 600_000, count: 2 }],
    ["a cap below base price", { basePrice: 80_000, maxPrice: 60_000, reduction: 0.3 }],
    ["a single price", { basePrice: 5_000, minPrice: 7_777, maxPrice: 7_777 }],
  ])("%s", (_label, options: BestListingOptions) => {
    const from = options.minPrice ?? 1;
    expect(bestListingPrice(options)).toEqual(bruteForce(options, from, options.maxPrice ?? 0));
  });

  it("peaks below base price when the listing rate is huge (the other concave piece)", () => {
    // With Tr = 0.9 the fee's slope below base (up to 1.602·Tr ≈ 1.44 ₽ per ₽) outruns the price.
    const options = { basePrice: 1_000, rates: { ti: 0.01, tr: 0.9 } };
    const found = bestListingPrice(options);
    expect(found.price).toBeLessThan(1_000);
    expect(found).toEqual(bruteForce(options, 1, 100_000));
  });

  it("matches brute force in a wide window around the optimum of a large base price", () => {
    const options = { basePrice: 1_000_000, reduction: 0.453 };
    const found = bestListingPrice(options);
    expect(found).toEqual(bruteForce(options, found.price - 200_000, found.price + 200_000));
  });
});

describe("bestListingPrice: shape of the answer", () => {
  it("is about 108 × base price when nothing caps it (the formula's own optimum)", () => {
    // s(x)/V0 = x − 0.03·x^−0.602 − 0.03·x·4^((log10 x)^1.08) peaks where its slope is 0,
    // near x ≈ 108: the fee there is ~59 % of the price.
    const found = bestListingPrice({ basePrice: 10_000 });
    expect(found.price / 10_000).toBeCloseTo(107.8, 1);
    expect(found.profit).toBe(found.price - found.fee);
  });

  it("is the cap when the cap is below the optimum", () => {
    // 30,000 − fee(30,000) = 30,000 − 1,834 = 28,166; every lower price keeps less
    expect(bestListingPrice({ basePrice: 10_000, maxPrice: 30_000 })).toEqual({
      price: 30_000,
      fee: 1_834,
      profit: 28_166,
    });
  });

  it.each([
    [{ basePrice: 0 }],
    [{ basePrice: Number.NaN }],
    [{ basePrice: 100, minPrice: 500, maxPrice: 400 }],
  ])("refuses %j", (options) => {
    expect(() => bestListingPrice(options)).toThrow(RangeError);
  });

  it("refuses rates under which the fee never outgrows the price (no best price without a cap)", () => {
    const rates = { ti: 0, tr: 0 };
    expect(() => bestListingPrice({ basePrice: 100, rates })).toThrow("the fee never outgrows the price");
    expect(bestListingPrice({ basePrice: 100, rates, maxPrice: 5_000 })).toEqual({
      price: 5_000,
      fee: 0,
      profit: 5_000,
    });
  });
});
