/**
 * The item a chat command asks for: the market's ranked search (src/domain/search.ts) over the
 * items of one mode, built once per data version and mode in this isolate, and the answer line.
 */

import { itemHref } from "../../src/components/item/links";
import { BOT_ANSWER_MAX } from "../../src/contracts/bot";
import { type CacheItem, expandCacheItem } from "../../src/contracts/cache";
import type { GameMode } from "../../src/contracts/game-mode";
import { buildSearchIndex, rankByRelevance, type SearchIndex, searchEntries } from "../../src/domain/search";
import { botText } from "../../src/i18n/bot";
import { gameName } from "../../src/i18n/game-names";
import { cacheItemRows } from "../db/queries/cache";
import { getDataVersion } from "../db/queries/data-version";
import type { AnyDb } from "../db/queries/db-type";

type Searchable = { version: number; rows: CacheItem[]; index: SearchIndex };
const memo = new Map<string, Promise<Searchable>>();

async function searchable(db: AnyDb, mode: GameMode): Promise<Searchable> {
  const version = await getDataVersion(db);
  const key = `${version}:${mode}`;
  let entry = memo.get(key);
  if (!entry) {
    for (const k of memo.keys()) if (k.endsWith(`:${mode}`)) memo.delete(k);
    entry = cacheItemRows(db, mode).then((compact) => {
      const rows = compact.map(expandCacheItem);
      return {
        version,
        rows,
        index: buildSearchIndex(
          rows.map((r) => [r.name, r.shortName, r.ruName, ...r.tags]),
          3,
        ),
      };
    });
    entry.catch(() => memo.delete(key));
    memo.set(key, entry);
  }
  return entry;
}

/** The best match of a query, or null. */
export async function bestItem(db: AnyDb, mode: GameMode, query: string): Promise<CacheItem | null> {
  const s = await searchable(db, mode);
  const hits = rankByRelevance(s.index, searchEntries(s.index, query), query);
  const first = hits[0];
  return first === undefined ? null : (s.rows[first] ?? null);
}

/** The one-line answer about an item, at most BOT_ANSWER_MAX characters. */
export function answerLine(item: CacheItem, opts: { locale: string; origin: string; now: number }): string {
  const t = botText(opts.locale);
  const slots = item.width && item.height ? item.width * item.height : null;
  const name = opts.locale === "ru" && item.ruName ? item.ruName : item.name;
  const link = `${opts.origin}${itemHref(item.url, opts.locale === "ru" ? "ru" : "en")}`;
  const text = t.answer({
    name,
    flea: item.flea,
    ageMinutes: item.flea === null ? null : Math.max(0, (opts.now - item.updatedAt) / 60_000),
    perSlot: item.flea !== null && slots ? Math.round(item.flea / slots) : null,
    trader:
      item.traderPrice !== null && item.trader
        ? {
            name: gameName(
              "trader",
              item.trader,
              opts.locale,
              item.trader.charAt(0).toUpperCase() + item.trader.slice(1),
            ),
            price: item.traderPrice,
          }
        : null,
    change24h: item.change24h,
    link,
  });
  if (text.length <= BOT_ANSWER_MAX) return text;
  // a very long name is cut, the link stays whole
  const room = BOT_ANSWER_MAX - (text.length - name.length) - 1;
  return text.replace(name, `${name.slice(0, Math.max(1, room))}…`);
}
