/**
 * The page's side of the data worker (data-worker-script.ts): the one worker, made on first use,
 * and the asks posted to it, each answered by one promise. Only types and the quests' index
 * (quest-index.ts, itself importing only types) are imported, so that the page's early script
 * (src/components/shell/early-data.ts) can post its asks before the islands' code has loaded; an
 * island asking the same later receives the answer already under way.
 */
import type { CacheItem, CacheQuest } from "../contracts/cache";
import type { GameMode } from "../contracts/game-mode";
import type { CacheLoadRequest } from "./cache-load";
import { indexQuests } from "./quest-index";

/**
 * What the page asks the worker: the items cache (with `itemsFor: "calc"`, the items the
 * calculators price alone: calc-items.ts), or the calculators' data.
 */
export type Ask =
  | { kind: "cache"; req: CacheLoadRequest; itemsFor?: "calc" }
  | { kind: "calc"; query: { mode: GameMode } };
export type WorkerAsk = { id: number } & Ask;
/**
 * Slices of the items (`part`) come first; then the answer (a cache load without its items,
 * `data`, with its quests as JSON text, `quests`; or the calculators' data as JSON text, `text`)
 * or the error. Items, quests and the calculators' data travel as JSON text: the page parses
 * text about five times faster than it receives the same objects cloned (600 KB of calculators'
 * data: one task of about 120 ms on a desktop, nearly half a second on a phone). The quests come
 * as a list; the page indexes them again (quest-index.ts). The rest of the cache's answer (hashes,
 * the text to keep in storage) stays cloned.
 */
export type WorkerAnswer =
  | { id: number; part: string; data?: undefined; quests?: undefined; text?: undefined; error?: undefined }
  | { id: number; data: unknown; quests?: string; part?: undefined; text?: undefined; error?: undefined }
  | { id: number; text: string; part?: undefined; data?: undefined; quests?: undefined; error?: undefined }
  | { id: number; error: string; part?: undefined; data?: undefined; quests?: undefined; text?: undefined };

export type Answered = { data: unknown; items: Record<string, CacheItem> };

type Waiting = {
  items: Record<string, CacheItem>;
  resolve: (answer: Answered) => void;
  reject: (err: Error) => void;
};

type Shared = {
  /** The one worker (undefined: not made yet; null: none can be made). */
  worker: Worker | null | undefined;
  nextId: number;
  waiting: Map<number, Waiting>;
  /** Asks posted early, by what they ask (askKey), until an island asks the same. */
  early: Map<string, Promise<Answered | null>>;
};
/**
 * The page's one state, kept on the page's global object under a shared symbol: the early script
 * is a bundle of its own (EarlyData.astro), with its own copy of this module, and the islands'
 * asks must find the worker and the answers it started.
 */
const SLOT = Symbol.for("tarkov-companion.data-worker");
const holder = globalThis as { [SLOT]?: Shared };
holder[SLOT] ??= { worker: undefined, nextId: 0, waiting: new Map(), early: new Map() };
const shared: Shared = holder[SLOT];
const { waiting, early } = shared;

/**
 * Raised when the worker itself failed (not the request): the page then does the work. Known by
 * its name: the early script's copy of this module may raise it for the islands' asks.
 */
class WorkerFailed extends Error {
  override name = "WorkerFailed";
}
const workerFailed = (err: unknown) => err instanceof Error && err.name === "WorkerFailed";

/**
 * What an ask asks, as a key: two asks with the same key have the same answer (the kept lists
 * are read from the same storage by both).
 * @example askKey({ kind: "calc", query: { mode: "pvp" } }) // "calc:pvp"
 */
export function askKey(what: Ask): string {
  if (what.kind === "calc") return `calc:${what.query.mode}`;
  const { mode, lang, wantItems, wantQuests } = what.req;
  return `cache:${mode}:${lang}:${wantItems}:${wantQuests}${what.itemsFor ? `:${what.itemsFor}` : ""}`;
}

/** The one data worker, made on first use; null where none can be made. */
function dataWorker(): Worker | null {
  if (shared.worker !== undefined) return shared.worker;
  let worker: Worker | null;
  try {
    worker =
      typeof Worker === "undefined"
        ? null
        : new Worker(new URL("./data-worker-script.ts", import.meta.url), { type: "module" });
  } catch {
    worker = null;
  }
  shared.worker = worker;
  if (!worker) return null;
  worker.onmessage = (e: MessageEvent<WorkerAnswer>) => {
    const asked = waiting.get(e.data.id);
    if (!asked) return;
    if (e.data.part !== undefined) {
      Object.assign(asked.items, JSON.parse(e.data.part) as Record<string, CacheItem>);
      return;
    }
    waiting.delete(e.data.id);
    if (e.data.error !== undefined) asked.reject(new Error(e.data.error));
    else if (e.data.text !== undefined) asked.resolve({ data: JSON.parse(e.data.text), items: asked.items });
    else {
      const { data, quests } = e.data;
      if (quests !== undefined) {
        const lists = data as { quests: { byUid: unknown; byBsgId: unknown } };
        Object.assign(lists.quests, indexQuests(JSON.parse(quests) as CacheQuest[]));
      }
      asked.resolve({ data, items: asked.items });
    }
  };
  // a worker that cannot load (blocked, or its script missing) is not asked again
  worker.onerror = () => {
    worker?.terminate();
    shared.worker = null;
    for (const asked of waiting.values()) asked.reject(new WorkerFailed("data worker failed"));
    waiting.clear();
  };
  return worker;
}

function post(what: Ask): Promise<Answered | null> {
  const w = dataWorker();
  if (!w) return Promise.resolve(null);
  const id = ++shared.nextId;
  return new Promise<Answered>((resolve, reject) => {
    waiting.set(id, { items: {}, resolve, reject });
    w.postMessage({ id, ...what } satisfies WorkerAsk);
  }).catch((err: unknown) => {
    if (!workerFailed(err)) throw err;
    console.warn("data worker", err);
    return null;
  });
}

/**
 * The worker's answer; null when there is no worker or it failed. A failed request throws.
 * The same ask posted early is not posted again: its answer, once, is this one's.
 */
export function ask(what: Ask): Promise<Answered | null> {
  const key = askKey(what);
  const posted = early.get(key);
  if (posted) {
    early.delete(key);
    return posted;
  }
  return post(what);
}

/**
 * Posts an ask before anything waits for it (the page's early script): the first `ask` with the
 * same key receives its answer. An ask already posted early is not posted twice.
 */
export function askEarly(what: Ask): void {
  const key = askKey(what);
  if (early.has(key)) return;
  const posted = post(what);
  // a failure is the island's to report, when it asks; until then it is not an unhandled rejection
  posted.catch(() => {});
  early.set(key, posted);
}
