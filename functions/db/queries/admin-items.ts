import { type SQL, sql } from "drizzle-orm";
import {
  type AdminItem,
  type IconCrop,
  ITEM_EDIT_FIELDS,
  type ItemEditField,
  type ItemPatch,
} from "../../../src/contracts/admin";
import { applyOverridesStatements, readFieldSql } from "./item-overrides";
import { containsPattern } from "./like";

type ItemRow = {
  uid: string;
  url: string;
  bsg_id: string | null;
  name: string;
  short_name: string;
  name_l10n: string;
  is_functional: number;
  category: string | null;
  tags: string;
  wiki_icon: string | null;
  wiki_img: string | null;
  en_img: string | null;
  gun_build_img: string | null;
  added: number;
  base_price: number | null;
  width: number | null;
  height: number | null;
  weight: number | null;
  updated_at: number;
};

/** Up to 50 items whose name, short name, uid or url contains `q`; edited items first when `q` is empty. */
export async function searchItems(d1: D1Database, q: string) {
  const like = containsPattern(q);
  const { results } = await d1
    .prepare(
      `SELECT i.uid, i.url, i.name, i.short_name, i.category,
         EXISTS (SELECT 1 FROM item_overrides o WHERE o.item_uid = i.uid) AS edited
       FROM items i
       WHERE (?1 = '%%' AND EXISTS (SELECT 1 FROM item_overrides o WHERE o.item_uid = i.uid))
          OR (?1 != '%%' AND (i.search LIKE ?1 ESCAPE '\\' OR lower(i.name) LIKE ?1 ESCAPE '\\'
              OR lower(i.short_name) LIKE ?1 ESCAPE '\\' OR i.uid LIKE ?1 ESCAPE '\\' OR i.url LIKE ?1 ESCAPE '\\'
              OR lower(json_extract(i.name_l10n, '$.ru')) LIKE ?1 ESCAPE '\\'))
       ORDER BY (lower(i.short_name) = ?2) DESC, (lower(i.name) LIKE ?3 ESCAPE '\\') DESC, i.name
       LIMIT 50`,
    )
    .bind(like, q.toLowerCase(), `${like.slice(1)}`)
    .all<{
      uid: string;
      url: string;
      name: string;
      short_name: string;
      category: string | null;
      edited: number;
    }>();
  return results.map((r) => ({
    uid: r.uid,
    url: r.url,
    name: r.name,
    shortName: r.short_name,
    category: r.category,
    edited: r.edited === 1,
  }));
}

/** An item as the admin editor shows it, with its overrides; null when unknown. */
export async function adminItem(d1: D1Database, uid: string): Promise<AdminItem | null> {
  const row = await d1
    .prepare(
      `SELECT uid, url, bsg_id, name, short_name, name_l10n, is_functional, category, tags, wiki_icon, wiki_img,
         en_img, gun_build_img, EXISTS (SELECT 1 FROM added_items a WHERE a.uid = items.uid) AS added,
         base_price, width, height, weight, updated_at FROM items WHERE uid = ?`,
    )
    .bind(uid)
    .first<ItemRow>();
  if (!row) return null;
  const { results } = await d1
    .prepare(
      `SELECT o.field, o.value, o.upstream, o.at, u.email FROM item_overrides o
       LEFT JOIN users u ON u.uid = o.by_uid WHERE o.item_uid = ? ORDER BY o.field`,
    )
    .bind(uid)
    .all<{
      field: ItemEditField;
      value: string;
      upstream: string | null;
      at: number;
      email: string | null;
    }>();
  const l10n = JSON.parse(row.name_l10n) as { ru?: string };
  const overrides = results.map((o) => ({
    field: o.field,
    value: JSON.parse(o.value) as unknown,
    upstream: o.upstream === null ? null : (JSON.parse(o.upstream) as unknown),
    byEmail: o.email,
    at: o.at,
  }));
  const crop = overrides.find((o) => o.field === "iconCrop")?.value;
  return {
    uid: row.uid,
    url: row.url,
    bsgId: row.bsg_id,
    name: row.name,
    shortName: row.short_name,
    nameRu: l10n.ru ?? "",
    isFunctional: row.is_functional === 1,
    category: row.category,
    tags: JSON.parse(row.tags) as string[],
    icon: row.wiki_icon,
    image: row.wiki_img,
    enImg: row.en_img,
    gunBuildImg: row.gun_build_img,
    iconCrop: crop ? (crop as IconCrop) : null,
    added: row.added === 1,
    basePrice: row.base_price,
    width: row.width,
    height: row.height,
    weight: row.weight,
    updatedAt: row.updated_at,
    overrides,
  };
}

/** The fields of a patch that differ from the item, with their old and new values. */
export function changedFields(item: AdminItem, patch: ItemPatch) {
  const changes: { field: ItemEditField; before: unknown; after: unknown }[] = [];
  for (const field of ITEM_EDIT_FIELDS) {
    const value = patch[field];
    if (value !== undefined && JSON.stringify(value) !== JSON.stringify(item[field]))
      changes.push({ field, before: item[field], after: value });
  }
  return changes;
}

/**
 * Statements that store an admin's edits as overrides and apply them to the item. A field edited
 * for the first time keeps the item's current (data) value as `upstream`; an edit of an edited
 * field keeps the data's value it already has.
 */
export function editStatements(
  uid: string,
  changes: { field: ItemEditField; after: unknown }[],
  by: string,
  now: number,
): SQL[] {
  const upserts = changes.map(
    (ch) =>
      sql`INSERT INTO item_overrides (item_uid, field, value, upstream, by_uid, at)
          SELECT ${uid}, ${ch.field}, ${JSON.stringify(ch.after)}, ${readFieldSql(ch.field)}, ${by}, ${now}
          FROM items WHERE items.uid = ${uid}
          ON CONFLICT (item_uid, field) DO UPDATE SET value = excluded.value, by_uid = excluded.by_uid, at = excluded.at`,
  );
  return [...upserts, ...applyOverridesStatements({ recordUpstream: false, uid })];
}
