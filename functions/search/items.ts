/**
 * The items of one mode as the market shows them, searchable with the market's ranked search
 * (src/domain/search.ts), built once per data version and mode in this isolate: for the chat
 * bots and the public API.
 */
import { sql } from "drizzle-orm";
import { type CacheItem, expandCacheItem } from "../../src/contracts/cache";
import type { GameMode } from "../../src/contracts/game-mode";
import { buildSearchIndex, findEntries, rankByRelevance, type SearchIndex } from "../../src/domain/search";
import { type BestSell, bestSellOffers, cacheItemRows } from "../db/queries/cache";
import { getDataVersion } from "../db/queries/data-version";
import type { AnyDb } from "../db/queries/db-type";
import { items, tags, traders } from "../db/schema";

export type SearchableItems = {
  version: number;
  rows: CacheItem[];
  index: SearchIndex;
  byUid: Map<string, number>;
  /** Item uid → the offer behind its best trader sell price (when seen, its currency). */
  traderSells: Map<string, BestSell>;
};
const memo = new Map<string, Promise<SearchableItems>>();

export async function searchableItems(db: AnyDb, mode: GameMode): Promise<SearchableItems> {
  const version = await getDataVersion(db);
  const key = `${version}:${mode}`;
  let entry = memo.get(key);
  if (!entry) {
    for (const k of memo.keys()) if (k.endsWith(`:${mode}`)) memo.delete(k);
    entry = Promise.all([cacheItemRows(db, mode), bestSellOffers(db, mode)]).then(
      ([compact, traderSells]) => {
        const rows = compact.map(expandCacheItem);
        return {
          version,
          rows,
          traderSells,
          index: buildSearchIndex(
            rows.map((r) => [r.name, r.shortName, r.ruName, r.ruShortName, ...r.tags]),
            4,
          ),
          byUid: new Map(rows.map((r, i) => [r.uid, i])),
        };
      },
    );
    entry.catch(() => memo.delete(key));
    memo.set(key, entry);
  }
  return entry;
}

/** When the source observed the item's best trader sell price (ms), or null when undated or unknown. */
export async function traderPriceDate(db: AnyDb, mode: GameMode, uid: string): Promise<number | null> {
  return (await searchableItems(db, mode)).traderSells.get(uid)?.observedAt ?? null;
}

/** The items matching a query, best first. */
export async function searchItems(db: AnyDb, mode: GameMode, query: string): Promise<CacheItem[]> {
  const s = await searchableItems(db, mode);
  // the query as typed, or what it meant (the other keyboard layout, a Cyrillic spelling)
  const found = findEntries(s.index, query);
  return rankByRelevance(s.index, found.hits, found.query).flatMap((i) => {
    const row = s.rows[i];
    return row ? [row] : [];
  });
}

/** A value loaded once per data version (and again after the data changes). */
function perVersion<T>(load: (db: AnyDb) => Promise<T>): (db: AnyDb) => Promise<T> {
  const memo = new Map<number, Promise<T>>();
  return async (db) => {
    const version = await getDataVersion(db);
    let entry = memo.get(version);
    if (!entry) {
      memo.clear();
      entry = load(db);
      entry.catch(() => memo.delete(version));
      memo.set(version, entry);
    }
    return entry;
  };
}

/** What the market's rows leave out of an item: the public API's and the BSG list's fields. */
export type ItemExtras = {
  bsgId: string | null;
  wikiUrl: string | null;
  basePrice: number | null;
  isFunctional: boolean;
  /** The game's item types (empty: unknown), "noFlea" among them when the flea market refuses it. */
  types: string[];
  /** The item's picture and its large one (null: the data has none). */
  image: string | null;
  imageBig: string | null;
  weight: number | null;
};

/** Every item's extras by uid, once per data version. */
export const itemExtras = perVersion((db) =>
  db
    .select({
      uid: items.uid,
      bsgId: items.bsgId,
      wikiUrl: items.wikiUrl,
      basePrice: items.basePrice,
      isFunctional: items.isFunctional,
      types: items.types,
      image: items.wikiImg,
      imageBig: sql<string | null>`coalesce(${items.enImg}, ${items.gunBuildImg}, ${items.wikiImg})`,
      weight: items.weight,
    })
    .from(items)
    .then((rows) => new Map<string, ItemExtras>(rows.map(({ uid, ...extra }) => [uid, extra]))),
);

type Named = { name: string; ru: string | null };

/** The display names of tags and traders by key, once per data version. */
export const displayNames = perVersion(async (db) => {
  const [tagRows, traderRows] = await Promise.all([
    db.select({ key: tags.tag, name: tags.name, l10n: tags.nameL10n }).from(tags),
    db.select({ key: traders.uid, name: traders.name, l10n: traders.nameL10n }).from(traders),
  ]);
  const byKey = (rows: { key: string; name: string; l10n: { ru: string } }[]) =>
    new Map<string, Named>(rows.map((r) => [r.key, { name: r.name, ru: r.l10n.ru || null }]));
  return { tags: byKey(tagRows), traders: byKey(traderRows) };
});
