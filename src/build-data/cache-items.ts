/**
 * The client cache's items as a page holds them once GET /cache has answered, read at
 * build time from DATA_DB with the queries the Worker uses and indexed as the cache store does:
 * the rows prerendered on the market, /crafts and /barters come from what their islands compute from.
 */
import { cacheItemRows } from "../../functions/db/queries/cache";
import { type CacheItem, expandCacheItem } from "../contracts/cache";
import type { GameMode } from "../contracts/game-mode";
import { itemsByUid } from "../stores/cache-rows";
import { openBuildDb } from "./db";

const items = new Map<GameMode, Promise<Record<string, CacheItem>>>();

/** Every item with one mode's prices, by uid (sent compacted, then expanded, as the island gets them). */
export function cacheItems(mode: GameMode): Promise<Record<string, CacheItem>> {
  let pending = items.get(mode);
  if (!pending) {
    pending = cacheItemRows(openBuildDb() as never, mode).then((rows) =>
      itemsByUid(rows.map(expandCacheItem)),
    );
    items.set(mode, pending);
  }
  return pending;
}
