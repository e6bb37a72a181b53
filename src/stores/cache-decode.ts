/**
 * Where the items cache is loaded and decoded: in a Web Worker (cache-worker.ts) when the browser
 * has one, so that parsing, checking and expanding 4,900 items, and the text kept in storage, do
 * not hold the page's thread; on the page itself, between slices, where there is no worker (Node,
 * the tests, a page given its own API client) or it fails.
 */
import type { CacheItem } from "../contracts/cache";
import type { ApiClient } from "./api";
import { type CacheLoadRequest, type CacheLoadResult, loadCacheLists } from "./cache-load";

export type WorkerAsk = { id: number; req: CacheLoadRequest };
/** Slices of the items (`part`) come first; then the result (without its items) or the error. */
export type WorkerAnswer =
  | { id: number; part: Record<string, CacheItem>; result?: undefined; error?: undefined }
  | { id: number; result: CacheLoadResult; part?: undefined; error?: undefined }
  | { id: number; error: string; part?: undefined; result?: undefined };

type Waiting = {
  items: Record<string, CacheItem>;
  resolve: (result: CacheLoadResult) => void;
  reject: (err: Error) => void;
};

let worker: Worker | null | undefined;
let nextId = 0;
const waiting = new Map<number, Waiting>();

/** Raised when the worker itself failed (not the request): the page then loads on its own. */
class WorkerFailed extends Error {}

/** The one cache worker, made on first use; null where none can be made. */
function cacheWorker(): Worker | null {
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
    if (e.data.result) {
      const { result } = e.data;
      if (result.items) result.items.byUid = asked.items;
      asked.resolve(result);
    } else asked.reject(new Error(e.data.error));
  };
  // a worker that cannot load (blocked, or its script missing) is not asked again
  worker.onerror = () => {
    worker?.terminate();
    worker = null;
    for (const asked of waiting.values()) asked.reject(new WorkerFailed("cache worker failed"));
    waiting.clear();
  };
  return worker;
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
  const w = api ? null : cacheWorker();
  if (w) {
    const id = ++nextId;
    try {
      return await new Promise<CacheLoadResult>((resolve, reject) => {
        waiting.set(id, { items: {}, resolve, reject });
        w.postMessage({ id, req } satisfies WorkerAsk);
      });
    } catch (err) {
      if (!(err instanceof WorkerFailed)) throw err;
      console.warn("cache worker", err);
    }
  }
  return loadCacheLists(req, api ?? fallbackApi, between);
}
