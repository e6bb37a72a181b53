import { expect, test } from "@playwright/test";

// A visitor's guest progress is kept in the browser, so it carries from the quest list to this page.

test("the items-to-keep count for an item drops after completing the quest that needed it", async ({
  page,
}) => {
  await page.goto("/progression/items-to-keep");
  const row = page.locator("tbody tr", { has: page.locator('[data-source="quest"]') }).first();
  await expect(row).toBeVisible();
  const item = (await row.getAttribute("data-item")) ?? "";
  const before = Number(await row.locator("td[data-count]").textContent());
  const quest = ((await row.locator('[data-source="quest"]').first().textContent()) ?? "").replace(/^, /, "");
  await page.goto("/progression/quests");
  const li = page
    .locator("li.quest", {
      has: page.locator(".quest-name", {
        hasText: new RegExp(`^${quest.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`),
      }),
    })
    .first();
  await li.getByRole("button", { name: "Complete" }).click();
  await expect(li).toHaveAttribute("data-status", "Completed");
  await page.goto("/progression/items-to-keep");
  const after = page.locator(`tbody tr[data-item="${item}"] td[data-count]`);
  await expect(page.locator("tbody tr").first()).toBeVisible();
  const left = (await after.count()) > 0 ? Number(await after.textContent()) : 0;
  expect(left).toBeLessThan(before);
});

test("the hideout levels not built yet count too", async ({ page }) => {
  await page.goto("/progression/items-to-keep");
  await expect(page.locator('tbody [data-source="hideout"]').first()).toContainText(/ level \d/);
});

test("in Russian the items are named in Russian", async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: "tm_locale", value: "ru", url: baseURL ?? "" }]);
  for (const path of ["/progression/items-to-keep", "/progression/items-tracker"]) {
    await page.goto(path);
    await expect(page.locator("tbody tr").first().locator("td").first()).toHaveText(/[А-Яа-яЁё]/);
  }
});
