import { and, asc, eq, max, sql } from "drizzle-orm";
import { type CacheItemRow, type CacheQuest, compactCacheItem } from "../../../src/contracts/cache";
import type { GameMode } from "../../../src/contracts/game-mode";
import { isInGame } from "../../../src/domain/in-game";
import { itemPrices, items, quests, traderOffers } from "../schema";
import type { AnyDb } from "./db-type";

/**
 * Market-table rows of every item players can have (isInGame), with the prices of one mode only;
 * compacted for sending. Ordered by category then uid (see below): like rows side by side gzip better.
 */
export async function cacheItemRows(db: AnyDb, mode: GameMode): Promise<CacheItemRow[]> {
  // Best price a trader pays for each item in this mode; SQLite returns the trader of the max row.
  const best = db
    .select({
      itemUid: traderOffers.itemUid,
      price: max(traderOffers.price).as("best_price"),
      trader: traderOffers.trader,
    })
    .from(traderOffers)
    .where(and(eq(traderOffers.mode, mode), eq(traderOffers.kind, "sell")))
    .groupBy(traderOffers.itemUid)
    .as("best");
  const rows = await db
    .select({
      uid: items.uid,
      url: items.url,
      name: items.name,
      shortName: items.shortName,
      category: items.category,
      caliber: items.caliber,
      tags: items.tags,
      width: items.width,
      height: items.height,
      flea: itemPrices.flea,
      avg24h: itemPrices.avg24h,
      avg7d: itemPrices.avg7d,
      change24h: itemPrices.change24h,
      change7d: itemPrices.change7d,
      traderPrice: best.price,
      trader: best.trader,
      updatedAt: sql<number>`coalesce(${itemPrices.updatedAt}, ${items.updatedAt})`,
      nameL10n: items.nameL10n,
      shortNameL10n: items.shortNameL10n,
      icon: items.wikiIcon,
      types: items.types,
      // an admin's crop (functions/db/queries/item-overrides.ts), as "t,r,b,l"
      crop: sql<
        string | null
      >`(SELECT json_extract(o.value, '$.top') || ',' || json_extract(o.value, '$.right') || ','
        || json_extract(o.value, '$.bottom') || ',' || json_extract(o.value, '$.left')
        FROM item_overrides o WHERE o.item_uid = ${items.uid} AND o.field = 'iconCrop')`,
    })
    .from(items)
    .leftJoin(itemPrices, and(eq(itemPrices.itemUid, items.uid), eq(itemPrices.mode, mode)))
    .leftJoin(best, eq(best.itemUid, items.uid))
    // by category, then id: neighbouring ids share their leading (time) digits, so the packed
    // uid column gzips 6 % smaller than in name order
    .orderBy(asc(items.category), asc(items.uid));
  return rows
    .filter((row) => isInGame(row.types))
    .map(({ nameL10n, shortNameL10n, types: _, ...row }) =>
      compactCacheItem({ ...row, ruName: nameL10n?.ru || null, ruShortName: shortNameL10n?.ru || null }),
    );
}

/** The offer behind an item's best trader sell price: when the source saw it, and its own currency. */
export type BestSell = {
  /** Milliseconds; null when the source is undated. */
  observedAt: number | null;
  currency: "RUB" | "USD" | "EUR";
  /** The price in that currency. */
  priceCur: number;
};

/**
 * The offer behind each item's best trader sell price in this mode, the one cacheItemRows names
 * (SQLite returns the columns of the max row).
 */
export async function bestSellOffers(db: AnyDb, mode: GameMode): Promise<Map<string, BestSell>> {
  const rows = await db
    .select({
      itemUid: traderOffers.itemUid,
      price: max(traderOffers.price),
      observedAt: traderOffers.observedAt,
      currency: traderOffers.currency,
      priceCur: traderOffers.priceCur,
    })
    .from(traderOffers)
    .where(and(eq(traderOffers.mode, mode), eq(traderOffers.kind, "sell")))
    .groupBy(traderOffers.itemUid);
  return new Map(
    rows.map(({ itemUid, observedAt, currency, priceCur }) => [itemUid, { observedAt, currency, priceCur }]),
  );
}

/** Every quest, ordered by sort then uid. */
export async function cacheQuestRows(db: AnyDb): Promise<CacheQuest[]> {
  return db.select().from(quests).orderBy(asc(quests.sort), asc(quests.uid));
}
