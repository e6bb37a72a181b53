import { map } from "nanostores";
import { type $ZodObject, type $ZodType, type output, safeParse } from "zod/v4/core";
import {
  type CacheItem,
  type CacheQuest,
  cacheEndpoint,
  cacheItemSchema,
  cacheQuestSchema,
  columnsSchema,
  expandCacheItem,
} from "../contracts/cache";
import type { GameMode } from "../contracts/game-mode";
import { z } from "../contracts/zod-mini";
import { decodeColumns } from "../domain/cache-columns";
import { type ApiClient, api as defaultApi } from "./api";

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

/** Ends the current task so that the page can paint and answer input; the work goes on in the next. */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Rebuilds objects from their columns and field list, checked against the contract column by
 * column (one zod parse per field instead of one per row). Each column is checked in its own
 * task (`between` runs between them), so that the market's 4,515 items never block the page for
 * long. When a column fails, the rows are checked one by one and those that match kept.
 */
export async function rebuildRows<S extends $ZodObject>(
  fields: string[],
  columns: unknown[][],
  schema: S,
  between: () => Promise<void> = yieldToMain,
): Promise<output<S>[]> {
  const count = columns.reduce((n, column) => Math.max(n, column.length), 0);
  const shape: Record<string, $ZodType> = schema._zod.def.shape;
  const keys = Object.keys(shape);
  const checked: unknown[][] = [];
  for (const key of keys) {
    const sent = columns[fields.indexOf(key)] ?? [];
    const column = sent.length === count ? sent : Array.from({ length: count }, (_, i) => sent[i] ?? null);
    const parsed = safeParse(z.array(shape[key] as $ZodType), column);
    if (!parsed.success) return rowByRow(fields, columns, schema);
    checked.push(parsed.data);
    await between();
  }
  const out: output<S>[] = [];
  for (let i = 0; i < count; i++) {
    const row: Record<string, unknown> = {};
    keys.forEach((key, j) => {
      row[key] = checked[j]?.[i];
    });
    out.push(row as output<S>);
  }
  return out;
}

/** `fn` over the list in slices of `size`, with `between` after each slice. */
async function mapInSlices<T, U>(list: T[], fn: (x: T) => U, between: () => Promise<void>, size = 500) {
  const out: U[] = [];
  for (let i = 0; i < list.length; i += size) {
    for (const x of list.slice(i, i + size)) out.push(fn(x));
    await between();
  }
  return out;
}

function rowByRow<S extends $ZodObject>(fields: string[], columns: unknown[][], schema: S): output<S>[] {
  const out: output<S>[] = [];
  for (const row of decodeColumns(fields, columns)) {
    const parsed = safeParse(schema, row);
    if (parsed.success) out.push(parsed.data);
  }
  return out;
}

/** uid → item; uid → quest; bsgId and every bsgIds entry → quest. */
export function indexRows(items: CacheItem[], quests: CacheQuest[]) {
  const byUid = Object.fromEntries(items.map((i) => [i.uid, i]));
  const questsByUid = Object.fromEntries(quests.map((q) => [q.uid, q]));
  const questsByBsgId: Record<string, CacheQuest> = {};
  for (const q of quests) {
    for (const id of q.bsgIds) questsByBsgId[id] = q;
    if (q.bsgId) questsByBsgId[q.bsgId] = q;
  }
  return { items: byUid, quests: questsByUid, questsByBsgId };
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
      const checked = await rebuildRows(items.fields, items.columns, cacheItemSchema, between);
      const rows = await mapInSlices(checked, expandCacheItem, between);
      Object.assign(patch, { itemsHash: items.hash, items: indexRows(rows, []).items });
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
