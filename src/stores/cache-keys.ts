/**
 * Where the browser keeps the cache's lists, and reading them: shared by the cache store
 * (cache.ts) and the page's early script (src/scripts/early-data.ts), which starts the cache's
 * load before the islands' code has arrived. No store and no zod here, to stay small.
 */
import type { GameMode } from "../contracts/game-mode";
import type { CacheLang, CacheLoadRequest } from "./cache-load";

/** The storage surface used (localStorage in the browser, a fake in tests). */
export type KeyValueStorage = Pick<Storage, "getItem" | "setItem">;

/** Versioned: a list stored in an older layout (rows) is never read as columns. */
export const storageKeys = (mode: GameMode, lang: CacheLang = "en") => ({
  items: `tm_cache_items_v2_${mode}${lang === "ru" ? "_ru" : ""}`,
  quests: `tm_cache_quests_v2${lang === "ru" ? "_ru" : ""}`,
});

/** The page's language as the cache asks for it (Russian names travel to Russian pages only). */
export function pageLang(): CacheLang {
  try {
    return globalThis.document?.documentElement?.lang === "ru" ? "ru" : "en";
  } catch {
    return "en";
  }
}

/**
 * What a calculator page asks of the cache: the items the calculators price alone (calc-items.ts),
 * without the quests. The calculators' store (calc-data.ts) and the page's early script both ask
 * it, so that the early answer is the one the island takes.
 */
export const CALC_PAGE_CACHE = { quests: false, itemsFor: "calc" } as const;

/** The browser's localStorage, or undefined where it is missing or blocked (private modes). */
export const browserStorage = (): KeyValueStorage | undefined => {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
};

function keptText(storage: KeyValueStorage | undefined, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null; // unreadable storage: fetch afresh
  }
}

/** One load's request: what the page wants, with the lists kept for it (as stored text). */
export function cacheRequest(
  mode: GameMode,
  lang: CacheLang,
  wantItems: boolean,
  wantQuests: boolean,
  storage: KeyValueStorage | undefined,
): CacheLoadRequest {
  const keys = storageKeys(mode, lang);
  // the stored lists travel as text: read (up to 1 MB) where they are decoded
  return {
    mode,
    lang,
    wantItems,
    wantQuests,
    stored: {
      items: wantItems ? keptText(storage, keys.items) : null,
      quests: wantQuests ? keptText(storage, keys.quests) : null,
    },
  };
}
