import { shellText } from "../../src/i18n/shell";
import { expect, test } from "./support/test";

// A browser that runs no scripts (turned off, or a blocker) is told why the menu, search and live
// data do nothing, in the page's language, and no line says it is loading for good: what a script
// would fill (data-needs-script) is hidden. A browser that runs scripts never sees the note.

const LOADING = /Loading|Загрузка|--:--:--/;

test.describe("with scripting off", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 375, height: 800 } });

  test("pages say that the site needs JavaScript, and none says it is loading", async ({ page }) => {
    for (const path of [
      "/market",
      "/crafts",
      "/progression/quests",
      "/gear",
      "/time",
      "/item/graphics_card",
    ]) {
      await page.goto(path);
      const note = page.getByTestId("noscript-note");
      await expect(note, path).toBeVisible();
      await expect(note, path).toHaveText(shellText.en.noScript);
      // the note sits in the page's content, as wide as the page allows, without sideways scroll
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(375);
      const shown = await page
        .locator("main, header")
        // biome-ignore lint/performance/useDomNodeTextContent: the laid-out text, without hidden elements
        .evaluateAll((roots) => roots.map((r) => (r as HTMLElement).innerText).join("\n"));
      expect(shown, path).not.toMatch(LOADING);
    }
    // the prerendered rows and prices stay: what the page was built with is still read
    await page.goto("/crafts");
    await expect(page.locator(".calc__table tbody tr").first()).toBeVisible();
    // with no script to mark the page painted, the item icons are in layout from the start
    await expect(page.locator(".calc__table tbody tr .item-icon img").first()).toHaveCSS("display", "block");
  });

  test("the menus open without their script: on a phone under the header, on a desktop on hover", async ({
    page,
  }) => {
    /** From /market, opens a menu (`open`) and follows its link to `href`; the burger never shows. */
    const follow = async (menu: string, href: string, open: "click" | "hover") => {
      await page.goto("/market");
      const nav = page.locator("#site-nav");
      await expect(nav).toBeVisible();
      await expect(page.locator("[data-burger]")).toBeHidden();
      const link = nav.locator(`a[href="${href}"]`);
      await expect(link).toBeHidden();
      await nav.getByRole("button", { name: menu })[open]();
      await expect(link).toBeVisible();
      // the admin's menu stays hidden
      await expect(nav.locator('a[href="/admin"]')).toBeHidden();
      await link.click();
      await expect(page).toHaveURL(new RegExp(`${href}$`));
    };
    // a tap on a menu's name focuses it, and its links show in place
    await follow(shellText.en.calculators, "/crafts", "click");
    await expect(page.locator("h1")).toContainText("Crafts");
    await page.setViewportSize({ width: 1280, height: 800 });
    await follow(shellText.en.maps, "/maps/customs", "hover");
  });

  test("a Russian reader reads the note in Russian", async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: "tm_locale", value: "ru", url: baseURL ?? "" }]);
    await page.goto("/market");
    await expect(page.getByTestId("noscript-note")).toHaveText(shellText.ru.noScript);
    await expect(page.locator("main")).not.toContainText(LOADING, { useInnerText: true });
  });
});

test("a browser that runs scripts never shows the note, and its loading lines work as before", async ({
  page,
}) => {
  await page.goto("/market");
  await expect(page.getByTestId("market-status")).toBeVisible();
  await expect(page.getByTestId("raid-clock").first()).toBeVisible();
  await expect(page.getByTestId("noscript-note")).toHaveCount(0);
  // a browser that runs scripts keeps the note's markup as text, and shows none of it
  await expect(page.locator("main")).not.toContainText(shellText.en.noScript, { useInnerText: true });
});
