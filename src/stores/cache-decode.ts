/**
 * The data worker (cache-worker.ts), asked from the page: the items cache, fetched, checked and
 * expanded there, and the calculators' data, checked there, so that parsing and checking them
 * do not hold the page's thread. Where there is no worker (Node, the tests, a store given its
 * own API client) or it fails, the page does the same work itself (cache-load.ts between slices).
 */

import type { CacheItem } from "../contracts/cache";
import type { CalcData } from "../contracts/calc";
import type { GameMode } from "../contracts/game-mode";
import type { ApiClient } from "./api";
import { type CacheLoadRequest, type CacheLoadResult, loadCacheLists } from "./cache-load";

type Ask = { kind: "cache"; req: CacheLoadRequest } | { kind: "calc"; query: { mode: GameMode } };
export type WorkerAsk = { id: number } & Ask;
/** Slices of the items (`part`) come first; then the answer (a cache load without its items) or the error. */
export type WorkerAnswer =
  | { id: number; part: Record<string, CacheItem>; data?: undefined; error?: undefined }
  | { id: number; data: unknown; part?: undefined; error?: undefined }
  | { id: number; error: string; part?: undefined; data?: undefined };

type Waiting = {
  items: Record<string, CacheItem>;
  resolve: (answer: { data: unknown; items: Record<string, CacheItem> }) => void;
  reject: (err: Error) => void;
};

let worker: Worker | null | undefined;
let nextId = 0;
const waiting = new Map<number, Waiting>();

/** Raised when the worker itself failed (not the request): the page then does the work. */
class WorkerFailed extends Error {}

/** The one data worker, made on first use; null where none can be made. */
function dataWorker(): Worker | null {
  if (worker !== undefined) return worker;
  try {
    worker =
      typeof Worker === "undefined"
        ? null
        : new Worker(new URL("./cache-worker.ts", import.meta.url), { type: "module" });
  } catch {
    worker = null;
  }
  if (!worker) return null;
  worker.onmessage = (e: MessageEvent<WorkerAnswer>) => {
    const asked = waiting.get(e.data.id);
    if (!asked) return;
    if (e.data.part) {
      Object.assign(asked.items, e.data.part);
      return;
    }
    waiting.delete(e.data.id);
    if (e.data.error === undefined) asked.resolve({ data: e.data.data, items: asked.items });
    else asked.reject(new Error(e.data.error));
  };
  // a worker that cannot load (blocked, or its script missing) is not asked again
  worker.onerror = () => {
    worker?.terminate();
    worker = null;
    for (const asked of waiting.values()) asked.reject(new WorkerFailed("data worker failed"));
    waiting.clear();
  };
  return worker;
}

/** The worker's answer; null when there is no worker or it failed. A failed request throws. */
async function ask(what: Ask): Promise<{ data: unknown; items: Record<string, CacheItem> } | null> {
  const w = dataWorker();
  if (!w) return null;
  const id = ++nextId;
  try {
    return await new Promise((resolve, reject) => {
      waiting.set(id, { items: {}, resolve, reject });
      w.postMessage({ id, ...what } satisfies WorkerAsk);
    });
  } catch (err) {
    if (!(err instanceof WorkerFailed)) throw err;
    console.warn("data worker", err);
    return null;
  }
}

/**
 * The cache's lists (cache-load.ts), loaded in the worker; on the page between slices when
 * there is no worker, it fails, or the page brings its own API client.
 */
export async function loadLists(
  req: CacheLoadRequest,
  api: ApiClient | null,
  fallbackApi: ApiClient,
  between: () => Promise<void>,
): Promise<CacheLoadResult> {
  const answer = api ? null : await ask({ kind: "cache", req });
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
