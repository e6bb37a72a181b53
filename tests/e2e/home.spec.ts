import { expect, test } from "./support/test";

test("the home page shows a ticking raid clock in the header", async ({ page }) => {
  await page.goto("/");
  const clock = page.getByRole("banner").getByTestId("raid-clock");
  await expect(clock).toContainText("raid time");
  const left = clock.locator('[data-clock="left"]');
  await expect(left).toHaveText(/^\d\d:\d\d:\d\d$/);
  const first = await left.textContent();
  // 7× real speed: one real second moves the clock 7 seconds
  await expect(left).not.toHaveText(first ?? "", { timeout: 3_000 });
  const right = await clock.locator('[data-clock="right"]').textContent();
  const toSec = (t: string) =>
    t
      .split(":")
      .map(Number)
      .reduce((a, b) => a * 60 + b, 0);
  const l = toSec((await left.textContent()) ?? "");
  const r = toSec(right ?? "");
  // the two clocks are 12 in-game hours apart (give or take the ticks between reads)
  const diff = (r - l + 86_400) % 86_400;
  expect(Math.abs(diff - 43_200)).toBeLessThan(60);
});

test("an unknown page answers the 404 page with status 404", async ({ page }) => {
  const res = await page.goto("/nope");
  expect(res?.status()).toBe(404);
  await expect(page.getByText("Page not found")).toBeVisible();
});

test("the weather API answers JSON", async ({ request }) => {
  const res = await request.get("/api/be/weather");
  expect(res.status()).toBe(200);
  expect((await res.json()).weather.type).toMatch(/^[A-Za-z]+$/);
});
