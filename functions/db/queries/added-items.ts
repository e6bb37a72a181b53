import { type SQL, sql } from "drizzle-orm";
import type { NewItem } from "../../../src/contracts/admin-add-item";
import { sqlWord } from "../sql-word";

/**
 * Items an admin added (table added_items, /admin/add-item): their rows in `items` and
 * `item_tags` are written from added_items, at the add and again after every import of items.
 */

/** The columns of `items` an added item fills, and their values over `added_items a`. */
const ITEM_COLUMNS = `uid, bsg_id, url, name, short_name, name_l10n, desc_l10n, category, is_functional, tags,
  base_price, width, height, types, wiki_icon, search, updated_at`;
const ITEM_VALUES = `a.uid, NULL, a.url, a.name, a.short_name, json_object('ru', ''), json_object('ru', ''), a.category, 1,
  a.tags, a.base_price, a.width, a.height, '[]', a.icon,
  lower(a.name || ' ' || a.short_name || coalesce((SELECT ' ' || group_concat(t.value, ' ') FROM json_each(a.tags) t), '')),
  a.at`;

/** The statement that writes added items into items (and their tags), those not in items already. */
function insertStatements(where: string): SQL[] {
  return [
    sql.raw(`INSERT INTO items (${ITEM_COLUMNS}) SELECT ${ITEM_VALUES} FROM added_items a WHERE ${where}
      ON CONFLICT DO NOTHING`),
    sql.raw(`INSERT INTO item_tags (tag, item_uid) SELECT t.value, a.uid FROM added_items a, json_each(a.tags) t
      WHERE ${where} ON CONFLICT DO NOTHING`),
  ];
}

/**
 * Before an import writes items: the added items leave `items`, so that the data's rows are written
 * as they are (an item of the data with an added item's url would clash). Their tags stay.
 */
export function beforeImportStatements(): SQL[] {
  return [sql`DELETE FROM items WHERE uid IN (SELECT uid FROM added_items)`];
}

/**
 * After an import wrote items (and before the item overrides are applied again): an added item
 * the data now carries (same uid or url) gives way to the data's, its row goes and the log says
 * so; the others are written back. No statement binds a parameter (writeDataset's batch).
 */
export function afterImportStatements(): SQL[] {
  const clash = "EXISTS (SELECT 1 FROM items i WHERE i.uid = a.uid OR i.url = a.url)";
  return [
    sql.raw(`INSERT INTO admin_log (kind, at, action, target, before, after, failed)
      SELECT 'import', CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER), 'item.add.superseded', a.uid,
        json_object('url', a.url, 'name', a.name),
        (SELECT json_object('uid', i.uid, 'url', i.url, 'name', i.name) FROM items i WHERE i.uid = a.uid OR i.url = a.url LIMIT 1),
        0
      FROM added_items a WHERE ${clash}`),
    // its tags go with it (unless the data's item has the same uid)
    sql.raw(`DELETE FROM item_tags WHERE item_uid IN (SELECT a.uid FROM added_items a WHERE ${clash})
      AND item_uid NOT IN (SELECT uid FROM items)`),
    sql.raw(`DELETE FROM added_items WHERE uid IN (SELECT a.uid FROM added_items a WHERE ${clash})`),
    ...insertStatements("true"),
  ];
}

/** The statements that store a new item and write it into items. */
export function addStatements(item: NewItem & { uid: string; url: string }, by: string, now: number): SQL[] {
  return [
    sql`INSERT INTO added_items (uid, url, name, short_name, category, tags, width, height, base_price, icon, by_uid, at)
        VALUES (${item.uid}, ${item.url}, ${item.name}, ${item.shortName}, ${item.category}, ${JSON.stringify(item.tags)},
          ${item.width}, ${item.height}, ${item.basePrice}, ${item.icon}, ${by}, ${now})`,
    ...insertStatements(`a.uid = ${sqlWord(item.uid)}`),
  ];
}

/** The statements that remove an added item: its row, its item, its tags, prices and edits. */
export function deleteStatements(uid: string): SQL[] {
  return [
    sql`DELETE FROM item_tags WHERE item_uid = ${uid}`,
    sql`DELETE FROM item_overrides WHERE item_uid = ${uid}`,
    sql`DELETE FROM item_prices WHERE item_uid = ${uid}`,
    sql`DELETE FROM items WHERE uid = ${uid} AND uid IN (SELECT uid FROM added_items)`,
    sql`DELETE FROM added_items WHERE uid = ${uid}`,
  ];
}
