/**
 * An item page's data (StaticItem) assembled from the game tables' rows. The build passes whole
 * tables (every item's page); the Worker passes the rows of one item added after the build
 * (functions/db/queries/item-page.ts), so both pages say the same. No I/O here.
 */

import { z } from "zod";
import type * as s from "../../functions/db/schema";
import { dataSourceSchema } from "../contracts/data-source";
import { isFleaBanned } from "../domain/flea-ban";
import { isInGame } from "../domain/in-game";
import { questItemNeeds } from "../domain/quest-item-needs";
import { itemSlug } from "../domain/slug";
import { ruTagName, tagIdLabel } from "../domain/tag-name";
import { ruGameName } from "../i18n/game-names";
import type { DataMeta, ItemRef, StaticBarter, StaticCraft, StaticItem, StaticOffer } from "./types";

/** The rows an item page is made of (trader offers and prices of the PvP mode, active quests). */
export type CatalogRows = {
  items: (typeof s.items.$inferSelect)[];
  tags: (typeof s.tags.$inferSelect)[];
  prices: (typeof s.itemPrices.$inferSelect)[];
  offers: (typeof s.traderOffers.$inferSelect)[];
  traders: (typeof s.traders.$inferSelect)[];
  stations: (typeof s.hideoutStations.$inferSelect)[];
  levels: (typeof s.hideoutLevels.$inferSelect)[];
  crafts: (typeof s.crafts.$inferSelect)[];
  barters: (typeof s.barters.$inferSelect)[];
  quests: (typeof s.quests.$inferSelect)[];
};

type ItemRow = typeof s.items.$inferSelect;
type Lookup = Map<string, ItemRow>;

const dataVersionSchema = z.object({ version: z.number() });

/** What the data is (demo or real, its version and price dates) from its kv rows and price modes. */
export function metaOf(rows: { key: string; value: unknown }[], modes: DataMeta["priceModes"]): DataMeta {
  const value = (key: string) => rows.find((r) => r.key === key)?.value;
  const source = dataSourceSchema.safeParse(value("data_source"));
  const version = dataVersionSchema.safeParse(value("data_version"));
  return {
    kind: source.success ? source.data.kind : "unknown",
    version: version.success ? version.data.version : 0,
    pricesAsOf: source.success ? (source.data.pricesAsOf ?? null) : null,
    pvePricesAsOf: source.success ? (source.data.pvePricesAsOf ?? null) : null,
    priceFigure: source.success ? (source.data.priceFigure ?? null) : null,
    priceModes: [...modes].sort(),
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
export function push<T>(index: Map<string, T[]>, key: string, value: T): void {
  const list = index.get(key);
  if (list) list.push(value);
  else index.set(key, [value]);
}

/** A tag's Russian name: the data's (unless it only repeats the id), else the game-names catalogue's. */
export const ruTag = (tag: string, ru: string | undefined) => ruGameName("tag", tag, ruTagName(tag, ru));

/** Every item of `rows.items` with what its page shows, in the order of the rows. */
export function assembleItems(rows: CatalogRows): StaticItem[] {
  const {
    items: itemRows,
    tags: tagRows,
    prices,
    offers,
    traders,
    stations,
    levels,
    crafts,
    barters,
    quests,
  } = rows;
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

  return itemRows.map((r): StaticItem => {
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
      inGame: isInGame(r.types),
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
}
