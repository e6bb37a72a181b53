/**
 * Which price an item gets in the calculators, and why (issue 7; flags of docs/product.md §3).
 *
 * Inputs are bought from the cheapest source the user can reach; outputs are sold on the best
 * route. Every answer carries its source (and the fee) so the UI can explain the number.
 * Choices, documented here and tested in price-resolution.test.ts:
 * - A custom price the user typed (userPricesMap / userSellPricesMap) overrides every other
 *   source: the user said what the item is worth to them.
 * - Prices are never borrowed across modes: offers of another mode than the settings' give none.
 * - Progress tracking on: traders and barters count up to the user's loyalty level (default 1)
 *   and crafts up to the built station level (when stationLevels is given). Off: all of them.
 * - The flea price is the hideoutUsePriceField field, falling back to the current price.
 * - "Historical" (the last known flea price) stands in for the flea price only when the item has
 *   no live flea price (banned from the flea); it is valued without a fee.
 * - Flea sales pay the fee (hideoutUseFee) on the listing at the flea price for the whole count,
 *   reduced with IC3 (fleaFeeReduction); items without a base price cannot be listed.
 * - hideoutSellToFleaOnlyMode leaves traders out of the sell routes.
 * - Money is never bought on the flea: roubles cost 1 ₽, dollars and euros the rate of the
 *   trader who sells them in the data (the cheapest, whatever the settings and loyalty: every
 *   player reaches LL1), unknown when the data has no such trader.
 * - Ties: the first source in the order trader, flea, barter, craft, historical.
 */
import { FLEA_RATES, type FleaRates, fleaFeeIfKnown, fleaFeeReduction } from "./flea-fee";

export type GameMode = "pvp" | "pve";
/** Which flea figure prices items: the current price or an average (hideoutUsePriceField). */
export type FleaPriceField = "price" | "avg24h" | "avg7d";
export type Currency = "RUB" | "USD" | "EUR";

/** A trader's offer for an item, price in roubles (priceCur in the offer's currency). */
export type TraderOffer = {
  trader: string;
  level: number;
  price: number;
  currency?: Currency;
  priceCur?: number;
  /** When the source observed the price (ms, a UTC day), if the data dates it. */
  observedAt?: number;
};
/** A barter yielding the item, with its cost per unit of the item precomputed. */
export type BarterSource = { uid: string; trader: string; level: number; unitCost: number };
/** A craft yielding the item, with its cost per unit of the item precomputed. */
export type CraftSource = { uid: string; station: string; level: number; unitCost: number };

/** Everything known about where an item can be bought or sold, in one game mode. */
export type ItemOffers = {
  mode: GameMode;
  /** Set when the item is money (roubles, dollars, euros): see moneyOf. */
  money?: Currency | null;
  /** Null when unknown: the flea fee is then unknown too, so a flea sale counts only when fees are off. */
  basePrice: number | null;
  /** Live flea figures (item_prices: flea → price, avg24h, avg7d); null or absent when none. */
  flea?: Partial<Record<FleaPriceField, number | null>>;
  /** Last known flea price, for items without a live one. */
  historical?: number | null;
  /** What traders sell the item for. */
  traderBuy?: readonly TraderOffer[];
  /** What traders pay for the item. */
  traderSell?: readonly TraderOffer[];
  barters?: readonly BarterSource[];
  crafts?: readonly CraftSource[];
};

/** The settings the calculators read (docs/product.md §3 names), for the active character. */
export type PriceSettings = {
  mode: GameMode;
  tradersLL: Readonly<Record<string, number>>;
  /** Built level per hideout station, when known; crafts above it are out of reach. */
  stationLevels?: Readonly<Record<string, number>>;
  hideoutUseProgress: boolean;
  hideoutUsePriceField: FleaPriceField;
  hideoutUseFee: boolean;
  hideoutUseFlea: boolean;
  hideoutUseCrafts: boolean;
  hideoutUseBarters: boolean;
  hideoutUseTradersPrices: boolean;
  hideoutUseHistorical: boolean;
  /** Whether trader offers of unknown loyalty level count (with progress tracking on). */
  hideoutUseUnknownLL: boolean;
  hideoutSellToFleaOnlyMode: boolean;
  hideoutUseSellToFlea: boolean;
  hideoutUseSellToTraders: boolean;
  hideoutUseSellToHistorical: boolean;
  /** Fuel kind burnt by the generator: '' (fuel not counted), 'metal' or another kind. */
  hideoutUseFuel: string;
  isIC3Built: boolean;
  isSolarPowerBuilt: boolean;
  skill_Crafting: number;
  skill_HideoutManagement: number;
  userPricesMap?: Readonly<Record<string, number>>;
  userSellPricesMap?: Readonly<Record<string, number>>;
};

/** docs/product.md §3 defaults; flea-only mode is off so that the trader route (on by default) counts. */
export const DEFAULT_PRICE_SETTINGS: PriceSettings = {
  mode: "pvp",
  tradersLL: {},
  hideoutUseProgress: true,
  hideoutUseFuel: "",
  hideoutUsePriceField: "price",
  hideoutUseFee: true,
  hideoutUseFlea: true,
  hideoutUseCrafts: true,
  hideoutUseBarters: true,
  hideoutUseTradersPrices: true,
  hideoutUseHistorical: true,
  hideoutUseUnknownLL: true,
  hideoutSellToFleaOnlyMode: false,
  hideoutUseSellToFlea: true,
  hideoutUseSellToTraders: true,
  hideoutUseSellToHistorical: true,
  isSolarPowerBuilt: false,
  isIC3Built: false,
  skill_Crafting: 0,
  skill_HideoutManagement: 0,
};

type TraderDetails = {
  trader: string;
  level: number;
  currency?: Currency;
  priceCur?: number;
  observedAt?: number;
};
export type NoSource = { kind: "none"; reason: "other-mode" | "unavailable" };
export type InputSource =
  | ({ kind: "trader" } & TraderDetails)
  | { kind: "flea"; field: FleaPriceField }
  | { kind: "barter"; uid: string; trader: string; level: number }
  | { kind: "craft"; uid: string; station: string; level: number }
  | { kind: "historical" }
  | { kind: "custom" }
  | { kind: "money"; currency: Currency; trader?: string };
export type OutputSource =
  | ({ kind: "trader" } & TraderDetails)
  | { kind: "flea"; field: FleaPriceField; listPrice: number; fee: number; feeReduction: number }
  | { kind: "historical" }
  | { kind: "custom" };

/** A priced option: per-unit price, total for the count, and where it comes from. */
export type Priced<S> = { price: number; total: number; source: S };
/** The chosen option (price null when none) and every other reachable one, best first. */
export type Resolution<S> = {
  item: string;
  count: number;
  price: number | null;
  total: number | null;
  source: S | NoSource;
  alternatives: Priced<S>[];
};

export type ResolveOptions = {
  item: string;
  /** The item's offers in the settings' mode (undefined when unknown). */
  offers: ItemOffers | undefined;
  settings: PriceSettings;
  /** Units bought or sold together, default 1. */
  count?: number;
  rates?: FleaRates;
};

const KIND_ORDER = ["custom", "money", "trader", "flea", "barter", "craft", "historical"] as const;

/** Currency items by short name, as the game names them (category Money). */
const MONEY: Record<string, Currency> = { RUB: "RUB", USD: "USD", EUR: "EUR" };

/**
 * The currency an item is, if it is money.
 * @example moneyOf({ category: "Money", shortName: "USD" }) // "USD"
 */
export function moneyOf(item: { category: string | null; shortName: string }): Currency | null {
  return item.category === "Money" ? (MONEY[item.shortName] ?? null) : null;
}

/** What `count` of a currency costs in roubles: 1 ₽ a rouble, the trader's rate for the others. */
function moneyPrice(currency: Currency, offers: ItemOffers, count: number): Priced<InputSource>[] {
  if (currency === "RUB") return [unit(1, count, { kind: "money", currency })];
  const rates = [...(offers.traderBuy ?? [])].sort((a, b) => a.price - b.price);
  const best = rates[0];
  return best ? [unit(best.price, count, { kind: "money", currency, trader: best.trader })] : [];
}

/** What decides whether a trader's offer is in reach: the loyalty levels and two of the settings. */
export type LoyaltyRule = Pick<PriceSettings, "tradersLL" | "hideoutUseProgress" | "hideoutUseUnknownLL">;

/**
 * A character's loyalty rule; a visitor's, and any field not set, take the defaults.
 * @example loyaltyRuleOf({ tradersLL: { prapor: 2 } }).hideoutUseUnknownLL // true
 */
export function loyaltyRuleOf(char?: Partial<LoyaltyRule> | null): LoyaltyRule {
  return {
    tradersLL: char?.tradersLL ?? {},
    hideoutUseProgress: char?.hideoutUseProgress ?? DEFAULT_PRICE_SETTINGS.hideoutUseProgress,
    hideoutUseUnknownLL: char?.hideoutUseUnknownLL ?? DEFAULT_PRICE_SETTINGS.hideoutUseUnknownLL,
  };
}

/**
 * Whether the user reaches a trader's loyalty level (always with progress tracking off): the one
 * rule of every buy price, in the calculators, the gear and the weapon builds.
 * @example traderReachable({ ...DEFAULT_PRICE_SETTINGS, tradersLL: { prapor: 2 } }, "prapor", 3) // false
 */
export function traderReachable(settings: LoyaltyRule, trader: string, level: number): boolean {
  if (!settings.hideoutUseProgress) return true;
  // an offer whose level the data does not know counts only where the settings allow it ("LL?")
  if (level === UNKNOWN_LEVEL) return settings.hideoutUseUnknownLL;
  return level <= (settings.tradersLL[trader] ?? 1);
}

/** The loyalty level of a trader offer the data does not know (the source gives none). */
export const UNKNOWN_LEVEL = 0;

/**
 * A loyalty level as shown: its number, or "?" when unknown.
 * @example levelText(0) // "?"
 */
export const levelText = (level: number) => (level === UNKNOWN_LEVEL ? "?" : String(level));

/**
 * Whether a station level is built (always with progress off or without stationLevels).
 * @example stationReachable({ ...DEFAULT_PRICE_SETTINGS, stationLevels: { lavatory: 1 } }, "lavatory", 2) // false
 */
export function stationReachable(settings: PriceSettings, station: string, level: number): boolean {
  if (!settings.hideoutUseProgress || !settings.stationLevels) return true;
  return level <= (settings.stationLevels[station] ?? 0);
}

const positive = (x: number | null | undefined): x is number => typeof x === "number" && x > 0;

/**
 * The live flea figure the settings ask for (falling back to the current price), with its field.
 * @example fleaPriceOf({ price: 100, avg24h: null }, "avg24h") // { price: 100, field: "price" }
 */
export function fleaPriceOf(
  flea: ItemOffers["flea"],
  field: FleaPriceField,
): { price: number; field: FleaPriceField } | null {
  const chosen = flea?.[field];
  if (positive(chosen)) return { price: chosen, field };
  const current = flea?.price;
  return positive(current) ? { price: current, field: "price" } : null;
}

function pick<S extends { kind: string }>(
  base: { item: string; count: number },
  options: Priced<S>[],
  better: (a: number, b: number) => number,
  none: NoSource,
): Resolution<S> {
  const rank = (s: S) => KIND_ORDER.indexOf(s.kind as (typeof KIND_ORDER)[number]);
  const sorted = options.sort((a, b) => better(a.total, b.total) || rank(a.source) - rank(b.source));
  const [best, ...alternatives] = sorted;
  if (!best) return { ...base, price: null, total: null, source: none, alternatives: [] };
  return { ...base, price: best.price, total: best.total, source: best.source, alternatives };
}

const customPrice = (map: Readonly<Record<string, number>> | undefined, item: string) => {
  const price = map?.[item];
  return typeof price === "number" && Number.isFinite(price) && price >= 0 ? price : null;
};

/**
 * The cheapest reachable way to get `count` of an item, with its source.
 * @example resolveInputPrice({ item, offers, settings }).source // { kind: "flea", field: "price" }
 */
export function resolveInputPrice(options: ResolveOptions): Resolution<InputSource> {
  const { item, offers, settings, count = 1 } = options;
  const base = { item, count };
  const custom = customPrice(settings.userPricesMap, item);
  if (custom !== null) return pick(base, [unit(custom, count, { kind: "custom" })], ascending, unavailable);
  if (!offers || offers.mode !== settings.mode) return pick(base, [], ascending, noneFor(offers));
  if (offers.money) return pick(base, moneyPrice(offers.money, offers, count), ascending, unavailable);

  const found: Priced<InputSource>[] = [];
  const flea = fleaPriceOf(offers.flea, settings.hideoutUsePriceField);
  if (flea && settings.hideoutUseFlea)
    found.push(unit(flea.price, count, { kind: "flea", field: flea.field }));
  if (!flea && settings.hideoutUseHistorical && positive(offers.historical)) {
    found.push(unit(offers.historical, count, { kind: "historical" }));
  }
  if (settings.hideoutUseTradersPrices) {
    for (const o of offers.traderBuy ?? []) {
      if (traderReachable(settings, o.trader, o.level)) found.push(unit(o.price, count, traderSource(o)));
    }
  }
  if (settings.hideoutUseBarters) {
    for (const b of offers.barters ?? []) {
      if (!traderReachable(settings, b.trader, b.level)) continue;
      found.push(unit(b.unitCost, count, { kind: "barter", uid: b.uid, trader: b.trader, level: b.level }));
    }
  }
  if (settings.hideoutUseCrafts) {
    for (const c of offers.crafts ?? []) {
      if (!stationReachable(settings, c.station, c.level)) continue;
      found.push(unit(c.unitCost, count, { kind: "craft", uid: c.uid, station: c.station, level: c.level }));
    }
  }
  return pick(base, found, ascending, unavailable);
}

/**
 * The best reachable way to sell `count` of an item (the flea after its fee, a trader, historical).
 * @example resolveOutputValue({ item, offers, settings, count: 3 }).source.kind // "flea"
 */
export function resolveOutputValue(options: ResolveOptions): Resolution<OutputSource> {
  const { item, offers, settings, count = 1, rates = FLEA_RATES } = options;
  const base = { item, count };
  const custom = customPrice(settings.userSellPricesMap, item);
  if (custom !== null) return pick(base, [unit(custom, count, { kind: "custom" })], descending, unavailable);
  if (!offers || offers.mode !== settings.mode) return pick(base, [], descending, noneFor(offers));

  const found: Priced<OutputSource>[] = [];
  const flea = fleaPriceOf(offers.flea, settings.hideoutUsePriceField);
  const feeReduction = fleaFeeReduction({
    isIC3Built: settings.isIC3Built,
    useProgress: settings.hideoutUseProgress,
    hideoutManagement: settings.skill_HideoutManagement,
  });
  const fee = !flea
    ? null
    : settings.hideoutUseFee
      ? fleaFeeIfKnown({
          basePrice: offers.basePrice,
          price: flea.price,
          count,
          rates,
          reduction: feeReduction,
        })
      : 0;
  if (flea && settings.hideoutUseSellToFlea && fee !== null) {
    const total = flea.price * count - fee;
    const source = { kind: "flea", field: flea.field, listPrice: flea.price, fee, feeReduction } as const;
    found.push({ price: total / count, total, source });
  }
  if (!flea && settings.hideoutUseSellToHistorical && positive(offers.historical)) {
    found.push(unit(offers.historical, count, { kind: "historical" }));
  }
  if (settings.hideoutUseSellToTraders && !settings.hideoutSellToFleaOnlyMode) {
    for (const o of offers.traderSell ?? []) {
      if (traderReachable(settings, o.trader, o.level)) found.push(unit(o.price, count, traderSource(o)));
    }
  }
  return pick(base, found, descending, unavailable);
}

const ascending = (a: number, b: number) => a - b;
const descending = (a: number, b: number) => b - a;
const unavailable: NoSource = { kind: "none", reason: "unavailable" };
const noneFor = (offers: ItemOffers | undefined): NoSource =>
  offers ? { kind: "none", reason: "other-mode" } : unavailable;

function unit<S>(price: number, count: number, source: S): Priced<S> {
  return { price, total: price * count, source };
}

function traderSource(o: TraderOffer): { kind: "trader" } & TraderDetails {
  const source: TraderDetails & { kind: "trader" } = { kind: "trader", trader: o.trader, level: o.level };
  if (o.currency) source.currency = o.currency;
  if (o.priceCur !== undefined) source.priceCur = o.priceCur;
  if (o.observedAt !== undefined) source.observedAt = o.observedAt;
  return source;
}
