/// <reference lib="dom" />
/**
 * The map page in headless Chromium (software-rendered WebGL), against a running server:
 * - time to the map's first frame (the `map-first-frame` mark: the map drawn once, with its art)
 *   and, with the pointer moved onto the map at once, to MapLibre's first frame (the
 *   `map-interactive` mark), medians of several first visits;
 * - the JS the map island loads (its chunk and MapLibre's worker) apart from the rest of the page,
 *   gzipped;
 * - frame times (p50/p95) while panning and zooming with 200 and with 2,000 quest markers drawn,
 *   and their ratio.
 *
 *   tsx scripts/bench/maps.ts [baseUrl=http://127.0.0.1:8787] [runs=3]
 */
import { gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";
import { BENCH_CHROMIUM, LOOPBACK_ONLY } from "./browser";
import { percentile } from "./stats";

const base = (process.argv[2] ?? "http://127.0.0.1:8787").replace(/\/$/, "");
const runs = Number(process.argv[3] ?? 3);
const PAGE = "/maps/customs";
const FRAMES = 180;
const KB = (b: number) => `${(b / 1024).toFixed(1)} KB`;
const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);

const browser = await chromium.launch({
  executablePath: BENCH_CHROMIUM,
  args: [LOOPBACK_ONLY],
});
try {
  const firstFrames: number[] = [];
  const interactive: number[] = [];
  const p95s: number[] = [];
  let island = 0;
  let rest = 0;
  for (let run = 0; run < runs; run++) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    // tsx names the functions it compiles with a helper the page does not have
    await context.addInitScript("window.__name = (f) => f");
    const page = await context.newPage();
    const js: Promise<void>[] = [];
    let islandBytes = 0;
    let restBytes = 0;
    page.on("response", (r) => {
      const url = r.url();
      if (!/\.m?js(\?|$)/.test(url)) return;
      js.push(
        r.body().then(
          (body) => {
            const gz = gzipSync(body).length;
            if (/\/(MapView|maplibre-lib|maplibre-gl-worker)\./.test(url)) islandBytes += gz;
            else restBytes += gz;
          },
          () => undefined,
        ),
      );
    });
    await page.goto(`${base}${PAGE}`);
    const marked = (name: string) =>
      page.evaluate(
        (name) =>
          new Promise<number>((resolve) => {
            const check = () => {
              const mark = performance.getEntriesByName(name)[0];
              if (mark) resolve(mark.startTime);
              else setTimeout(check, 20);
            };
            check();
          }),
        name,
      );
    // the pointer on the map as soon as it is there: MapLibre starts
    await page.locator(".mapview__canvas").hover();
    firstFrames.push(await marked("map-first-frame"));
    interactive.push(await marked("map-interactive"));
    await page.waitForLoadState("networkidle");
    await Promise.all(js);
    island = islandBytes;
    rest = restBytes;
    if (run === runs - 1) {
      for (const markers of [200, 2000]) {
        const frames = await page.evaluate(
          ({ markers, frames }) => {
            type Map = {
              getSource(id: string): { setData(d: unknown): void };
              getBounds(): { getWest(): number; getEast(): number; getSouth(): number; getNorth(): number };
              getCenter(): { lng: number; lat: number };
              getZoom(): number;
              jumpTo(o: { center: [number, number]; zoom: number }): void;
              once(e: string, f: () => void): void;
            };
            const el = document.querySelector(".mapview__canvas") as HTMLElement & { maplibre?: Map };
            const m = el.maplibre;
            if (!m) throw new Error("no map on the page");
            const b = m.getBounds();
            const w = b.getWest();
            const e = b.getEast();
            const s = b.getSouth();
            const n = b.getNorth();
            // a fixed pseudo-random spread over the visible map
            let seed = 7;
            const rnd = () => {
              seed = (seed * 16807) % 2147483647;
              return seed / 2147483647;
            };
            const features = Array.from({ length: markers }, (_, i) => ({
              type: "Feature",
              properties: { quest: `q${i % 50}`, objective: `o${i}`, floor: "main", dim: i % 5 === 0 },
              geometry: { type: "Point", coordinates: [w + (e - w) * rnd(), s + (n - s) * rnd()] },
            }));
            m.getSource("zones").setData({ type: "FeatureCollection", features });
            const c = m.getCenter();
            const z = m.getZoom();
            return new Promise<number[]>((resolve) => {
              m.once("idle", () => {
                const times: number[] = [];
                let last = 0;
                let i = 0;
                const step = (now: number) => {
                  if (last) times.push(now - last);
                  last = now;
                  const t = i / frames;
                  m.jumpTo({
                    center: [
                      c.lng + (e - w) * 0.2 * Math.sin(t * 2 * Math.PI),
                      c.lat + (n - s) * 0.2 * Math.cos(t * 2 * Math.PI),
                    ],
                    zoom: z + 1.5 * Math.sin(t * Math.PI),
                  });
                  if (++i <= frames) requestAnimationFrame(step);
                  else resolve(times);
                };
                requestAnimationFrame(step);
              });
            });
          },
          { markers, frames: FRAMES },
        );
        const s = sorted(frames);
        const p50 = percentile(s, 50);
        const p95 = percentile(s, 95);
        console.log(
          `frames with ${String(markers).padStart(5)} markers: p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms (${frames.length} frames panning and zooming)`,
        );
        p95s.push(p95);
      }
    }
    await context.close();
  }
  const [few, many] = p95s;
  if (few && many) console.log(`p95 ratio 2,000 / 200 markers: ${(many / few).toFixed(2)} (target < 2)`);
  console.log(
    `${PAGE}: first map frame ${percentile(sorted(firstFrames), 50).toFixed(0)} ms after navigation (median of ${runs}: ${firstFrames.map((x) => x.toFixed(0)).join(", ")}); MapLibre's first frame, the pointer on the map at once: ${percentile(sorted(interactive), 50).toFixed(0)} ms`,
  );
  console.log(
    `map island JS ${KB(island)} gzip (chunk and worker); the rest of the page's JS ${KB(rest)} gzip`,
  );
} finally {
  await browser.close();
}
