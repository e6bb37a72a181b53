/**
 * Market search benchmark in Chromium: types queries into the market table's search box one
 * key at a time (with typos and deletions) and reads the island's performance measures
 * "market-search" (input event → rows of the new query in the DOM) and
 * "market-search:painted" (→ the next frame painted). Prints p50/p95/max and the rows in the DOM. Against a running server with the full demo set (npm start, or
 * npm run bench, which starts one):
 *
 *   tsx scripts/bench/market-search.ts [baseUrl=http://127.0.0.1:8787] [rounds=3]
 */
import { chromium } from "@playwright/test";
import { BENCH_CHROMIUM } from "./browser";
import { SEARCH_QUERIES as QUERIES } from "./queries";
import { percentile } from "./stats";

const base = (process.argv[2] ?? "http://127.0.0.1:8787").replace(/\/$/, "");
const rounds = Number(process.argv[3] ?? 3);

const browser = await chromium.launch({
  executablePath: BENCH_CHROMIUM,
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--no-first-run"],
});
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.goto(`${base}/market`);
  const status = page.getByTestId("market-status");
  await status.filter({ hasText: / of \d+ items/ }).waitFor({ timeout: 60_000 });
  const total = (await status.textContent())?.match(/of (\d+) items/)?.[1] ?? "?";
  const search = page.getByRole("searchbox", { name: "Search items" });
  await page.evaluate(() => performance.clearMeasures());
  for (let r = 0; r < rounds; r++) {
    for (const q of QUERIES) {
      await search.pressSequentially(q, { delay: 30 });
      for (let i = 0; i < q.length; i++) await search.press("Backspace", { delay: 30 });
    }
  }
  await page.waitForTimeout(200);
  const read = (name: string) =>
    page.evaluate((n) => performance.getEntriesByName(n).map((e) => e.duration), name);
  const ms = (x: number) => `${x.toFixed(2)} ms`;
  const report = (label: string, durations: number[]) => {
    durations.sort((a, b) => a - b);
    console.log(
      `  ${label}: p50 ${ms(percentile(durations, 50))}, p95 ${ms(percentile(durations, 95))}, max ${ms(durations.at(-1) ?? Number.NaN)} (${durations.length} keystrokes)`,
    );
  };
  // The same wait with nothing to render: what the frame pipeline alone costs in this browser.
  const idle = await page.evaluate(async () => {
    const out: number[] = [];
    for (let i = 0; i < 100; i++) {
      await new Promise((r) => setTimeout(r, 30));
      const t0 = performance.now();
      // runs in the page (DOM), not in Node
      await new Promise((r) =>
        (globalThis as unknown as { requestAnimationFrame: (f: () => void) => void }).requestAnimationFrame(
          () => setTimeout(r),
        ),
      );
      out.push(performance.now() - t0);
    }
    return out;
  });
  const domRows = await page.locator("tbody tr.mrow").count();
  console.log(`market search over ${total} items in Chromium:`);
  report("keystroke → rows in the DOM", await read("market-search"));
  report("keystroke → frame painted  ", await read("market-search:painted"));
  report("idle wait for a painted frame (baseline)", idle);
  console.log(`  rows in the DOM with an empty query: ${domRows} of ${total}`);
} finally {
  await browser.close();
}
