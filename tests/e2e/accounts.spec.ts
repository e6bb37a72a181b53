import type { APIRequestContext, Page } from "@playwright/test";
import { latestCode, signIn } from "./support/auth";
import { expectAccessible } from "./support/axe";
import { holdRequests } from "./support/hold";
import { expect, test } from "./support/test";

// Accounts as a visitor meets them (issue 5): the /user login form, the header's user block,
// the character dropdown and settings popup, /account. The local accounts sign in with the code
// the server logs.

test.use({ viewport: { width: 1280, height: 800 } });

/** The newest logged code for an address once it differs from `before` (a new mail arrived). */
async function newCode(email: string, before: string | null): Promise<string> {
  for (let i = 0; i < 50; i++) {
    const code = await latestCode(email).catch(() => null);
    if (code && code !== before) return code;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no new login mail to ${email}`);
}

/** Fills the /user form's first step and answers the code that was mailed. */
async function askForCode(page: Page, email: string): Promise<string> {
  const before = await latestCode(email).catch(() => null);
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Send code" }).click();
  await expect(page.getByText(`A 6-digit code was sent to ${email}.`)).toBeVisible();
  return newCode(email, before);
}

type Me = { uid: string; charUid: string; chars: { uid: string }[] };

/**
 * Puts a seeded account back as seeded (main profile active, no other PMC, default name, level
 * and trader levels) through the API, so that reruns start from the same state.
 */
async function resetSeeded(request: APIRequestContext, charName: string): Promise<void> {
  const me = async (res: Promise<{ ok(): boolean; json(): Promise<unknown>; text(): Promise<string> }>) => {
    const r = await res;
    expect(r.ok(), await r.text()).toBe(true);
    return (await r.json()) as Me;
  };
  let user = await me(request.get("/api/be/users/me"));
  if (user.charUid !== user.uid) {
    user = await me(request.post("/api/be/users/me/char/select", { data: { charUid: user.uid } }));
  }
  for (const c of user.chars.filter((c) => c.uid !== user.uid)) {
    await me(request.post("/api/be/users/me/char/delete", { data: { charUid: c.uid } }));
  }
  const tradersLL = Object.fromEntries(
    ["prapor", "therapist", "skier", "peacekeeper", "mechanic", "ragman", "jaeger", "ref"].map((t) => [t, 1]),
  );
  await me(request.put("/api/be/users/me", { data: { charName, level: 1, tradersLL } }));
}

const charBlock = (page: Page) => page.getByTestId("char-block");
const modeButton = (page: Page, mode: "PVP" | "PVE") =>
  page.locator("[data-user-area]").getByRole("button", { name: mode, exact: true });

// the specs after this one find pro@example.test as seeded: main profile only, no progress
test.afterAll(async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, "pro@example.test");
  await resetSeeded(page.request, "Pro PMC");
  expect((await page.request.put("/api/be/progression/reset/all")).status()).toBe(200);
  await context.close();
});

test("pro@example.test signs in through the /user form and comes back to the page it left", async ({
  page,
}) => {
  await page.goto("/market");
  await page.getByRole("link", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/user$/);
  await expect(page.getByTestId("pro-list")).toBeVisible();
  const code = await askForCode(page, "pro@example.test");
  await page.getByLabel("Code from the email").fill(code);
  await page.getByRole("button", { name: "Sign in" }).click();

  await expect(page).toHaveURL(/\/market$/);
  await expect(page.getByRole("link", { name: "Log in" })).toBeHidden();
  await expect(charBlock(page)).toContainText("USEC");
  await expect(modeButton(page, "PVP")).toHaveAttribute("aria-pressed", "true");

  await page.goto("/account");
  await expect(page.getByTestId("account-email")).toHaveText("pro@example.test");
  await expect(page.getByTestId("account-status")).toContainText("Pro (patron)");
  await expect(page.getByTestId("account-chars")).toContainText("(PVP)");
  // /user now says who is signed in and does not pitch Pro to a Pro user
  await page.goto("/user");
  // the username when one was chosen (the /account test below picks one), else the email
  await expect(page.getByText(/^Signed in as (pro-e2e|pro@example\.test)$/)).toBeVisible();
  await expect(page.getByTestId("pro-list")).toBeHidden();
});

test("a Pro user creates a PMC, renames it, sets trader levels, switches PVP/PVE with the market's prices, deletes it; reloads keep it all", async ({
  page,
}) => {
  await signIn(page, "pro@example.test");
  await resetSeeded(page.request, "Pro PMC");
  await page.goto("/market");
  await page.getByRole("searchbox", { name: "Search items" }).fill("Graphics card");
  // "Package Of Graphics Cards" matches too: the graphics card's own row
  const gpuRow = page
    .locator("tbody tr.mrow")
    .filter({ has: page.getByRole("link", { name: "Graphics card", exact: true }) });
  await expect(gpuRow).toHaveCount(1);
  const priceCell = gpuRow.locator("td.c-num").first();
  await expect(page.getByTestId("market-status")).toContainText("PVP prices");
  await expect(priceCell).toHaveText(/^\d{1,3}(,\d{3})+₽$/);
  const pvpPrice = (await priceCell.textContent()) ?? "";
  await expect(page.getByTestId("no-mode-prices")).toHaveCount(0);
  await expect(charBlock(page)).toContainText("Pro PMC");

  // New PMC: a PVE character, selected, with the settings popup open
  await charBlock(page).click();
  await page.getByTestId("user-menu").getByRole("button", { name: "New PMC" }).click();
  const popup = page.getByRole("dialog", { name: "PMC settings" });
  await expect(popup).toBeVisible();
  await expect(popup.getByLabel("Game mode")).toHaveValue("PVE");
  await expect(modeButton(page, "PVE")).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByTestId("market-status")).toContainText("PVE prices");
  // each mode has its own prices in the real data: PVE shows its own, never the PvP one
  await expect(priceCell).toHaveText(/^\d{1,3}(,\d{3})+₽$/);
  await expect(priceCell).not.toHaveText(pvpPrice);
  await expect(page.getByTestId("no-mode-prices")).toHaveCount(0);
  const pvePrice = (await priceCell.textContent()) ?? "";

  await popup.getByLabel("PMC name").fill("Tagilla Fan");
  await popup.getByLabel("Level").fill("23");
  await popup.getByLabel("Level").press("Enter"); // number fields commit on Enter or blur
  await popup.getByLabel("Prapor").selectOption("3");
  await popup.getByLabel("Ref").selectOption("2");
  // changes show at once and are saved after 500 ms of quiet
  await expect(charBlock(page)).toContainText("Tagilla Fan");
  await expect(charBlock(page)).toContainText("23");
  await expect(popup.getByTestId("user-saving")).toHaveText("Saving…");
  await expect(popup.getByTestId("user-saving")).toHaveText("");
  await popup.getByRole("button", { name: "Close", exact: true }).last().click();
  await expect(popup).toBeHidden();

  // the switch: PVP selects the main profile and its prices, PVE the PMC made above
  await modeButton(page, "PVP").click();
  await expect(charBlock(page)).toContainText("Pro PMC");
  await expect(page.getByTestId("market-status")).toContainText("PVP prices");
  await expect(priceCell).toHaveText(pvpPrice);
  await modeButton(page, "PVE").click();
  await expect(charBlock(page)).toContainText("Tagilla Fan");
  await expect(priceCell).toHaveText(pvePrice);

  await page.reload();
  await expect(charBlock(page)).toContainText("Tagilla Fan");
  await expect(modeButton(page, "PVE")).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByTestId("market-status")).toContainText("PVE prices");
  await charBlock(page).click();
  const menu = page.getByTestId("user-menu");
  await expect(menu.getByRole("button", { name: /Tagilla Fan/ })).toContainText("(PVE)");
  await expect(menu.getByRole("button", { name: /Pro PMC/ })).toContainText("(PVP)");
  await menu.getByRole("button", { name: "Settings" }).click();
  await expect(popup.getByLabel("PMC name")).toHaveValue("Tagilla Fan");
  await expect(popup.getByLabel("Level")).toHaveValue("23");
  await expect(popup.getByLabel("Prapor")).toHaveValue("3");
  await expect(popup.getByLabel("Ref")).toHaveValue("2");
  await expect(popup.getByLabel("Skier")).toHaveValue("1");

  // delete asks first, then closes the popup and falls back to the main profile
  await popup.getByRole("button", { name: "Delete PMC" }).click();
  await expect(popup.getByText("Are you sure?")).toBeVisible();
  await popup.getByRole("button", { name: "Yes" }).click();
  await expect(popup).toBeHidden();
  await expect(charBlock(page)).toContainText("Pro PMC");
  await expect(modeButton(page, "PVP")).toHaveAttribute("aria-pressed", "true");

  await page.reload();
  await expect(charBlock(page)).toContainText("Pro PMC");
  await charBlock(page).click();
  await expect(page.getByTestId("user-menu").getByRole("listitem").filter({ hasText: "(PVE)" })).toHaveCount(
    0,
  );
});

test("on an item page a Pro user's PVE switch makes a USEC PVE PMC when none exists and shows PVE prices", async ({
  page,
}) => {
  await signIn(page, "pro@example.test");
  await resetSeeded(page.request, "Pro PMC");
  await page.goto("/item/graphics_card");
  const price = page.locator(".item-price");
  await expect(price).toHaveAttribute("data-live", "pvp");
  await expect(charBlock(page)).toContainText("Pro PMC");
  await modeButton(page, "PVE").click();
  await expect(modeButton(page, "PVE")).toHaveAttribute("aria-pressed", "true");
  await expect(charBlock(page)).not.toContainText("Pro PMC");
  await expect(charBlock(page)).toContainText("USEC");
  await expect(price).toHaveAttribute("data-live", "pve");
  // the PvE price of the real data replaces the PvP one
  const flea = page.getByTestId("item-flea");
  await expect(flea).toHaveText(/^\d{1,3}(,\d{3})+₽$/);
  const pve = (await flea.textContent()) ?? "";
  // choosing the main profile in the dropdown is the other way back to PVP
  await charBlock(page).click();
  await page
    .getByTestId("user-menu")
    .getByRole("button", { name: /Pro PMC/ })
    .click();
  await expect(page.getByTestId("user-menu")).toBeHidden();
  await expect(charBlock(page)).toContainText("Pro PMC");
  await expect(modeButton(page, "PVP")).toHaveAttribute("aria-pressed", "true");
  await expect(price).toHaveAttribute("data-live", "pvp");
  await expect(flea).toHaveText(/^\d{1,3}(,\d{3})+₽$/);
  await expect(flea).not.toHaveText(pve);
});

test("in Russian the PVE switch makes a Bear PMC and the dropdown speaks Russian", async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: "tm_locale", value: "ru", url: baseURL ?? "" }]);
  await signIn(page, "pro@example.test");
  await resetSeeded(page.request, "Pro PMC");
  await page.goto("/crafts");
  await expect(page.locator("html")).toHaveAttribute("lang", "ru");
  // the switch acts once the session check has answered (the block is enabled again)
  await expect(charBlock(page)).toBeEnabled();
  await expect(charBlock(page)).toContainText("Pro PMC");
  await modeButton(page, "PVE").click();
  await expect(charBlock(page)).toContainText("Bear");
  await charBlock(page).click();
  const menu = page.getByTestId("user-menu");
  await expect(menu.getByRole("button", { name: "Новый ЧВК" })).toBeVisible();
  await expect(menu.getByRole("button", { name: "Выйти" })).toBeVisible();
  await expect(menu.locator("form.logout-form")).toHaveAttribute("action", "/api/be/logout?lang=ru");
});

test("the popup copies progress from another PMC after 'Are you sure?' and resets quests", async ({
  page,
}) => {
  await signIn(page, "pro@example.test");
  await resetSeeded(page.request, "Pro PMC");
  const done = ["first-in-line", "shooting-cans"];
  const update = await page.request.post("/api/be/progression/update", {
    data: { add: { questsDone: done } },
  });
  expect(update.status(), await update.text()).toBe(200);
  const created = await page.request.post("/api/be/users/me/char/create", {
    data: { fraction: "Bear", gameMode: "PVE" },
  });
  expect(created.status(), await created.text()).toBe(200);
  await page.goto("/crafts");
  await charBlock(page).click();
  await page.getByTestId("user-menu").getByRole("button", { name: "Settings" }).click();
  const popup = page.getByRole("dialog", { name: "PMC settings" });
  await expect(popup.getByLabel("Copy progress from another PMC")).toHaveValue(/local-pro/);
  await popup.getByRole("button", { name: "Copy progress" }).click();
  await expect(popup.getByText("Are you sure?")).toBeVisible();
  // the page reloads after the copy
  await Promise.all([page.waitForEvent("load"), popup.getByRole("button", { name: "Yes" }).click()]);
  const me = async () =>
    (await (await page.request.get("/api/be/users/me")).json()) as Me & { questsDone: string[] };
  const copied = await me();
  expect(copied.charUid).not.toBe(copied.uid);
  expect(copied.questsDone).toEqual(done);

  await charBlock(page).click();
  await page.getByTestId("user-menu").getByRole("button", { name: "Settings" }).click();
  await popup.getByRole("button", { name: "Quests", exact: true }).click();
  await popup.getByRole("button", { name: "No" }).click();
  expect((await me()).questsDone).toEqual(done);
  await popup.getByRole("button", { name: "Quests", exact: true }).click();
  await popup.getByRole("button", { name: "Yes" }).click();
  await expect(popup.getByText("Progress reset")).toBeVisible();
  expect((await me()).questsDone).toEqual([]);
});

test("the /user login form passes axe; a bad email and a wrong code get the spec's messages; six wrong codes hit the limit", async ({
  page,
}) => {
  await page.goto("/user");
  await expect(page.getByRole("button", { name: "Send code" })).toBeVisible();
  await expectAccessible(page, "/user (anonymous)");
  await page.getByLabel("Email").fill("not-an-email");
  await page.getByRole("button", { name: "Send code" }).click();
  await expect(page.getByRole("alert")).toHaveText("Invalid email");

  const email = "free@example.test";
  const code = await askForCode(page, email);
  const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, "0");
  const input = page.getByLabel("Code from the email");
  const submit = page.getByRole("button", { name: "Sign in" });
  for (let i = 0; i < 5; i++) {
    await input.fill(wrong);
    await submit.click();
    await expect(page.getByRole("alert")).toHaveText("Error: invalid code");
    await expect(submit).toBeEnabled();
  }
  // the sixth try is refused even with the right code
  await input.fill(code);
  await submit.click();
  await expect(page.getByRole("alert")).toHaveText("429 - Rate limit exceeded");
  await expect(page).toHaveURL(/\/user$/);
});

test("a base user sees read-only settings with 'Pro status required'; New PMC and PVE lead to /user", async ({
  page,
}) => {
  await signIn(page, "free@example.test");
  await page.goto("/crafts");
  await expect(charBlock(page)).toContainText("Free PMC");

  await charBlock(page).click();
  const menu = page.getByTestId("user-menu");
  await expect(menu).toContainText("Free PMC");
  await expect(menu.getByRole("link", { name: "Account" })).toHaveAttribute("href", "/account");
  await expect(menu.locator("form.logout-form")).toHaveAttribute("action", "/api/be/logout?lang=en");
  await expect(menu.locator("form.logout-form")).toHaveAttribute("method", "post");
  await menu.getByRole("button", { name: "Settings" }).click();
  const popup = page.getByRole("dialog", { name: "PMC settings" });
  await expect(popup).toBeVisible();
  await expect(popup.getByTestId("pro-required")).toContainText("Pro status required");
  await expect(popup.getByLabel("PMC name")).toHaveAttribute("readonly", "");
  await expect(popup.getByLabel("Level")).toHaveAttribute("readonly", "");
  await expect(popup.getByLabel("Game edition")).toBeDisabled();
  await expect(popup.getByLabel("Prapor")).toBeDisabled();
  // the main profile is never PVE and cannot be deleted
  await expect(popup.getByLabel("Game mode").locator("option")).toHaveText(["PVP"]);
  await expect(popup.getByRole("button", { name: "Delete PMC" })).toHaveCount(0);
  // a click on the dimmed background closes it
  await page.getByTestId("user-popup-backdrop").click({ position: { x: 5, y: 5 } });
  await expect(popup).toBeHidden();
  await expect(charBlock(page)).toBeFocused();

  await charBlock(page).click();
  await page.getByTestId("user-menu").getByRole("button", { name: "New PMC" }).click();
  await expect(page).toHaveURL(/\/user$/);
  await expect(page.getByText("You have base access.")).toBeVisible();
  await expect(page.getByTestId("pro-list")).toBeVisible();

  await page.goto("/crafts");
  await modeButton(page, "PVE").click();
  await expect(page).toHaveURL(/\/user$/);
});

test("a visitor signed in on the last page sees the character block before the session check answers", async ({
  page,
}) => {
  await signIn(page, "free@example.test");
  await page.goto("/crafts");
  await expect(charBlock(page)).toContainText("Free PMC");
  const release = await holdRequests(page, "**/api/be/users/me");
  await page.goto("/crafts");
  await expect(charBlock(page)).toContainText("Free PMC");
  await expect(charBlock(page)).toBeDisabled();
  await expect(page.getByRole("link", { name: "Log in" })).toBeHidden();
  release();
  await expect(charBlock(page)).toBeEnabled();
});

test("Logout in the character dropdown ends the session", async ({ page }) => {
  await signIn(page, "free@example.test");
  await page.goto("/crafts");
  await charBlock(page).click();
  await page.getByTestId("user-menu").getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("link", { name: "Log in" })).toBeVisible();
  await expect(charBlock(page)).toBeHidden();
  await page.goto("/account");
  await expect(page.getByText("You are not signed in.")).toBeVisible();
});

test("an admin sees the admin menu; a Pro user does not", async ({ page }) => {
  await signIn(page, "pro@example.test");
  await page.goto("/crafts");
  await expect(charBlock(page)).toBeVisible();
  await expect(page.getByRole("button", { name: "Admin", exact: true })).toBeHidden();
  await signIn(page, "admin@example.test");
  await page.goto("/crafts");
  await expect(charBlock(page)).toContainText("Admin PMC");
  await page.getByRole("button", { name: "Admin", exact: true }).click();
  await expect(page.locator("#nav-admin").getByRole("link").first()).toHaveAttribute("href", /^\/admin/);
});

test("/account: a taken username is refused, a free one is saved", async ({ page }) => {
  await signIn(page, "admin@example.test");
  expect((await page.request.put("/api/be/users/me", { data: { username: "admin-e2e" } })).status()).toBe(
    200,
  );
  await signIn(page, "pro@example.test");
  await resetSeeded(page.request, "Pro PMC");
  await page.goto("/account");
  const username = page.getByLabel("Username");
  const save = page.getByRole("button", { name: "Save" });
  await username.fill("Admin-E2E");
  await save.click();
  await expect(page.getByRole("alert")).toHaveText("Username already exists");
  await username.fill("pro-e2e");
  await save.click();
  await expect(page.getByText("Username saved")).toBeVisible();
  await page.reload();
  await expect(page.getByLabel("Username")).toHaveValue("pro-e2e");
});

test("/account: a share link signs another browser in once", async ({ page, browser }) => {
  await signIn(page, "pro@example.test");
  await resetSeeded(page.request, "Pro PMC");
  await page.goto("/account");
  await page.getByRole("button", { name: "Create a share link" }).click();
  const url = new URL(await page.getByTestId("share-url").inputValue());
  expect(url.pathname).toBe("/user");
  const link = `${url.pathname}${url.search}`;
  for (const [i, expected] of [
    "Share link accepted: this device is now signed in.",
    "share link already accepted",
  ].entries()) {
    const other = await browser.newContext();
    const device = await other.newPage();
    await device.goto(link);
    // the one-time token never stays in the address bar
    await expect(device).toHaveURL(/\/user$/);
    if (i === 0) {
      await expect(device.getByRole("status").filter({ hasText: expected })).toBeVisible();
      await expect(charBlock(device)).toContainText("Pro PMC");
    } else {
      await expect(device.getByRole("alert")).toHaveText(expected);
      await expect(device.getByRole("button", { name: "Send code" })).toBeVisible();
    }
    await other.close();
  }
  await page.goto("/user?share=not-a-token-of-ours-at-all&patreon=ok");
  await expect(page.getByRole("alert")).toHaveText("share link not valid");
  await expect(page).toHaveURL(/\/user\?patreon=ok$/);
});

test("/user says how the patron login went", async ({ page }) => {
  await page.goto("/user?patreon=denied");
  await expect(page.getByRole("alert")).toHaveText("The Patreon login was cancelled.");
  await expect(page.getByRole("link", { name: "Log in with Patreon" })).toHaveAttribute(
    "href",
    "/api/be/auth/patreon/start?lang=en",
  );
});

test("without Patreon configured, its login link comes back to /user saying so", async ({ page }) => {
  await page.goto("/ru/user");
  await page.getByRole("link", { name: "Войти через Patreon" }).click();
  // /ru/user set the locale cookie and redirected to /user, so the answer comes back there in Russian
  await expect(page).toHaveURL(/\/user\?patreon=unavailable$/);
  await expect(page.getByRole("alert")).toHaveText(
    "Вход через Patreon на этом сервере не настроен. Войдите по почте.",
  );
});

test("axe finds no serious or critical violation on /user and /account signed in, nor in the settings popup", async ({
  page,
}) => {
  await signIn(page, "free@example.test");
  for (const path of ["/user", "/account"]) {
    await page.goto(path);
    await expect(charBlock(page), path).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 }), path).toBeVisible();
    await charBlock(page).click();
    await page.getByTestId("user-menu").getByRole("button", { name: "Settings" }).click();
    await expect(page.getByRole("dialog", { name: "PMC settings" }), path).toBeVisible();
    await expectAccessible(page, `${path} (signed in, settings popup open)`);
  }
});
