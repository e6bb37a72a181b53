import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { htmlBeforeScripts, isFromHtml, rememberHtmlElement } from "./hydrated";
import { shownBrokenImages } from "./images";
import { expect } from "./test";

/** A calculator table's rows: each row's id, text and box (top and height, px), and the first row's first item. */
type Rows = {
  ids: string[];
  texts: string[];
  boxes: { top: number; height: number }[];
  firstItem: string;
  /** The pager's text under the rows ("25 of 203 shown …"). */
  pager: string;
};

/** The first `count` rows of the table, as they are now. */
async function readRows(page: Page, attr: string, count: number): Promise<Rows> {
  return page.evaluate(
    ({ attr, count }) => {
      const rows = [...document.querySelectorAll<HTMLElement>(`tr[${attr}]`)].slice(0, count);
      return {
        ids: rows.map((r) => r.getAttribute(attr) ?? ""),
        texts: rows.map((r) => (r.textContent ?? "").replace(/\s+/g, " ").trim()),
        boxes: rows.map((r) => {
          const box = r.getBoundingClientRect();
          return { top: Math.round(box.top + window.scrollY), height: Math.round(box.height) };
        }),
        // "1× Name": the item's own text, beside its icon tile
        firstItem: [...(rows[0]?.querySelector(".calc-items__one")?.childNodes ?? [])]
          .filter((n) => n.nodeType === Node.TEXT_NODE)
          .map((n) => n.textContent)
          .join(""),
        pager: document.querySelector(".calc__more")?.textContent ?? "",
      };
    },
    { attr, count },
  );
}

const unescapeHtml = (s: string) =>
  s
    .replaceAll("&quot;", '"')
    .replaceAll("&#39;", "'")
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replaceAll("&amp;", "&");

/**
 * The first rows of a calculator page are in its HTML (prerendered at build time for a visitor)
 * and the island, once its data has loaded, shows the same rows in the same places: checked with
 * the HTML as sent, with a page that runs no JavaScript, and with the live page.
 * Returns the first row's text.
 */
export async function expectPrerenderedRows(
  { browser, request, page }: { browser: Browser; request: APIRequestContext; page: Page },
  path: string,
  attr: "data-craft" | "data-barter",
  count: number,
): Promise<string> {
  // before any JavaScript: the rows of the HTML as sent
  const still = await htmlBeforeScripts(browser, path);
  const html = await readRows(still.page, attr, count);
  await still.close();
  expect(html.ids).toHaveLength(count);
  expect(html.pager).toMatch(/\d/);
  const first = html.texts[0] ?? "";
  // the first row's first item ("1× Name") is in the page's bytes, not written by a script
  const name = /^\d+× (.+?),? ?$/.exec(html.firstItem)?.[1] ?? "";
  expect(name).not.toBe("");
  const sent = unescapeHtml((await (await request.get(path)).text()).replaceAll("<!-- -->", ""));
  expect(sent).toContain(`${attr}="${html.ids[0]}"`);
  expect(sent).toContain(name);

  // the island with its data loaded (the table is no longer busy) shows the same rows in place:
  // it hydrated the HTML's rows (the first row is still the element the page's HTML made), it did
  // not build them again
  await rememberHtmlElement(page, `tr[${attr}]`);
  await page.goto(path);
  const table = page.locator("table.calc__table");
  await expect(table).toBeVisible();
  await expect(table).not.toHaveAttribute("aria-busy", "true");
  await expect(page.locator(`tr[${attr}]`)).toHaveCount(count);
  expect(await isFromHtml(page.locator(`tr[${attr}]`).first())).toBe(true);
  const live = await readRows(page, attr, count);
  expect(live.ids).toEqual(html.ids);
  expect(live.texts).toEqual(html.texts);
  expect(live.boxes).toEqual(html.boxes);
  expect(live.pager).toEqual(html.pager);
  // the HTML's icons that could not load (none can here: no host but the site's resolves) show
  // their short-name tile, though they failed before the island hydrated them
  const icons = page.locator(`tr[${attr}] img`);
  expect(await icons.count()).toBeGreaterThan(0);
  await expect.poll(() => shownBrokenImages(icons)).toBe(0);
  return first;
}
