/**
 * The cloud relay (/ws/pilot) on a running local server: one account's room with its helper
 * (pairing key) and three pages (session), over loopback.
 * - throughput: 2,000 position frames sent at once by the helper, as frames per second through
 *   the room (until every page has all of them);
 * - fan-out latency: 500 frames paced 5 ms apart, send to arrival at each page, p50/p99.
 *
 *   tsx scripts/bench/relay.ts <baseUrl> <local D1 sqlite file> [frames=2000]
 */
import WebSocket from "ws";
import { benchSignIn, postTo } from "./sign-in";
import { percentile } from "./stats";

const base = (process.argv[2] ?? "http://127.0.0.1:8787").replace(/\/$/, "");
const d1 = process.argv[3] ?? "";
const frames = Number(process.argv[4] ?? 2000);
const PAGES = 3;
const origin = new URL(base).origin;
const wsUrl = `${base.replace(/^http/, "ws")}/ws/pilot`;

const post = postTo(base);

const opened = (ws: WebSocket) =>
  new Promise<WebSocket>((resolve, reject) => {
    ws.once("open", () => resolve(ws));
    ws.once("error", reject);
    ws.once("unexpected-response", (_, res) => reject(new Error(`refused: ${res.statusCode}`)));
  });

const cookie = await benchSignIn(base, d1, `relay-bench-${Date.now()}@example.test`);
const { key } = (await (await post("/pilot/key/rotate", {}, cookie)).json()) as { key: string };
const pages = await Promise.all(
  Array.from({ length: PAGES }, () =>
    opened(new WebSocket(wsUrl, { headers: { Cookie: cookie, Origin: origin } })),
  ),
);
const helper = await opened(new WebSocket(wsUrl, { headers: { Authorization: `Bearer ${key}` } }));
await new Promise((r) => setTimeout(r, 300));

const sentAt = new Map<number, number>();
const latencies: number[] = [];
let received = 0;
let done: (() => void) | null = null;
let expected = 0;
for (const page of pages)
  page.on("message", (data) => {
    const now = performance.now();
    const { x } = JSON.parse(String(data)) as { x: number };
    const at = sentAt.get(x);
    if (at !== undefined) latencies.push(now - at);
    if (++received === expected) done?.();
  });
const frame = (i: number) => JSON.stringify({ messageType: "POSITION_UPDATE", x: i, y: 0, z: 0, look: 0 });
const all = (n: number) =>
  new Promise<void>((resolve, reject) => {
    expected = received + n * PAGES;
    done = resolve;
    setTimeout(() => reject(new Error(`only ${received} of ${expected} frames arrived`)), 60_000);
  });

// throughput: everything at once
const t0 = performance.now();
const arrivedAll = all(frames);
for (let i = 0; i < frames; i++) helper.send(frame(i));
await arrivedAll;
const seconds = (performance.now() - t0) / 1000;
console.log(
  `throughput: ${frames} frames from the helper to ${PAGES} pages in ${seconds.toFixed(2)} s: ${Math.round(frames / seconds)} frames/s through the room, ${Math.round((frames * PAGES) / seconds)} deliveries/s`,
);

// fan-out latency: paced frames
latencies.length = 0;
const paced = 500;
const arrivedPaced = all(paced);
for (let i = 0; i < paced; i++) {
  sentAt.set(100_000 - 1 - i, performance.now());
  helper.send(frame(100_000 - 1 - i));
  await new Promise((r) => setTimeout(r, 5));
}
await arrivedPaced;
const sorted = [...latencies].sort((a, b) => a - b);
console.log(
  `fan-out latency (${paced} frames 5 ms apart, ${sorted.length} arrivals): p50 ${percentile(sorted, 50).toFixed(2)} ms, p99 ${percentile(sorted, 99).toFixed(2)} ms`,
);
helper.close();
for (const p of pages) p.close();
