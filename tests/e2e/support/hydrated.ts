import type { Locator, Page } from "@playwright/test";

/**
 * Remembers, in the next page `page` opens, the first element matching `selector` (and holding
 * `text`, if given) as the page's parser makes it from the HTML: with `isFromHtml`, a test tells
 * that an island hydrated the HTML's element instead of building it again.
 */
export async function rememberHtmlElement(page: Page, selector: string, text = ""): Promise<void> {
  await page.addInitScript(
    ({ selector, text }) => {
      const seen = new MutationObserver(() => {
        const el = [...document.querySelectorAll(selector)].find((e) => e.textContent?.includes(text));
        if (!el) return;
        seen.disconnect();
        (window as { htmlElement?: Element }).htmlElement = el;
      });
      seen.observe(document, { subtree: true, childList: true });
    },
    { selector, text },
  );
}

/** Whether `locator` is the element rememberHtmlElement kept: the one the page's HTML made. */
export const isFromHtml = (locator: Locator): Promise<boolean> =>
  locator.evaluate((el) => el === (window as { htmlElement?: Element }).htmlElement);
