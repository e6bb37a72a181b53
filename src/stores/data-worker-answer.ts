/**
 * What the data worker (data-worker-script.ts) answers to the page's asks (data-worker.ts), given
 * its API client and a way to post; the worker script only wires it to its messages.
 * - The items cache (`cache`): with the lists the page keeps in storage, GET /cache, the lists
 *   checked, expanded and indexed (cache-load.ts); the items come in slices, each its own message
 *   (one task each on the page), then the rest, its quests as one JSON text. Asked for the
 *   calculators (`itemsFor: "calc"`), the page receives the items they price alone (calc-items.ts:
 *   about a quarter of them); the list kept in storage stays whole.
 * - The calculators' data (`calc`): GET /calc, checked against its contract (about 120 ms of the
 *   page's thread on a desktop, four times that on a phone).
 * The calculators' data and their items are asked together: one GET /calc serves both.
 */
import type { CacheItem } from "../contracts/cache";
import { type CalcData, calcEndpoint } from "../contracts/calc";
import type { GameMode } from "../contracts/game-mode";
import { calcItemUids, isCalcItem } from "../domain/calc-items";
import type { ApiClient } from "./api";
import { loadCacheLists } from "./cache-load";
import type { WorkerAnswer, WorkerAsk } from "./data-worker";

/** Items per message: about 500 items are under 10 ms to receive on a desktop (as JSON text, a few ms). */
const SLICE = 500;

const noPause = () => Promise.resolve();

type Reader = "calc" | "items";

/**
 * The worker's answering of asks. `calcFetches` holds one GET /calc per mode until both its
 * readers (the calculators' data and their items) have read it, so each pair asks once and a
 * later pair (the price mode changed back) asks afresh.
 */
export function createAnswerer(api: ApiClient, post: (answer: WorkerAnswer) => void) {
  const calcFetches = new Map<GameMode, { data: Promise<CalcData>; readers: Set<Reader> }>();

  function calcData(mode: GameMode, reader: Reader): Promise<CalcData> {
    let fetch = calcFetches.get(mode);
    if (!fetch || fetch.readers.has(reader)) {
      fetch = { data: api.call(calcEndpoint, { query: { mode } }), readers: new Set() };
      calcFetches.set(mode, fetch);
      // a failure is the calculators' to report; their items are then sent whole
      fetch.data.catch(() => {});
    }
    fetch.readers.add(reader);
    if (fetch.readers.size === 2) calcFetches.delete(mode);
    return fetch.data;
  }

  return async function answer(ask: WorkerAsk): Promise<void> {
    const { id } = ask;
    let last: WorkerAnswer;
    try {
      if (ask.kind === "calc") {
        last = { id, text: JSON.stringify(await calcData(ask.query.mode, "calc")) };
      } else {
        const named =
          ask.itemsFor === "calc"
            ? calcData(ask.req.mode, "items").then(calcItemUids, () => null)
            : Promise.resolve(null);
        const result = await loadCacheLists(ask.req, api, noPause);
        if (result.items) {
          const uids = await named;
          const entries = Object.entries(result.items.byUid).filter(
            ([, item]) => !uids || isCalcItem(uids, item),
          );
          for (let i = 0; i < entries.length; i += SLICE) {
            const part: Record<string, CacheItem> = Object.fromEntries(entries.slice(i, i + SLICE));
            post({ id, part: JSON.stringify(part) });
          }
          result.items.byUid = {};
        }
        // the quests as JSON text too, without their two indexes (the page rebuilds them)
        if (result.quests) {
          const quests = JSON.stringify(Object.values(result.quests.byUid));
          result.quests.byUid = {};
          result.quests.byBsgId = {};
          last = { id, data: result, quests };
        } else last = { id, data: result };
      }
    } catch (err) {
      last = { id, error: err instanceof Error ? err.message : String(err) };
    }
    post(last);
  };
}
