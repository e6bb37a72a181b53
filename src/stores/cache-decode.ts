/**
 * The data worker (data-worker-script.ts), asked from the page (data-worker.ts): the items cache, fetched, checked and
 * expanded there, and the calculators' data, checked there, so that parsing and checking them
 * do not hold the page's thread. Where there is no worker (Node, the tests, a store given its
 * own API client) or it fails, the page does the same work itself (cache-load.ts between slices).
 */

import type { CalcData } from "../contracts/calc";
import type { GameMode } from "../contracts/game-mode";
import type { ApiClient } from "./api";
import { type CacheLoadRequest, type CacheLoadResult, loadCacheLists } from "./cache-load";
import { ask } from "./data-worker";

/**
 * The cache's lists (cache-load.ts), loaded in the worker; on the page between slices when
 * there is no worker, it fails, or the page brings its own API client. `itemsFor: "calc"`: the
 * worker sends the items the calculators price alone (all of them where the page loads them).
 */
export async function loadLists(
  req: CacheLoadRequest,
  api: ApiClient | null,
  fallbackApi: ApiClient,
  between: () => Promise<void>,
  itemsFor?: "calc",
): Promise<CacheLoadResult> {
  const answer = api ? null : await ask({ kind: "cache", req, ...(itemsFor ? { itemsFor } : {}) });
  if (answer) {
    const result = answer.data as CacheLoadResult;
    if (result.items) result.items.byUid = answer.items;
    return result;
  }
  return loadCacheLists(req, api ?? fallbackApi, between);
}

/** GET /calc checked in the worker; null when there is no worker (the caller asks itself). */
export async function calcInWorker(query: { mode: GameMode }): Promise<CalcData | null> {
  const answer = await ask({ kind: "calc", query });
  return answer ? (answer.data as CalcData) : null;
}
