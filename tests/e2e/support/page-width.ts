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

export async function readRussian(context: BrowserContext) {
  await context.addCookies([{ name: "tm_locale", value: "ru", domain: "127.0.0.1", path: "/" }]);
}

/** The routes whose page scrolls sideways at phone width, each with its width and widest element. */
export async function wideRoutes(page: Page, routes: readonly string[]): Promise<string[]> {
  await page.setViewportSize({ width: PHONE_WIDTH, height: 800 });
  const wide: string[] = [];
  for (const route of routes) {
    await page.goto(route);
    await page.waitForLoadState("networkidle");
    const { scrollWidth, widest } = await overflow(page);
    if (scrollWidth > PHONE_WIDTH) wide.push(`${route}: ${scrollWidth} px (${widest})`);
  }
  return wide;
}
