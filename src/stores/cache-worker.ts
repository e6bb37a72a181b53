/**
 * The items cache loaded in a Web Worker: the page posts what it asks and the lists it keeps in
 * storage; the worker fetches GET /cache, checks, expands and indexes the lists (cache-load.ts)
 * and answers the items in slices, each its own message (one task each on the page), then the rest.
 */
/// <reference lib="webworker" />

import type { CacheItem } from "../contracts/cache";
import { api } from "./api";
import type { WorkerAnswer, WorkerAsk } from "./cache-decode";
import { loadCacheLists } from "./cache-load";

/** Items per message: about 500 items are under 10 ms to receive on a desktop. */
const SLICE = 500;

const noPause = () => Promise.resolve();

self.onmessage = async (e: MessageEvent<WorkerAsk>) => {
  const { id, req } = e.data;
  let answer: WorkerAnswer;
  try {
    const result = await loadCacheLists(req, api, noPause);
    if (result.items) {
      const entries = Object.entries(result.items.byUid);
      for (let i = 0; i < entries.length; i += SLICE) {
        const part: Record<string, CacheItem> = Object.fromEntries(entries.slice(i, i + SLICE));
        self.postMessage({ id, part } satisfies WorkerAnswer);
      }
      result.items.byUid = {};
    }
    answer = { id, result };
  } catch (err) {
    answer = { id, error: err instanceof Error ? err.message : String(err) };
  }
  self.postMessage(answer);
};
