/**
 * Benchmark: GET /api/be/items/:uid/history over HTTP on a running server with the real snapshot
 * (weekly and daily series of both modes), as a Pro user: p50/p95/p99 of the 1-year and all-time
 * charts of LEDX and of the 7-day chart, with the number of points each answers. Prints; never asserts.
 *
 *   tsx scripts/bench/history-api.ts <base> <d1File> [runs=200]
 */
import { createClient } from "@libsql/client";
import { benchSignIn } from "./sign-in";

const [base, d1File, runsArg] = process.argv.slice(2);
if (!base || !d1File) {
  console.error("usage: tsx scripts/bench/history-api.ts <base> <d1File> [runs]");
  process.exit(2);
}
const runs = Number(runsArg ?? 200);
const LEDX = "5c0530ee86f774697952d952";

const email = `bench-history-${Date.now()}@example.test`;
const cookie = await benchSignIn(base, d1File, email);
const db = createClient({ url: `file:${d1File}` });
await db.execute({ sql: "UPDATE users SET pro = 1 WHERE email = ?", args: [email] });
db.close();

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

for (const [range, mode] of [
  ["1y", "pvp"],
  ["1y", "pve"],
  ["all", "pvp"],
  ["7d", "pvp"],
] as const) {
  const url = `${base}/api/be/items/${LEDX}/history?range=${range}&mode=${mode}`;
  const first = await fetch(url, { headers: { Cookie: cookie } });
  if (!first.ok) throw new Error(`${url}: HTTP ${first.status}`);
  const body = (await first.json()) as { points: { avg?: number | null; price?: number | null }[] };
  const observed = body.points.filter((p) => (p.avg ?? p.price) != null).length;
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    const res = await fetch(url, { headers: { Cookie: cookie } });
    await res.arrayBuffer();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  console.log(
    `history ${range} ${mode} of LEDX: ${body.points.length} points (${observed} priced), ` +
      `p50 ${pct(times, 50).toFixed(1)} ms, p95 ${pct(times, 95).toFixed(1)} ms, p99 ${pct(times, 99).toFixed(1)} ms over ${runs} calls`,
  );
}
