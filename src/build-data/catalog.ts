/**
 * The build-time catalog: every item with what its page shows, and every tag with its items,
 * read from DATA_DB in a handful of whole-table queries (no per-item queries: 4,000 pages
 * must build in seconds). Loaded once per build process and shared by all pages.
 */

import { eq } from "drizzle-orm";
import { z } from "zod";
import * as s from "../../functions/db/schema";
import { dataSourceSchema } from "../contracts/data-source";
import { isFleaBanned } from "../domain/flea-ban";
import { questItemNeeds } from "../domain/quest-item-needs";
import { itemSlug } from "../domain/slug";
import { ruTagName, tagIdLabel } from "../domain/tag-name";
import { ruGameName } from "../i18n/game-names";
import { type BuildDb, openBuildDb } from "./db";
import type {
  BuildCatalog,
  DataMeta,
  ItemRef,
  StaticBarter,
  StaticCraft,
  StaticItem,
  StaticOffer,
  StaticTag,
} from "./types";

type ItemRow = typeof s.items.$inferSelect;
type Lookup = Map<string, ItemRow>;

const dataVersionSchema = z.object({ version: z.number() });

async function readMeta(db: BuildDb): Promise<DataMeta> {
  const [rows, modes] = await Promise.all([
    db.select().from(s.kv),
    db.selectDistinct({ mode: s.itemPrices.mode }).from(s.itemPrices),
  ]);
  const value = (key: string) => rows.find((r) => r.key === key)?.value;
  const source = dataSourceSchema.safeParse(value("data_source"));
  const version = dataVersionSchema.safeParse(value("data_version"));
  return {
    kind: source.success ? source.data.kind : "unknown",
    version: version.success ? version.data.version : 0,
    pricesAsOf: source.success ? (source.data.pricesAsOf ?? null) : null,
    pvePricesAsOf: source.success ? (source.data.pvePricesAsOf ?? null) : null,
    priceFigure: source.success ? (source.data.priceFigure ?? null) : null,
    priceModes: modes.map((m) => m.mode).sort(),
  };
}

const refs = (list: s.ItemCount[], byUid: Lookup): ItemRef[] =>
  list.flatMap(({ item, count }) => {
    const row = byUid.get(item);
    return row
      ? [
          {
            slug: itemSlug(row),
            name: row.name,
            ruName: row.nameL10n.ru || null,
            shortName: row.shortName,
            ruShortName: row.shortNameL10n?.ru || null,
            count,
          },
        ]
      : [];
  });

/** Appends `value` to the list under `key`. */
function push<T>(index: Map<string, T[]>, key: string, value: T): void {
  const list = index.get(key);
  if (list) list.push(value);
  else index.set(key, [value]);
}

/** Reads the whole catalog from a database (tests call this with an in-memory demo database). */
/** A tag's Russian name: the data's (unless it only repeats the id), else the game-names catalogue's. */
const ruTag = (tag: string, ru: string | undefined) => ruGameName("tag", tag, ruTagName(tag, ru));

export async function loadCatalog(db: BuildDb): Promise<BuildCatalog> {
  const [meta, itemRows, tagRows, prices, offers, traders, stations, levels, crafts, barters, quests] =
    await Promise.all([
      readMeta(db),
      db.select().from(s.items).orderBy(s.items.name, s.items.uid),
      db.select().from(s.tags).orderBy(s.tags.tag),
      db.select().from(s.itemPrices).where(eq(s.itemPrices.mode, "pvp")),
      db.select().from(s.traderOffers).where(eq(s.traderOffers.mode, "pvp")),
      db.select().from(s.traders),
      db.select().from(s.hideoutStations),
      db.select().from(s.hideoutLevels),
      db.select().from(s.crafts),
      db.select().from(s.barters),
      db.select().from(s.quests).where(eq(s.quests.active, true)).orderBy(s.quests.sort, s.quests.uid),
    ]);
  const byUid: Lookup = new Map(itemRows.map((r) => [r.uid, r]));
  const traderName = new Map(traders.map((t) => [t.uid, t.name]));
  const traderRu = new Map(traders.map((t) => [t.uid, ruGameName("trader", t.uid, t.nameL10n.ru)]));
  const stationName = new Map(stations.map((st) => [st.uid, st.name]));
  const stationRu = new Map(stations.map((st) => [st.uid, ruGameName("station", st.uid, st.nameL10n.ru)]));
  const tagName = new Map(tagRows.map((t) => [t.tag, t.name]));
  const tagRu = new Map(tagRows.map((t) => [t.tag, ruTag(t.tag, t.nameL10n.ru)]));
  const priceOf = new Map(prices.map((p) => [p.itemUid, p]));

  const offersOf = new Map<string, StaticOffer[]>();
  for (const o of offers) {
    const { itemUid, mode: _mode, ...offer } = o;
    push(offersOf, itemUid, {
      ...offer,
      traderName: traderName.get(o.trader) ?? o.trader,
      traderRu: traderRu.get(o.trader) ?? null,
    });
  }
  const craftsMaking = new Map<string, StaticCraft[]>();
  const craftsUsing = new Map<string, StaticCraft[]>();
  for (const c of crafts) {
    const craft: StaticCraft = {
      station: stationName.get(c.stationUid) ?? c.stationUid,
      stationRu: stationRu.get(c.stationUid) ?? null,
      level: c.level,
      duration: c.duration,
      inputs: refs(c.inputs, byUid),
      outputs: refs(c.outputs, byUid),
    };
    for (const o of new Set(c.outputs.map((x) => x.item))) push(craftsMaking, o, craft);
    for (const i of new Set(c.inputs.map((x) => x.item))) push(craftsUsing, i, craft);
  }
  const bartersMaking = new Map<string, StaticBarter[]>();
  const bartersUsing = new Map<string, StaticBarter[]>();
  for (const b of barters) {
    const barter: StaticBarter = {
      trader: traderName.get(b.trader) ?? b.trader,
      traderRu: traderRu.get(b.trader) ?? null,
      level: b.level,
      inputs: refs(b.inputs, byUid),
      outputs: refs(b.outputs, byUid),
    };
    for (const o of new Set(b.outputs.map((x) => x.item))) push(bartersMaking, o, barter);
    for (const i of new Set(b.inputs.map((x) => x.item))) push(bartersUsing, i, barter);
  }
  const questNeeds = new Map<string, StaticItem["quests"]>();
  for (const q of quests) {
    for (const need of questItemNeeds(q.objectives)) {
      push(questNeeds, need.item, {
        name: q.name,
        ruName: q.nameL10n.ru || null,
        trader: traderName.get(q.trader) ?? q.trader,
        traderRu: traderRu.get(q.trader) ?? null,
        count: need.count,
        fir: need.fir,
        wikiUrl: q.wikiUrl,
      });
    }
  }
  const hideoutNeeds = new Map<string, StaticItem["hideout"]>();
  for (const l of [...levels].sort((a, b) => a.level - b.level)) {
    for (const r of l.itemReqs) {
      push(hideoutNeeds, r.item, {
        station: stationName.get(l.stationUid) ?? l.stationUid,
        stationRu: stationRu.get(l.stationUid) ?? null,
        level: l.level,
        count: r.count,
      });
    }
  }

  const allItems: StaticItem[] = itemRows.map((r) => {
    const p = priceOf.get(r.uid);
    const own = offersOf.get(r.uid) ?? [];
    const byPrice = (a: StaticOffer, b: StaticOffer) => b.price - a.price;
    return {
      uid: r.uid,
      slug: itemSlug(r),
      name: r.name,
      shortName: r.shortName,
      ruName: r.nameL10n.ru || null,
      ruShortName: r.shortNameL10n?.ru || null,
      category: r.category,
      caliber: r.caliber,
      tags: r.tags.map((t) => ({
        tag: t,
        name: tagName.get(t) ?? tagIdLabel(t),
        ruName: tagRu.get(t) ?? null,
      })),
      width: r.width,
      height: r.height,
      weight: r.weight,
      basePrice: r.basePrice,
      props: r.props,
      wikiUrl: r.wikiUrl,
      image: r.wikiImg ?? r.enImg ?? r.wikiIcon ?? null,
      icon: r.wikiIcon ?? null,
      fleaBanned: isFleaBanned(r.types),
      price: p
        ? {
            flea: p.flea,
            avg24h: p.avg24h,
            avg7d: p.avg7d,
            change24h: p.change24h,
            change7d: p.change7d,
            updatedAt: p.updatedAt,
          }
        : null,
      buy: own.filter((o) => o.kind === "buy").sort((a, b) => a.price - b.price),
      sell: own.filter((o) => o.kind === "sell").sort(byPrice),
      craftsMaking: craftsMaking.get(r.uid) ?? [],
      craftsUsing: craftsUsing.get(r.uid) ?? [],
      bartersMaking: bartersMaking.get(r.uid) ?? [],
      bartersUsing: bartersUsing.get(r.uid) ?? [],
      quests: questNeeds.get(r.uid) ?? [],
      hideout: hideoutNeeds.get(r.uid) ?? [],
    };
  });

  // an item whose stored url is its slug owns that address
  const owners = new Set(itemRows.filter((r) => r.url === itemSlug(r)).map((r) => r.uid));
  const items = onePagePerSlug(allItems, owners);
  const members = new Map<string, StaticTag["items"]>();
  for (const it of items) {
    for (const t of it.tags) {
      push(members, t.tag, {
        slug: it.slug,
        name: it.name,
        ruName: it.ruName,
        shortName: it.shortName,
        ruShortName: it.ruShortName,
        icon: it.icon,
        flea: it.price?.flea ?? null,
        width: it.width,
        height: it.height,
      });
    }
  }
  const tags: StaticTag[] = tagRows
    .map((t) => ({
      tag: t.tag,
      name: t.name,
      ruName: ruTag(t.tag, t.nameL10n.ru),
      items: members.get(t.tag) ?? [],
    }))
    .filter((t) => t.items.length > 0);
  return { items, tags, meta };
}

/**
 * One page per address: an item whose slug another item has already (the item whose stored url it
 * is, or an earlier one) is left out of the build with a warning in its log, so that one bad row
 * never stops the build. itemSlug makes every slug a valid address.
 */
function onePagePerSlug(items: StaticItem[], owners: ReadonlySet<string>): StaticItem[] {
  const seen = new Set(items.filter((it) => owners.has(it.uid)).map((it) => it.slug));
  return items.filter((it) => {
    if (owners.has(it.uid)) return true;
    if (!seen.has(it.slug)) {
      seen.add(it.slug);
      return true;
    }
    console.warn(`[build] item ${it.uid} has no page: its address ${it.slug} belongs to another item`);
    return false;
  });
}

let cached: Promise<BuildCatalog> | undefined;

/** The catalog of DATA_DB, loaded once per build. BUILD_ITEM_LIMIT caps the items (build-time benchmarks). */
export function buildCatalog(): Promise<BuildCatalog> {
  cached ??= loadCatalog(openBuildDb()).then((catalog) => {
    const limit = Number(process.env.BUILD_ITEM_LIMIT ?? "");
    return limit > 0 ? { ...catalog, items: catalog.items.slice(0, limit) } : catalog;
  });
  return cached;
}
