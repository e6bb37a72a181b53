import { map } from "nanostores";
import {
  type CacheItem,
  type CacheQuest,
  cacheEndpoint,
  cacheQuestSchema,
  columnsSchema,
} from "../contracts/cache";
import type { GameMode } from "../contracts/game-mode";
import { z } from "../contracts/zod-mini";
import { type ApiClient, api as defaultApi } from "./api";
import { decodeItems } from "./cache-decode";
import { indexRows, rebuildRows, yieldToMain } from "./cache-rows";

/**
 * The items and quests cache (docs/product.md §7): compact columns from GET /cache, rebuilt from the
 * field list, indexed by uid (quests also by bsgId and each of bsgIds), and kept in
 * localStorage under their hash so that rows are downloaded again only when a hash changes.
 */
export type CacheState = {
  status: "idle" | "loading" | "ready" | "error";
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

/** The storage surface used (localStorage in the browser, a fake in tests). */
export type KeyValueStorage = Pick<Storage, "getItem" | "setItem">;

/** Versioned: a list stored in an older layout (rows) is never read as columns. */
export const storageKeys = (mode: GameMode, lang: CacheLang = "en") => ({
  items: `tm_cache_items_v2_${mode}${lang === "ru" ? "_ru" : ""}`,
  quests: `tm_cache_quests_v2${lang === "ru" ? "_ru" : ""}`,
});

export type CacheLang = "en" | "ru";

/** The page's language as the cache asks for it (Russian names travel to Russian pages only). */
export function pageLang(): CacheLang {
  try {
    return globalThis.document?.documentElement?.lang === "ru" ? "ru" : "en";
  } catch {
    return "en";
  }
}

const storedSchema = z.object({
  hash: z.string(),
  fields: z.array(z.string()),
  columns: columnsSchema,
});
type Stored = z.infer<typeof storedSchema>;

function readStored(storage: KeyValueStorage | undefined, key: string): Stored | null {
  try {
    const text = storage?.getItem(key);
    if (!text) return null;
    const parsed = storedSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null; // unreadable storage or JSON: fetch afresh
  }
}

function writeStored(storage: KeyValueStorage | undefined, key: string, value: Stored): void {
  try {
    storage?.setItem(key, JSON.stringify(value));
  } catch {
    // quota exceeded or storage disabled: the cache then lives in memory only (docs/product.md §8)
  }
}

/** The browser's localStorage, or undefined where it is missing or blocked (private modes). */
export const browserStorage = (): KeyValueStorage | undefined => {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
};

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
};

/**
 * Loads the cache: sends the hashes held in storage; uses the stored rows when the server
 * says they are current, else the sent rows (and stores them). Concurrent calls share one request.
 */
const inflight = new Map<string, Promise<void>>();

/** Whether a load that brings the quests of a mode is under way (a page asking for them waits for it). */
export function questsLoading(mode: GameMode): boolean {
  return [...inflight.keys()].some((key) => key.startsWith(`${mode}:`) && key.endsWith(":true"));
}

export function loadCache(opts: LoadCacheOptions = {}): Promise<void> {
  const mode = opts.mode ?? "pvp";
  const lang = opts.lang ?? pageLang();
  const key = `${mode}:${lang}:${opts.items !== false}:${opts.quests !== false}`;
  let pending = inflight.get(key);
  if (!pending) {
    pending = doLoad({ ...opts, mode, lang }).finally(() => inflight.delete(key));
    inflight.set(key, pending);
  }
  return pending;
}

async function doLoad({
  mode = "pvp",
  lang = "en",
  api = defaultApi,
  storage = browserStorage(),
  items: wantItems = true,
  quests: wantQuests = true,
  between = yieldToMain,
}: LoadCacheOptions) {
  const later: (() => void)[] = [];
  const keys = storageKeys(mode, lang);
  const stored = {
    items: wantItems ? readStored(storage, keys.items) : null,
    quests: wantQuests ? readStored(storage, keys.quests) : null,
  };
  $cache.set({ ...$cache.get(), status: "loading", mode, error: null });
  try {
    const body = await api.call(cacheEndpoint, {
      query: {
        mode,
        ...(lang === "ru" ? { lang } : {}),
        ...(wantItems ? { itemsHash: stored.items?.hash } : { items: "skip" as const }),
        ...(wantQuests ? { questsHash: stored.quests?.hash } : { quests: "skip" as const }),
      },
    });
    const { itemsData: i, questsData: q } = body;
    // each list asked for replaces its part of the store; the other part stays as loaded
    const patch: Partial<CacheState> = { status: "ready", mode, error: null };
    if (wantItems) {
      const items: Stored =
        i.needRefresh || !stored.items ? { hash: i.hash, fields: i.fields, columns: i.items } : stored.items;
      if (i.needRefresh) later.push(() => writeStored(storage, keys.items, items));
      // checked, expanded and indexed in a Web Worker where there is one (4,900 items: the page's
      // longest work after a first visit's download), else here between slices
      Object.assign(patch, {
        itemsHash: items.hash,
        items: await decodeItems(items.fields, items.columns, between),
      });
    }
    if (wantQuests) {
      const quests: Stored =
        q.needRefresh || !stored.quests
          ? { hash: q.hash, fields: q.fields, columns: q.quests }
          : stored.quests;
      if (q.needRefresh) later.push(() => writeStored(storage, keys.quests, quests));
      const { quests: byUid, questsByBsgId } = indexRows(
        [],
        await rebuildRows(quests.fields, quests.columns, cacheQuestSchema, between),
      );
      Object.assign(patch, { questsHash: quests.hash, quests: byUid, questsByBsgId });
    }
    $cache.set({ ...$cache.get(), ...patch });
    // storing (stringifying up to 1 MB) waits until the page has rendered what it needs
    for (const store of later) {
      await between();
      store();
    }
  } catch (err) {
    $cache.set({ ...$cache.get(), status: "error", error: err instanceof Error ? err.message : String(err) });
  }
}

/** Back to the empty state (tests, sign-out). */
export function resetCache(): void {
  $cache.set(emptyState());
}
