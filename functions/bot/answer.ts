/**
 * The item a chat command asks for (the market's ranked search, functions/search/items.ts) and
 * the answer line.
 */

import { BOT_ANSWER_MAX } from "../../src/contracts/bot";
import type { CacheItem } from "../../src/contracts/cache";
import type { GameMode } from "../../src/contracts/game-mode";
import { localName } from "../../src/domain/local-name";
import { pricePerSlot } from "../../src/domain/slots";
import { botText } from "../../src/i18n/bot";
import { traderName } from "../../src/i18n/game-names";
import { itemHref } from "../../src/site/links";
import type { AnyDb } from "../db/queries/db-type";
import { searchItems } from "../search/items";

/** The best match of a query, or null. */
export async function bestItem(db: AnyDb, mode: GameMode, query: string): Promise<CacheItem | null> {
  return (await searchItems(db, mode, query))[0] ?? null;
}

/**
 * The one-line answer about an item, at most BOT_ANSWER_MAX characters; `traderSeen` is when the
 * source saw its trader price (ms; null: undated).
 */
export function answerLine(
  item: CacheItem,
  opts: { locale: string; origin: string; now: number; traderSeen?: number | null },
): string {
  const t = botText(opts.locale);
  const name = localName(item, opts.locale);
  const link = `${opts.origin}${itemHref(item.url, opts.locale === "ru" ? "ru" : "en")}`;
  const text = t.answer({
    name,
    flea: item.flea,
    fleaSeen: item.flea === null ? null : item.updatedAt,
    now: opts.now,
    perSlot: pricePerSlot(item.flea, item.width, item.height),
    trader:
      item.traderPrice !== null && item.trader
        ? {
            name: traderName(item.trader, opts.locale),
            price: item.traderPrice,
            seen: opts.traderSeen ?? null,
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
