/**
 * The chat-bot endpoint and the public API on a running local server over loopback:
 * - GET /api/bot/moobot for a partial name, p50/p99 over the runs (the first call, which builds
 *   the search index, reported apart);
 * - GET /api/v1/items/all: its gzipped size and p50.
 *
 *   tsx scripts/bench/integrations.ts <baseUrl> <local D1 sqlite file> [runs=200]
 */
import { gzipSync } from "node:zlib";
import { createClient } from "@libsql/client";
import { benchSignIn, postTo } from "./sign-in";
import { percentile } from "./stats";

const base = (process.argv[2] ?? "http://127.0.0.1:8787").replace(/\/$/, "");
const d1 = process.argv[3] ?? "";
const runs = Number(process.argv[4] ?? 200);

const post = postTo(base);
const email = `integrations-bench-${Date.now()}@example.test`;
const cookie = await benchSignIn(base, d1, email);
const db = createClient({ url: `file:${d1}` });
await db.execute({ sql: "UPDATE users SET pro = 1 WHERE email = ?", args: [email] });
const made = await post("/bot/token/rotate", { kind: "moobot" }, cookie);
if (!made.ok) throw new Error(`could not make a Moobot token: ${made.status} ${await made.text()}`);
const { token } = (await made.json()) as { token: string };
const { key } = (await (await post("/dev/keys/create", { name: "bench" }, cookie)).json()) as { key: string };

const time = async (fn: () => Promise<unknown>) => {
  const t = performance.now();
  await fn();
  return performance.now() - t;
};
const bot = (q: string) =>
  fetch(`${base}/api/bot/moobot?token=${token}&lang=en&q=${encodeURIComponent(q)}`).then((r) => r.text());
const first = await time(() => bot("graph"));
const queries = ["graph", "gpu", "salew", "ak-74", "lede", "bolts", "tetr", "ophth"];
const bots: number[] = [];
for (let i = 0; i < runs; i++) {
  // a token answers 60 calls a minute: the bench opens a new window every 50 calls
  if (i % 50 === 0) await db.execute("DELETE FROM rate_limits WHERE key LIKE 'bot:%'");
  bots.push(await time(() => bot(queries[i % queries.length] ?? "gpu")));
}
await db.execute("DELETE FROM rate_limits WHERE key LIKE 'bot:%'");
bots.sort((a, b) => a - b);
console.log(
  `bot answer (partial names over the full item set, ${runs} calls): p50 ${percentile(bots, 50).toFixed(1)} ms, p99 ${percentile(bots, 99).toFixed(1)} ms (first call, building the index: ${first.toFixed(0)} ms); answer: ${await bot("graph")}`,
);

db.close();
let body = "";
const all: number[] = [];
for (let i = 0; i < Math.min(runs, 30); i++)
  all.push(
    await time(async () => {
      body = await (await fetch(`${base}/api/v1/items/all`, { headers: { "x-api-key": key } })).text();
    }),
  );
all.sort((a, b) => a - b);
const count = (JSON.parse(body) as unknown[]).length;
console.log(
  `public API items/all: ${count} items, ${(gzipSync(body).length / 1024).toFixed(1)} KB gzip (${(body.length / 1024).toFixed(0)} KB raw), p50 ${percentile(all, 50).toFixed(1)} ms over ${all.length} calls`,
);
