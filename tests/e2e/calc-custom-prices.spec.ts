import { signIn } from "./support/auth";
import { expect, test } from "./support/test";

test("a Pro user's own price for a craft input changes the craft's profit and is saved", async ({ page }) => {
  await signIn(page, "pro@example.test");
  const me = (await (await page.request.get("/api/be/users/me")).json()) as { uid: string };
  const cleared = await page.request.post("/api/be/items/price/clear", { data: { userUid: me.uid } });
  expect(cleared.status(), await cleared.text()).toBe(200);

  await page.goto("/crafts");
  await expect(page.getByTestId("settings-source")).toHaveText("Saved to your active character.");
  // every craft, not only the best 25 (the row moves as its profit changes)
  await page.getByRole("button", { name: "Show all" }).click();
  // a real Workbench 1 craft with one input (a Pro user sees every craft)
  const row = page.locator('tr[data-craft="5d558968f934db006d2d5b32"]');
  const profit = row.locator('[data-col="profit"]');
  await expect(profit).toHaveText(/\d.*₽/);
  const before = (await profit.textContent()) ?? "";
  await row.getByRole("button", { name: "How?" }).click();
  const input = page.getByTestId("recipe-details").locator("tbody tr[data-item]:not(.is-tool)").first();
  await input.getByLabel("Your buy price").fill("1");
  await input.getByRole("button", { name: "Set" }).click();
  await expect(input).toContainText("Your price");
  await expect(profit).not.toHaveText(before);

  await page.reload();
  await page.getByRole("button", { name: "Show all" }).click();
  await row.getByRole("button", { name: "How?" }).click();
  await expect(input).toContainText("Your price");
  await expect(profit).not.toHaveText(before);

  page.once("dialog", (d) => d.accept());
  await page.getByTestId("clear-prices").click();
  await expect(profit).toHaveText(before);
  await expect(input).not.toContainText("Your price");
});

test("a free visitor gets no price editor", async ({ page }) => {
  await page.goto("/crafts");
  await page.locator("tr[data-craft]").first().getByRole("button", { name: "How?" }).click();
  await expect(page.getByTestId("recipe-details")).toBeVisible();
  await expect(page.getByLabel("Your buy price")).toHaveCount(0);
  await expect(page.getByTestId("free-part")).toContainText("your own prices");
});
