/**
 * The items of one mode as the market shows them, searchable with the market's ranked search
 * (src/domain/search.ts), built once per data version and mode in this isolate: for the chat
 * bots and the public API.
 */
import { type CacheItem, expandCacheItem } from "../../src/contracts/cache";
import type { GameMode } from "../../src/contracts/game-mode";
import { buildSearchIndex, findEntries, rankByRelevance, type SearchIndex } from "../../src/domain/search";
import { bestSellDates, cacheItemRows } from "../db/queries/cache";
import { getDataVersion } from "../db/queries/data-version";
import type { AnyDb } from "../db/queries/db-type";
import { items } from "../db/schema";

export type SearchableItems = {
  version: number;
  rows: CacheItem[];
  index: SearchIndex;
  byUid: Map<string, number>;
  /** Item uid → when the source observed its best trader sell price (ms; null: undated). */
  traderDates: Map<string, number | null>;
};
const memo = new Map<string, Promise<SearchableItems>>();

export async function searchableItems(db: AnyDb, mode: GameMode): Promise<SearchableItems> {
  const version = await getDataVersion(db);
  const key = `${version}:${mode}`;
  let entry = memo.get(key);
  if (!entry) {
    for (const k of memo.keys()) if (k.endsWith(`:${mode}`)) memo.delete(k);
    entry = Promise.all([cacheItemRows(db, mode), bestSellDates(db, mode)]).then(([compact, traderDates]) => {
      const rows = compact.map(expandCacheItem);
      return {
        version,
        rows,
        traderDates,
        index: buildSearchIndex(
          rows.map((r) => [r.name, r.shortName, r.ruName, r.ruShortName, ...r.tags]),
          4,
        ),
        byUid: new Map(rows.map((r, i) => [r.uid, i])),
      };
    });
    entry.catch(() => memo.delete(key));
    memo.set(key, entry);
  }
  return entry;
}

/** When the source observed the item's best trader sell price (ms), or null when undated or unknown. */
export async function traderPriceDate(db: AnyDb, mode: GameMode, uid: string): Promise<number | null> {
  return (await searchableItems(db, mode)).traderDates.get(uid) ?? null;
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

type ItemExtras = { bsgId: string | null; wikiUrl: string | null; basePrice: number | null };
const extrasMemo = new Map<number, Promise<Map<string, ItemExtras>>>();

/** The game id, wiki link and base price of every item (what the market's rows leave out), once per data version. */
export async function itemExtras(db: AnyDb) {
  const version = await getDataVersion(db);
  let entry = extrasMemo.get(version);
  if (!entry) {
    extrasMemo.clear();
    entry = db
      .select({ uid: items.uid, bsgId: items.bsgId, wikiUrl: items.wikiUrl, basePrice: items.basePrice })
      .from(items)
      .then((rows) => new Map(rows.map(({ uid, ...extra }) => [uid, extra])));
    entry.catch(() => extrasMemo.delete(version));
    extrasMemo.set(version, entry);
  }
  return entry;
}
