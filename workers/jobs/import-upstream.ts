import { getDb } from "../../functions/db/client";
import type { Env } from "../../functions/env";
import { type ImportResult, importSources } from "../../functions/import/run";
import { isRuFile, localeTable, type RawSource } from "../../functions/import/sources";

/** `ran: false` when no UPSTREAM_URL is configured. */
export type UpstreamJobResult = { ran: false } | ({ ran: true } & ImportResult);

/** How long the upstream file may take to arrive whole. */
export const UPSTREAM_TIMEOUT_MS = 30_000;
/** The largest upstream file read (the full feed's items file is about 40 MB). */
export const UPSTREAM_MAX_BYTES = 64 * 1024 * 1024;

/** The body of an answer as text, refused past `max` bytes (announced or read). */
async function cappedText(res: Response, max: number, url: string): Promise<string> {
  const tooBig = () => new Error(`upstream ${url}: larger than ${max} bytes`);
  if (Number(res.headers.get("content-length") ?? 0) > max) throw tooBig();
  if (!res.body) return "";
  const reader = res.body.getReader();
  const parts: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel();
      throw tooBig();
    }
    parts.push(value);
  }
  const all = new Uint8Array(size);
  let at = 0;
  for (const part of parts) {
    all.set(part, at);
    at += part.byteLength;
  }
  return new TextDecoder().decode(all);
}

/**
 * The tarkov.dev JSON feed files the hourly import reads under UPSTREAM_URL (the feed's base,
 * `<base>/<mode>/<name>`): the game lists once (regular mode; the site keeps one list of quests,
 * recipes and stations), each mode's tasks (joined into that one list, a task only one mode has
 * belonging to that mode) and each mode's items with their prices and trader offers. Every
 * required file must arrive whole and be of a shape the importer reads, or nothing is written.
 * The optional `_ru` files give the Russian names (only their key → text table is read); rows
 * they do not name keep the Russian names already stored (functions/import/keep-ru.ts).
 */
export const FEED_FILES: readonly { path: string; required: boolean }[] = [
  { path: "regular/items", required: true },
  { path: "pve/items", required: true },
  { path: "regular/tasks", required: true },
  // each mode's task list: a task only one of them has is that mode's (PvE-only, "[PVP ZONE]")
  { path: "pve/tasks", required: true },
  { path: "regular/crafts", required: true },
  { path: "regular/barters", required: true },
  { path: "regular/hideout", required: true },
  { path: "regular/traders", required: true },
  // the feed's map list is read when it is there (extracts and bosses come from the snapshot)
  { path: "regular/maps", required: false },
  // the Russian names (the same files in Russian), each read when the feed has it
  { path: "regular/items_ru", required: false },
  { path: "regular/tasks_ru", required: false },
  { path: "regular/hideout_ru", required: false },
  { path: "regular/traders_ru", required: false },
  { path: "regular/maps_ru", required: false },
];

/** One feed file as JSON, within the time and size limits; undefined when an optional file is absent. */
async function fetchFeedFile(
  url: string,
  required: boolean,
  timeoutMs: number,
  maxBytes: number,
): Promise<unknown> {
  const signal = AbortSignal.timeout(timeoutMs);
  let text: string;
  try {
    const res = await fetch(url, { headers: { accept: "application/json" }, signal });
    if (res.status === 404 && !required) return undefined;
    if (!res.ok) throw new Error(`upstream ${url}: HTTP ${res.status}`);
    text = await cappedText(res, maxBytes, url);
  } catch (err) {
    if (signal.aborted) throw new Error(`upstream ${url}: no whole answer within ${timeoutMs} ms`);
    throw err;
  }
  try {
    return JSON.parse(text);
  } catch {
    throw new Error(`upstream ${url}: not JSON (${text.length} characters, cut short?)`);
  }
}

/**
 * Cron job: when UPSTREAM_URL is set, fetches every feed file (FEED_FILES), one after another,
 * and the data overlay when OVERLAY_URL is set,
 * each within UPSTREAM_TIMEOUT_MS and UPSTREAM_MAX_BYTES, maps them together and writes them to
 * D1 in one batch. A missing or bad required file (HTTP error, cut short, not JSON, failing the
 * importer's schema, of no shape the importer reads), or an import that would shrink a table of
 * real data by more than a tenth (functions/import/shrink-guard.ts), writes nothing and throws,
 * and logImport records the failure. `now` is in milliseconds.
 */
export async function importUpstream(
  env: Pick<Env, "UPSTREAM_URL" | "DB"> & Partial<Pick<Env, "OVERLAY_URL">>,
  now: number,
  limits: { timeoutMs?: number; maxBytes?: number } = {},
): Promise<UpstreamJobResult> {
  const base = env.UPSTREAM_URL?.replace(/\/+$/, "");
  if (!base) return { ran: false };
  const timeoutMs = limits.timeoutMs ?? UPSTREAM_TIMEOUT_MS;
  const maxBytes = limits.maxBytes ?? UPSTREAM_MAX_BYTES;
  const sources: RawSource[] = [];
  for (const file of FEED_FILES) {
    const json = await fetchFeedFile(`${base}/${file.path}`, file.required, timeoutMs, maxBytes);
    if (json === undefined) continue;
    // of a Russian file only its key → text table is kept, so its data (~40 MB for items) can be collected
    sources.push({ name: file.path, json: isRuFile(file.path) ? localeTable(json) : json });
  }
  const require = FEED_FILES.filter((f) => f.required).map((f) => f.path);
  // the overlay's corrections, when configured, are part of the data: without them nothing is written
  if (env.OVERLAY_URL) {
    sources.push({ name: "overlay", json: await fetchFeedFile(env.OVERLAY_URL, true, timeoutMs, maxBytes) });
    require.push("overlay");
  }
  const result = await importSources(getDb(env.DB), sources, { source: base, now, require });
  return { ran: true, ...result };
}
