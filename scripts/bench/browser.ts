/**
 * The browser the benchmarks drive: Debian's full Chromium, as Lighthouse and the phone bench
 * measure a real browser (the tests drive its headless shell: scripts/lib/browser.mjs).
 * CHROMIUM_PATH names another.
 */
export const BENCH_CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
