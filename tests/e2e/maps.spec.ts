import { signIn } from "./support/auth";
import { expect, test } from "./support/test";

const FILE_NAME = "2026-08-19[17-50]_585.73, 11.24, 146.56_0.00000, 0.94890, 0.00000, -0.31557_11.91 (0).png";

test("a Pro user pastes a screenshot file name and sees the arrow at that point with its heading", async ({
  page,
}) => {
  await signIn(page, "pro@example.test");
  await page.goto("/maps/customs");
  // no position yet: the still drawing until the player reaches for the map
  await expect(page.locator(".mapview__canvas").getByTestId("map-still")).toBeVisible();
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
  // the last position survives a reload, and with a position to follow the map starts by itself
  await page.reload();
  await expect(page.getByTestId("map-arrow")).toHaveAttribute("data-heading", "36.8");
  await expect(page.locator(".mapview__canvas")).toHaveAttribute("data-map", "interactive");
});

test.describe("quest zones of active quests on Woods", () => {
  test.afterEach(async ({ page }) => {
    // put the shared Pro account's progress and map choices back
    await page.request.put("/api/be/progression/reset/quests");
    // (map layers join the stored ones key by key: the two a test turns off are turned on again)
    await page.request.put("/api/be/users/me", { data: { feature_maps: { quests: true, menu: true } } });
  });
  // and before, should an earlier run have stopped half-way
  test.beforeEach(async ({ page }) => {
    await signIn(page, "pro@example.test");
    await page.request.put("/api/be/users/me", { data: { feature_maps: { quests: true, menu: true } } });
  });

  test("a Pro user sees the zones of active quests, marks one done and keeps the category choice", async ({
    page,
  }) => {
    await signIn(page, "pro@example.test");
    expect((await page.request.put("/api/be/progression/reset/quests")).ok()).toBe(true);
    await page.goto("/maps/woods");
    const list = page.getByTestId("map-quests").getByRole("listitem");
    await expect(list.first()).toBeVisible();
    const quests = await list.count();
    const canvas = page.locator(".mapview__canvas");
    const zones = Number(await canvas.getAttribute("data-zones"));
    expect(zones).toBeGreaterThanOrEqual(quests);
    // the zones are on the still drawing, and on the map once it starts
    const zoneColor = '[fill="#f0a830"]';
    await expect(
      page.locator(".mapview__canvas").getByTestId("map-still").locator(zoneColor).first(),
    ).toBeAttached();
    await canvas.hover();
    await expect(page.locator(".maplibregl-canvas")).toBeVisible();
    await expect
      .poll(() =>
        page.evaluate(
          () =>
            (
              document.querySelector(".mapview__canvas") as unknown as {
                maplibre: { querySourceFeatures: (s: string) => unknown[] };
              }
            ).maplibre.querySourceFeatures("zones").length,
        ),
      )
      .toBeGreaterThan(0);

    // "Done" completes the quest on the server: it leaves the list and stays done after a reload
    const first = list.first();
    const name = (await first.textContent())?.replace(/Done$/, "").trim() ?? "";
    const saved = page.waitForResponse((r) => r.url().endsWith("/api/be/progression/update") && r.ok());
    await first.getByRole("button", { name: "Done" }).click();
    await saved;
    await expect(page.getByTestId("map-quests")).not.toContainText(name);
    await page.reload();
    await expect(list.first()).toBeVisible();
    await expect(page.getByTestId("map-quests")).not.toContainText(name);

    // hiding the quests hides the zones; the choice is saved with the character
    const put = page.waitForResponse(
      (r) => r.url().endsWith("/api/be/users/me") && r.request().method() === "PUT",
    );
    await page.getByLabel("Quests").uncheck();
    await expect(canvas).toHaveAttribute("data-zones", "0");
    await put;
    const me = (await (await page.request.get("/api/be/users/me")).json()) as {
      feature_maps: Record<string, boolean>;
    };
    expect(me.feature_maps.quests).toBe(false);
    await page.evaluate(() => localStorage.clear());
    await page.reload();
    await expect(page.getByLabel("Quests")).not.toBeChecked();
  });

  test("the side menu lists the maps until a Pro user turns the feature_maps flag off", async ({ page }) => {
    await signIn(page, "pro@example.test");
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto("/maps/customs");
    await expect(page.locator(".mapview__canvas").getByTestId("map-still")).toBeVisible();
    const nav = page.locator("#site-nav");
    const mapsMenu = nav.getByRole("button", { name: "Maps", exact: true });
    await page.getByRole("button", { name: "Menu" }).click();
    await expect(mapsMenu).toBeVisible();
    await page.getByRole("button", { name: "Menu" }).click();

    const flag = page.getByLabel("List the maps in the side menu");
    await expect(flag).toBeChecked();
    const put = page.waitForResponse(
      (r) => r.url().endsWith("/api/be/users/me") && r.request().method() === "PUT",
    );
    await flag.uncheck();
    await put;
    const me = (await (await page.request.get("/api/be/users/me")).json()) as {
      feature_maps: Record<string, boolean>;
    };
    expect(me.feature_maps.menu).toBe(false);

    // on another page, after a reload: the burger menu has no maps, the wide header keeps them
    await page.goto("/crafts");
    await page.getByRole("button", { name: "Menu" }).click();
    await expect(nav.getByRole("button", { name: "Calculators" })).toBeVisible();
    await expect(mapsMenu).toBeHidden();
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(mapsMenu).toBeVisible();
  });

  test("a free user sees the Pro message instead of the zones", async ({ page }) => {
    await signIn(page, "free@example.test");
    await page.goto("/maps/woods");
    await expect(page.locator(".mapview__canvas").getByTestId("map-still")).toBeVisible();
    await expect(page.getByTestId("map-quests")).toContainText(
      "Quest objectives of your active quests are a Pro feature: Pro status required",
    );
    await expect(page.locator(".mapview__canvas")).toHaveAttribute("data-zones", "0");
    // saved settings are Pro (docs/product.md §6): the side-menu flag is shown read-only
    await expect(page.getByLabel("List the maps in the side menu")).toBeDisabled();
  });
});
