import { chromium } from "@playwright/test";

/**
 * The browser the benchmarks drive: Debian's full Chromium, as Lighthouse and the phone bench
 * measure a real browser (the tests drive its headless shell: scripts/lib/browser.mjs).
 * CHROMIUM_PATH names another.
 */
export const BENCH_CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** Chromium resolves no host but 127.0.0.1: a benchmark's traffic stays on loopback. */
export const LOOPBACK_ONLY = "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1";

/**
 * One visit of each page, not measured, until its network is idle: a server that has just started
 * (wrangler dev) answers its first asks for a page and its data late, which a benchmark's first
 * run then measured (on /crafts the header's API answers began about 1 s later than on the next
 * visit). The phone and Lighthouse benches call it before their runs.
 */
export async function warmUp(base: string, paths: readonly string[]): Promise<void> {
  const browser = await chromium.launch({ executablePath: BENCH_CHROMIUM, args: [LOOPBACK_ONLY] });
  try {
    for (const path of new Set(paths)) {
      const page = await browser.newPage();
      await page.goto(`${base}${path}`, { waitUntil: "networkidle", timeout: 20_000 }).catch(() => undefined);
      await page.close();
    }
  } finally {
    await browser.close();
  }
}
