import { expect, test } from "./support/test";

/** The first rouble amount of a text ("…: 73,054,421₽ (2 levels have…)" → 73054421). */
const remainingOf = (text: string | null) =>
  Number(/([\d,]+)₽/.exec(text ?? "")?.[1]?.replace(/,/g, "") ?? NaN);

test("/hideout prices every level, says what is missing and drops built levels from the total", async ({
  page,
}) => {
  await page.goto("/hideout");
  await expect(page.getByTestId("free-part")).toContainText("Free: every level's cost");
  const remaining = page.getByTestId("hideout-remaining");
  await expect(remaining).toContainText("Still to spend on the levels not built:");
  // the real Stash level 3: 8,500,000 roubles (1 ₽ each) among its items, and Stash level 2 first
  const stash3 = page.locator('tr[data-level="stash-3"]');
  await expect(stash3.locator('[data-col="cost"]')).toHaveText(/\d.*₽/);
  expect(remainingOf(await stash3.locator('[data-col="cost"]').textContent())).toBeGreaterThan(8_500_000);
  await expect(stash3.locator('[data-col="status"]')).toContainText("Missing:");
  await expect(stash3.locator('[data-col="status"]')).toContainText("level 2");
  const before = remainingOf(await remaining.textContent());
  const stash3Cost = remainingOf(await stash3.locator('[data-col="still"]').textContent());
  const stash2Cost = remainingOf(
    await page.locator('tr[data-level="stash-2"] [data-col="still"]').textContent(),
  );
  expect(stash2Cost).toBeGreaterThan(2_500_000); // 2,500,000 roubles among its items

  // Solar power 1 counts its priced items (€25,000 among them) even with one unpriced item
  const solar = page.locator('tr[data-level="solar-power-1"] [data-col="still"]');
  await expect(solar).toHaveText(/\d.*₽/);
  expect(remainingOf(await solar.textContent())).toBeGreaterThan(25_000 * 100);

  await stash3.getByRole("button", { name: "How?" }).click();
  const details = page.getByTestId("recipe-details");
  await expect(details).toContainText(/Flea market|LL\d|Barter|Craft at/);
  await expect(details.locator("tr", { hasText: "Roubles" }).first()).toContainText("8,500,000₽");

  // the same browser's progress with the stash's levels 1 to 3 built
  await page.evaluate(() =>
    localStorage.setItem(
      "tm_progression_guest",
      JSON.stringify({ modulesBuilt: ["stash-1", "stash-2", "stash-3"] }),
    ),
  );
  await page.reload();
  await expect(page.locator('tr[data-level="stash-3"]')).toHaveCount(0);
  await expect(page.locator('tr[data-level="stash-4"] [data-col="status"]')).not.toContainText(
    "Stash level 3",
  );
  await expect
    .poll(async () => remainingOf(await remaining.textContent()))
    .toBe(before - stash2Cost - stash3Cost);
});
