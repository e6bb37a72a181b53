import { describe, expect, it } from "vitest";
import { BTC_BASE_DURATION, btcFarm, btcSecondsPerBitcoin, MAX_GRAPHICS_CARDS } from "./btc-farm";

// Demo-like figures: fuelBase 6.6 units/h, metal tank 70,000 ₽, bitcoin 480,000 ₽, card 300,000 ₽.
// Fuel per day: 70,000 / 100 × 6.6 × 24 = 110,880 ₽ (158.4 units); with solar half: 55,440 ₽ (79.2 units).
const fuel = { fuelBase: 6.6, kind: "metal", tankPrice: 70_000, hideoutManagement: 0 };
const farm = (extra: Partial<Parameters<typeof btcFarm>[0]> = {}) =>
  btcFarm({ solar: false, bitcoinPrice: 480_000, cardPrice: 300_000, fuel, ...extra });

describe("btcSecondsPerBitcoin: D / (1 + (n − 1) × 0.041225)", () => {
  it.each([
    [1, 145_000], // 145,000 / 1
    [2, 139_259.0458], // 145,000 / 1.041225
    [10, 105_760.2888], // 145,000 / 1.371025
    [50, 48_012.8476], // 145,000 / (1 + 49 × 0.041225) = 145,000 / 3.020025
  ])("%s cards → %s s", (cards, seconds) => {
    expect(btcSecondsPerBitcoin(cards)).toBeCloseTo(seconds, 3);
  });

  it("uses the duration from the data", () => {
    expect(btcSecondsPerBitcoin(1, 145_080)).toBe(145_080);
    expect(btcSecondsPerBitcoin(50, 151_001.25)).toBeCloseTo(50_000, 6); // 151,001.25 / 3.020025
  });
});

describe("btcFarm", () => {
  it("has a row for each card count 1..50, 145,000 s when the data has no duration", () => {
    const rows = farm({ duration: null });
    expect(rows.map((r) => r.cards)).toEqual(Array.from({ length: MAX_GRAPHICS_CARDS }, (_, i) => i + 1));
    expect(rows[0]?.secondsPerBitcoin).toBe(BTC_BASE_DURATION);
    expect(farm({ cards: 10 })).toHaveLength(10);
    expect(farm({ cards: 80 })).toHaveLength(50);
    expect(farm({ cards: 0 })).toHaveLength(1);
  });

  it("takes the one-card time from the data for every row; a time of 0 falls back to 145,000 s", () => {
    const fast = farm({ duration: BTC_BASE_DURATION / 2 });
    expect(fast[0]?.secondsPerBitcoin).toBe(72_500);
    expect(fast[9]?.bitcoinsPerDay).toBeCloseTo(2 * (farm()[9]?.bitcoinsPerDay ?? 0), 9);
    expect(farm({ duration: 0 })[0]?.secondsPerBitcoin).toBe(BTC_BASE_DURATION);
  });

  it("1 card, without and with solar", () => {
    const row = farm()[0];
    // bitcoins/day = 86,400 / 145,000 = 0.595862; revenue = 0.595862 × 480,000 = 286,013.79
    expect(row?.bitcoinsPerDay).toBeCloseTo(0.595862, 6);
    expect(row?.revenuePerDay).toBeCloseTo(286_013.79, 2);
    // profit = 286,013.79 − 110,880 = 175,133.79; payback = ceil(300,000 / 175,133.79 = 1.71) = 2
    expect(row?.withoutSolar.fuelPerDay).toBeCloseTo(158.4, 9);
    expect(row?.withoutSolar.fuelCostPerDay).toBeCloseTo(110_880, 6);
    expect(row?.withoutSolar.profitPerDay).toBeCloseTo(175_133.79, 2);
    expect(row?.withoutSolar.paybackDays).toBe(2);
    // solar: profit = 286,013.79 − 55,440 = 230,573.79; payback = ceil(1.30) = 2
    expect(row?.withSolar.fuelPerDay).toBeCloseTo(79.2, 9);
    expect(row?.withSolar.profitPerDay).toBeCloseTo(230_573.79, 2);
    expect(row?.withSolar.paybackDays).toBe(2);
  });

  it("50 graphics cards, without and with solar", () => {
    const row = farm({ solar: true })[49];
    // 86,400 / 48,012.85 = 1.799518 bitcoins/day; revenue = 863,768.81
    expect(row?.bitcoinsPerDay).toBeCloseTo(1.799518, 6);
    expect(row?.cardsCost).toBe(15_000_000);
    // without solar: 863,768.81 − 110,880 = 752,888.81/day; 15,000,000 / 752,888.81 = 19.92 → 20 days
    expect(row?.withoutSolar.profitPerDay).toBeCloseTo(752_888.81, 2);
    expect(row?.withoutSolar.paybackDays).toBe(20);
    // with solar: 863,768.81 − 55,440 = 808,328.81/day; 15,000,000 / 808,328.81 = 18.56 → 19 days
    expect(row?.withSolar.profitPerDay).toBeCloseTo(808_328.81, 2);
    expect(row?.withSolar.paybackDays).toBe(19);
    expect(row?.current).toBe(row?.withSolar);
  });

  it("hideout management cuts the fuel: skill 51 → 110,880 × 0.75 = 83,160 ₽/day", () => {
    const row = farm({ fuel: { ...fuel, hideoutManagement: 51 } })[0];
    expect(row?.withoutSolar.fuelCostPerDay).toBeCloseTo(83_160, 6);
    expect(row?.withSolar.fuelCostPerDay).toBeCloseTo(41_580, 6);
    expect(row?.current).toBe(row?.withoutSolar);
  });

  it("has no payback when the farm loses money", () => {
    const row = farm({ bitcoinPrice: 100_000 })[0];
    // 0.595862 × 100,000 = 59,586 < 110,880 fuel: loses 51,294 a day
    expect(row?.withoutSolar.profitPerDay).toBeCloseTo(-51_293.79, 2);
    expect(row?.withoutSolar.paybackDays).toBeNull();
    // with solar it still earns 4,146 a day: 300,000 / 4,146.21 = 72.4 → 73 days
    expect(row?.withSolar.paybackDays).toBe(73);
  });
});
