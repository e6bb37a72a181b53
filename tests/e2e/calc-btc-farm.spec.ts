import { expect, test } from "./support/test";

test("btc-farm at 50 cards shows the rate the formula gives", async ({ page }) => {
  const calc = (await (await page.request.get("/api/be/calc?mode=pvp")).json()) as {
    crafts: { stationUid: string; duration: number }[];
  };
  // D from the data (the bitcoin farm's craft), 145,000 s when absent
  const duration = calc.crafts.find((c) => c.stationUid === "bitcoin-farm")?.duration ?? 145_000;
  await page.goto("/btc-farm");
  const row = page.locator('tr[data-cards="50"]');
  // D / (1 + 49 × 0.041225) seconds per bitcoin; 86,400 / that bitcoins a day
  const seconds = duration / (1 + 49 * 0.041225);
  // written as English groups them: "48,012.34"
  const en = (x: number, decimals: number) =>
    x.toLocaleString("en-US", { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
  await expect(row.locator('[data-col="seconds"]')).toHaveText(en(seconds, 2));
  await expect(row.locator('[data-col="per-day"]')).toHaveText(en(86_400 / seconds, 4));
  await expect(page.locator('tr[data-cards="1"] [data-col="seconds"]')).toHaveText(en(duration, 2));
});

test("btc-farm takes its prices from the market and its solar power from the settings", async ({ page }) => {
  await page.goto("/btc-farm");
  // the best sale of a bitcoin in the data: the flea after its fee, or a trader that buys it
  // Bitcoin is flea-banned: what Therapist pays, dated by the trader list it comes from
  await expect(page.getByTestId("btc-price-source")).toHaveText(
    /^From the market: Therapist LL[\d?], as of 14 Feb 2026$/,
  );
  await expect(page.getByTestId("card-price-source")).toContainText("From the market:");
  await expect(page.getByTestId("btc-chart").locator("canvas")).toHaveCount(1);

  const profit = page.locator('tr[data-cards="10"] [data-col="profit-day"]');
  const before = (await profit.textContent()) ?? "";
  await page.getByLabel("Solar power built").check();
  await expect(profit).not.toHaveText(before);

  const withSolar = (await profit.textContent()) ?? "";
  await page.getByLabel(/Bitcoin value/).fill("1");
  await page.getByLabel(/Bitcoin value/).press("Enter");
  await expect(page.getByTestId("btc-price-source")).toHaveText("Typed on this page");
  await expect(profit).not.toHaveText(withSolar);
  await page.getByRole("button", { name: "Use market prices" }).click();
  await expect(profit).toHaveText(withSolar);
});

test("a price field may be emptied while typing: no 0 comes back, and the number counts on blur or Enter", async ({
  page,
}) => {
  await page.goto("/btc-farm");
  await expect(page.getByTestId("btc-chart").locator("canvas")).toHaveCount(1);
  const source = page.getByTestId("btc-price-source");
  const field = page.getByLabel(/Bitcoin value/);
  await field.fill("");
  await expect(field).toHaveValue("");
  await field.pressSequentially("50000");
  await expect(field).toHaveValue("50000");
  // nothing is taken while typing
  await expect(source).not.toHaveText("Typed on this page");
  // Escape puts the value in use back; leaving the field then changes nothing
  await field.press("Escape");
  await expect(field).not.toHaveValue("50000");
  await field.blur();
  await expect(source).not.toHaveText("Typed on this page");
  // leaving the field commits what was typed, and shows the value in use
  await field.fill("50000");
  await field.blur();
  await expect(source).toHaveText("Typed on this page");
  await expect(field).toHaveValue("50000");
});
