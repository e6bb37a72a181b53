/// <reference lib="dom" />
/**
 * A mid-range phone: Chromium at a phone's screen (412 × 823, touch) with the CPU slowed 4× (the
 * DevTools throttling), against a running server on the real snapshot. Each step is a first visit
 * in a fresh profile (nothing in localStorage or the HTTP cache), timed from the start of the
 * navigation in the page's own clock; medians of several runs:
 * - /crafts and /barters: the first row painted, and the live rows (the table no longer busy);
 * - the market: its data ready (the status line counts the items), and the first search result
 *   of a query typed (one key event) as soon as the search box takes input, the box and the result
 *   seen by watchers the page runs (not Playwright's locators, whose script runs on the page's
 *   slowed thread);
 * - an item page's price chart drawn;
 * - a map's first frame (the page's drawing of it painted: the browser's largest-paint entry in
 *   it), the same with its art (the `map-first-frame` mark), and the time from a tap on it until
 *   MapLibre has drawn (the `map-interactive` mark);
 * - the first quest row of /progression/quests (in the page's HTML), and the quests' statuses shown.
 * The network is loopback: the figures are the phone's CPU, not its connection.
 *
 *   tsx scripts/bench/phone.ts [baseUrl=http://127.0.0.1:8787] [runs=3]
 */
import { type Browser, chromium, type Page } from "@playwright/test";
import { percentile } from "./stats";

const base = (process.argv[2] ?? "http://127.0.0.1:8787").replace(/\/$/, "");
const runs = Number(process.argv[3] ?? 3);
const CPU_SLOWDOWN = 4;
const TIMEOUT = 60_000;

/** A step's targets in ms (undefined: printed without one). */
type Step = {
  label: string;
  path: string;
  target?: number;
  /** Resolves with the page's time (performance.now) at which the step was reached. */
  reached: (page: Page) => Promise<number>;
  /** Scripts the page runs before its own (the visit's watchers). */
  initScript?: string;
};

/** The page's clock when `selector` first matches an element (polled every frame). */
const whenShown = (selector: string) => (page: Page) =>
  page
    .waitForFunction((s) => (document.querySelector(s) ? performance.now() : 0), selector, {
      polling: "raf",
      timeout: TIMEOUT,
    })
    .then((h) => h.jsonValue());

const crafts = (path: string, name: string): Step[] => [
  { label: `${name}: first row`, path, reached: whenShown(".calc__table tbody tr") },
  {
    label: `${name}: live rows`,
    path,
    target: 2000,
    reached: whenShown(".calc__table:not([aria-busy]) tbody tr"),
  },
];

/** The page's time of a performance mark, once it is set. */
const mark =
  (name: string) =>
  (page: Page): Promise<number> =>
    page
      .waitForFunction((n) => performance.getEntriesByName(n)[0]?.startTime ?? 0, name, {
        polling: "raf",
        timeout: TIMEOUT,
      })
      .then((h) => h.jsonValue());

const STEPS: Step[] = [
  ...crafts("/crafts", "/crafts"),
  ...crafts("/barters", "/barters"),
  {
    label: "market: data ready",
    path: "/market",
    reached: (page) =>
      page
        .waitForFunction(
          () =>
            / of \d+ items/.test(document.querySelector("[data-testid=market-status]")?.textContent ?? "")
              ? performance.now()
              : 0,
          undefined,
          { polling: "raf", timeout: TIMEOUT },
        )
        .then((h) => h.jsonValue()),
  },
  {
    // typed as a player would: a key event, at once when the box takes input. The page itself
    // watches for the box and the result (initScript): Playwright's locators would run their own
    // script on the page's slowed thread meanwhile, and its fill waits for frames to check the box
    label: "market: first search result",
    path: "/market",
    target: 1500,
    initScript: `
      const whenFound = (test) => new Promise((resolve) => {
        const check = () => {
          const el = test();
          if (!el) return;
          watcher.disconnect();
          requestAnimationFrame(() => resolve([el, performance.now()]));
        };
        const watcher = new MutationObserver(check);
        watcher.observe(document, { subtree: true, childList: true, attributes: true });
      });
      window.__benchBox = whenFound(() => document.querySelector('input[type=search][aria-label="Search items"]:enabled'))
        .then(([box]) => box.focus());
      window.__benchResult = whenFound(() => document.querySelector('tbody tr.mrow a[href$="/item/graphics_card"]'))
        .then(([, time]) => time);`,
    reached: async (page) => {
      // (the watchers are set once the new document runs its first script)
      await page.evaluate(
        "new Promise((ok) => { const look = () => (window.__benchBox ? ok(window.__benchBox) : setTimeout(look, 10)); look(); })",
      );
      await page.keyboard.insertText("graphics");
      return Number(await page.evaluate("window.__benchResult"));
    },
  },
  { label: "item page: price chart", path: "/item/graphics_card", reached: whenShown("[data-chart] canvas") },
  {
    // the page carries the map drawn once (outline, markers, labels): its paint, as the browser
    // reports it for the largest thing painted in the drawing
    label: "map: first frame",
    path: "/maps/customs",
    target: 2000,
    reached: (page) =>
      page
        .waitForFunction(
          () =>
            new Promise<number>((resolve) =>
              new PerformanceObserver((list, observer) => {
                for (const e of list.getEntries() as (PerformanceEntry & { element?: Element | null })[])
                  if (e.element?.closest(".map-still")) {
                    observer.disconnect();
                    resolve(e.startTime);
                  }
              }).observe({ type: "largest-contentful-paint", buffered: true }),
            ),
          undefined,
          { timeout: TIMEOUT },
        )
        .then((h) => h.jsonValue()),
  },
  { label: "map: with its art", path: "/maps/customs", reached: mark("map-first-frame") },
  {
    // MapLibre starts when the player reaches for the map: this one counts from the tap
    label: "map: zoomable, from a tap",
    path: "/maps/customs",
    reached: async (page) => {
      await mark("map-first-frame")(page);
      const tapped = await page.evaluate(() => performance.now());
      await page.locator(".mapview__canvas").tap({ position: { x: 150, y: 300 } });
      return (await mark("map-interactive")(page)) - tapped;
    },
  },
  // the page's HTML lists the first quests; their statuses come with the island
  { label: "first quest row", path: "/progression/quests", target: 1500, reached: whenShown("li.quest") },
  {
    label: "quests: statuses shown",
    path: "/progression/quests",
    reached: whenShown("li.quest[data-status]"),
  },
];

/** One first visit of a step's page on the slowed CPU; the step's time in ms. */
async function visit(browser: Browser, step: Step): Promise<number> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  });
  try {
    // tsx names the functions it compiles with a helper the page does not have
    await context.addInitScript("window.__name = (f) => f");
    if (step.initScript) await context.addInitScript(step.initScript);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
    await page.goto(`${base}${step.path}`, { waitUntil: "commit" });
    return await step.reached(page);
  } finally {
    await context.close();
  }
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1"],
});
try {
  console.log(
    `A phone: 412 × 823, CPU ${CPU_SLOWDOWN}× slower, first visits, medians of ${runs} (ms from navigation)`,
  );
  // PHONE_STEPS=map: only the steps whose label matches
  const only = process.env.PHONE_STEPS ? new RegExp(process.env.PHONE_STEPS) : null;
  for (const step of STEPS.filter((s) => !only || only.test(s.label))) {
    const times: number[] = [];
    for (let i = 0; i < runs; i++) {
      try {
        times.push(await visit(browser, step));
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
