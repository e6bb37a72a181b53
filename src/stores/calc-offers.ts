import type { CacheItem } from "../contracts/cache";
import type { CalcData, CalcOffer } from "../contracts/calc";
import type { GameMode } from "../contracts/game-mode";
import type { SettingsFlags, UserGameMode } from "../contracts/user";
import type { OffersLookup } from "../domain/craft-profit";
import { type ItemOffers, moneyOf, type PriceSettings, type TraderOffer } from "../domain/price-resolution";

/**
 * Glue between the API's shapes and the calculators' domain: an item's offers from the items
 * cache (flea figures) and the calc data (trader offers, historical and base price), both of
 * the same game mode; and the domain's PriceSettings from the user's settings.
 */

const DAY_MS = 86_400_000;

const traderOffer = ([trader, level, price, currency, priceCur, day]: CalcOffer): TraderOffer => ({
  trader,
  level,
  price,
  currency,
  priceCur,
  ...(day !== undefined ? { observedAt: day * DAY_MS } : {}),
});

/**
 * An offers lookup over the cache items and the calc data; undefined for unknown items.
 * @example offersLookup(cache.items, calcData)("item-uid")?.flea?.price
 */
export function offersLookup(
  items: Readonly<Record<string, CacheItem>>,
  calc: Pick<CalcData, "mode" | "buy" | "sell" | "historical" | "basePrice">,
): OffersLookup {
  const memo = new Map<string, ItemOffers | undefined>();
  return (uid) => {
    if (memo.has(uid)) return memo.get(uid);
    const item = items[uid];
    const offers: ItemOffers | undefined = item && {
      mode: calc.mode,
      money: moneyOf(item),
      basePrice: calc.basePrice[uid] ?? null,
      flea: { price: item.flea, avg24h: item.avg24h, avg7d: item.avg7d },
      historical: calc.historical[uid] ?? null,
      traderBuy: (calc.buy[uid] ?? []).map(traderOffer),
      traderSell: (calc.sell[uid] ?? []).map(traderOffer),
    };
    memo.set(uid, offers);
    return offers;
  };
}

/** What the calculators read of the user's settings (see stores/calc-settings). */
export type CalcSettingsInput = SettingsFlags & {
  mode: UserGameMode;
  tradersLL: Readonly<Record<string, number>>;
  userPricesMap: Readonly<Record<string, number>>;
  userSellPricesMap: Readonly<Record<string, number>>;
};

/**
 * The domain's settings for a user's flags; stationLevels limits crafts to built stations.
 * @example toPriceSettings(settings).mode // "pvp"
 */
export function toPriceSettings(
  s: CalcSettingsInput,
  stationLevels?: Readonly<Record<string, number>>,
): PriceSettings {
  const mode: GameMode = s.mode === "PVE" ? "pve" : "pvp";
  return { ...s, mode, ...(stationLevels ? { stationLevels } : {}) };
}

/**
 * Built level per station from the built hideout level uids (modulesBuilt).
 * @example builtStationLevels(["lav-1", "lav-2"], levels) // { lavatory: 2 }
 */
export function builtStationLevels(
  modulesBuilt: readonly string[],
  levels: readonly { uid: string; stationUid: string; level: number }[],
): Record<string, number> {
  const built = new Set(modulesBuilt);
  const out: Record<string, number> = {};
  for (const l of levels) {
    if (built.has(l.uid)) out[l.stationUid] = Math.max(out[l.stationUid] ?? 0, l.level);
  }
  return out;
}

/**
 * The same level for every station (the page's "my stations are at level N" choice).
 * @example uniformStationLevels(2, [{ uid: "lavatory" }]) // { lavatory: 2 }
 */
export function uniformStationLevels(level: number, stations: readonly { uid: string }[]) {
  return Object.fromEntries(stations.map((s) => [s.uid, level]));
}
