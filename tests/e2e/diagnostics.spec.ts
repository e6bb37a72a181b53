import type { Page } from "@playwright/test";
import { expect, type PageGuard, test } from "./support/test";

// /test checks in the browser what the site needs: local storage, cookies, a Web Worker of the
// site's own bundle under the pages' CSP, WebGL (SwiftShader in headless Chromium), the desktop
// helper (nothing listens on 127.0.0.1:5123 here, so "not found") and the clock's offset from
// the server's, in English and in Russian.

/** Chromium reports the refused helper socket in the console itself: the page expects it. */
const allowHelperRefused = (pageGuard: PageGuard) =>
  pageGuard.allow(/WebSocket connection to 'ws:\/\/127\.0\.0\.1:5123\/' failed/);

const row = (page: Page, id: string) => page.getByTestId(`diag-${id}`);

/** Waits until no row is checking any more. */
async function checked(page: Page) {
  await expect(page.locator('[data-check][data-state="checking"]')).toHaveCount(0, { timeout: 10_000 });
  await expect(page.locator("[data-check]")).toHaveCount(6);
}

test("the test page finds storage, cookies, workers and WebGL working, no helper, and the clock's offset", async ({
  page,
  pageGuard,
}) => {
  allowHelperRefused(pageGuard);
  await page.goto("/test");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Test page");
  await checked(page);

  for (const id of ["storage", "cookies", "worker", "webgl"]) {
    await expect(row(page, id), id).toHaveAttribute("data-state", "working");
    await expect(row(page, id).locator("[data-status]"), id).toHaveText("working");
    await expect(row(page, id).locator("[data-status]"), id).toHaveClass(/diag-status--working/);
  }
  await expect(row(page, "storage")).toContainText("settings are kept");
  await expect(row(page, "webgl")).toContainText(/WebGL [12]/);
  await expect(row(page, "webgl")).toContainText("Maps can draw.");

  // the helper is information, not a fault
  const helper = row(page, "helper");
  await expect(helper).toHaveAttribute("data-state", "not-found");
  await expect(helper.locator("[data-status]")).toHaveText("not found");
  await expect(helper).toContainText("start the helper");
  await expect(helper.getByRole("link", { name: "About the helper" })).toHaveAttribute("href", "/pilot");

  // the test machine's clock is the server's: well within a minute
  const clock = row(page, "clock");
  await expect(clock).toHaveAttribute("data-state", "working");
  await expect(clock.locator("[data-detail]")).toHaveText(/^\d+\.\d s (ahead of|behind) the server$/);
  const seconds = Number((await clock.locator("[data-detail]").textContent())?.split(" ")[0]);
  expect(seconds).toBeLessThan(60);

  // the browser's languages; the test key is gone from storage
  await expect(page.getByTestId("diag-languages")).toHaveText(/^[a-z]{2}/);
  expect(await page.evaluate(() => localStorage.getItem("tm_diagnostics_test"))).toBeNull();

  // run again: every row goes back through checking to the same results
  const again = page.getByRole("button", { name: "Run again" });
  await expect(again).toBeEnabled();
  await again.click();
  await checked(page);
  await expect(row(page, "worker")).toHaveAttribute("data-state", "working");
  await expect(row(page, "helper")).toHaveAttribute("data-state", "not-found");
});

test("the clock row warns when the computer's clock is more than a minute off", async ({
  page,
  pageGuard,
}) => {
  allowHelperRefused(pageGuard);
  await page.route("**/api/be/health", async (route) => {
    const res = await route.fetch();
    const body = (await res.json()) as Record<string, unknown>;
    // the server answers as if it were 5 minutes later than this computer thinks
    await route.fulfill({ response: res, json: { ...body, now: Number(body.now) + 300_000 } });
  });
  await page.goto("/test");
  await checked(page);
  const clock = row(page, "clock");
  await expect(clock).toHaveAttribute("data-state", "warning");
  await expect(clock.locator("[data-status]")).toHaveText("warning");
  await expect(clock.locator("[data-detail]")).toHaveText(/^(29\d|30\d)\.\d s behind the server$/);
  await expect(clock).toContainText("raid clocks and timers will be off");
});

test("the test page speaks Russian", async ({ page, context, baseURL, pageGuard }) => {
  allowHelperRefused(pageGuard);
  await context.addCookies([{ name: "tm_locale", value: "ru", url: baseURL ?? "" }]);
  await page.goto("/test");
  await expect(page.locator("html")).toHaveAttribute("lang", "ru");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Тестовая страница");
  await checked(page);
  await expect(row(page, "storage").locator("[data-status]")).toHaveText("работает");
  await expect(row(page, "webgl").locator("[data-status]")).toHaveText("работает");
  await expect(row(page, "helper").locator("[data-status]")).toHaveText("не найден");
  await expect(row(page, "helper")).toContainText("запустите помощник");
  // Russian writes the decimal with a comma
  await expect(row(page, "clock").locator("[data-detail]")).toHaveText(
    /^(спешат на \d+,\d с относительно сервера|отстают на \d+,\d с от сервера)$/,
  );
  await expect(page.getByRole("button", { name: "Проверить снова" })).toBeVisible();
});
