/**
 * Calculators in Chromium (issue 7): on /crafts, flips settings one at a time and adds up the
 * store's performance measures "calc-recompute" of each change (the sources of every recipe, then
 * the crafts the page reads: its recompute), and times each click until the next frame is painted
 * (the table re-rendered).
 * Prints p50/p95/max (target: recompute ≤ 50 ms). Against a running server with the full demo set
 * (npm start, or npm run bench, which starts one):
 *
 *   tsx scripts/bench/calc-settings.ts [baseUrl=http://127.0.0.1:8787] [rounds=5]
 */
import { chromium } from "@playwright/test";
import { BENCH_CHROMIUM } from "./browser";
import { percentile } from "./stats";

const base = (process.argv[2] ?? "http://127.0.0.1:8787").replace(/\/$/, "");
const rounds = Number(process.argv[3] ?? 5);
/** Settings flipped in turn (data-flag of the panel's checkboxes); each flip is one change. */
const FLAGS = [
  "hideoutUseFee",
  "hideoutUseTradersPrices",
  "hideoutUseBarters",
  "hideoutUseCrafts",
  "hideoutUseSellToTraders",
  "isIC3Built",
  "hideoutUseFlea",
  "hideoutUseProgress",
];

const ms = (x: number) => `${x.toFixed(2)} ms`;
const report = (label: string, durations: number[]) => {
  const sorted = [...durations].sort((a, b) => a - b);
  console.log(
    `  ${label}: p50 ${ms(percentile(sorted, 50))}, p95 ${ms(percentile(sorted, 95))}, max ${ms(sorted.at(-1) ?? Number.NaN)} (${sorted.length} changes)`,
  );
};

const browser = await chromium.launch({
  executablePath: BENCH_CHROMIUM,
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--no-first-run"],
});
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.goto(`${base}/crafts`);
  await page.locator("tr[data-craft]").first().waitFor({ timeout: 60_000 });
  const sizes = await page.evaluate(async () => {
    const res = await fetch("/api/be/calc?mode=pvp");
    const data = (await res.json()) as { crafts: unknown[]; barters: unknown[] };
    return { crafts: data.crafts.length, barters: data.barters.length };
  });
  const painted: number[] = [];
  const recompute: number[] = [];
  for (let r = 0; r < rounds; r++) {
    for (const flag of FLAGS) {
      // click → the next frame painted, measured in the page
      const took = await page.evaluate(async (name) => {
        // runs in the page (DOM), not in Node
        const g = globalThis as unknown as {
          document: { querySelector: (s: string) => { click: () => void } | null };
          requestAnimationFrame: (f: () => void) => void;
        };
        const box = g.document.querySelector(`input[data-flag="${name}"]`);
        if (!box) return Number.NaN;
        performance.clearMeasures();
        const t0 = performance.now();
        box.click();
        await new Promise((done) => g.requestAnimationFrame(() => setTimeout(done)));
        return performance.now() - t0;
      }, flag);
      painted.push(took);
      // the change's two parts: the sources (at the click), then the crafts as the table reads them
      const parts = await page.waitForFunction(
        () => {
          const entries = performance.getEntriesByName("calc-recompute");
          return entries.length >= 2 ? entries.reduce((sum, e) => sum + e.duration, 0) : 0;
        },
        undefined,
        { timeout: 10_000 },
      );
      recompute.push(Number(await parts.jsonValue()));
      await page.waitForTimeout(30);
    }
  }
  console.log(
    `calculators in Chromium: ${sizes.crafts} crafts and ${sizes.barters} barters (the sources of all, the crafts priced)`,
  );
  report("settings change → /crafts recomputed   ", recompute);
  report("settings change → /crafts frame painted", painted);
  console.log("  target: recompute ≤ 50 ms");
} finally {
  await browser.close();
}
