import { expect, test } from "@playwright/test";
import { MAP_SLUGS } from "../../src/domain/maps";
import { signIn } from "./support/auth";

const FILE_NAME = "2026-08-19[17-50]_585.73, 11.24, 146.56_0.00000, 0.94890, 0.00000, -0.31557_11.91 (0).png";

test("/maps/customs draws its own base map with the data's labels, floors and category toggles", async ({
  page,
}) => {
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(String(e)));
  await page.goto("/maps/customs");
  await expect(page.locator(".maplibregl-canvas")).toBeVisible();
  // 24 named areas of Customs from the map data
  await expect(page.locator(".map-label")).toHaveCount(24);
  await expect(page.locator(".map-label", { hasText: "Dorms" })).toBeVisible();

  // extraction names without positions, said so; toggling hides them and is remembered
  const extracts = page.getByTestId("map-extracts");
  await expect(extracts).toContainText("gives no positions");
  await expect(extracts).toContainText("ZB-1011");
  await page.getByLabel("Extractions").uncheck();
  await expect(extracts).toHaveCount(0);
  await page.reload();
  await expect(page.getByLabel("Extractions")).not.toBeChecked();
  await expect(page.getByTestId("map-extracts")).toHaveCount(0);
  await page.getByLabel("Extractions").check();

  // categories without data say so; floors of Customs
  await expect(page.getByText("No positions of this kind in the data yet")).toHaveCount(4);
  const floors = page.getByRole("group", { name: "Floor" });
  await expect(floors.getByRole("button")).toHaveText(["Main", "Basement", "Level 2", "Level 3", "Level 4"]);
  await floors.getByRole("button", { name: "Level 2" }).click();
  await expect(floors.getByRole("button", { name: "Level 2" })).toHaveAttribute("aria-pressed", "true");
  await expect(floors.getByRole("button", { name: "Main" })).toHaveAttribute("aria-pressed", "false");

  // position and quest zones are Pro
  await expect(
    page.getByText("Your position on the map is a Pro feature: Pro status required"),
  ).toBeVisible();
  await expect(page.getByTestId("map-quests")).toContainText("Pro status required");
  expect(errors).toEqual([]);
});

test("a Pro user pastes a screenshot file name and sees the arrow at that point with its heading", async ({
  page,
}) => {
  await signIn(page, "pro@example.test");
  await page.goto("/maps/customs");
  await expect(page.locator(".maplibregl-canvas")).toBeVisible();
  const input = page.getByLabel("Screenshot file name");
  await input.fill("not a screenshot.png");
  await expect(page.getByText(/^Not a screenshot file name/)).toBeVisible();
  await expect(page.getByTestId("map-arrow")).toHaveCount(0);
  await input.fill(FILE_NAME);
  // yaw 216.8° in the game; Customs is turned 180°, so the arrow points 36.8° on the screen
  await expect(page.getByText("You are at x 585.73, z 146.56, looking 36.80°")).toBeVisible();
  const arrow = page.getByTestId("map-arrow");
  await expect(arrow).toBeVisible();
  await expect(arrow).toHaveAttribute("data-heading", "36.8");
  // the arrow sits inside the map
  const canvas = await page.locator(".maplibregl-canvas").boundingBox();
  const at = await arrow.boundingBox();
  expect(canvas && at).toBeTruthy();
  if (canvas && at) {
    expect(at.x).toBeGreaterThan(canvas.x);
    expect(at.x).toBeLessThan(canvas.x + canvas.width);
  }
});

for (const slug of MAP_SLUGS) {
  test(`/maps/${slug} and /ru/maps/${slug} render without an error at 375 px`, async ({ page }) => {
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(String(e)));
    page.on("console", (m) => {
      if (m.type() === "error") errors.push(m.text());
    });
    await page.setViewportSize({ width: 375, height: 800 });
    for (const path of [`/maps/${slug}`, `/ru/maps/${slug}`]) {
      await page.goto(path);
      await expect(page.locator(".maplibregl-canvas")).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    }
    expect(errors).toEqual([]);
  });
}
