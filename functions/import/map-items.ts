/**
 * Items, tags, prices, trader offers and price points → Dataset rows. Items of the item
 * files get rows of every file's fields merged (merge-items.ts); items only referenced
 * (recipes, quests, hideout) get minimal rows named from the name book, so every reference
 * resolves. What no source knows stays null (never 0, "Other" or 1×1).
 */

import { UNKNOWN_LEVEL } from "../../src/domain/price-resolution";
import { isStaticSeries, seriesStats } from "../../src/domain/price-series";
import { utcDay } from "../../src/domain/price-stats";
import { itemSlug, SLUG_MAX } from "../../src/domain/slug";
import type { Dataset } from "../db/dataset";
import type { Ctx, Unresolved } from "./context";
import { dashed } from "./context";
import { localeNames } from "./locale-names";
import { type MergedItem, mergeItems } from "./merge-items";
import type { ItemSource, Mode, UOffer } from "./model";

type ItemRow = Dataset["items"][number];

/** Category names that say nothing about the item (roots of every category path). */
const ROOT_CATEGORIES = new Set(["Item", "Compound item"]);
/** Category → tag where the site's tag name differs from the category's (docs/product.md §3 tags). */
const TAG_OF: Record<string, string> = {
  Knife: "Melee_weapons",
  "Throwable weapon": "Throwables",
  Weapon: "Weapon",
};
const tagOf = (category: string) => TAG_OF[category] ?? category.replace(/[ /]+/g, "_");

export type ItemOptions = {
  /** Milliseconds: items.updatedAt. */
  now: number;
  /** url → uid of rows already in the database (slugs stay unique across imports). */
  existingUrls: Map<string, string>;
  /** uids already in the database: no minimal row is written over them. */
  existingUids: Set<string>;
};

type ItemParts = Pick<
  Dataset,
  "items" | "tags" | "itemTags" | "itemPrices" | "traderOffers" | "pricePoints" | "priceSeries"
>;

/** What the item mapping could not settle: references no source knows, rows without a name. */
export type ItemGaps = {
  /** Item references no source knows (neither an item file nor any name). */
  unknown: Unresolved[];
  /** Items written with their id for a name (an item file has them, no source names them). */
  unnamed: string[];
};

export function mapItems(ctx: Ctx, opts: ItemOptions): ItemParts & { gaps: ItemGaps } {
  const merged = mergeItems(ctx.up, ctx.referenced.keys());
  const rows: ItemRow[] = [];
  const gaps: ItemGaps = { unknown: [], unnamed: [] };
  const tagNames = new Map<string, string>();
  const itemTags: Dataset["itemTags"] = [];
  for (const m of [...merged.values()].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))) {
    if (!m.name) {
      if (m.inItemFile) gaps.unnamed.push(m.id);
      else
        for (const from of ctx.referenced.get(m.id) ?? [])
          gaps.unknown.push({ kind: "item", id: m.id, from });
    }
    if (!m.inItemFile && opts.existingUids.has(m.id)) continue;
    const row = itemRow(ctx, m, opts.now);
    rows.push(row);
    for (const c of m.categories ?? []) {
      if (ROOT_CATEGORIES.has(c)) continue;
      if (!tagNames.has(tagOf(c))) tagNames.set(tagOf(c), c);
      itemTags.push({ tag: tagOf(c), itemUid: m.id });
    }
  }
  assignUrls(rows, opts.existingUrls);
  // Russian tag names: the site's own (src/i18n/game-names.ts, plural as category pages name them)
  const tags = [...tagNames].map(([tag, name]) => ({ tag, name, nameL10n: { ru: "" } }));
  const known = new Set([...rows.map((r) => r.uid), ...opts.existingUids]);
  return { items: rows, tags, itemTags: dedupeTags(itemTags), ...mapPrices(ctx, known), gaps };
}

/** The name of an item that no source names (its id stays in the uid and the report). */
export const UNKNOWN_ITEM = { en: "Unknown item", ru: "Неизвестный предмет" };

/** The category a quest item (feed `data.questItems`) has: it is one, whatever else is unknown. */
const QUEST_ITEM = "Quest item";

function itemRow(ctx: Ctx, m: MergedItem, now: number): ItemRow {
  const quest = ctx.up.names.questItems.get(m.id);
  // No source names it (listed by the import report): a readable placeholder, never the raw id.
  const name = m.name ?? UNKNOWN_ITEM.en;
  const shortName = m.shortName ?? (m.name ? name : "?");
  const categories = (m.categories ?? []).filter((c) => !ROOT_CATEGORIES.has(c));
  const tags = [...new Set(categories.map(tagOf))];
  const width = m.width ?? quest?.width ?? null;
  const height = m.height ?? quest?.height ?? null;
  return {
    uid: m.id,
    bsgId: m.id,
    // an unnamed item's url keeps its id: the same page whatever else a later import names
    url: m.name ? "" : itemSlug({ uid: m.id, name: `${UNKNOWN_ITEM.en} ${m.id}`, isFunctional: true }),
    name,
    shortName,
    nameL10n: { ru: m.name ? localeNames(ctx.up.names, "ru").item(m.id) : UNKNOWN_ITEM.ru },
    shortNameL10n: { ru: m.name ? localeNames(ctx.up.names, "ru").itemShort(m.id) : "" },
    descL10n: { ru: "" },
    category: categories[0] ?? (quest ? QUEST_ITEM : null),
    caliber: m.caliber ?? m.props?.caliber ?? null,
    isFunctional: true,
    tags,
    side: null,
    basePrice: m.basePrice ?? null,
    width: width !== null && height !== null ? width : null,
    height: width !== null && height !== null ? height : null,
    weight: m.weight ?? null,
    types: m.types ?? [],
    props: m.props ?? null,
    wikiUrl: m.wikiUrl ?? null,
    wikiIcon: m.iconUrl ?? null,
    wikiImg: m.imageUrl ?? null,
    search: [name, shortName, ...tags].join(" ").toLowerCase(),
    updatedAt: now,
  };
}

/**
 * Whether a stored row is a minimal one (made from a reference, not from an item file):
 * nothing but a name, and for quest items their category and size.
 */
export const isMinimal = (r: {
  category: string | null;
  basePrice: number | null;
  types: string[];
  props: unknown;
  weight: number | null;
}) =>
  r.basePrice === null &&
  r.weight === null &&
  r.props === null &&
  r.types.length === 0 &&
  (r.category === null || r.category === QUEST_ITEM);

/**
 * docs/product.md §3 slug per row, in uid order (itemSlug: always a valid address, the uid for a name that
 * makes none); a slug taken by another uid gets "_<uid>", cut so that it stays within SLUG_MAX.
 */
function assignUrls(rows: ItemRow[], existing: Map<string, string>) {
  rows.sort((a, b) => (a.uid < b.uid ? -1 : a.uid > b.uid ? 1 : 0));
  // Slugs held by rows this import rewrites are free again.
  const rewritten = new Set(rows.map((r) => r.uid));
  const taken = new Map([...existing].filter(([, uid]) => !rewritten.has(uid)));
  for (const r of rows) {
    let url = itemSlug({ uid: r.uid, url: r.url, name: r.name, isFunctional: r.isFunctional });
    const owner = taken.get(url);
    if (owner !== undefined && owner !== r.uid) url = `${url.slice(0, SLUG_MAX - r.uid.length - 1)}_${r.uid}`;
    taken.set(url, r.uid);
    r.url = url;
  }
}

function dedupeTags(list: Dataset["itemTags"]): Dataset["itemTags"] {
  const seen = new Set<string>();
  return list.filter((t) => {
    const key = `${t.tag}\u0000${t.itemUid}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

const CURRENCIES = new Set(["RUB", "USD", "EUR"]);

/** Older price sources than this before a mode's newest are not mixed with it (their figures are another era). */
const PRICE_ERA = 30 * 86_400_000;
/** Trader offers older than this before the newest offer of their item and kind are dropped. */
const OFFER_ERA = 365 * 86_400_000;

type PriceRow = Dataset["itemPrices"][number];
type OfferRow = Dataset["traderOffers"][number];

/**
 * item_prices, trader_offers, price_points and price_series, each in its source's mode only.
 * - Per item and mode the newest priced record gives item_prices, from records of the mode's
 *   newest price era only: an item the current prices lack has no price, not a year-old one, and
 *   a record with no flea figure at all gives no row.
 *   A price whose daily series never moved (the upstream's static table) is no price either.
 * - Every dated record gives a price point, unless the mode has an imported series.
 * - Trader offers: per item, mode, trader and kind the newest source's, among sources at most a
 *   year older than the newest with offers of that kind for the item; each row keeps its date.
 * - Avg 7d and the changes come from the mode's daily series where there is one.
 * Times are milliseconds.
 */
function mapPrices(
  ctx: Ctx,
  known: Set<string>,
): Pick<Dataset, "itemPrices" | "traderOffers" | "pricePoints" | "priceSeries"> {
  const sources = [...(ctx.up.items ?? [])].sort((a, b) => b.asOf - a.asOf);
  const priceSources = sources.filter((src) => src.items.some((i) => i.hasPrices));
  const newestPrice = new Map<Mode, number>();
  for (const src of priceSources)
    newestPrice.set(src.mode, Math.max(newestPrice.get(src.mode) ?? 0, src.asOf));
  const seriesModes = new Set((ctx.up.series ?? []).map((s) => s.mode));
  // a daily series that never moved is the upstream's static table, not a market price
  const staticPrice = new Set<string>();
  for (const s of ctx.up.series ?? [])
    if (s.step === "day")
      for (const [id, values] of s.values)
        if (isStaticSeries(values)) staticPrice.add(`${id}\u0000${s.mode}`);
  const prices = new Map<string, { rank: number; row: PriceRow }>();
  const points = new Map<string, Dataset["pricePoints"][number]>();
  for (const src of priceSources) {
    const eraStart = (newestPrice.get(src.mode) ?? 0) - PRICE_ERA;
    for (const i of src.items) {
      if (!i.hasPrices || !known.has(i.id)) continue;
      ctx.at(`item ${i.id}`);
      const at = i.updated ?? src.timestamp;
      const key = `${i.id}\u0000${src.mode}`;
      const price = i.flea ?? i.avg24h;
      // an older era's price is history (a point), not a current figure
      if (price !== null && !seriesModes.has(src.mode))
        points.set(`${key}\u0000${at}`, { itemUid: i.id, mode: src.mode, ts: at, price });
      // a current figure: observed in the mode's price era, of a market (not a static table), known
      const current = (i.updated ?? src.asOf) >= eraStart && price !== null;
      if (!current || staticPrice.has(key)) continue;
      const rank = i.updated ?? src.asOf;
      const prev = prices.get(key);
      if (!prev || rank > prev.rank) {
        const row = {
          itemUid: i.id,
          mode: src.mode,
          flea: i.flea,
          avg24h: i.avg24h,
          low24h: i.low24h,
          high24h: i.high24h,
          offers: 0,
          updatedAt: at,
        };
        prices.set(key, { rank, row });
      }
    }
  }
  const series = mapSeries(ctx, known).filter((s) => !staticPrice.has(`${s.itemUid}\u0000${s.mode}`));
  const itemPrices = [...prices.values()].map((p) => p.row);
  addSeriesStats(itemPrices, series);
  return {
    itemPrices,
    traderOffers: mapOffers(ctx, sources).filter((o) => known.has(o.itemUid)),
    pricePoints: [...points.values()],
    priceSeries: series,
  };
}

function mapOffers(ctx: Ctx, sources: ItemSource[]): OfferRow[] {
  // the newest source with offers per item, mode and kind: the era's end
  const newest = new Map<string, number>();
  for (const src of sources)
    for (const i of src.items)
      for (const o of i.offers) {
        const key = `${i.id}\u0000${src.mode}\u0000${o.kind}`;
        newest.set(key, Math.max(newest.get(key) ?? 0, offerTime(o, i.updated, src)));
      }
  const offers = new Map<string, OfferRow>();
  const owner = new Map<string, number>();
  for (const src of sources) {
    for (const i of src.items) {
      for (const o of i.offers) {
        ctx.at(`item ${i.id}`);
        const at = offerTime(o, i.updated, src);
        if (at < (newest.get(`${i.id}\u0000${src.mode}\u0000${o.kind}`) ?? 0) - OFFER_ERA) continue;
        const row = offerRow(ctx, i.id, src.mode, o, at);
        if (!row) continue;
        // per trader and kind, only the newest source's offers (its levels stay together)
        const whose = `${i.id}\u0000${src.mode}\u0000${row.trader}\u0000${row.kind}`;
        const ownerAt = owner.get(whose);
        if (ownerAt !== undefined && ownerAt > at) continue;
        owner.set(whose, at);
        const key = `${whose}\u0000${row.level}`;
        const prev = offers.get(key);
        const prevAt = prev?.observedAt ?? 0;
        const better =
          !prev ||
          at > prevAt ||
          (at === prevAt && (row.kind === "buy" ? row.price < prev.price : row.price > prev.price));
        if (better) offers.set(key, row);
      }
    }
  }
  return [...offers.values()];
}

/** When an offer was observed: its own time, its item's, else its source's newest record (0: undated). */
const offerTime = (o: UOffer, updated: number | undefined, src: ItemSource) => o.at ?? updated ?? src.asOf;

/** price_series rows of the items the data has (series of unknown ids are dropped). */
function mapSeries(ctx: Ctx, known: Set<string>): Dataset["priceSeries"] {
  const out = new Map<string, Dataset["priceSeries"][number]>();
  for (const s of ctx.up.series ?? []) {
    for (const [id, values] of s.values) {
      if (!known.has(id) || values.every((v) => v === null)) continue;
      out.set(`${id}\u0000${s.mode}\u0000${s.step}`, {
        itemUid: id,
        mode: s.mode,
        step: s.step,
        start: s.start,
        values,
      });
    }
  }
  return [...out.values()];
}

/** Avg 7d and the 24h and 7d changes from each item's daily series, at its price's day. */
function addSeriesStats(rows: PriceRow[], series: Dataset["priceSeries"]) {
  const daily = new Map(
    series.filter((s) => s.step === "day").map((s) => [`${s.itemUid}\u0000${s.mode}`, s]),
  );
  for (const row of rows) {
    const s = daily.get(`${row.itemUid}\u0000${row.mode}`);
    if (!s) continue;
    const stats = seriesStats({ step: "day", start: s.start, values: s.values }, utcDay(row.updatedAt));
    row.avg7d = stats.avg7d;
    row.change24h = stats.change24h;
    row.change7d = stats.change7d;
  }
}

const GAME_ID = /^[0-9a-f]{24}$/;

function offerRow(ctx: Ctx, itemUid: string, mode: Mode, o: UOffer, at: number): OfferRow | null {
  if (dashed(o.vendor) === "flea-market") return null;
  const trader = GAME_ID.test(o.vendor) ? ctx.trader(o.vendor) : traderOfName(ctx, o.vendor);
  const own = o.price !== undefined && o.currency && CURRENCIES.has(o.currency);
  return {
    itemUid,
    mode,
    trader,
    kind: o.kind,
    // what a trader sells needs a loyalty level: unknown (0) when the source does not say; what a
    // trader pays does not depend on it (level 1)
    level: o.level ?? (o.kind === "buy" ? UNKNOWN_LEVEL : 1),
    price: Math.round(o.priceRUB),
    currency: own ? (o.currency as "RUB" | "USD" | "EUR") : "RUB",
    priceCur: Math.round(own ? (o.price as number) : o.priceRUB),
    observedAt: at > 0 ? at : null,
  };
}

/** Our trader uid of a vendor name ("Prapor", "prapor"): the known traders', else its dashed form. */
function traderOfName(ctx: Ctx, vendor: string): string {
  const dash = dashed(vendor);
  const known = ctx.up.traders?.find((t) => t.normalizedName === dash || t.name === vendor);
  return known ? ctx.trader(known.id) : dash;
}
