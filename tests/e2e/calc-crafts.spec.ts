import { expect, test } from "@playwright/test";

test("changing the crafting skill changes the craft times shown", async ({ page }) => {
  await page.goto("/crafts");
  const row = page.locator("tr[data-duration]").first();
  const duration = Number(await row.getAttribute("data-duration"));
  const hms = (sec: number) => {
    const x = Math.round(sec);
    const pad = (n: number) => String(n).padStart(2, "0");
    return `${Math.floor(x / 3600)}:${pad(Math.floor((x % 3600) / 60))}:${pad(x % 60)}`;
  };
  await expect(row.locator('[data-col="time"]')).toHaveText(hms(duration));
  await page.getByLabel(/Crafting skill/).fill("40");
  // 40 levels × 0.75 % = 30 % shorter
  await expect(row.locator('[data-col="time"]')).toHaveText(hms(duration * 0.7));
});
