/**
 * The data worker: the page posts what it asks; the worker fetches and checks it off the page's
 * thread and answers.
 * - The items cache (`cache`): with the lists the page keeps in storage, GET /cache, the lists
 *   checked, expanded and indexed (cache-load.ts); the items come in slices, each its own message
 *   (one task each on the page), then the rest.
 * - The calculators' data (`calc`): GET /calc, checked against its contract (about 120 ms of the
 *   page's thread on a desktop, four times that on a phone).
 */
/// <reference lib="webworker" />

import type { CacheItem } from "../contracts/cache";
import { calcEndpoint } from "../contracts/calc";
import { api } from "./api";
import { loadCacheLists } from "./cache-load";
import type { WorkerAnswer, WorkerAsk } from "./data-worker";

/** Items per message: about 500 items are under 10 ms to receive on a desktop (as JSON text, a few ms). */
const SLICE = 500;

const noPause = () => Promise.resolve();

self.onmessage = async (e: MessageEvent<WorkerAsk>) => {
  const ask = e.data;
  const { id } = ask;
  let answer: WorkerAnswer;
  try {
    if (ask.kind === "calc") {
      answer = { id, text: JSON.stringify(await api.call(calcEndpoint, { query: ask.query })) };
    } else {
      const result = await loadCacheLists(ask.req, api, noPause);
      if (result.items) {
        const entries = Object.entries(result.items.byUid);
        for (let i = 0; i < entries.length; i += SLICE) {
          const part: Record<string, CacheItem> = Object.fromEntries(entries.slice(i, i + SLICE));
          self.postMessage({ id, part: JSON.stringify(part) } satisfies WorkerAnswer);
        }
        result.items.byUid = {};
      }
      answer = { id, data: result };
    }
  } catch (err) {
    answer = { id, error: err instanceof Error ? err.message : String(err) };
  }
  self.postMessage(answer);
};
