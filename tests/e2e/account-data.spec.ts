import { readFileSync } from "node:fs";
import { signIn } from "./support/auth";
import { expect, test } from "./support/test";

// /account's "Your data": a new account downloads everything kept about it, then deletes itself
// after "Are you sure?"; the session is over and the header shows a visitor.

test.use({ viewport: { width: 375, height: 740 } });

test("an account downloads its data and deletes itself", async ({ page }) => {
  const email = `leaving-${Date.now().toString(36)}@example.test`;
  await signIn(page, email);
  await page.goto("/account");
  await expect(page.getByTestId("account-email")).toHaveText(email);

  const download = page.waitForEvent("download");
  await page.getByTestId("account-export").click();
  const file = await (await download).path();
  const data = JSON.parse(readFileSync(file, "utf8")) as {
    account: { email: string };
    characters: unknown[];
  };
  expect(data.account.email).toBe(email);
  expect(data.characters).toHaveLength(1);

  await page.getByRole("button", { name: "Delete account" }).click();
  await expect(page.getByText("Are you sure?")).toBeVisible();
  await page.getByRole("button", { name: "Yes, delete" }).click();
  await expect(page.getByTestId("account-deleted")).toHaveText("Your account and all its data were deleted.");
  await expect(page.getByTestId("char-block")).toBeHidden();
  expect((await page.request.get("/api/be/users/me")).status()).toBe(401);
  await page.reload();
  await expect(page.getByText("You are not signed in.")).toBeVisible();
});
