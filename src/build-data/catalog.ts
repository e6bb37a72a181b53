/**
 * The build-time catalog: every item with what its page shows, and every tag with its items,
 * read from DATA_DB in a handful of whole-table queries (no per-item queries: 4,000 pages
 * must build in seconds). Loaded once per build process and shared by all pages.
 */

import { eq } from "drizzle-orm";
import * as s from "../../functions/db/schema";
import { itemSlug } from "../domain/slug";
import { type BuildDb, openBuildDb } from "./db";
import { assembleItems, type CatalogRows, metaOf, push, ruTag } from "./item-assembly";
import type { BuildCatalog, StaticItem, StaticTag } from "./types";

/** Reads the whole catalog from a database (tests call this with an in-memory demo database). */
export async function loadCatalog(db: BuildDb): Promise<BuildCatalog> {
  const [kv, modes, itemRows, tagRows, prices, offers, traders, stations, levels, crafts, barters, quests] =
    await Promise.all([
      db.select().from(s.kv),
      db.selectDistinct({ mode: s.itemPrices.mode }).from(s.itemPrices),
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
  const meta = metaOf(
    kv,
    modes.map((m) => m.mode),
  );
  const rows: CatalogRows = {
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
  };
  const allItems = assembleItems(rows);
  // an item whose stored url is its slug owns that address
  const owners = new Set(itemRows.filter((r) => r.url === itemSlug(r)).map((r) => r.uid));
  const items = onePagePerSlug(allItems, owners);
  const members = new Map<string, StaticTag["items"]>();
  for (const it of items) {
    if (!it.inGame) continue;
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

/** The catalog of DATA_DB, loaded once per build. */
export function buildCatalog(): Promise<BuildCatalog> {
  cached ??= loadCatalog(openBuildDb());
  return cached;
}
