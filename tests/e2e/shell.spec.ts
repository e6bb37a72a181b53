import type { Page } from "@playwright/test";
import { expectAccessible } from "./support/axe";
import { PUBLIC_ROUTES } from "./support/pages";
import { expect, test } from "./support/test";

// The site shell: header menus, language, admin gate and 404, website alert, weather,
// build updates, chunk-error reload, every route answering its page, accessibility.

const mapsToggle = (page: Page) => page.getByRole("button", { name: "Maps" });
const mapsPanel = (page: Page) => page.locator("#nav-maps");

test.describe("desktop header", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("a dropdown opens on hover, closes after the mouse leaves and on an outside click", async ({
    page,
  }) => {
    await page.goto("/crafts");
    await mapsToggle(page).hover();
    await expect(mapsPanel(page)).toBeVisible();
    await expect(mapsToggle(page)).toHaveAttribute("aria-expanded", "true");
    await expect(mapsPanel(page).getByRole("link", { name: "Customs" })).toHaveAttribute(
      "href",
      "/maps/customs",
    );
    // leaving closes it after 100 ms
    await page.mouse.move(640, 500);
    await expect(mapsPanel(page)).toBeHidden();
    // click opens it; a click elsewhere closes it
    await mapsToggle(page).click();
    await expect(mapsPanel(page)).toBeVisible();
    await page.mouse.move(640, 500);
    await page.mouse.click(640, 500);
    await expect(mapsPanel(page)).toBeHidden();
    // a link click closes it and navigates
    await mapsToggle(page).click();
    await mapsPanel(page).getByRole("link", { name: "Woods" }).click();
    await expect(page).toHaveURL(/\/maps\/woods$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Woods");
  });

  test("menus work by keyboard", async ({ page }) => {
    await page.goto("/crafts");
    await mapsToggle(page).focus();
    await page.keyboard.press("ArrowDown");
    await expect(mapsPanel(page)).toBeVisible();
    await expect(mapsPanel(page).getByRole("link", { name: "Factory" })).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(mapsPanel(page).getByRole("link", { name: "Customs" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(mapsPanel(page)).toBeHidden();
    await expect(mapsToggle(page)).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(mapsPanel(page)).toBeVisible();
    await page.keyboard.press("Enter");
    await expect(mapsPanel(page)).toBeHidden();
  });

  test("anonymous visitors get a login link and no admin menu", async ({ page }) => {
    await page.goto("/crafts");
    await expect(page.getByRole("link", { name: "Log in" })).toHaveAttribute("href", "/user");
    await expect(page.locator(".mode-indicator")).toHaveText("PVP");
    await expect(page.getByRole("button", { name: "Admin" })).toBeHidden();
  });
});

test("on a small screen the burger menu shows the navigation", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto("/crafts");
  const nav = page.getByRole("navigation", { name: "Main" });
  await expect(nav).toBeHidden();
  await page.getByRole("button", { name: "Menu" }).click();
  await expect(nav).toBeVisible();
  await nav.getByRole("button", { name: "Calculators" }).click();
  // the mobile menu also lists /hideout and /barter
  await expect(nav.getByRole("link", { name: "Barter calculator" })).toBeVisible();
  await nav.getByRole("link", { name: "Hideout", exact: true }).click();
  await expect(page).toHaveURL(/\/hideout$/);
  await expect(nav).toBeHidden();
});

test("/ru/market redirects to /market with the locale cookie and Russian text; the switcher goes back", async ({
  page,
  context,
}) => {
  const res = await page.goto("/ru/market");
  expect(res?.request().redirectedFrom()?.response()).toBeTruthy();
  await expect(page).toHaveURL(/\/market$/);
  const cookie = (await context.cookies()).find((c) => c.name === "tm_locale");
  expect(cookie).toMatchObject({ value: "ru", path: "/" });
  expect(cookie?.expires ?? 0).toBeGreaterThan(Date.now() / 1000 + 364 * 86_400);
  await expect(page.locator("html")).toHaveAttribute("lang", "ru");
  await expect(page.getByRole("link", { name: "Рынок" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Карты" })).toBeVisible();

  await page.getByRole("button", { name: /Язык/ }).click();
  await page.getByRole("link", { name: "English" }).click();
  await expect(page).toHaveURL(/\/market$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("button", { name: "Maps" })).toBeVisible();
  expect((await context.cookies()).find((c) => c.name === "tm_locale")?.value).toBe("en");
});

test("a Russian reader gets Russian in the first paint of a page, without a redirect", async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: "tm_locale", value: "ru", url: baseURL ?? "" }]);
  const res = await page.goto("/crafts");
  const html = (await res?.text()) ?? "";
  expect(html).toContain('<html lang="ru"');
  expect(html).toContain("Крафты");
  expect(html).not.toContain(">Maps<");
});

for (const path of ["/admin", "/admin/logs", "/admin/item/abc", "/nope", "/maps/nowhere"]) {
  test(`${path} answers the 404 page with status 404`, async ({ page }) => {
    const res = await page.goto(path);
    expect(res?.status()).toBe(404);
    await expect(page).toHaveTitle("404 - Tarkov Companion");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page Not Found");
    await expect(page.locator(".error-page__code")).toHaveText("404");
  });
}

test("a Russian reader gets the 404 page in Russian, with status 404", async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: "tm_locale", value: "ru", url: baseURL ?? "" }]);
  const res = await page.goto("/admin");
  expect(res?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Страница не найдена");
  await expect(page).toHaveTitle("404 - Tarkov Companion");
});

test("ctrl+alt click on the error page toggles the debug dump", async ({ page }) => {
  await page.goto("/nope");
  const dump = page.locator("[data-error-debug]");
  await expect(dump).toBeHidden();
  await page.locator("main").click({ modifiers: ["Control", "Alt"] });
  await expect(dump).toBeVisible();
  await expect(dump).toContainText('"status": 404');
  await page.locator("main").click({ modifiers: ["Control", "Alt"] });
  await expect(dump).toBeHidden();
});

test("every route of the spec answers its own page with a heading, in both languages", async ({
  request,
}) => {
  const missing: string[] = [];
  for (const path of [...PUBLIC_ROUTES, ...PUBLIC_ROUTES.map((p) => `/ru${p === "/" ? "" : p}`)]) {
    const res = await request.get(path);
    if (res.status() !== 200 || !/<h1[\s>]/.test(await res.text())) missing.push(`${path}: ${res.status()}`);
  }
  expect(missing).toEqual([]);
});

test("an HTML website alert is shown sanitized: bold text, no script run", async ({ page }) => {
  await page.route("**/api/be/website-alert", (route) =>
    route.fulfill({ json: { websiteAlert: { text: "<b>x</b><script>window.pwned=1</script>" } } }),
  );
  await page.goto("/crafts");
  const alert = page.getByTestId("site-alert");
  await expect(alert.locator("b")).toHaveText("x");
  expect(await page.evaluate(() => "pwned" in window)).toBe(false);
  await expect(alert.locator("script")).toHaveCount(0);
});

test("a plain-text website alert is shown as text", async ({ page }) => {
  await page.route("**/api/be/website-alert", (route) =>
    route.fulfill({ json: { websiteAlert: { text: "Maintenance at 10:00 & more" } } }),
  );
  await page.goto("/crafts");
  await expect(page.getByTestId("site-alert")).toHaveText("Maintenance at 10:00 & more");
});

test("a Russian page shows the alert's Russian text, an English page the other", async ({ page }) => {
  await page.route("**/api/be/website-alert", (route) =>
    route.fulfill({ json: { websiteAlert: { text: "Maintenance at 10:00", ru: "Техработы в 10:00" } } }),
  );
  await page.goto("/ru/crafts");
  await expect(page.getByTestId("site-alert")).toHaveText("Техработы в 10:00");
  await page.goto("/en/crafts");
  await expect(page.getByTestId("site-alert")).toHaveText("Maintenance at 10:00");
});

test("no alert banner when the alert is empty", async ({ page }) => {
  await page.route("**/api/be/website-alert", (route) =>
    route.fulfill({ json: { websiteAlert: { text: "" } } }),
  );
  await page.goto("/crafts");
  await expect(page.locator("header [data-weather]").first()).toBeAttached();
  await expect(page.getByTestId("site-alert")).toBeHidden();
});

test("the weather icon matches what /api/be/weather says", async ({ page, request }) => {
  const { weather } = await (await request.get("/api/be/weather")).json();
  await page.goto("/crafts");
  const icon = page.locator("header").getByTestId("weather-icon");
  await expect(icon).toHaveAttribute("data-weather", weather.type);
  await expect(icon.locator("svg > *").first()).toBeAttached();
  await expect(icon).toHaveAttribute("aria-label", /^Weather: /);
});

test("each weather type gets its own icon", async ({ page }) => {
  const svgs = new Set<string>();
  for (const type of ["ClearDay", "Rain", "ThunderCloud", "Fog"]) {
    await page.route("**/api/be/weather", (route) => route.fulfill({ json: { weather: { type } } }));
    await page.goto("/crafts");
    const icon = page.locator("header").getByTestId("weather-icon");
    await expect(icon).toHaveAttribute("data-weather", type);
    svgs.add(await icon.locator("svg").innerHTML());
    await page.unroute("**/api/be/weather");
  }
  expect(svgs.size).toBe(4);
});

test("a changed build id in the manifest shows 'Website updated'", async ({ page }) => {
  await page.clock.install();
  await page.goto("/crafts");
  const own = await page.locator('meta[name="build-id"]').getAttribute("content");
  expect(own).toBeTruthy();
  const banner = page.getByTestId("build-update");
  // the same build: nothing to say
  await page.clock.fastForward("05:01");
  await expect(banner).toBeHidden();
  await page.route("**/_build.json*", (route) => route.fulfill({ json: { buildId: `${own}-next` } }));
  await page.clock.fastForward("05:01");
  await expect(banner).toBeVisible();
  await expect(banner).toContainText("Website updated");
  await expect(banner.getByRole("button", { name: "Refresh page" })).toBeVisible();
});

test("the build manifest names the build the pages carry", async ({ page, request }) => {
  await page.goto("/crafts");
  const own = await page.locator('meta[name="build-id"]').getAttribute("content");
  expect((await (await request.get("/_build.json")).json()).buildId).toBe(own);
});

test("a chunk-load error reloads the page once per path within 10 s", async ({ page }) => {
  await page.goto("/crafts");
  let loads = 0;
  page.on("load", () => {
    loads += 1;
  });
  const fail = () =>
    page.evaluate(() => {
      const e = new Event("vite:preloadError", { cancelable: true });
      Object.assign(e, {
        payload: new TypeError("Failed to fetch dynamically imported module: /_astro/x.js"),
      });
      // false when the page's handler took the error (and reloads)
      return window.dispatchEvent(e);
    });
  const [, first] = await Promise.all([page.waitForEvent("load"), fail()]);
  expect(first).toBe(false);
  expect(loads).toBe(1);
  // the second error within 10 s is left alone: the handler does not take it, so nothing reloads
  expect(await fail()).toBe(true);
  expect(loads).toBe(1);
});

test("the footer has the credit, terms and privacy links, the year range and the deploy stamp", async ({
  page,
}) => {
  await page.goto("/crafts");
  const footer = page.locator("footer");
  await expect(footer.getByRole("link", { name: "Terms of service" })).toHaveAttribute("href", "/legal/tos");
  await expect(footer.getByRole("link", { name: "Privacy policy" })).toHaveAttribute(
    "href",
    "/legal/privacy",
  );
  await expect(footer).toContainText(/© 2019–20\d\d/);
  await expect(footer).toContainText(/Updated \d\d\.\d\d\.\d\d \d\d:\d\d UTC/);
  await expect(footer).toContainText("Battlestate Games");
});

test("axe finds no serious or critical violation on the home page, in English and in Russian", async ({
  page,
  context,
  baseURL,
}) => {
  for (const locale of ["en", "ru"]) {
    await context.addCookies([{ name: "tm_locale", value: locale, url: baseURL ?? "" }]);
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("lang", locale);
    await expect(page.locator("header [data-weather]").first()).toBeAttached();
    await expectAccessible(page, `/ (${locale})`);
  }
});
