/**
 * Bounded load benchmark against a running server on loopback (npm start, or the bench runner's
 * wrangler dev): for each route, `connections` concurrent clients send requests back to back for
 * `seconds`, then it prints requests/s, p50/p99 latency and errors (non-2xx/304 or failed).
 * Never asserts.
 *
 *   tsx scripts/bench/load.ts [baseUrl=http://127.0.0.1:8787] [--connections 10] [--seconds 8]
 */
import { parseArgs } from "node:util";
import { percentile } from "./stats";

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { connections: { type: "string", default: "10" }, seconds: { type: "string", default: "8" } },
});
const base = (positionals[0] ?? "http://127.0.0.1:8787").replace(/\/$/, "");
if (!/^http:\/\/(127\.0\.0\.1|localhost)(:\d+)?$/.test(base)) {
  console.error("load: loopback servers only (http://127.0.0.1:<port>)");
  process.exit(2);
}
const connections = Math.min(50, Math.max(1, Number(values.connections) || 10));
const seconds = Math.min(30, Math.max(1, Number(values.seconds) || 8));

type Route = { name: string; url: string; init?: RequestInit };

async function routes(): Promise<Route[]> {
  const cache = (await (await fetch(`${base}/api/be/cache?mode=pvp`)).json()) as {
    itemsData: { hash: string };
    questsData: { hash: string };
  };
  // the graphics card, whatever data is loaded (its uid differs between the demo and real worlds)
  const item = await fetch(`${base}/api/be/item/by-url`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: base },
    body: JSON.stringify({ url: "graphics_card", mode: "pvp" }),
  });
  const itemUid = ((await item.json()) as { uid: string }).uid;
  const tail = await onDemandItem();
  return [
    {
      name: "GET /cache (full)",
      url: `${base}/api/be/cache?mode=pvp`,
      init: { headers: { "Accept-Encoding": "gzip" } },
    },
    {
      name: "GET /cache (up to date)",
      url: `${base}/api/be/cache?mode=pvp&itemsHash=${cache.itemsData.hash}&questsHash=${cache.questsData.hash}`,
    },
    {
      name: "POST /item/by-url",
      url: `${base}/api/be/item/by-url`,
      init: {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: base },
        body: JSON.stringify({ url: "graphics_card", mode: "pvp" }),
      },
    },
    { name: "GET /items/:uid/history", url: `${base}/api/be/items/${itemUid}/history?range=7d` },
    { name: "GET /weather", url: `${base}/api/be/weather` },
    { name: "GET /market (page)", url: `${base}/market` },
    { name: "GET /item/graphics_card (page)", url: `${base}/item/graphics_card` },
    ...(tail ? [{ name: "GET /item/… (on demand, cached)", url: `${base}${tail}` }] : []),
  ];
}

/**
 * An item page the build left to the Worker (the sitemap lists every item; the least named come
 * last), after one first request, which renders it and is timed here: the load then reads it from
 * the edge cache.
 */
async function onDemandItem(): Promise<string | null> {
  const xml = await (await fetch(`${base}/sitemap.xml`)).text();
  const paths = [...xml.matchAll(/<loc>[^<]*?(\/item\/[^<&]+)<\/loc>/g)].map((m) => m[1] as string);
  for (const path of paths.reverse().slice(0, 50)) {
    const t0 = performance.now();
    const res = await fetch(`${base}${path}`);
    await res.arrayBuffer();
    if (res.headers.get("X-Item-Page") !== "on-demand") continue;
    const first = performance.now() - t0;
    const t1 = performance.now();
    await (await fetch(`${base}${path}`)).arrayBuffer();
    console.log(
      `${path} on demand: first request ${first.toFixed(0)} ms (rendered, X-Item-Cache ${res.headers.get("X-Item-Cache")}), second ${(performance.now() - t1).toFixed(0)} ms`,
    );
    return path;
  }
  console.log("no item page on demand in the first 50 tried (every item is built)");
  return null;
}

async function load(route: Route) {
  const times: number[] = [];
  let errors = 0;
  const end = performance.now() + seconds * 1000;
  const client = async () => {
    while (performance.now() < end) {
      const t0 = performance.now();
      try {
        const res = await fetch(route.url, route.init);
        await res.arrayBuffer();
        if (!res.ok && res.status !== 304) errors++;
      } catch {
        errors++;
      }
      times.push(performance.now() - t0);
    }
  };
  await Promise.all(Array.from({ length: connections }, client));
  times.sort((a, b) => a - b);
  const rps = times.length / seconds;
  console.log(
    `  ${route.name.padEnd(32)} ${rps.toFixed(0).padStart(6)} req/s  p50 ${percentile(times, 50).toFixed(1)} ms  p99 ${percentile(times, 99).toFixed(1)} ms  errors ${errors}`,
  );
}

console.log(`load: ${connections} connections, ${seconds} s per route, ${base}`);
for (const route of await routes()) await load(route);
