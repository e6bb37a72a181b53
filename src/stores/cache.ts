import { map } from "nanostores";
import type { CacheItem, CacheQuest } from "../contracts/cache";
import type { GameMode } from "../contracts/game-mode";
import { type ApiClient, api as defaultApi } from "./api";
import { loadLists } from "./cache-decode";
import { browserStorage, cacheRequest, type KeyValueStorage, pageLang, storageKeys } from "./cache-keys";
import type { CacheLang } from "./cache-load";
import { yieldToMain } from "./scheduling";

/**
 * The items and quests cache (docs/product.md §7): compact columns from GET /cache, rebuilt from the
 * field list, indexed by uid (quests also by bsgId and each of bsgIds), and kept in
 * localStorage under their hash so that rows are downloaded again only when a hash changes.
 */
export type CacheState = {
  status: "idle" | "loading" | "ready" | "error";
  /** The items' price mode (the quests are the same in both: a load of quests alone leaves it). */
  mode: GameMode;
  itemsHash: string | null;
  questsHash: string | null;
  items: Record<string, CacheItem>;
  quests: Record<string, CacheQuest>;
  questsByBsgId: Record<string, CacheQuest>;
  error: string | null;
};

const emptyState = (mode: GameMode = "pvp"): CacheState => ({
  status: "idle",
  mode,
  itemsHash: null,
  questsHash: null,
  items: {},
  quests: {},
  questsByBsgId: {},
  error: null,
});

export const $cache = map<CacheState>(emptyState());

function keep(storage: KeyValueStorage | undefined, key: string, text: string): void {
  try {
    storage?.setItem(key, text);
  } catch {
    // quota exceeded or storage disabled: the cache then lives in memory only (docs/product.md §8)
  }
}

export type LoadCacheOptions = {
  mode?: GameMode;
  /** The page's language (default: the document's). */
  lang?: CacheLang;
  api?: ApiClient;
  storage?: KeyValueStorage;
  /** false: the page shows no items (not downloaded; the loaded ones stay). */
  items?: boolean;
  /** false: the page shows no quests, as the market (not downloaded; the loaded ones stay). */
  quests?: boolean;
  /** Runs between slices of decoding (default: end the task, yieldToMain). */
  between?: () => Promise<void>;
  /**
   * "calc": a calculator page, which shows the items the calculators price alone (calc-items.ts):
   * the data worker sends those (a quarter of the items); the list kept in storage stays whole.
   */
  itemsFor?: "calc";
};

/**
 * One load under way: what it still brings (nothing once its lists are in the store), and its
 * promise (concurrent calls for the same share it).
 */
type Inflight = { items: boolean; quests: boolean; promise: Promise<void> };
const inflight = new Map<string, Inflight>();
/** The mode of the latest load asked to bring items: an earlier one of another mode, done later, is dropped. */
let itemsModeAsked: GameMode | null = null;
/** Whether the last items load failed: the page's error stands until items come, whatever the quests do. */
let itemsFailed = false;
const underWay = (part: "items" | "quests", except?: Inflight) =>
  [...inflight.values()].some((load) => load !== except && load[part]);

/** Whether a load that brings the quests (the same in both modes) is under way: a page asking for them waits for it. */
export function questsLoading(): boolean {
  return underWay("quests");
}

/** Whether a load that brings items, in any mode, is under way. */
export function itemsLoading(): boolean {
  return underWay("items");
}

/**
 * Loads the cache: sends the hashes held in storage; uses the stored rows when the server
 * says they are current, else the sent rows (and stores them). Concurrent calls share one request.
 */
export function loadCache(opts: LoadCacheOptions = {}): Promise<void> {
  const mode = opts.mode ?? "pvp";
  const lang = opts.lang ?? pageLang();
  const items = opts.items !== false;
  const quests = opts.quests !== false;
  const key = `${mode}:${lang}:${opts.itemsFor ?? "all"}:${items}:${quests}`;
  const pending = inflight.get(key);
  if (pending) return pending.promise;
  const load: Inflight = { items, quests, promise: Promise.resolve() };
  inflight.set(key, load);
  load.promise = doLoad({ ...opts, mode, lang }, load).finally(() => {
    if (inflight.get(key) === load) inflight.delete(key);
  });
  return load.promise;
}

async function doLoad(
  {
    mode = "pvp",
    lang = "en",
    api,
    storage = browserStorage(),
    items: wantItems = true,
    quests: wantQuests = true,
    between = yieldToMain,
    itemsFor,
  }: LoadCacheOptions,
  load: Inflight,
) {
  const keys = storageKeys(mode, lang);
  const req = cacheRequest(mode, lang, wantItems, wantQuests, storage);
  // the mode and the status are the items': a load of the quests alone does not make a page's
  // items another mode's, nor a live table busy
  const itemsMode = wantItems ? { mode } : {};
  if (wantItems) itemsModeAsked = mode;
  const status = $cache.get().status;
  const starting =
    wantItems || status === "idle" || (status === "error" && !itemsFailed) ? "loading" : status;
  // (a failed items load's error stands while the quests alone load)
  $cache.set({
    ...$cache.get(),
    status: starting,
    ...itemsMode,
    ...(starting === "error" ? {} : { error: null }),
  });
  try {
    // fetched, checked, expanded and indexed in a Web Worker where there is one (4,900 items: the
    // page's longest work after a first visit's download), else here between slices
    const got = await loadLists(req, api ?? null, defaultApi, between, itemsFor);
    // each list asked for replaces its part of the store, the other part stays as loaded; items
    // of a mode no longer asked for are dropped; ready once no other load is bringing items
    const current = !wantItems || itemsModeAsked === mode;
    if (wantItems && current) itemsFailed = false;
    const failed = !wantItems && itemsFailed;
    const patch: Partial<CacheState> = {
      status: underWay("items", load) ? "loading" : failed ? "error" : "ready",
      ...(current ? itemsMode : {}),
      ...(failed ? {} : { error: null }),
    };
    if (got.items && current) Object.assign(patch, { itemsHash: got.items.hash, items: got.items.byUid });
    if (got.quests)
      Object.assign(patch, {
        questsHash: got.quests.hash,
        quests: got.quests.byUid,
        questsByBsgId: got.quests.byBsgId,
      });
    $cache.set({ ...$cache.get(), ...patch });
    // its lists are in: while it stores their text, this load no longer holds another's status
    // at "loading" (an earlier mode's load ending meanwhile is the last to set it)
    load.items = false;
    load.quests = false;
    // storing (up to 1 MB of text) waits until the page has rendered what it needs
    for (const [key, text] of [
      [keys.items, got.items?.store],
      [keys.quests, got.quests?.store],
    ] as const) {
      if (!text) continue;
      await between();
      keep(storage, key, text);
    }
  } catch (err) {
    if (wantItems && itemsModeAsked !== mode) {
      // the items of a mode no longer asked for: their failure is not the page's
      const status = underWay("items", load) ? "loading" : itemsFailed ? "error" : "ready";
      $cache.set({ ...$cache.get(), status });
      return;
    }
    const error = err instanceof Error ? err.message : String(err);
    if (wantItems) itemsFailed = true;
    // the quests alone failing leaves items loaded, or on their way, as they are (their page works)
    const itemsStand = !wantItems && ($cache.get().itemsHash !== null || underWay("items", load));
    $cache.set({ ...$cache.get(), ...(itemsStand ? {} : { status: "error" }), error });
  }
}

/** Back to the empty state, forgetting the loads under way (tests). */
export function resetCache(): void {
  inflight.clear();
  itemsModeAsked = null;
  itemsFailed = false;
  $cache.set(emptyState());
}
