import type { Page } from "@playwright/test";
import { expect, test } from "./support/test";

// As a visitor: the dashboard reads the progress kept in the browser by the quests and hideout pages.

const questRow = (page: Page, name: string) =>
  page.locator("li.quest", { has: page.locator(".quest-name", { hasText: new RegExp(`^${name}$`) }) });

test("completing a quest counts for its trader and Kappa, and leaves the quests to do", async ({ page }) => {
  await page.goto("/progression/dashboard");
  const kappa = page.locator(".kappa-progress [data-total]");
  await expect(kappa).toHaveAttribute("data-done", "0");
  const prapor = page.locator('[data-progress="trader"] tr[data-key="prapor"] [data-done]');
  await expect(prapor).toHaveAttribute("data-done", "0");
  const first = page.locator('[data-next="quests"] li').first();
  const name = (await first.locator(".quest-name").textContent()) ?? "";
  expect(name).not.toBe("");

  await page.goto("/progression/quests");
  await questRow(page, "Debut").getByRole("button", { name: "Complete" }).click();
  if (name !== "Debut") await questRow(page, name).getByRole("button", { name: "Complete" }).click();
  await expect(questRow(page, name)).toHaveAttribute("data-status", "Completed");

  await page.goto("/progression/dashboard");
  await expect(kappa).not.toHaveAttribute("data-done", "0");
  await expect(prapor).not.toHaveAttribute("data-done", "0");
  await expect(
    page.locator('[data-next="quests"] .quest-name', { hasText: new RegExp(`^${name}$`) }),
  ).toHaveCount(0);
});

test("a hideout level with every requirement met is offered until it is built", async ({ page }) => {
  const offered = (uid: string) => page.locator(`[data-next="levels"] li[data-level="${uid}"]`);
  await page.goto("/progression/dashboard");
  // Stash level 1 comes with every game edition: built, never offered. Defective Wall level 1 asks
  // only for Medstation 1 and Water Collector 1 (no items), not built yet. Every other real level
  // needs items a visitor has not found.
  await expect(page.locator('[data-next="quests"] .quest-name').first()).toBeVisible();
  await expect(offered("stash-1")).toHaveCount(0);
  await expect(offered("defective-wall-1")).toHaveCount(0);
  await page.goto("/progression/hideout");
  for (const station of ["medstation", "water-collector"]) {
    const row = page.locator(`li.station[data-station="${station}"]`);
    await row.getByRole("button", { name: "Build" }).click();
    await expect(row).toHaveAttribute("data-level", "1");
  }
  await page.goto("/progression/dashboard");
  await expect(offered("defective-wall-1")).toHaveText("Defective Wall level 1");
  await page.goto("/progression/hideout");
  await page
    .locator('li.station[data-station="defective-wall"]')
    .getByRole("button", { name: "Build" })
    .click();
  await page.goto("/progression/dashboard");
  await expect(offered("defective-wall-1")).toHaveCount(0);
});

test("resetting all progress asks first and empties the counts", async ({ page }) => {
  await page.goto("/progression/quests");
  await questRow(page, "Debut").getByRole("button", { name: "Complete" }).click();
  await page.goto("/progression/dashboard");
  const prapor = page.locator('[data-progress="trader"] tr[data-key="prapor"] [data-done]');
  await expect(prapor).toHaveAttribute("data-done", "1");
  await page.getByRole("button", { name: "Reset all progress" }).click();
  await page.getByRole("button", { name: "Yes" }).click();
  await expect(prapor).toHaveAttribute("data-done", "0");
});
