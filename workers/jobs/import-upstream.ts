import { getDb } from "../../functions/db/client";
import type { Env } from "../../functions/env";
import { type ImportResult, importSources } from "../../functions/import/run";

/** `ran: false` when no UPSTREAM_URL is configured. */
export type UpstreamJobResult = { ran: false } | ({ ran: true } & ImportResult);

/**
 * Cron job: when UPSTREAM_URL is set, fetches that JSON (tarkov.dev GraphQL response or JSON
 * feed file), maps it and writes it to D1 in one batch (a bad payload writes nothing and
 * throws with the path of its first bad field). The mode comes from the URL (…/pve/…,
 * pve_*) and defaults to pvp (the GraphQL API's regular mode). `now` is in milliseconds.
 */
export async function importUpstream(env: Env, now: number): Promise<UpstreamJobResult> {
  const url = env.UPSTREAM_URL;
  if (!url) return { ran: false };
  const res = await fetch(url, { headers: { accept: "application/json" } });
  if (!res.ok) throw new Error(`upstream ${url}: HTTP ${res.status}`);
  const json: unknown = await res.json();
  const result = await importSources(getDb(env.DB), [{ name: url, json }], { source: url, now });
  return { ran: true, ...result };
}
