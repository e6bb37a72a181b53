import type { BrowserContext, Page } from "@playwright/test";
import { PHONE_WIDTH, wideRoutes } from "./support/page-width";
import { expect, test } from "./support/test";

// The terms of service, the privacy policy and /payoneer-about are real pages in English and in
// Russian: their heading, their sections, no "coming soon", the cookies the site sets, and on
// /payoneer-about the operator's payment details, or a plain "not set up" where the committed
// configuration (wrangler.toml [vars]) leaves them empty.

type Locale = "en" | "ru";

const TEXT = {
  en: {
    titles: {
      "/legal/tos": "Terms of service",
      "/legal/privacy": "Privacy policy",
      "/payoneer-about": "About Payoneer payments",
    },
    updated: "Last updated: 27 November 2026",
    comingSoon: /coming soon/i,
    notSetUp: {
      patreonUrl: "This site's operator has not set up a Patreon page yet.",
      price: "This site's operator has not set up a price for Pro yet.",
      payoneerEmail: "This site's operator has not set up Payoneer payments yet.",
      contactEmail: "This site's operator has not set up a contact address yet.",
    },
  },
  ru: {
    titles: {
      "/legal/tos": "Условия использования",
      "/legal/privacy": "Политика конфиденциальности",
      "/payoneer-about": "Об оплате через Payoneer",
    },
    updated: "Последнее обновление: 27 ноября 2026 г.",
    comingSoon: /скоро|ещё не готова/i,
    notSetUp: {
      patreonUrl: "Владелец сайта ещё не указал страницу на Patreon.",
      price: "Владелец сайта ещё не указал цену Pro.",
      payoneerEmail: "Владелец сайта ещё не настроил оплату через Payoneer.",
      contactEmail: "Владелец сайта ещё не указал адрес для связи.",
    },
  },
} as const;

const LEGAL_PATHS = ["/legal/tos", "/legal/privacy"] as const;
const COOKIES = ["tm_session", "tm_signed_in", "tm_locale", "tm_oauth_state"];

/** Russian pages are served by the tm_locale cookie (workers/site.ts). */
const preferRussian = (context: BrowserContext) =>
  context.addCookies([{ name: "tm_locale", value: "ru", domain: "127.0.0.1", path: "/" }]);

async function open(page: Page, context: BrowserContext, locale: Locale, path: string) {
  if (locale === "ru") await preferRussian(context);
  const res = await page.goto(path);
  expect(res?.status(), path).toBe(200);
  await expect(page.locator("html")).toHaveAttribute("lang", locale);
}

async function expectNoComingSoon(page: Page, locale: Locale) {
  await expect(page.locator("[data-coming-soon]")).toHaveCount(0);
  await expect(page.locator("main")).not.toContainText(TEXT[locale].comingSoon, { useInnerText: true });
}

for (const locale of ["en", "ru"] as const) {
  const text = TEXT[locale];

  for (const path of LEGAL_PATHS) {
    test(`${path} has its heading, its date and real sections (${locale})`, async ({ page, context }) => {
      await open(page, context, locale, path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(text.titles[path]);
      await expect(page.locator("main")).toContainText(text.updated);
      await expect(page.locator("main time")).toHaveAttribute("datetime", "2026-11-27");
      const sections = page.locator("main article > section");
      expect(await sections.count()).toBeGreaterThanOrEqual(4);
      expect(await page.locator("main article > section > h2").count()).toBeGreaterThanOrEqual(4);
      // each section says something, in paragraphs or lists
      for (const section of await sections.all())
        await expect(section.locator("p, li").first()).toBeVisible();
      // the contents lead to every section
      const ids = await page.locator("main article > section > h2").evaluateAll((hs) => hs.map((h) => h.id));
      const targets = await page
        .locator("main nav ol a")
        .evaluateAll((as) => as.map((a) => a.getAttribute("href")));
      expect(targets).toEqual(ids.map((id) => `#${id}`));
      await expectNoComingSoon(page, locale);
    });
  }

  test(`the privacy policy names every cookie the site sets (${locale})`, async ({ page, context }) => {
    await open(page, context, locale, "/legal/privacy");
    const cookies = page.locator("main section", { has: page.locator("h2#cookies") });
    for (const name of COOKIES)
      await expect(cookies.locator("code", { hasText: name }).first()).toBeVisible();
    // and what it keeps in the browser
    await expect(page.locator("main code", { hasText: "tm_progression_guest" })).toBeVisible();
  });

  test(`/payoneer-about says plainly what the site has not set up (${locale})`, async ({ page, context }) => {
    await open(page, context, locale, "/payoneer-about");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(text.titles["/payoneer-about"]);
    expect(await page.locator("main article > section > h2").count()).toBeGreaterThanOrEqual(3);
    // the details are loaded: the status line goes away
    await expect(page.locator("[data-payment-status]")).toBeHidden();
    for (const [field, message] of Object.entries(text.notSetUp)) {
      const sentences = page.locator(`[data-payment="${field}"]`);
      expect(await sentences.count(), field).toBeGreaterThanOrEqual(1);
      for (const sentence of await sentences.all()) {
        await expect(sentence.locator('[data-when="unset"]')).toBeVisible();
        await expect(sentence.locator('[data-when="unset"]')).toContainText(message);
      }
    }
    await expect(page.locator('[data-when="set"]:visible')).toHaveCount(0);
    // no made-up address anywhere
    await expect(page.locator("main")).not.toContainText(/\S+@\S+\.\S+/, { useInnerText: true });
    await expectNoComingSoon(page, locale);
  });
}

test("the Russian terms are reached through /ru/legal/tos", async ({ page }) => {
  await page.goto("/ru/legal/tos");
  await expect(page).toHaveURL(/\/legal\/tos$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "ru");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(TEXT.ru.titles["/legal/tos"]);
});

test("/payoneer-about shows the values the operator configured", async ({ page }) => {
  const payment = {
    payoneerEmail: "pay@example.test",
    price: "5 USD a month",
    patreonUrl: "https://www.patreon.com/example",
    contactEmail: "hello@example.test",
  };
  await page.route("**/api/be/site-settings", (route) =>
    route.fulfill({
      json: {
        tournamentEnabled: false,
        helperVersion: "",
        palette: { default: null, categories: {} },
        payment,
      },
    }),
  );
  await page.goto("/payoneer-about");
  await expect(page.locator("[data-payment-status]")).toBeHidden();
  const main = page.locator("main");
  await expect(main.locator('[data-payment="payoneerEmail"]')).toContainText(payment.payoneerEmail);
  await expect(main.locator('[data-payment="price"]')).toContainText("Pro costs 5 USD a month.");
  await expect(main.getByRole("link", { name: payment.patreonUrl })).toHaveAttribute(
    "href",
    payment.patreonUrl,
  );
  const mail = main.getByRole("link", { name: payment.contactEmail });
  await expect(mail).toHaveCount(2);
  await expect(mail.first()).toHaveAttribute("href", `mailto:${payment.contactEmail}`);
  await expect(page.locator('[data-when="unset"]:visible')).toHaveCount(0);
});

test(`the three pages fit a ${PHONE_WIDTH} px phone in Russian`, async ({ page, context }) => {
  await preferRussian(context);
  expect(await wideRoutes(page, [...LEGAL_PATHS, "/payoneer-about"])).toEqual([]);
});
