/**
 * Items, tags, prices, trader offers and price points → Dataset rows. Items of the item
 * sources get full rows; items only referenced (recipes, quests, hideout) get minimal rows
 * named from the name book, so every reference resolves.
 */
import { itemSlug } from "../../src/domain/slug";
import type { Dataset } from "../db/dataset";
import type { Ctx } from "./context";
import { dashed } from "./context";
import type { Mode, UItem, UOffer } from "./model";

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

export function mapItems(ctx: Ctx, opts: ItemOptions): ItemParts {
  const full = new Map<string, UItem>();
  for (const src of ctx.up.items ?? []) for (const i of src.items) full.set(i.id, i);
  const rows: ItemRow[] = [];
  for (const item of full.values()) rows.push(fullRow(ctx, item, opts.now));
  for (const id of [...ctx.referenced].sort()) {
    if (!full.has(id) && !opts.existingUids.has(id)) rows.push(minimalRow(ctx, id, opts.now));
  }
  assignUrls(rows, opts.existingUrls);
  const tagNames = new Map<string, string>();
  const itemTags: Dataset["itemTags"] = [];
  for (const item of full.values()) {
    for (const c of item.categories) {
      if (ROOT_CATEGORIES.has(c)) continue;
      if (!tagNames.has(tagOf(c))) tagNames.set(tagOf(c), c);
      itemTags.push({ tag: tagOf(c), itemUid: item.id });
    }
  }
  const tags = [...tagNames].map(([tag, name]) => ({ tag, name, nameL10n: { ru: "" } }));
  return { items: rows, tags, itemTags: dedupeTags(itemTags), ...mapPrices(ctx) };
}

function fullRow(ctx: Ctx, i: UItem, now: number): ItemRow {
  const en = ctx.up.names.items.get(i.id);
  const shortName = i.shortName ?? en?.shortName ?? i.name;
  const categories = i.categories.filter((c) => !ROOT_CATEGORIES.has(c));
  const tags = [...new Set(categories.map(tagOf))];
  return {
    uid: i.id,
    bsgId: i.id,
    url: "",
    name: i.name,
    shortName,
    nameL10n: { ru: "" },
    descL10n: { ru: "" },
    category: categories[0] ?? "Other",
    caliber: null,
    isFunctional: true,
    tags,
    side: null,
    basePrice: i.basePrice,
    width: i.width ?? 1,
    height: i.height ?? 1,
    weight: i.weight ?? 0,
    wikiUrl: i.wikiUrl ?? null,
    wikiIcon: i.iconUrl ?? null,
    wikiImg: i.imageUrl ?? null,
    search: [i.name, shortName, ...tags].join(" ").toLowerCase(),
    updatedAt: now,
  };
}

/** Whether a stored row is a minimal one (made from a reference, not from an item source). */
export const isMinimal = (r: { category: string; basePrice: number }) =>
  r.basePrice === 0 && MINIMAL_CATEGORIES.has(r.category);
const MINIMAL_CATEGORIES = new Set(["Other", "Quest item"]);

function minimalRow(ctx: Ctx, id: string, now: number): ItemRow {
  const en = ctx.up.names.items.get(id);
  const quest = ctx.up.names.questItems.get(id);
  const name = en?.name ?? quest?.name ?? id;
  const shortName = en?.shortName ?? name;
  const category = !en && quest ? "Quest item" : "Other";
  return {
    uid: id,
    bsgId: id,
    url: "",
    name,
    shortName,
    nameL10n: { ru: "" },
    descL10n: { ru: "" },
    category,
    isFunctional: true,
    tags: [],
    basePrice: 0,
    width: quest?.width ?? 1,
    height: quest?.height ?? 1,
    weight: 0,
    search: [name, shortName].join(" ").toLowerCase(),
    updatedAt: now,
  };
}

/** SPEC §3 slug per row, in uid order; a slug taken by another uid gets "_<uid>". */
function assignUrls(rows: ItemRow[], existing: Map<string, string>) {
  rows.sort((a, b) => (a.uid < b.uid ? -1 : a.uid > b.uid ? 1 : 0));
  // Slugs held by rows this import rewrites are free again.
  const rewritten = new Set(rows.map((r) => r.uid));
  const taken = new Map([...existing].filter(([, uid]) => !rewritten.has(uid)));
  for (const r of rows) {
    let url = itemSlug({ uid: r.uid, name: r.name, isFunctional: r.isFunctional });
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

/** item_prices, trader_offers and price_points, each in its source's mode only. */
function mapPrices(ctx: Ctx): Pick<Dataset, "itemPrices" | "traderOffers" | "pricePoints"> {
  const itemPrices: Dataset["itemPrices"] = [];
  const offers = new Map<string, Dataset["traderOffers"][number]>();
  const points = new Map<string, Dataset["pricePoints"][number]>();
  for (const src of ctx.up.items ?? []) {
    const mode: Mode = src.mode;
    for (const i of src.items) {
      const at = i.updated ?? Math.floor(src.timestamp / 1000);
      if (i.hasPrices) {
        itemPrices.push({
          itemUid: i.id,
          mode,
          flea: i.flea,
          avg24h: i.avg24h,
          low24h: i.low24h,
          high24h: i.high24h,
          offers: 0,
          updatedAt: at,
        });
        const price = i.flea ?? i.avg24h;
        if (price !== null)
          points.set(`${i.id}\u0000${mode}\u0000${at}`, { itemUid: i.id, mode, ts: at, price });
      }
      for (const o of i.offers) {
        const row = offerRow(ctx, i.id, mode, o);
        if (!row) continue;
        const key = `${row.itemUid}\u0000${mode}\u0000${row.trader}\u0000${row.kind}\u0000${row.level}`;
        const prev = offers.get(key);
        const better = !prev || (row.kind === "buy" ? row.price < prev.price : row.price > prev.price);
        if (better) offers.set(key, row);
      }
    }
  }
  return { itemPrices, traderOffers: [...offers.values()], pricePoints: [...points.values()] };
}

function offerRow(ctx: Ctx, itemUid: string, mode: Mode, o: UOffer): Dataset["traderOffers"][number] | null {
  const vendor = dashed(o.vendor);
  if (vendor === "flea-market") return null;
  const known = ctx.up.traders?.find((t) => t.normalizedName === vendor || t.name === o.vendor);
  const trader = known ? ctx.trader(known.id) : vendor;
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
