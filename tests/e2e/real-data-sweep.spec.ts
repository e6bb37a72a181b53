import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { APIRequestContext, Page } from "@playwright/test";
import { PRERENDERED_ITEMS } from "../../src/build-data/prerender";
import { expect, test } from "./support/test";

// The e2e server serves the real-data snapshot (scripts/serve-e2e.mjs). These sweeps read every
// built page, and render the pages whose numbers the browser computes, looking for values that
// can only be wrong: NaN, a weight of 0 kg, a price of 0 ₽, or a raw game id shown as a name.

const DIST = "dist";

/** Every prerendered page under dist/ (item, tag, calculator, progression pages, both locales). */
function builtPages(dir = DIST): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory() && entry.name !== "_astro") out.push(...builtPages(path));
    else if (entry.name.endsWith(".html")) out.push(path);
  }
  return out;
}

/** The text a reader sees: no scripts, styles, tags or attributes. */
const visibleText = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<style[\s\S]*?<\/style>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&nbsp;|&#160;/g, " ")
    .replace(/&amp;/g, "&");

/** What no page may show, each with a name for the report. */
const WRONG: [string, RegExp][] = [
  ["NaN", /\bNaN\b/],
  ["0 kg", /(?<![\d.,])0 (kg|кг)\b/],
  ["0 ₽", /(?<![\d.,])0\s?₽/],
  ["a raw 24-hex id", /\b[0-9a-f]{24}\b/],
  ["undefined", /\bundefined\b/],
];

function problemsIn(text: string): string[] {
  const found: string[] = [];
  for (const [name, pattern] of WRONG) {
    const m = pattern.exec(text);
    if (m)
      found.push(`${name}: …${text.slice(Math.max(0, m.index - 40), m.index + 40).replace(/\s+/g, " ")}…`);
  }
  return found;
}

/** Every item address the sitemap lists (built pages and those the Worker renders on demand). */
function sitemapItemPaths(): string[] {
  const xml = readFileSync(join(DIST, "sitemap.xml"), "utf8");
  const fromXml = (x: string) =>
    x.replace(
      /&(amp|lt|gt|quot|apos);/g,
      (_, e: string) => ({ amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" })[e] ?? "",
    );
  return [...xml.matchAll(/<loc>[^<]*?(\/item\/[^<]+)<\/loc>/g)].map((m) => fromXml(m[1] as string));
}

const built = (path: string) => {
  try {
    readFileSync(join(DIST, path, "index.html"));
    return true;
  } catch {
    return false;
  }
};

/**
 * Every 10th item page the build left to the Worker, in English and Russian, as served: the long
 * tail (src/build-data/prerender.ts) is rendered on demand from the same component.
 */
type Served = { page: string; html: string }[];
/** Fetched once per worker: both sweeps below read the same pages. */
let served: Served | undefined;
async function onDemandPages(request: APIRequestContext): Promise<Served> {
  served ??= await fetchOnDemandPages(request);
  return served;
}

async function fetchOnDemandPages(request: APIRequestContext): Promise<Served> {
  const paths = sitemapItemPaths()
    .filter((p) => !built(p))
    .filter((_, i) => i % 10 === 0);
  const out: Served = [];
  for (const path of paths) {
    for (const locale of ["en", "ru"]) {
      const res = await request.get(path, { headers: { Cookie: `tm_locale=${locale}` } });
      expect([path, res.status(), res.headers()["x-item-page"]]).toEqual([path, 200, "on-demand"]);
      out.push({ page: `${locale} ${path}`, html: await res.text() });
    }
  }
  return out;
}

test("no item, tag, calculator or progression page shows NaN, 0 kg, 0 ₽, undefined or a raw id", async ({
  request,
}) => {
  test.setTimeout(180_000);
  const pages = builtPages();
  // 1,500 popular items in two languages and every other page; the other items come on demand
  expect(pages.length).toBeGreaterThan(3_200);
  const bad: string[] = [];
  for (const page of pages) {
    for (const p of problemsIn(visibleText(readFileSync(page, "utf8")))) bad.push(`${page}: ${p}`);
  }
  const served = await onDemandPages(request);
  expect(served.length).toBeGreaterThan(600);
  for (const { page, html } of served)
    for (const p of problemsIn(visibleText(html))) bad.push(`${page}: ${p}`);
  expect(bad.slice(0, 20), `${bad.length} pages with wrong values`).toEqual([]);
});

const renderedText = async (page: Page) =>
  (await page.locator("main").allInnerTexts()).join(" ").replace(/\s+/g, " ");

/** The trader price rows of an item page's offer tables, and those without a day. */
function offerRows(html: string): { rows: number; undated: string[] } {
  const day = /^\d{1,2} [A-Za-zА-Яа-я]{3} \d{4}$/;
  let rows = 0;
  const undated: string[] = [];
  for (const table of html.match(/<table class="offers"[\s\S]*?<\/table>/g) ?? []) {
    const body = /<tbody[^>]*>([\s\S]*?)<\/tbody>/.exec(table)?.[1] ?? "";
    for (const row of body.match(/<tr[\s\S]*?<\/tr>/g) ?? []) {
      rows++;
      const cell = /data-testid="offer-date"[^>]*>([\s\S]*?)<\/td>/.exec(row)?.[1]?.trim() ?? "";
      if (!day.test(cell)) undated.push(visibleText(row).replace(/\s+/g, " ").trim());
    }
  }
  return { rows, undated };
}

test("every trader price on an item page carries its source's date (the lists are older than the flea prices)", async ({
  request,
}) => {
  test.setTimeout(180_000);
  const pages = builtPages().filter((p) => /^dist[/\\](ru[/\\])?item[/\\]/.test(p));
  expect(pages.length).toBe(2 * PRERENDERED_ITEMS);
  let rows = 0;
  const undated: string[] = [];
  const add = (page: string, html: string) => {
    const found = offerRows(html);
    rows += found.rows;
    undated.push(...found.undated.map((row) => `${page}: ${row}`));
  };
  for (const page of pages) add(page, readFileSync(page, "utf8"));
  // the built pages' 11,000 offer rows over both languages; an undated one would read "—"
  expect(rows).toBeGreaterThan(10_000);
  const builtRows = rows;
  for (const { page, html } of await onDemandPages(request)) add(page, html);
  expect(rows - builtRows).toBeGreaterThan(1_000);
  expect(undated.slice(0, 20), `${undated.length} trader prices without a date`).toEqual([]);
});

test("pages computed in the browser show no NaN, 0 kg, 0 ₽ or raw id, in English and Russian", async ({
  page,
}) => {
  test.setTimeout(90_000);
  for (const path of ["/market", "/crafts", "/barters", "/hideout", "/btc-farm", "/progression/quests"]) {
    for (const prefix of ["", "/ru"]) {
      await page.goto(`${prefix}${path}`);
      await page.waitForLoadState("networkidle");
      expect(problemsIn(await renderedText(page)), `${prefix}${path}`).toEqual([]);
    }
  }
});

test("the LEDX item page shows its real snapshot price, observation date and the prices' date", async ({
  page,
}) => {
  await page.goto("/item/ledx_skin_transilluminator");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("LEDX Skin Transilluminator");
  await expect(page.getByTestId("prices-as-of")).toHaveText("24 h averages, prices as of 22 Aug 2026");
  await expect(page.getByTestId("demo-badge")).toHaveCount(0);
  await expect(page.getByTestId("item-flea")).toHaveText(/^\d{1,3}(,\d{3})+₽$/);
  await expect(page.getByTestId("item-observed")).toHaveText("22.08.26 00:00");
  await expect(page.getByTestId("history-note")).toBeVisible();
});

test("/api/be/health names the snapshot, each mode's price date and which figure the prices are", async ({
  request,
}) => {
  const body = await (await request.get("/api/be/health")).json();
  expect(body.data.kind).toBe("snapshot");
  expect(new Date(body.data.pricesAsOf).toISOString().slice(0, 10)).toBe("2026-08-22");
  expect(new Date(body.data.pvePricesAsOf).toISOString().slice(0, 10)).toBe("2026-08-22");
  expect(body.data.priceFigure).toBe("avg24h");
});
