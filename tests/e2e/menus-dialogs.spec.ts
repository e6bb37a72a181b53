import type { Locator, Page } from "@playwright/test";
import { signIn } from "./support/auth";
import { expect, test } from "./support/test";

// Every menu, popup and dialog of the site, opened as a visitor, a free and a Pro user, at 1280 and
// 375 px, in English and Russian: each is visible, inside the viewport and styled by its own
// stylesheet (the suite's page guard fails any CSP violation, such as a refused style element).

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 375, height: 740 };
type Size = typeof DESKTOP;
type Lang = "en" | "ru";

const TEXT = {
  en: { settings: "Settings", newPmc: "New PMC", sure: "Are you sure?", yes: "Yes", no: "No" },
  ru: { settings: "Настройки", newPmc: "Новый ЧВК", sure: "Вы уверены?", yes: "Да", no: "Нет" },
} as const;
const POPUP_TITLE = { en: "PMC settings", ru: "Настройки ЧВК" } as const;
const DELETE_PMC = { en: "Delete PMC", ru: "Удалить ЧВК" } as const;
const RESET_QUESTS = { en: "Quests", ru: "Задания" } as const;
const COPY = { en: "Copy progress", ru: "Скопировать прогресс" } as const;

async function setLanguage(page: Page, lang: Lang) {
  await page.context().addCookies([{ name: "tm_locale", value: lang, url: "http://127.0.0.1" }]);
}

/** The element's box lies inside the viewport (the whole box, or its top part when `tall`). */
async function expectInViewport(page: Page, el: Locator, what: string, tall = false) {
  await expect(el, what).toBeVisible();
  const box = await el.boundingBox();
  const vp = page.viewportSize();
  if (!box || !vp) throw new Error(`${what}: no box`);
  expect(box.x, `${what}: left edge`).toBeGreaterThanOrEqual(-0.5);
  expect(box.x + box.width, `${what}: right edge`).toBeLessThanOrEqual(vp.width + 0.5);
  expect(box.y, `${what}: top edge`).toBeGreaterThanOrEqual(-0.5);
  if (tall) expect(box.y, `${what}: top in view`).toBeLessThan(vp.height);
  else expect(box.y + box.height, `${what}: bottom edge`).toBeLessThanOrEqual(vp.height + 0.5);
}

/** A computed style of an element (what its stylesheet gave it). */
const styleOf = (el: Locator, prop: string) =>
  el.evaluate((node, p) => getComputedStyle(node).getPropertyValue(p), prop);

const transparent = (colour: string) => colour === "rgba(0, 0, 0, 0)" || colour === "transparent";

async function expectMenuStyled(page: Page, menu: Locator) {
  expect(await styleOf(menu, "position"), "the character menu floats").toBe("absolute");
  expect(transparent(await styleOf(menu, "background-color")), "the menu has its panel colour").toBe(false);
  expect(await styleOf(menu.locator("ul").first(), "list-style-type"), "no bullets").toBe("none");
  const header = await page.locator("header.site-header").boundingBox();
  expect(header?.height ?? 999, "the open menu does not stretch the header").toBeLessThan(140);
}

async function expectPopupStyled(popup: Locator) {
  const backdrop = popup.locator("xpath=..");
  expect(await styleOf(backdrop, "position"), "the popup's backdrop covers the page").toBe("fixed");
  expect(transparent(await styleOf(popup, "background-color")), "the popup has its panel colour").toBe(false);
  expect(
    Number.parseFloat(await styleOf(popup, "border-top-left-radius")),
    "rounded corners",
  ).toBeGreaterThan(0);
}

/** Opens the character menu from the header. */
async function openCharMenu(page: Page): Promise<Locator> {
  const block = page.getByTestId("char-block");
  await expect(block).toBeEnabled();
  await block.click();
  const menu = page.getByTestId("user-menu");
  await expectInViewport(page, menu, "character menu");
  await expectMenuStyled(page, menu);
  return menu;
}

/** Asks a confirm button's question and answers it. */
async function confirm(page: Page, scope: Locator, label: string, lang: Lang, answer: "yes" | "no") {
  const button = scope.getByRole("button", { name: label, exact: true });
  await button.scrollIntoViewIfNeeded();
  await button.click();
  const question = scope.getByText(TEXT[lang].sure).first();
  await question.scrollIntoViewIfNeeded();
  await expectInViewport(page, question, `${label}: the question`);
  const reply = scope.locator(".confirm").getByRole("button", { name: TEXT[lang][answer], exact: true });
  await expectInViewport(page, reply, `${label}: ${answer}`);
  await reply.click();
}

for (const [size, lang] of [
  [DESKTOP, "en"],
  [PHONE, "ru"],
] as [Size, Lang][]) {
  const where = `${size.width} px, ${lang}`;

  test.describe(where, () => {
    test.use({ viewport: size });

    test(`a visitor opens every header menu (${where})`, async ({ page }) => {
      await setLanguage(page, lang);
      await page.goto("/market");
      if (size === PHONE) {
        await page.locator("[data-burger]").click();
        await expectInViewport(page, page.locator("#site-nav"), "burger menu", true);
      }
      const panels = await page
        .locator("header [data-dropdown-toggle]")
        .evaluateAll((els) =>
          els.filter((el) => !el.closest("[hidden]")).map((el) => el.getAttribute("aria-controls") ?? ""),
        );
      expect(panels.length, "the header's dropdowns").toBeGreaterThanOrEqual(6);
      for (const id of panels) {
        const toggle = page.locator(`header [data-dropdown-toggle][aria-controls="${id}"]`);
        const inNav = await toggle.evaluate((el) => el.closest("#site-nav") !== null);
        const burger = page.locator("[data-burger]");
        if (size === PHONE && inNav && (await burger.getAttribute("aria-expanded")) !== "true")
          await burger.click();
        const name = ((await toggle.textContent()) ?? "").trim();
        await toggle.scrollIntoViewIfNeeded();
        await toggle.click();
        await expect(toggle, name).toHaveAttribute("aria-expanded", "true");
        const panel = page.locator(`#${id}`);
        await panel.scrollIntoViewIfNeeded();
        await expectInViewport(page, panel, `dropdown ${name}`, size === PHONE);
        expect(await styleOf(panel.locator("ul").first(), "list-style-type"), `${name}: no bullets`).toBe(
          "none",
        );
        await toggle.click();
        await expect(toggle).toHaveAttribute("aria-expanded", "false");
      }
      await expect(page.getByTestId("char-block")).toBeHidden();
    });

    test(`a free user's character menu and read-only settings popup (${where})`, async ({ page }) => {
      await setLanguage(page, lang);
      await signIn(page, "free@example.test");
      await page.goto("/progression/quests");
      const menu = await openCharMenu(page);
      await menu.getByRole("button", { name: TEXT[lang].settings }).click();
      const popup = page.getByRole("dialog", { name: POPUP_TITLE[lang] });
      await expectInViewport(page, popup, "settings popup", true);
      await expectPopupStyled(popup);
      await expect(popup.getByTestId("pro-required")).toBeVisible();
      await confirm(page, popup, RESET_QUESTS[lang], lang, "no");
      await popup.locator(".user-popup__x").click();
      await expect(popup).toBeHidden();
    });

    test(`a Pro user's New PMC, settings, copy, reset and delete (${where})`, async ({ page }) => {
      await setLanguage(page, lang);
      await signIn(page, "pro@example.test");
      await page.goto("/progression/quests");
      const menu = await openCharMenu(page);
      const before = await menu.locator("li").count();
      // New PMC creates a PVE character and opens the settings popup on it
      await menu.getByRole("button", { name: TEXT[lang].newPmc }).click();
      const popup = page.getByRole("dialog", { name: POPUP_TITLE[lang] });
      await expectInViewport(page, popup, "settings popup of the new PMC", true);
      await expectPopupStyled(popup);
      await expect(popup.getByTestId("pro-required")).toHaveCount(0);
      await confirm(page, popup, COPY[lang], lang, "no");
      await confirm(page, popup, RESET_QUESTS[lang], lang, "no");
      await confirm(page, popup, DELETE_PMC[lang], lang, "yes");
      await expect(popup).toBeHidden();
      const again = await openCharMenu(page);
      await expect(again.locator("li")).toHaveCount(before);
      await page.keyboard.press("Escape");
      await expect(again).toBeHidden();
    });
  });
}

// On a phone the header's second row wraps and the character block sits at its left: with a new
// account's short name ("Bear 1"), the menu, which opens leftwards from the block's right edge,
// stays on the screen.
test("at 375 px a new account's character menu opens within the screen, in Russian", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await setLanguage(page, "ru");
  await signIn(page, `menu-${Date.now()}@example.test`);
  await page.goto("/progression/quests");
  await expect(page.getByTestId("char-block")).toContainText("Bear");
  const menu = await openCharMenu(page);
  await expect(menu.getByRole("button", { name: TEXT.ru.settings })).toBeInViewport({ ratio: 1 });
});
