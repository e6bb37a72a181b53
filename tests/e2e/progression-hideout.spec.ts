import { expect, test } from "./support/test";

// As a visitor: the hideout progress is kept in the browser. Signed-in runs come with the accounts work.

test("building a level shows the next level's requirements and survives a reload", async ({ page }) => {
  await page.goto("/progression/hideout");
  const generator = page.locator('li.station[data-station="generator"]');
  await expect(generator).toHaveAttribute("data-level", "0");
  await expect(generator).toContainText("Not built");
  await expect(generator.locator("[data-next-level]")).toHaveAttribute("data-next-level", "1");
  await expect(generator.locator('.requirements [data-met="false"]').first()).toContainText("missing");
  await generator.getByRole("button", { name: "Build" }).click();
  await expect(generator).toHaveAttribute("data-level", "1");
  await expect(generator.locator("[data-next-level]")).toHaveAttribute("data-next-level", "2");
  await expect(generator.getByRole("button", { name: "Upgrade" })).toBeVisible();
  await page.reload();
  await expect(generator).toHaveAttribute("data-level", "1");
  await generator.getByRole("button", { name: "Destroy" }).click();
  await expect(generator).toHaveAttribute("data-level", "0");
});

test("a station level asked for by another shows as met once built", async ({ page }) => {
  await page.goto("/progression/hideout");
  const needing = page.locator("li.station", { hasText: /Generator level 1 \(built 0\)/ }).first();
  await expect(needing).toBeVisible();
  const uid = (await needing.getAttribute("data-station")) ?? "";
  const req = page.locator(`li.station[data-station="${uid}"] .requirements li`, {
    hasText: "Generator level 1",
  });
  await expect(req).toHaveAttribute("data-met", "false");
  await page.locator('li.station[data-station="generator"]').getByRole("button", { name: "Build" }).click();
  await expect(req).toHaveAttribute("data-met", "true");
});

test("resetting the hideout progress asks first, then leaves every station unbuilt but the edition's stash", async ({
  page,
}) => {
  await page.goto("/progression/hideout");
  const vents = page.locator('li.station[data-station="vents"]');
  await vents.getByRole("button", { name: "Build" }).click();
  await expect(vents).toHaveAttribute("data-level", "1");
  await page.getByRole("button", { name: "Reset hideout progress" }).click();
  await expect(page.getByText("Are you sure?")).toBeVisible();
  await page.getByRole("button", { name: "Yes" }).click();
  await expect(vents).toHaveAttribute("data-level", "0");
  // the stash the game edition gives stays
  await expect(page.locator('li.station[data-station="stash"]')).toHaveAttribute("data-level", "1");
  await expect(page.getByText("Are you sure?")).toBeHidden();
});

test("hideout needs that must be found in raid say so, on the station and in the items to keep", async ({
  page,
}) => {
  await page.goto("/progression/hideout");
  // the Gym's first level asks a Toolset found in raid (the data's foundInRaid)
  const gym = page.locator('li.station[data-station="gym"] .requirements li', { hasText: "Toolset" });
  await expect(gym).toContainText("found in raid");
  await page.goto("/progression/items-to-keep");
  await page.getByRole("checkbox", { name: "Found in raid only" }).check();
  const row = page.locator("tbody tr", { has: page.locator('[data-source="hideout"]', { hasText: "Gym" }) });
  await expect(row.first()).toBeVisible();
  expect(Number(await row.first().locator("td[data-fir]").getAttribute("data-fir"))).toBeGreaterThan(0);
});
