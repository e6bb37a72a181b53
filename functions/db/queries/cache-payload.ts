import { brotliCompress, constants } from "node:zlib";
import { cacheItemFields, cacheQuestFields, namesForLang } from "../../../src/contracts/cache";
import type { GameMode } from "../../../src/contracts/game-mode";
import { encodeColumns } from "../../../src/domain/cache-columns";
import { cacheItemRows, cacheQuestRows } from "./cache";
import { getDataVersion } from "./data-version";
import type { AnyDb } from "./db-type";

/** One list of the cache payload (columns), kept as ready-to-send JSON text. */
export type CachePart = { hash: string; fieldsJson: string; columnsJson: string; count: number };
export type CachePayload = {
  version: number;
  items: CachePart;
  quests: CachePart;
  /** Compressed response bodies, made once per encoding and variant (which lists are sent) on first use. */
  compressed: Map<string, Promise<Uint8Array>>;
};

/** Short content hash: the first 16 hex digits of SHA-256 (WebCrypto). */
export async function contentHash(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return [...new Uint8Array(digest).slice(0, 8)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

async function part<T extends object>(fields: readonly (keyof T & string)[], rows: T[]): Promise<CachePart> {
  const fieldsJson = JSON.stringify(fields);
  const columnsJson = JSON.stringify(encodeColumns(fields, rows));
  return {
    hash: await contentHash(`${fieldsJson}${columnsJson}`),
    fieldsJson,
    columnsJson,
    count: rows.length,
  };
}

/**
 * Builds the payload of one mode and language from the database (no memo): an English page's
 * lists leave the Russian names out (null, an empty column travels as []).
 */
export async function buildCachePayload(
  db: AnyDb,
  mode: GameMode,
  version: number,
  lang: "en" | "ru" = "en",
): Promise<CachePayload> {
  const [allItems, allQuests] = await Promise.all([cacheItemRows(db, mode), cacheQuestRows(db)]);
  const ru = lang === "ru";
  const itemRows = allItems.map((r) => namesForLang(r, lang));
  const questRows = ru
    ? allQuests
    : allQuests.map((q) => ({
        ...q,
        nameL10n: { ru: "" },
        objectives: q.objectives.map(({ textRu: _, ...o }) => o),
      }));
  const [items, quests] = await Promise.all([
    part(cacheItemFields(), itemRows),
    part(cacheQuestFields(), questRows),
  ]);
  return { version, items, quests, compressed: new Map() };
}

/**
 * Per-isolate memo: the payload is built once per data version and mode (kv `data_version`,
 * bumped by whoever changes game data or prices), then served from memory. Entries of older
 * versions are dropped when a newer version is built.
 */
const memo = new Map<string, Promise<CachePayload>>();

export async function cachePayload(
  db: AnyDb,
  mode: GameMode,
  lang: "en" | "ru" = "en",
): Promise<CachePayload> {
  const version = await getDataVersion(db);
  const key = `${version}:${mode}:${lang}`;
  let pending = memo.get(key);
  if (!pending) {
    for (const k of memo.keys()) if (!k.startsWith(`${version}:`)) memo.delete(k);
    pending = buildCachePayload(db, mode, version, lang);
    memo.set(key, pending);
    // A failed build is not kept: the next request tries again.
    pending.catch(() => memo.delete(key));
  }
  return pending;
}

/** The response body, concatenated from the kept JSON text (columns only where the hash differs). */
export function cacheResponseText(payload: CachePayload, itemsHash?: string, questsHash?: string): string {
  const itemsFresh = itemsHash !== payload.items.hash;
  const questsFresh = questsHash !== payload.quests.hash;
  const items = `{"fields":${payload.items.fieldsJson},"items":${itemsFresh ? payload.items.columnsJson : "[]"},"hash":"${payload.items.hash}","needRefresh":${itemsFresh}}`;
  const quests = `{"fields":${payload.quests.fieldsJson},"quests":${questsFresh ? payload.quests.columnsJson : "[]"},"hash":"${payload.quests.hash}","needRefresh":${questsFresh}}`;
  return `{"itemsData":${items},"questsData":${quests}}`;
}

/** Gzips text with WebCrypto-era streams (CompressionStream), available in workerd and Node. */
export async function gzip(text: string): Promise<Uint8Array> {
  const stream = new Blob([text]).stream().pipeThrough(new CompressionStream("gzip"));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/**
 * Brotli quality of the cache answers: 6 makes the market's answer about 10 % smaller than gzip
 * in about the time gzip takes (`npm run bench cache-size` prints both); 10 and 11 gain a few
 * more per cent for ten to thirty times the work.
 */
const BROTLI_QUALITY = 6;

/** Brotli-compresses text (node:zlib: workerd under nodejs_compat, and Node). */
export function brotli(text: string): Promise<Uint8Array> {
  const input = new TextEncoder().encode(text);
  const params = {
    [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    [constants.BROTLI_PARAM_SIZE_HINT]: input.byteLength,
  };
  return new Promise((resolve, reject) =>
    brotliCompress(input, { params }, (err, out) => (err ? reject(err) : resolve(new Uint8Array(out)))),
  );
}

/**
 * The compressed body for the request's hashes, kept with the payload so that the ~1 MB full
 * answer is compressed once per data version and encoding instead of on every request.
 */
export function cacheResponseCompressed(
  payload: CachePayload,
  encoding: "br" | "gzip",
  itemsHash?: string,
  questsHash?: string,
) {
  const variant = `${encoding}${itemsHash === payload.items.hash ? 0 : 1}${questsHash === payload.quests.hash ? 0 : 1}`;
  let pending = payload.compressed.get(variant);
  if (!pending) {
    const text = cacheResponseText(payload, itemsHash, questsHash);
    pending = encoding === "br" ? brotli(text) : gzip(text);
    payload.compressed.set(variant, pending);
  }
  return pending;
}
