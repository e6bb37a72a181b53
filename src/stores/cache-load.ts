/**
 * One load of the items and quests cache, from the lists kept in storage (as stored text) to the
 * decoded lists: GET /cache with the stored hashes, the stored or sent columns checked, expanded
 * and indexed, and the text to store when the server sent newer lists. Pure (no store, no DOM),
 * so that the cache's Web Worker (data-worker-script.ts) runs it off the page's thread, and the page
 * itself where there is no worker (cache-decode.ts chooses).
 */
import {
  type CacheItem,
  type CacheQuest,
  cacheEndpoint,
  cacheQuestSchema,
  columnsSchema,
} from "../contracts/cache";
import type { GameMode } from "../contracts/game-mode";
import { z } from "../contracts/zod-mini";
import type { ApiClient } from "./api";
import { decodeItemRows, rebuildRows } from "./cache-rows";
import { indexQuests } from "./quest-index";

export type CacheLang = "en" | "ru";

export type CacheLoadRequest = {
  mode: GameMode;
  lang: CacheLang;
  /** false: the page shows no items (not downloaded). */
  wantItems: boolean;
  /** false: the page shows no quests (not downloaded). */
  wantQuests: boolean;
  /** The lists kept in storage, as stored (JSON text), or null. */
  stored: { items: string | null; quests: string | null };
};

export type CacheLoadResult = {
  items?: {
    hash: string;
    byUid: Record<string, CacheItem>;
    /** The text to keep in storage (the server sent a newer list), else null. */
    store: string | null;
  };
  quests?: {
    hash: string;
    byUid: Record<string, CacheQuest>;
    byBsgId: Record<string, CacheQuest>;
    store: string | null;
  };
};

const storedSchema = z.object({
  hash: z.string(),
  fields: z.array(z.string()),
  columns: columnsSchema,
});
export type Stored = z.infer<typeof storedSchema>;

/** The mark of a list kept gzipped (one byte per character); older text without it is plain JSON. */
const PACKED = "gz1:";

async function through(
  bytes: Uint8Array,
  stream: CompressionStream | DecompressionStream,
): Promise<Uint8Array> {
  const body = new Blob([bytes as BlobPart]).stream().pipeThrough(stream);
  return new Uint8Array(await new Response(body).arrayBuffer());
}

/**
 * A list as kept in storage: its JSON gzipped, one byte per character (a fifth of the JSON's
 * length: storing 1 MB of text held the page's thread for 60–90 ms on a desktop).
 */
export async function packStored(list: Stored): Promise<string> {
  const bytes = await through(new TextEncoder().encode(JSON.stringify(list)), new CompressionStream("gzip"));
  let text = PACKED;
  for (let i = 0; i < bytes.length; i += 0x8000)
    text += String.fromCharCode.apply(null, bytes.subarray(i, i + 0x8000) as unknown as number[]);
  return text;
}

/** A list kept in storage (packed, or plain JSON as kept before), or null when there is none or it cannot be read (then fetched afresh). */
export async function readStored(text: string | null): Promise<Stored | null> {
  if (!text) return null;
  try {
    let json = text;
    if (text.startsWith(PACKED)) {
      const bytes = new Uint8Array(text.length - PACKED.length);
      for (let i = 0; i < bytes.length; i++) bytes[i] = text.charCodeAt(i + PACKED.length);
      json = new TextDecoder().decode(await through(bytes, new DecompressionStream("gzip")));
    }
    const parsed = storedSchema.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * Loads the cache's lists: sends the stored hashes; uses the stored columns when the server says
 * they are current, else the sent ones (and gives their text to store). `between` runs between
 * slices of the decoding.
 */
export async function loadCacheLists(
  req: CacheLoadRequest,
  api: ApiClient,
  between: () => Promise<void>,
): Promise<CacheLoadResult> {
  const stored = {
    items: req.wantItems ? await readStored(req.stored.items) : null,
    quests: req.wantQuests ? await readStored(req.stored.quests) : null,
  };
  const body = await api.call(cacheEndpoint, {
    query: {
      mode: req.mode,
      ...(req.lang === "ru" ? { lang: req.lang } : {}),
      ...(req.wantItems ? { itemsHash: stored.items?.hash } : { items: "skip" as const }),
      ...(req.wantQuests ? { questsHash: stored.quests?.hash } : { quests: "skip" as const }),
    },
  });
  const { itemsData: i, questsData: q } = body;
  const out: CacheLoadResult = {};
  if (req.wantItems) {
    const fresh = i.needRefresh || !stored.items;
    const items: Stored = fresh
      ? { hash: i.hash, fields: i.fields, columns: i.items }
      : (stored.items as Stored);
    out.items = {
      hash: items.hash,
      byUid: await decodeItemRows(items.fields, items.columns, between),
      store: i.needRefresh ? await packStored(items) : null,
    };
  }
  if (req.wantQuests) {
    const fresh = q.needRefresh || !stored.quests;
    const quests: Stored = fresh
      ? { hash: q.hash, fields: q.fields, columns: q.quests }
      : (stored.quests as Stored);
    const { byUid, byBsgId } = indexQuests(
      await rebuildRows(quests.fields, quests.columns, cacheQuestSchema, between),
    );
    out.quests = {
      hash: quests.hash,
      byUid,
      byBsgId,
      store: q.needRefresh ? await packStored(quests) : null,
    };
  }
  return out;
}
