import { getDb } from "../../functions/db/client";
import type { Env } from "../../functions/env";
import { type ImportResult, importSources } from "../../functions/import/run";

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
 * Cron job: when UPSTREAM_URL is set, fetches that JSON (tarkov.dev GraphQL response or JSON
 * feed file) within UPSTREAM_TIMEOUT_MS and UPSTREAM_MAX_BYTES, maps it and writes it to D1 in
 * one batch. A bad payload (cut short, not JSON, failing the importer's schema) or one that would
 * shrink a table of real data by more than a tenth (functions/import/shrink-guard.ts) writes
 * nothing and throws, and logImport records the failure. The mode comes from the URL (…/pve/…,
 * pve_*) and defaults to pvp (the GraphQL API's regular mode). `now` is in milliseconds.
 */
export async function importUpstream(
  env: Pick<Env, "UPSTREAM_URL" | "DB">,
  now: number,
  limits: { timeoutMs?: number; maxBytes?: number } = {},
): Promise<UpstreamJobResult> {
  const url = env.UPSTREAM_URL;
  if (!url) return { ran: false };
  const timeoutMs = limits.timeoutMs ?? UPSTREAM_TIMEOUT_MS;
  const signal = AbortSignal.timeout(timeoutMs);
  let text: string;
  try {
    const res = await fetch(url, { headers: { accept: "application/json" }, signal });
    if (!res.ok) throw new Error(`upstream ${url}: HTTP ${res.status}`);
    text = await cappedText(res, limits.maxBytes ?? UPSTREAM_MAX_BYTES, url);
  } catch (err) {
    if (signal.aborted) throw new Error(`upstream ${url}: no whole answer within ${timeoutMs} ms`);
    throw err;
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new Error(`upstream ${url}: not JSON (${text.length} characters, cut short?)`);
  }
  const result = await importSources(getDb(env.DB), [{ name: url, json }], { source: url, now });
  return { ran: true, ...result };
}
