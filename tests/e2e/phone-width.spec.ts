import { expect, type Page, test } from "@playwright/test";
import { PAGE_ROUTES } from "./support/pages";

// Every page is usable on a phone: at 375 px the page itself never scrolls sideways, in English
// and in Russian (longer words). Wide tables scroll inside their own box instead.

const WIDTH = 375;

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
  }, WIDTH);
}

for (const locale of ["en", "ru"] as const) {
  test(`no page scrolls sideways at ${WIDTH} px (${locale})`, async ({ page, context }) => {
    await page.setViewportSize({ width: WIDTH, height: 800 });
    if (locale === "ru") {
      await context.addCookies([{ name: "tm_locale", value: "ru", domain: "127.0.0.1", path: "/" }]);
    }
    const wide: string[] = [];
    for (const route of PAGE_ROUTES) {
      await page.goto(route);
      await page.waitForLoadState("networkidle");
      const { scrollWidth, widest } = await overflow(page);
      if (scrollWidth > WIDTH) wide.push(`${route}: ${scrollWidth} px (${widest})`);
    }
    expect(wide).toEqual([]);
  });
}
