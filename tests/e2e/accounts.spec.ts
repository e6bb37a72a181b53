import { expect, type Page, test } from "@playwright/test";
import { latestCode, signIn } from "./support/auth";

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

const charBlock = (page: Page) => page.getByTestId("char-block");
const modeButton = (page: Page, mode: "PVP" | "PVE") =>
  page.locator("[data-user-area]").getByRole("button", { name: mode, exact: true });

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
  await expect(page.getByText("Signed in as pro@example.test")).toBeVisible();
  await expect(page.getByTestId("pro-list")).toBeHidden();
});

test("a bad email and a wrong code get the spec's messages; six wrong codes hit the limit", async ({
  page,
}) => {
  await page.goto("/user");
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
  await expect(menu.getByRole("link", { name: "Logout" })).toHaveAttribute("href", "/api/be/logout?lang=en");
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

  await charBlock(page).click();
  await page.getByTestId("user-menu").getByRole("button", { name: "New PMC" }).click();
  await expect(page).toHaveURL(/\/user$/);
  await expect(page.getByText("You have base access.")).toBeVisible();
  await expect(page.getByTestId("pro-list")).toBeVisible();

  await page.goto("/crafts");
  await modeButton(page, "PVE").click();
  await expect(page).toHaveURL(/\/user$/);
});

test("Logout in the character dropdown ends the session", async ({ page }) => {
  await signIn(page, "free@example.test");
  await page.goto("/crafts");
  await charBlock(page).click();
  await page.getByTestId("user-menu").getByRole("link", { name: "Logout" }).click();
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
