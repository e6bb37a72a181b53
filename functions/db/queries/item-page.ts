import { and, eq, or, sql } from "drizzle-orm";
import type { BaseSQLiteDatabase, SQLiteColumn } from "drizzle-orm/sqlite-core";
import { assembleItems, metaOf } from "../../../src/build-data/item-assembly";
import type { DataMeta, StaticItem } from "../../../src/build-data/types";
import { itemSlug } from "../../../src/domain/slug";
import * as s from "../schema";

/** The column's value is one of the list (one JSON parameter, however long the list). */
const listed = (col: SQLiteColumn, values: readonly string[]) =>
  sql`${col} IN (SELECT value FROM json_each(${JSON.stringify(values)}))`;

/**
 * One item's page data, read from the database (D1 in the Worker) for an item the build has no page for (added by an admin or a
 * live import): the item, and only the rows its page shows (a dozen small queries). The page is
 * assembled by the build's own code (assembleItems), so it says what the prerendered page would.
 */
/** Any drizzle database of the game tables (D1 in the Worker, libSQL in Node tests). */
type GameDb = BaseSQLiteDatabase<"async", unknown, typeof s>;

/** The page data of the item at `slug`, or null when no item has that address. */
export async function itemPageFrom(
  db: GameDb,
  slug: string,
): Promise<{ item: StaticItem; meta: DataMeta } | null> {
  const found = (
    await db
      .select()
      .from(s.items)
      .where(or(eq(s.items.url, slug), eq(s.items.uid, slug)))
  ).find((r) => itemSlug(r) === slug);
  if (!found) return null;
  const uid = found.uid;
  // rows whose JSON names the item: a text match narrows them, assembleItems reads them exactly
  const names = (col: SQLiteColumn) => sql`instr(${col}, ${JSON.stringify(uid)}) > 0`;
  const [kv, modes, tags, prices, offers, traders, stations, levels, crafts, barters, quests] =
    await Promise.all([
      db.select().from(s.kv),
      db.selectDistinct({ mode: s.itemPrices.mode }).from(s.itemPrices),
      db.select().from(s.tags).where(listed(s.tags.tag, found.tags)).orderBy(s.tags.tag),
      db
        .select()
        .from(s.itemPrices)
        .where(and(eq(s.itemPrices.mode, "pvp"), eq(s.itemPrices.itemUid, uid))),
      db
        .select()
        .from(s.traderOffers)
        .where(and(eq(s.traderOffers.mode, "pvp"), eq(s.traderOffers.itemUid, uid))),
      db.select().from(s.traders),
      db.select().from(s.hideoutStations),
      db.select().from(s.hideoutLevels).where(names(s.hideoutLevels.itemReqs)),
      db
        .select()
        .from(s.crafts)
        .where(or(names(s.crafts.inputs), names(s.crafts.outputs))),
      db
        .select()
        .from(s.barters)
        .where(or(names(s.barters.inputs), names(s.barters.outputs))),
      db
        .select()
        .from(s.quests)
        .where(and(eq(s.quests.active, true), names(s.quests.objectives)))
        .orderBy(s.quests.sort, s.quests.uid),
    ]);
  // the items the recipes name beside this one (their names and addresses)
  const others = [
    ...new Set([...crafts, ...barters].flatMap((r) => [...r.inputs, ...r.outputs].map((x) => x.item))),
  ];
  const items = [
    found,
    ...(others.length > 0
      ? (await db.select().from(s.items).where(listed(s.items.uid, others))).filter((r) => r.uid !== uid)
      : []),
  ];
  const rows = { items, tags, prices, offers, traders, stations, levels, crafts, barters, quests };
  const item = assembleItems(rows)[0];
  return item
    ? {
        item,
        meta: metaOf(
          kv,
          modes.map((m) => m.mode),
        ),
      }
    : null;
}
