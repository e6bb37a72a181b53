import type { Browser, Locator, Page } from "@playwright/test";

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

/**
 * `path` in a context that runs no scripts, laid out as a browser that runs them shows the HTML
 * before they have run: without what only a browser with scripting off shows (the NoScriptNote,
 * and with the `data-needs-script` lines it hides). For comparing the HTML's layout with the
 * hydrated page's; `close()` ends the context.
 */
export async function htmlBeforeScripts(
  browser: Browser,
  path: string,
): Promise<{ page: Page; close: () => Promise<void> }> {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(path);
  await page.evaluate(() => {
    for (const note of document.querySelectorAll("noscript")) note.remove();
    for (const el of document.querySelectorAll("[data-needs-script]"))
      el.removeAttribute("data-needs-script");
  });
  return { page, close: () => context.close() };
}
