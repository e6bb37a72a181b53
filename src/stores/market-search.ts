import { type CacheItem, expandCacheItem } from "../contracts/cache";
import type { GameMode } from "../contracts/game-mode";
import { marketSearchEndpoint } from "../contracts/market-search";
import { type ApiClient, api as defaultApi } from "./api";

export type FirstMatches = { query: string; total: number; items: CacheItem[] };

/**
 * The server's best matches of a market query (GET /items/search), for the market to show while
 * its whole list loads. Null when the request was aborted (a newer keystroke) or failed: the list,
 * once loaded, answers the query anyway.
 */
export async function firstMatches(
  query: string,
  mode: GameMode,
  lang: "en" | "ru",
  signal: AbortSignal,
  api: ApiClient = defaultApi,
): Promise<FirstMatches | null> {
  try {
    const found = await api.call(marketSearchEndpoint, { query: { q: query, mode, lang } }, { signal });
    return { query, total: found.total, items: found.items.map(expandCacheItem) };
  } catch {
    return null;
  }
}
