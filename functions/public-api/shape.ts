/**
 * The public API's answers in tarkov-market's shapes: items (`/item`, `/items/all`) and the game's
 * item templates (`/bsg/items/all`), from the market's rows and the items' extras.
 */

import type { CacheItem } from "../../src/contracts/cache";
import type { GameMode } from "../../src/contracts/game-mode";
import type { ApiBsgItem, ApiItem } from "../../src/contracts/public-api";
import { itemSlots } from "../../src/domain/slots";
import { itemHref } from "../../src/site/links";
import type { AnyDb } from "../db/queries/db-type";
import { displayNames, itemExtras, searchableItems } from "../search/items";

type Locale = "en" | "ru";
type Named = { name: string; ru: string | null };

const CURRENCY_SIGN = { RUB: "₽", USD: "$", EUR: "€" } as const;

/** A text in the reader's language: the Russian one on a Russian answer when there is one. */
const inLocale = (en: string, ru: string | null | undefined, locale: Locale) =>
  locale === "ru" && ru ? ru : en;

/** An item's name and short name in the reader's language. */
export const itemNames = (r: CacheItem, locale: Locale) => ({
  name: inLocale(r.name, r.ruName, locale),
  shortName: inLocale(r.shortName, r.ruShortName, locale),
});

const named = (n: Named | undefined, fallback: string, locale: Locale) =>
  n ? inLocale(n.name, n.ru, locale) : fallback;

/** The items as tarkov-market answers them: 0 or "" where a value is unknown, flagged as it flags it. */
export async function apiItems(
  db: AnyDb,
  rows: readonly CacheItem[],
  opts: { locale: Locale; origin: string; mode: GameMode },
): Promise<ApiItem[]> {
  const [extras, names, { traderSells }] = await Promise.all([
    itemExtras(db),
    displayNames(db),
    searchableItems(db, opts.mode),
  ]);
  const reference = `${opts.origin}/`;
  return rows.map((r) => {
    const extra = extras.get(r.uid);
    const sell = r.traderPrice === null ? undefined : traderSells.get(r.uid);
    const market = r.flea !== null;
    const icon = r.icon ?? "";
    const img = extra?.image ?? icon;
    return {
      uid: r.uid,
      bsgId: extra?.bsgId ?? "",
      ...itemNames(r, opts.locale),
      tags: r.tags.map((tag) => named(names.tags.get(tag), tag, opts.locale)),
      price: r.flea ?? 0,
      basePrice: extra?.basePrice ?? 0,
      avg24hPrice: market ? (r.avg24h ?? 0) : 0,
      avg7daysPrice: market ? (r.avg7d ?? 0) : 0,
      traderName: r.trader === null ? "" : named(names.traders.get(r.trader), r.trader, opts.locale),
      traderPrice: r.traderPrice === null ? 0 : (sell?.priceCur ?? r.traderPrice),
      traderPriceCur: r.traderPrice === null ? "" : CURRENCY_SIGN[sell?.currency ?? "RUB"],
      traderPriceRub: r.traderPrice ?? 0,
      updated: new Date(r.updatedAt).toISOString(),
      slots: itemSlots(r.width, r.height) ?? 0,
      diff24h: market ? (r.change24h ?? 0) : 0,
      diff7days: market ? (r.change7d ?? 0) : 0,
      icon,
      img,
      imgBig: extra?.imageBig ?? img,
      link: `${opts.origin}${itemHref(r.url, opts.locale)}`,
      wikiLink: extra?.wikiUrl ?? "",
      isFunctional: extra?.isFunctional ?? true,
      reference,
      bannedOnFlea: extra?.types.includes("noFlea") ?? false,
      haveMarketData: market,
      traderPriceUpdated:
        sell?.observedAt === null || sell === undefined ? null : new Date(sell.observedAt).toISOString(),
    };
  });
}

/**
 * The game's item templates by id, with what the data knows of each: names, weight, size, the
 * base price (`CreditsPrice`) and whether the flea market takes it. Items without a game id are
 * left out.
 */
export async function apiBsgItems(db: AnyDb, locale: Locale): Promise<Record<string, ApiBsgItem>> {
  const [extras, { rows }] = await Promise.all([itemExtras(db), searchableItems(db, "pvp")]);
  const out: Record<string, ApiBsgItem> = {};
  for (const r of rows) {
    const extra = extras.get(r.uid);
    const id = extra?.bsgId;
    if (!extra || !id) continue;
    const { name, shortName } = itemNames(r, locale);
    const props: ApiBsgItem["_props"] = { Name: name, ShortName: shortName };
    if (extra.weight !== null) props.Weight = extra.weight;
    if (r.width !== null) props.Width = r.width;
    if (r.height !== null) props.Height = r.height;
    if (extra.basePrice !== null) props.CreditsPrice = extra.basePrice;
    if (extra.types.length > 0) props.CanSellOnRagfair = !extra.types.includes("noFlea");
    out[id] = { _id: id, _type: "Item", _props: props };
  }
  return out;
}
