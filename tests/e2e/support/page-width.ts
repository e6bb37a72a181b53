import type { BrowserContext, Page } from "@playwright/test";

/** The phone width every page must fit (docs/product.md §2: usable at 375 px). */
export const PHONE_WIDTH = 375;

/** How far the page reaches past the viewport, and the widest element that makes it so. */
function overflow(page: Page) {
  return page.evaluate((width) => {
    const doc = document.documentElement;
    let widest = "";
    let right = width;
    for (const el of document.body.querySelectorAll<HTMLElement>("*")) {
      if (el.closest("svg") && el.tagName.toLowerCase() !== "svg") continue; // clipped by its svg
      if (el.parentElement?.closest(".table-scroll")) continue; // scrolls inside its box
      const r = el.getBoundingClientRect();
      if (r.width > 0 && r.right > right + 1 && getComputedStyle(el).position !== "fixed") {
        right = r.right;
        widest = `${el.tagName.toLowerCase()}${el.className ? `.${String(el.className).split(" ")[0]}` : ""}`;
      }
    }
    return { scrollWidth: doc.scrollWidth, widest };
  }, PHONE_WIDTH);
}

/**
 * The words of the page's headings, table headers, controls, links and cells that the browser cut
 * in two to fit (a word drawn on two lines), each as "element: word". A word with a soft hyphen may
 * break there: the browser draws the hyphen.
 */
function brokenWords(page: Page) {
  return page.evaluate(() => {
    const broken = new Set<string>();
    const selector = "h1, h2, h3, th, td, button, label, summary, a, li, p";
    for (const el of document.body.querySelectorAll<HTMLElement>(selector)) {
      if (el.closest("svg, .table-scroll") || !el.checkVisibility()) continue;
      for (const node of el.childNodes) {
        if (node.nodeType !== Node.TEXT_NODE) continue;
        for (const word of (node.textContent ?? "").matchAll(/[\p{L}\p{N}\u00AD]{4,}/gu)) {
          if (word[0].includes("\u00AD")) continue;
          const range = document.createRange();
          range.setStart(node, word.index);
          range.setEnd(node, word.index + word[0].length);
          const lines = new Set(
            [...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)),
          );
          if (lines.size > 1) broken.add(`${el.tagName.toLowerCase()}: ${word[0]}`);
        }
      }
    }
    return [...broken];
  });
}

export async function readRussian(context: BrowserContext) {
  await context.addCookies([{ name: "tm_locale", value: "ru", domain: "127.0.0.1", path: "/" }]);
}

/**
 * The routes whose page does not fit the phone's width: it scrolls sideways (its width and widest
 * element), or a word of its text is cut in two (brokenWords).
 */
export async function wideRoutes(page: Page, routes: readonly string[]): Promise<string[]> {
  await page.setViewportSize({ width: PHONE_WIDTH, height: 800 });
  const wide: string[] = [];
  for (const route of routes) {
    await page.goto(route);
    await page.waitForLoadState("networkidle");
    const { scrollWidth, widest } = await overflow(page);
    if (scrollWidth > PHONE_WIDTH) wide.push(`${route}: ${scrollWidth} px (${widest})`);
    for (const word of await brokenWords(page)) wide.push(`${route}: word cut in two (${word})`);
  }
  return wide;
}
