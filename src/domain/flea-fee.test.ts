import { describe, expect, it } from "vitest";
import { FLEA_RATES, fleaFee, fleaFeeIfKnown, fleaFeeRaw, fleaFeeReduction, roundFee } from "./flea-fee";

describe("fleaFee: reference cases worked by hand", () => {
  it("listing below base price: V0 = 10,000, VR = 8,000 → 546", () => {
    // P0 = log10(10000/8000) = log10(1.25) = 0.0969100; VR < V0 → P0 = 0.0969100^1.08 = 0.0804041
    // PR = log10(8000/10000) = −0.0969100 (not raised)
    // 4^P0 = 1.1179132, 4^PR = 0.8742877
    // fee = 10000·0.03·1.1179132 + 8000·0.03·0.8742877 = 335.374 + 209.829 = 545.203 → ceil 546
    expect(fleaFeeRaw({ basePrice: 10_000, price: 8_000 })).toBeCloseTo(545.203, 3);
    expect(fleaFee({ basePrice: 10_000, price: 8_000 })).toBe(546);
  });

  it("listing above base price: V0 = 10,000, VR = 20,000 → 1,075", () => {
    // P0 = log10(0.5) = −0.3010300 (not raised) → 4^P0 = 0.6588126
    // PR = log10(2)^1.08 = 0.3010300^1.08 = 0.2734630 → 4^PR = 1.4609694
    // fee = 10000·0.03·0.6588126 + 20000·0.03·1.4609694 = 197.644 + 876.582 = 1074.225 → 1075
    expect(fleaFeeRaw({ basePrice: 10_000, price: 20_000 })).toBeCloseTo(1074.225, 3);
    expect(fleaFee({ basePrice: 10_000, price: 20_000 })).toBe(1075);
  });

  it("listing at base price: both exponents 0 → 0.03·V0 + 0.03·VR = 600", () => {
    expect(fleaFee({ basePrice: 10_000, price: 10_000 })).toBe(600);
    // 100,000·0.03 is 3000 in floats, but other products land a hair above an integer:
    // the fee must still be 6,000, not 6,001.
    expect(fleaFee({ basePrice: 100_000, price: 100_000 })).toBe(6_000);
    expect(fleaFee({ basePrice: 12_345, price: 12_345 })).toBe(741); // 740.7 → 741
  });

  it("count multiplies both parts before rounding: Q = 5 at 20,000 → ceil(5 × 1074.225) = 5,372", () => {
    expect(fleaFee({ basePrice: 10_000, price: 20_000, count: 5 })).toBe(5_372);
  });

  it("IC3 with hideout management 51: 45.3 % off", () => {
    // reduction = 0.3 × (1 + 0.01·51) = 0.3 × 1.51 = 0.453
    // above base: 1074.225 × (1 − 0.453) = 1074.225 × 0.547 = 587.601 → 588
    // below base: 545.203 × 0.547 = 298.226 → 299
    const reduction = fleaFeeReduction({ isIC3Built: true, useProgress: true, hideoutManagement: 51 });
    expect(reduction).toBe(0.453);
    expect(fleaFee({ basePrice: 10_000, price: 20_000, reduction })).toBe(588);
    expect(fleaFee({ basePrice: 10_000, price: 8_000, reduction })).toBe(299);
  });

  it("uses the rates it is given", () => {
    // At VR = V0: V0·Ti + VR·Tr = 10000·0.05 + 10000·0.02 = 700
    expect(fleaFee({ basePrice: 10_000, price: 10_000, rates: { ti: 0.05, tr: 0.02 } })).toBe(700);
    expect(FLEA_RATES).toEqual({ ti: 0.03, tr: 0.03 });
  });

  it("rises with the listing price above base and stays positive below it", () => {
    let last = 0;
    for (let price = 1_000; price <= 1_000_000; price += 1_000) {
      const fee = fleaFee({ basePrice: 5_000, price });
      expect(fee).toBeGreaterThan(0);
      if (price >= 5_000) expect(fee).toBeGreaterThanOrEqual(last);
      last = fee;
    }
  });

  it.each([
    [0, 100],
    [100, 0],
    [-5, 100],
    [100, Number.NaN],
    [Number.POSITIVE_INFINITY, 100],
  ])("refuses base %s / listing %s", (basePrice, price) => {
    expect(() => fleaFee({ basePrice, price })).toThrow(RangeError);
  });
});

describe("roundFee", () => {
  it.each([
    [545.2, 546],
    [600, 600],
    [3000.0000000000005, 3000],
    [0.2, 1],
    [0, 0],
    [-3, 0],
  ])("%s → %s", (raw, expected) => {
    expect(roundFee(raw)).toBe(expected);
  });
});

describe("fleaFeeIfKnown", () => {
  it.each([
    ["known base price: the fee", 10_000, 1075],
    ["unknown base price: unknown, not 0", null, null],
    ["a 0 base price says nothing either", 0, null],
  ])("%s", (_label, basePrice, expected) => {
    expect(fleaFeeIfKnown({ basePrice, price: 20_000 })).toBe(expected);
  });
});

describe("fleaFeeReduction", () => {
  it.each([
    [true, true, 0, 0.3],
    [true, true, 1, 0.303],
    [true, true, 50, 0.45],
    [true, true, 51, 0.453],
    [true, true, 80, 0.453], // capped at 51
    [true, true, -4, 0.3],
    [true, false, 51, 0], // progress tracking off: the hideout does not count
    [false, true, 51, 0],
  ])("IC3 %s, progress %s, skill %s → %s", (isIC3Built, useProgress, hideoutManagement, expected) => {
    expect(fleaFeeReduction({ isIC3Built, useProgress, hideoutManagement })).toBe(expected);
  });
});
