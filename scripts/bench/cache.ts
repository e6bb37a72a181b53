/**
 * GET /api/be/cache benchmark against a running server (npm start, or wrangler dev).
 * Prints the full payload's raw and gzip size, row counts, and p50/p99 latency of
 * (a) full payloads (no hashes) and (b) up-to-date checks (current hashes → no rows).
 *
 *   tsx scripts/bench/cache.ts [baseUrl=http://127.0.0.1:8787] [requests=200] [mode=pvp]
 */
import { gzipSync } from "node:zlib";
import { cacheResponseSchema } from "../../src/contracts/cache";
import { percentile } from "./stats";

const base = (process.argv[2] ?? "http://127.0.0.1:8787").replace(/\/$/, "");
const runs = Number(process.argv[3] ?? 200);
const mode = process.argv[4] ?? "pvp";

async function timed(url: string, n: number): Promise<{ p50: number; p99: number }> {
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    const t0 = performance.now();
    const res = await fetch(url);
    await res.arrayBuffer();
    times.push(performance.now() - t0);
    if (!res.ok) throw new Error(`${url}: ${res.status} ${res.statusText}`);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p99: percentile(times, 99) };
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

const first = await fetch(`${base}/api/be/cache?mode=${mode}`);
if (!first.ok) throw new Error(`GET /cache: ${first.status} ${first.statusText}`);
const raw = Buffer.from(await first.arrayBuffer());
const body = cacheResponseSchema.parse(JSON.parse(raw.toString("utf8")));
const itemsOnly = Buffer.from(JSON.stringify(body.itemsData));
console.log(`GET ${base}/api/be/cache?mode=${mode}`);
const count = (columns: unknown[][]) => Math.max(0, ...columns.map((c) => c.length));
console.log(`  rows: ${count(body.itemsData.items)} items, ${count(body.questsData.quests)} quests`);
console.log(`  full payload: raw ${kib(raw.length)}, gzip ${kib(gzipSync(raw, { level: 6 }).length)}`);
console.log(
  `  items part:   raw ${kib(itemsOnly.length)}, gzip ${kib(gzipSync(itemsOnly, { level: 6 }).length)}`,
);

const warm = await timed(`${base}/api/be/cache?mode=${mode}`, 5);
void warm;
const full = await timed(`${base}/api/be/cache?mode=${mode}`, runs);
const check = await timed(
  `${base}/api/be/cache?mode=${mode}&itemsHash=${body.itemsData.hash}&questsHash=${body.questsData.hash}`,
  runs,
);
const f = (x: number) => `${x.toFixed(2)} ms`;
console.log(`  full payload  (${runs} sequential): p50 ${f(full.p50)}, p99 ${f(full.p99)}`);
console.log(`  hashes current (${runs} sequential): p50 ${f(check.p50)}, p99 ${f(check.p99)}`);
