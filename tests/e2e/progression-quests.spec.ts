import { expect, type Page, test } from "@playwright/test";

// Runs against the small demo set that scripts/serve-e2e.mjs loads; as a visitor (a guest
// character, nothing saved). Signed-in runs as pro@example.test come with the accounts work.

const quest = (page: Page, name: string) =>
  page.locator("li.quest", { has: page.locator(".quest-name", { hasText: new RegExp(`^${name}$`) }) });

test("completing a quest makes its follow-up Available, and reopening locks it again", async ({ page }) => {
  await page.goto("/progression/quests");
  const checking = quest(page, "Checking");
  await expect(checking).toHaveAttribute("data-status", "Locked");
  await expect(checking).toContainText("Needs “Debut” done");
  await quest(page, "Debut").getByRole("button", { name: "Complete" }).click();
  await expect(checking).toHaveAttribute("data-status", "Available");
  await expect(quest(page, "Debut")).toHaveAttribute("data-status", "Completed");
  await quest(page, "Debut").getByRole("button", { name: "Reopen" }).click();
  await expect(checking).toHaveAttribute("data-status", "Locked");
});

test("a free user cannot select a fourth quest and is told why", async ({ page }) => {
  await page.goto("/progression/quests");
  const selects = page.getByRole("button", { name: "Select", exact: true });
  await expect(selects.first()).toBeVisible();
  for (let i = 0; i < 3; i++) await selects.first().click();
  await expect(page.locator('li.quest[data-status="Current"]')).toHaveCount(3);
  await selects.first().click();
  await expect(page.getByRole("alert")).toHaveText(
    "Free version: at most 3 quests selected at once. Pro status required",
  );
  await expect(page.locator('li.quest[data-status="Current"]')).toHaveCount(3);
});

test("completing one of the alternatives marked multiple shows the others and their follow-ups as cancelled", async ({
  page,
}) => {
  await page.goto("/progression/quests");
  await quest(page, "Out of curiosity").getByRole("button", { name: "Complete" }).click();
  for (const name of ["Chemical - Part 4", "Big customer", "Rigged game", "Loose lips"]) {
    await expect(quest(page, name)).toHaveAttribute("data-status", "Cancelled");
    await expect(quest(page, name)).toContainText("Cancelled");
  }
  await expect(quest(page, "Private inquiry")).not.toHaveAttribute("data-status", "Cancelled");
  await quest(page, "Out of curiosity").getByRole("button", { name: "Reopen" }).click();
  await expect(quest(page, "Big customer")).not.toHaveAttribute("data-status", "Cancelled");
});

test("a quest locked by loyalty says so, and raising that trader's level unlocks it", async ({ page }) => {
  await page.goto("/progression/quests");
  await page.getByLabel("Progress tracking (checks level and loyalty)").check();
  await page.getByRole("spinbutton", { name: "Level" }).fill("80");
  const locked = page.locator("li.quest", { hasText: /Needs \w+ loyalty level \d/ }).first();
  const reason = (await locked.locator(".quest-reason", { hasText: "loyalty" }).textContent()) ?? "";
  const [, trader = "", level = ""] = /Needs (\w+) loyalty level (\d)/.exec(reason) ?? [];
  // traders are named as in the game, not by their ids
  expect(trader).toMatch(/^[A-Z]/);
  const name = (await locked.locator(".quest-name").textContent()) ?? "";
  await expect(locked.locator(".quest-meta")).toContainText(/^[A-Z]/);
  await page.getByRole("combobox", { name: `${trader} loyalty level`, exact: true }).selectOption(level);
  await expect(quest(page, name)).not.toContainText(`Needs ${trader} loyalty level`);
  await page.getByRole("combobox", { name: `${trader} loyalty level` }).selectOption("1");
  await expect(quest(page, name)).toContainText(`Needs ${trader} loyalty level ${level}`);
});

test("the trader and map filters list names and keep only that trader's quests on that map", async ({
  page,
}) => {
  await page.goto("/progression/quests");
  const trader = page.getByRole("combobox", { name: "Trader" });
  await expect(trader.getByRole("option", { name: "Prapor", exact: true })).toHaveCount(1);
  await trader.selectOption({ label: "Prapor" });
  const rows = page.locator("li.quest");
  await expect(rows.first()).toBeVisible();
  for (const meta of await rows.locator(".quest-meta").allTextContents()) expect(meta).toMatch(/^Prapor/);
  // a map one of Prapor's quests takes place on, by its shown name
  const metas = await rows.locator(".quest-meta").allTextContents();
  const mapName = metas.map((m) => m.split(" · ")[1]).find(Boolean) ?? "";
  expect(mapName).toMatch(/^[A-Z]/);
  await page.getByRole("combobox", { name: "Map" }).selectOption({ label: mapName });
  await expect(rows.first()).toBeVisible();
  for (const meta of await rows.locator(".quest-meta").allTextContents()) {
    expect(meta).toMatch(/^Prapor/);
    expect(meta.split(" · ")).toContain(mapName);
  }
});

test("with progress tracking on, the header's map tiles count the active quests", async ({ page }) => {
  await page.goto("/progression/quests");
  const badges = page.locator("[data-quest-count]:not([hidden])");
  await page.getByLabel("Progress tracking (checks level and loyalty)").check();
  await page.getByRole("spinbutton", { name: "Level" }).fill("80");
  await page.reload();
  await expect(badges.first()).toHaveAttribute("data-count", /^[1-9]\d*$/);
  await page.getByLabel("Progress tracking (checks level and loyalty)").uncheck();
  await expect(badges).toHaveCount(0);
});

test("resetting the quests progress asks first, then reopens the completed quests", async ({ page }) => {
  await page.goto("/progression/quests");
  await quest(page, "Debut").getByRole("button", { name: "Complete" }).click();
  await expect(quest(page, "Debut")).toHaveAttribute("data-status", "Completed");
  await page.getByRole("button", { name: "Reset quests progress" }).click();
  await expect(page.getByText("Are you sure?")).toBeVisible();
  await page.getByRole("button", { name: "Cancel" }).click();
  await expect(quest(page, "Debut")).toHaveAttribute("data-status", "Completed");
  await page.getByRole("button", { name: "Reset quests progress" }).click();
  await page.getByRole("button", { name: "Yes" }).click();
  await expect(quest(page, "Debut")).not.toHaveAttribute("data-status", "Completed");
  await page.reload();
  await expect(quest(page, "Debut")).not.toHaveAttribute("data-status", "Completed");
});

test("in Russian traders are named in Russian", async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: "tm_locale", value: "ru", url: baseURL ?? "" }]);
  await page.goto("/progression/quests");
  const trader = page.getByRole("combobox", { name: "Торговец" });
  await expect(trader.getByRole("option", { name: "Прапор", exact: true })).toHaveCount(1);
  await expect(page.locator("li.quest .quest-meta").first()).toHaveText(/^[А-ЯЁ]/);
});
