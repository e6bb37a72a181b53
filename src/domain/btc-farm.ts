/**
 * Bitcoin farm economics for 1..50 graphics cards (issue 7).
 *
 * Time per bitcoin = D / (1 + (n − 1) × 0.041225) for n cards
 * (https://escapefromtarkov.fandom.com/wiki/Hideout#Bitcoin_farm, the formula tarkov.dev uses),
 * D from the data (the farm's craft duration), 145,000 s when absent.
 * Profit per day = bitcoins per day × bitcoin value − fuel per day; payback = cards' cost /
 * profit per day, rounded up to whole days (null when the farm loses money), as tarkov.dev shows it.
 * The generator burns the same fuel whatever the card count, so fuel per day is one figure.
 */
import { type FuelCostOptions, fuelConsumptionPerHour, fuelCostPerHour } from "./fuel";

/** Seconds per bitcoin with one card when the data has no duration. */
export const BTC_BASE_DURATION = 145_000;
/** Production bonus of each card after the first. */
export const BTC_CARD_BONUS = 0.041225;
export const MAX_GRAPHICS_CARDS = 50;
const DAY = 86_400;

/**
 * Seconds to produce one bitcoin with `cards` graphics cards.
 * @example btcSecondsPerBitcoin(50, 145_000) // 48_012.85 (145,000 / 3.020025)
 */
export function btcSecondsPerBitcoin(cards: number, duration: number = BTC_BASE_DURATION): number {
  return duration / (1 + (cards - 1) * BTC_CARD_BONUS);
}

export type BtcFarmOptions = {
  /** Rows for 1..cards graphics cards (default and at most 50). */
  cards?: number;
  /** Seconds per bitcoin with one card, from the data (null/absent: 145,000). */
  duration?: number | null;
  /** Whether the user's hideout has solar power: picks each row's `current` figures. */
  solar: boolean;
  /** Value of one bitcoin (₽), for example its best sell route after the fee. */
  bitcoinPrice: number;
  /** Price of one graphics card (₽). */
  cardPrice: number;
  /** Fuel: base consumption per hour, fuel kind, tank price and hideout management (solar is set per column). */
  fuel: Omit<FuelCostOptions, "solar">;
};

export type BtcFarmEconomics = {
  /** Fuel units burnt per day. */
  fuelPerDay: number;
  /** Roubles of fuel per day. */
  fuelCostPerDay: number;
  profitPerDay: number;
  /** Whole days until the cards are paid back; null when profit per day is not positive. */
  paybackDays: number | null;
};

export type BtcFarmRow = {
  cards: number;
  secondsPerBitcoin: number;
  bitcoinsPerDay: number;
  revenuePerDay: number;
  cardsCost: number;
  withoutSolar: BtcFarmEconomics;
  withSolar: BtcFarmEconomics;
  /** withSolar or withoutSolar, following the `solar` option. */
  current: BtcFarmEconomics;
};

/**
 * One row per card count (1..cards) with production, fuel, profit and payback, with and without solar.
 * @example btcFarm({ solar: false, bitcoinPrice: 480_000, cardPrice: 300_000, fuel })[0].bitcoinsPerDay // 0.5959
 */
export function btcFarm(options: BtcFarmOptions): BtcFarmRow[] {
  const last = Math.min(MAX_GRAPHICS_CARDS, Math.max(1, Math.floor(options.cards ?? MAX_GRAPHICS_CARDS)));
  const duration = options.duration && options.duration > 0 ? options.duration : BTC_BASE_DURATION;
  const fuelDay = (solar: boolean) => ({
    fuelPerDay: fuelConsumptionPerHour({ ...options.fuel, solar }) * 24,
    fuelCostPerDay: fuelCostPerHour({ ...options.fuel, solar }) * 24,
  });
  const fuel = { withoutSolar: fuelDay(false), withSolar: fuelDay(true) };

  const rows: BtcFarmRow[] = [];
  for (let cards = 1; cards <= last; cards++) {
    const secondsPerBitcoin = btcSecondsPerBitcoin(cards, duration);
    const bitcoinsPerDay = DAY / secondsPerBitcoin;
    const revenuePerDay = bitcoinsPerDay * options.bitcoinPrice;
    const cardsCost = cards * options.cardPrice;
    const economics = (f: { fuelPerDay: number; fuelCostPerDay: number }): BtcFarmEconomics => {
      const profitPerDay = revenuePerDay - f.fuelCostPerDay;
      const paybackDays = profitPerDay > 0 ? Math.ceil(cardsCost / profitPerDay) : null;
      return { ...f, profitPerDay, paybackDays };
    };
    const withoutSolar = economics(fuel.withoutSolar);
    const withSolar = economics(fuel.withSolar);
    rows.push({
      cards,
      secondsPerBitcoin,
      bitcoinsPerDay,
      revenuePerDay,
      cardsCost,
      withoutSolar,
      withSolar,
      current: options.solar ? withSolar : withoutSolar,
    });
  }
  return rows;
}
