import { expect, test } from "@playwright/test";

test("btc-farm at 50 cards shows the rate the formula gives", async ({ page }) => {
  await page.goto("/btc-farm");
  const row = page.locator('tr[data-cards="50"]');
  // 145,000 s / (1 + 49 × 0.041225) = 48,012.85 s; 86,400 / that = 1.7995 bitcoins a day
  const seconds = 145_000 / (1 + 49 * 0.041225);
  await expect(row.locator('[data-col="seconds"]')).toHaveText(seconds.toFixed(2));
  await expect(row.locator('[data-col="per-day"]')).toHaveText((86_400 / seconds).toFixed(4));
  await expect(page.locator('tr[data-cards="1"] [data-col="seconds"]')).toHaveText("145000.00");
});
