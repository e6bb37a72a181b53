/// <reference lib="dom" />
/**
 * A mid-range phone: Chromium at a phone's screen (412 × 823, touch) with the CPU slowed 4× (the
 * DevTools throttling), against a running server on the real snapshot. Each step is a first visit
 * in a fresh profile (nothing in localStorage or the HTTP cache), timed from the start of the
 * navigation in the page's own clock; medians of several runs, after one unmeasured visit of each
 * page (the server's first answers after it starts are late):
 * - /crafts and /barters: the first row painted, and the live rows (the table no longer busy);
 * - the market: its data ready (the status line counts the items), and the first search result
 *   of a query typed (one key event) as soon as the search box takes input;
 * - an item page's price chart drawn;
 * - a map's first frame (the page's drawing of it painted: the browser's largest-paint entry in
 *   it), the same with its art (the `map-first-frame` mark), and the time from a tap on it until
 *   MapLibre has drawn (the `map-interactive` mark);
 * - the first quest row of /progression/quests (in the page's HTML), and the quests' statuses shown.
 * The network is loopback: the figures are the phone's CPU, not its connection. What each step
 * waits for is watched by the page itself (WATCHERS), not by Playwright's script.
 *
 *   tsx scripts/bench/phone.ts [baseUrl=http://127.0.0.1:8787] [runs=3]
 */
import { type Browser, chromium, type Page } from "@playwright/test";
// Lighthouse's page functions, its benchmark index among them
import { pageFunctions } from "lighthouse/core/lib/page-functions.js";
import { BENCH_CHROMIUM, LOOPBACK_ONLY, warmUp } from "./browser";
import { percentile } from "./stats";

const base = (process.argv[2] ?? "http://127.0.0.1:8787").replace(/\/$/, "");
const runs = Number(process.argv[3] ?? 3);
/**
 * The phone's CPU: 4× slower than this machine (DevTools' mid-tier preset), or, with
 * PHONE_INDEX=450, as much slower as brings Lighthouse's benchmark index to that figure. A
 * slowdown is relative to the machine: the same 4× is a faster phone on a faster machine, so the
 * bench prints the machine's index and the phone's, and PHONE_INDEX compares runs across machines.
 */
const PHONE_INDEX = process.env.PHONE_INDEX ? Number(process.env.PHONE_INDEX) : null;
const TIMEOUT = 60_000;

/**
 * Watchers the page runs from its first script, each a promise of the page's time
 * (performance.now) at which it saw what it waits for. They are the page's own: Playwright's
 * waiting functions and locators first inject Playwright's script into the page, about 0.1 to
 * 0.2 s of the slowed thread while the page loads, which the step would then measure.
 * - `when(test)`: the frame after `test()` first holds (checked on every change of the document);
 * - `mark(name)`: a performance mark's time;
 * - `paintIn(selector)`: the browser's largest-paint entry for an element inside `selector`.
 */
const WATCHERS = `window.__bench = {
  when: (test) => new Promise((resolve) => {
    const check = () => {
      const found = test();
      if (!found) return;
      watcher.disconnect();
      requestAnimationFrame(() => resolve([found, performance.now()]));
    };
    const watcher = new MutationObserver(check);
    watcher.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
    check();
  }),
  shown: (selector) => window.__bench.when(() => document.querySelector(selector)).then(([, time]) => time),
  mark: (name) => new Promise((resolve) =>
    new PerformanceObserver((list, observer) => {
      const entry = list.getEntriesByName(name)[0];
      if (!entry) return;
      observer.disconnect();
      resolve(entry.startTime);
    }).observe({ type: "mark", buffered: true })),
  paintIn: (selector) => new Promise((resolve) =>
    new PerformanceObserver((list, observer) => {
      for (const entry of list.getEntries())
        if (entry.element?.closest(selector)) {
          observer.disconnect();
          resolve(entry.startTime);
        }
    }).observe({ type: "largest-contentful-paint", buffered: true })),
};`;

/** A step's targets in ms (undefined: printed without one). */
type Step = {
  label: string;
  path: string;
  target?: number;
  /** What the page watches for (WATCHERS), as an expression: `shown(".calc__table tbody tr")`. */
  watch?: string;
  /** Resolves with the page's time at which the step was reached (by default, the watch's). */
  reached?: (page: Page) => Promise<number>;
  /** Scripts the page runs before its own, after the watchers. */
  initScript?: string;
};

/** A page's global, once the new document has run its first script (the watchers are set then); fails after TIMEOUT. */
const pageGlobal = (page: Page, name: string): Promise<unknown> =>
  Promise.race([
    page.evaluate(
      `new Promise((ok) => { const look = () => (window.${name} ? ok(window.${name}) : setTimeout(look, 10)); look(); })`,
    ),
    new Promise((_, fail) =>
      setTimeout(() => fail(new Error(`${name}: not reached in ${TIMEOUT} ms`)), TIMEOUT).unref(),
    ),
  ]);

/** The watched time of a step (its `watch`, kept by the page as `__benchReached`). */
const watched = (page: Page) => pageGlobal(page, "__benchReached").then(Number);

const crafts = (path: string, name: string): Step[] => [
  { label: `${name}: first row`, path, watch: `shown(".calc__table tbody tr")` },
  {
    label: `${name}: live rows`,
    path,
    target: 2000,
    watch: `shown(".calc__table:not([aria-busy]) tbody tr")`,
  },
];

const STEPS: Step[] = [
  ...crafts("/crafts", "/crafts"),
  ...crafts("/barters", "/barters"),
  {
    label: "market: data ready",
    path: "/market",
    watch: `when(() => / of \\d+ items/.test(document.querySelector("[data-testid=market-status]")?.textContent ?? "")).then(([, time]) => time)`,
  },
  {
    // typed as a player would: a key event, at once when the box takes input
    label: "market: first search result",
    path: "/market",
    target: 1500,
    initScript: `
      window.__benchBox = window.__bench.when(() => document.querySelector('input[type=search][aria-label="Search items"]:enabled'))
        .then(([box]) => box.focus());
      window.__benchResult = window.__bench.shown('tbody tr.mrow a[href$="/item/graphics_card"]');`,
    reached: async (page) => {
      await pageGlobal(page, "__benchBox");
      await page.keyboard.insertText("graphics");
      return Number(await page.evaluate("window.__benchResult"));
    },
  },
  { label: "item page: price chart", path: "/item/graphics_card", watch: `shown("[data-chart] canvas")` },
  {
    // the page carries the map drawn once (outline, markers, labels): its paint, as the browser
    // reports it for the largest thing painted in the drawing
    label: "map: first frame",
    path: "/maps/customs",
    target: 2000,
    watch: `paintIn(".map-still")`,
  },
  { label: "map: with its art", path: "/maps/customs", watch: `mark("map-first-frame")` },
  {
    // MapLibre starts when the player reaches for the map: this one counts from the tap
    label: "map: zoomable, from a tap",
    path: "/maps/customs",
    watch: `mark("map-first-frame")`,
    reached: async (page) => {
      await watched(page);
      const tapped = Number(await page.evaluate("performance.now()"));
      await page.locator(".mapview__canvas").tap({ position: { x: 150, y: 300 } });
      return Number(await page.evaluate(`window.__bench.mark("map-interactive")`)) - tapped;
    },
  },
  // the page's HTML lists the first quests; their statuses come with the island
  { label: "first quest row", path: "/progression/quests", target: 1500, watch: `shown("li.quest")` },
  { label: "quests: statuses shown", path: "/progression/quests", watch: `shown("li.quest[data-status]")` },
];

/**
 * Lighthouse's benchmark index of this machine's Chromium (Lighthouse's own page function: how
 * often a second it builds a string and copies an array), the median of three.
 */
async function hostIndex(browser: Browser): Promise<number> {
  const page = await browser.newPage();
  try {
    const once = `(${pageFunctions.computeBenchmarkIndex.toString()})()`;
    const runs: number[] = [];
    for (let i = 0; i < 3; i++) runs.push(Number(await page.evaluate(once)));
    return percentile(
      runs.sort((a, b) => a - b),
      50,
    );
  } finally {
    await page.close();
  }
}

/** One first visit of a step's page on the slowed CPU; the step's time in ms. */
async function visit(browser: Browser, step: Step, cpuSlowdown: number): Promise<number> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  });
  try {
    await context.addInitScript(WATCHERS);
    if (step.watch) await context.addInitScript(`window.__benchReached = window.__bench.${step.watch};`);
    if (step.initScript) await context.addInitScript(step.initScript);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpuSlowdown });
    await page.goto(`${base}${step.path}`, { waitUntil: "commit" });
    return await (step.reached ?? watched)(page);
  } finally {
    await context.close();
  }
}

const browser = await chromium.launch({
  executablePath: BENCH_CHROMIUM,
  args: [LOOPBACK_ONLY],
});
try {
  const index = await hostIndex(browser);
  const cpuSlowdown = PHONE_INDEX ? Math.max(1, index / PHONE_INDEX) : 4;
  console.log(
    `A phone: 412 × 823, CPU ${cpuSlowdown.toFixed(1)}× slower, first visits (after one unmeasured visit of each page), medians of ${runs} (ms from navigation)`,
  );
  console.log(
    `  benchmark index (Lighthouse's): this machine ${index.toFixed(0)}, the phone about ${(index / cpuSlowdown).toFixed(0)}`,
  );
  // PHONE_STEPS=map: only the steps whose label matches
  const only = process.env.PHONE_STEPS ? new RegExp(process.env.PHONE_STEPS) : null;
  const steps = STEPS.filter((s) => !only || only.test(s.label));
  await warmUp(
    base,
    steps.map((s) => s.path),
  );
  for (const step of steps) {
    const times: number[] = [];
    for (let i = 0; i < runs; i++) {
      try {
        times.push(await visit(browser, step, cpuSlowdown));
      } catch (err) {
        console.log(
          `  ${step.label}: run ${i + 1} failed (${err instanceof Error ? err.message.split("\n")[0] : err})`,
        );
      }
    }
    if (times.length === 0) continue;
    const median = percentile(
      times.sort((a, b) => a - b),
      50,
    );
    const verdict =
      step.target === undefined
        ? ""
        : median <= step.target
          ? `meets ≤${step.target}`
          : `misses ≤${step.target}`;
    console.log(
      `  ${step.label.padEnd(30)} ${median.toFixed(0).padStart(6)}  (${times.map((t) => t.toFixed(0)).join(", ")})  ${verdict}`,
    );
  }
} finally {
  await browser.close();
}
