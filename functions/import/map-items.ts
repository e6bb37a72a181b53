/**
 * Items, tags, prices, trader offers and price points → Dataset rows. Items of the item
 * files get rows of every file's fields merged (merge-items.ts); items only referenced
 * (recipes, quests, hideout) get minimal rows named from the name book, so every reference
 * resolves. What no source knows stays null (never 0, "Other" or 1×1).
 */
import { itemSlug } from "../../src/domain/slug";
import type { Dataset } from "../db/dataset";
import type { Ctx, Unresolved } from "./context";
import { dashed } from "./context";
import { type MergedItem, mergeItems } from "./merge-items";
import type { ItemSource, Mode, UOffer } from "./model";

type ItemRow = Dataset["items"][number];

/** Category names that say nothing about the item (roots of every category path). */
const ROOT_CATEGORIES = new Set(["Item", "Compound item"]);
/** Category → tag where the site's tag name differs from the category's (SPEC §3 tags). */
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

type ItemParts = Pick<Dataset, "items" | "tags" | "itemTags" | "itemPrices" | "traderOffers" | "pricePoints">;

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
  const tags = [...tagNames].map(([tag, name]) => ({ tag, name, nameL10n: { ru: "" } }));
  return { items: rows, tags, itemTags: dedupeTags(itemTags), ...mapPrices(ctx), gaps };
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
    nameL10n: { ru: m.name ? "" : UNKNOWN_ITEM.ru },
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

/** SPEC §3 slug per row, in uid order; a slug taken by another uid gets "_<uid>". */
function assignUrls(rows: ItemRow[], existing: Map<string, string>) {
  rows.sort((a, b) => (a.uid < b.uid ? -1 : a.uid > b.uid ? 1 : 0));
  // Slugs held by rows this import rewrites are free again.
  const rewritten = new Set(rows.map((r) => r.uid));
  const taken = new Map([...existing].filter(([, uid]) => !rewritten.has(uid)));
  for (const r of rows) {
    let url = r.url || itemSlug({ uid: r.uid, name: r.name, isFunctional: r.isFunctional });
    const owner = taken.get(url);
    if (owner !== undefined && owner !== r.uid) url = `${url}_${r.uid}`;
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

/**
 * item_prices, trader_offers and price_points, each in its source's mode only. Per item and
 * mode the newest priced record gives item_prices; every dated record gives a price point;
 * trader offers of one kind (buy, sell) come from the newest source that has any for the item.
 * Times are milliseconds.
 */
function mapPrices(ctx: Ctx): Pick<Dataset, "itemPrices" | "traderOffers" | "pricePoints"> {
  const prices = new Map<string, { at: number; rank: number; row: Dataset["itemPrices"][number] }>();
  const offers = new Map<string, Dataset["traderOffers"][number]>();
  const offerSource = new Map<string, ItemSource>();
  const points = new Map<string, Dataset["pricePoints"][number]>();
  const sources = [...(ctx.up.items ?? [])].sort((a, b) => b.asOf - a.asOf);
  for (const src of sources) {
    const mode: Mode = src.mode;
    for (const i of src.items) {
      ctx.at(`item ${i.id}`);
      const at = i.updated ?? src.timestamp;
      if (i.hasPrices) {
        const key = `${i.id}\u0000${mode}`;
        const rank = i.updated ?? src.asOf;
        const prev = prices.get(key);
        if (!prev || rank > prev.rank) {
          const row = {
            itemUid: i.id,
            mode,
            flea: i.flea,
            avg24h: i.avg24h,
            low24h: i.low24h,
            high24h: i.high24h,
            offers: 0,
            updatedAt: at,
          };
          prices.set(key, { at, rank, row });
        }
        const price = i.flea ?? i.avg24h;
        if (price !== null)
          points.set(`${i.id}\u0000${mode}\u0000${at}`, { itemUid: i.id, mode, ts: at, price });
      }
      for (const o of i.offers) {
        // Only the newest source with offers of this kind for the item gives them.
        const whose = `${i.id}\u0000${mode}\u0000${o.kind}`;
        const owner = offerSource.get(whose) ?? src;
        if (owner !== src) continue;
        offerSource.set(whose, src);
        const row = offerRow(ctx, i.id, mode, o);
        if (!row) continue;
        const key = `${row.itemUid}\u0000${mode}\u0000${row.trader}\u0000${row.kind}\u0000${row.level}`;
        const prev = offers.get(key);
        const better = !prev || (row.kind === "buy" ? row.price < prev.price : row.price > prev.price);
        if (better) offers.set(key, row);
      }
    }
  }
  return {
    itemPrices: [...prices.values()].map((p) => p.row),
    traderOffers: [...offers.values()],
    pricePoints: [...points.values()],
  };
}

const GAME_ID = /^[0-9a-f]{24}$/;

function offerRow(ctx: Ctx, itemUid: string, mode: Mode, o: UOffer): Dataset["traderOffers"][number] | null {
  if (dashed(o.vendor) === "flea-market") return null;
  const trader = GAME_ID.test(o.vendor) ? ctx.trader(o.vendor) : traderOfName(ctx, o.vendor);
  const own = o.price !== undefined && o.currency && CURRENCIES.has(o.currency);
  return {
    itemUid,
    mode,
    trader,
    kind: o.kind,
    level: o.level ?? 1,
    price: Math.round(o.priceRUB),
    currency: own ? (o.currency as "RUB" | "USD" | "EUR") : "RUB",
    priceCur: Math.round(own ? (o.price as number) : o.priceRUB),
  };
}

/** Our trader uid of a vendor name ("Prapor", "prapor"): the known traders', else its dashed form. */
function traderOfName(ctx: Ctx, vendor: string): string {
  const dash = dashed(vendor);
  const known = ctx.up.traders?.find((t) => t.normalizedName === dash || t.name === vendor);
  return known ? ctx.trader(known.id) : dash;
}
