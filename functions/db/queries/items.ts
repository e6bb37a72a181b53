import { and, asc, eq, or } from "drizzle-orm";
import type { GameMode } from "../../../src/contracts/game-mode";
import type { Item } from "../../../src/contracts/item-by-url";
import type { Tag } from "../../../src/contracts/tag";
import { itemSlug } from "../../../src/domain/slug";
import { itemPrices, items, itemTags, tags, traderOffers } from "../schema";
import type { AnyDb } from "./db-type";

/** The item whose url (or, failing that, uid) is `url`, with one mode's prices; undefined when none. */
export async function itemByUrl(db: AnyDb, url: string, mode: GameMode): Promise<Item | undefined> {
  const row = await db
    .select()
    .from(items)
    .where(or(eq(items.url, url), eq(items.uid, url)))
    .orderBy(asc(items.uid))
    .limit(2)
    .then((rows) => rows.find((r) => r.url === url) ?? rows[0]);
  if (!row) return undefined;
  const [prices, offers] = await Promise.all([
    db
      .select()
      .from(itemPrices)
      .where(and(eq(itemPrices.itemUid, row.uid), eq(itemPrices.mode, mode)))
      .get(),
    db
      .select({
        trader: traderOffers.trader,
        kind: traderOffers.kind,
        level: traderOffers.level,
        price: traderOffers.price,
        currency: traderOffers.currency,
        priceCur: traderOffers.priceCur,
        observedAt: traderOffers.observedAt,
      })
      .from(traderOffers)
      .where(and(eq(traderOffers.itemUid, row.uid), eq(traderOffers.mode, mode)))
      .orderBy(asc(traderOffers.kind), asc(traderOffers.trader), asc(traderOffers.level)),
  ]);
  const { search: _search, ...fields } = row;
  return {
    ...fields,
    slug: itemSlug(row),
    ruName: row.nameL10n.ru || null,
    enName: row.name,
    mode,
    prices: prices
      ? {
          mode: prices.mode,
          flea: prices.flea,
          avg24h: prices.avg24h,
          avg7d: prices.avg7d,
          low24h: prices.low24h,
          high24h: prices.high24h,
          change24h: prices.change24h,
          change7d: prices.change7d,
          offers: prices.offers,
          updatedAt: prices.updatedAt,
        }
      : null,
    traderOffers: offers,
  };
}

/** Whether an item with this uid exists. */
export async function itemExists(db: AnyDb, uid: string): Promise<boolean> {
  const row = await db.select({ uid: items.uid }).from(items).where(eq(items.uid, uid)).get();
  return row !== undefined;
}

/** A tag and the uids of its items (by item name); undefined when unknown. */
export async function tagByUrl(db: AnyDb, tag: string): Promise<Tag | undefined> {
  const row = await db.select().from(tags).where(eq(tags.tag, tag)).get();
  if (!row) return undefined;
  const members = await db
    .select({ uid: itemTags.itemUid })
    .from(itemTags)
    .innerJoin(items, eq(items.uid, itemTags.itemUid))
    .where(eq(itemTags.tag, row.tag))
    .orderBy(asc(items.name), asc(items.uid));
  return { tag: row.tag, name: row.name, nameL10n: row.nameL10n, items: members.map((m) => m.uid) };
}
