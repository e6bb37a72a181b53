import { expect, test } from "@playwright/test";

const remainingOf = (text: string | null) => Number((text ?? "").replace(/\D/g, ""));

test("/hideout prices every level, says what is missing and drops built levels from the total", async ({
  page,
}) => {
  await page.goto("/hideout");
  await expect(page.getByTestId("free-part")).toContainText("Free: every level's cost");
  const remaining = page.getByTestId("hideout-remaining");
  await expect(remaining).toContainText("Still to spend on the levels not built:");
  const wall2 = page.locator('tr[data-level="defective-wall-2"]');
  await expect(wall2.locator('[data-col="cost"]')).toHaveText(/\d.*₽/);
  await expect(wall2.locator('[data-col="status"]')).toContainText("Missing:");
  await expect(wall2.locator('[data-col="status"]')).toContainText("level 1");
  const before = remainingOf(await remaining.textContent());
  const wall2Cost = remainingOf(await wall2.locator('[data-col="still"]').textContent());

  await wall2.getByRole("button", { name: "How?" }).click();
  await expect(page.getByTestId("recipe-details")).toContainText(/Flea market|LL\d|Barter|Craft at/);

  // the same browser's progress with the wall's levels 1 and 2 built
  await page.evaluate(() =>
    localStorage.setItem(
      "tm_progression_guest",
      JSON.stringify({ modulesBuilt: ["defective-wall-1", "defective-wall-2"] }),
    ),
  );
  await page.reload();
  await expect(page.locator('tr[data-level="defective-wall-2"]')).toHaveCount(0);
  await expect(page.locator('tr[data-level="defective-wall-3"] [data-col="status"]')).not.toContainText(
    "Defective wall level 2",
  );
  await expect.poll(async () => remainingOf(await remaining.textContent())).toBe(before - wall2Cost);
});
