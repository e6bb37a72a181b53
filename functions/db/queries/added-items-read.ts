import type { AddedItem } from "../../../src/contracts/admin-add-item";

/** Reads of the items admins added (table added_items; the writes: ./added-items.ts). */

type Row = {
  uid: string;
  url: string;
  name: string;
  short_name: string;
  category: string;
  tags: string;
  width: number;
  height: number;
  base_price: number;
  icon: string | null;
  at: number;
  email: string | null;
};

/** Every added item, newest first. */
export async function listAddedItems(d1: D1Database): Promise<AddedItem[]> {
  const { results } = await d1
    .prepare(
      `SELECT a.uid, a.url, a.name, a.short_name, a.category, a.tags, a.width, a.height, a.base_price, a.icon, a.at,
         u.email FROM added_items a LEFT JOIN users u ON u.uid = a.by_uid ORDER BY a.at DESC, a.uid`,
    )
    .all<Row>();
  return results.map((r) => ({
    uid: r.uid,
    url: r.url,
    name: r.name,
    shortName: r.short_name,
    category: r.category,
    tags: JSON.parse(r.tags) as string[],
    width: r.width,
    height: r.height,
    basePrice: r.base_price,
    icon: r.icon,
    at: r.at,
    byEmail: r.email,
  }));
}

/** The item (of the data or added) that already has this url or, in any case, this name. */
export async function clashingItem(d1: D1Database, url: string, name: string) {
  return d1
    .prepare(
      `SELECT uid, url, name FROM items WHERE url = ?1 OR lower(name) = lower(?2)
       UNION ALL SELECT uid, url, name FROM added_items WHERE url = ?1 OR lower(name) = lower(?2) LIMIT 1`,
    )
    .bind(url, name)
    .first<{ uid: string; url: string; name: string }>();
}
