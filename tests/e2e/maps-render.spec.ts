import { mapGeometryFile } from "../../src/build-data/map-geometry";
import { MAP_SLUGS } from "../../src/domain/maps";
import { mapsText } from "../../src/i18n/maps";
import { expectAccessible } from "./support/axe";
import { holdRequests } from "./support/hold";
import { expect, test } from "./support/test";

/**
 * The map pages as a visitor sees them: no sign-in, so these run beside the specs that share the
 * seeded accounts (playwright.config.ts). What signed-in users see is in maps.spec.ts.
 */

test("/maps/customs draws its own base map with the data's labels, floors and category toggles", async ({
  page,
}) => {
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(String(e)));
  const mapScripts: string[] = [];
  page.on("request", (r) => {
    if (/maplibre/.test(r.url()) && r.resourceType() === "script") mapScripts.push(r.url());
  });
  await page.goto("/maps/customs");
  // first the map drawn once, with its art, markers and labels, and MapLibre not even loaded
  const box = page.locator(".mapview__canvas");
  const still = box.getByTestId("map-still");
  await expect(still).toBeVisible();
  await expect(box).toHaveAttribute("data-map", "still");
  await expect(still.locator("image")).toHaveAttribute("href", "/map-art/customs.svg");
  await expect(still.locator("circle").first()).toBeAttached();
  await expect(still.locator(".map-still__label", { hasText: "Dorms" })).toBeVisible();
  // the first frame is marked once its art has loaded (MapStill's markFirstFrame)
  await expect
    .poll(() => page.evaluate(() => performance.getEntriesByName("map-first-frame").length))
    .toBe(1);
  expect(mapScripts).toEqual([]);
  // nor its stylesheet, which would hold the page's first paint
  await expect(page.locator('link[rel="stylesheet"]')).toHaveCount(0);
  await expectAccessible(page, "/maps/customs drawn once");
  // reaching for it starts the map, which takes the still drawing's place
  await box.hover();
  await expect(page.locator(".maplibregl-canvas")).toBeVisible();
  await expect(box).toHaveAttribute("data-map", "interactive");
  await expect(still).toHaveCount(0);
  expect(mapScripts.length).toBeGreaterThan(0);
  // MapLibre's stylesheet came with it, and applies (its canvas sits over the map's box)
  await expect(page.locator('head link[rel="stylesheet"][href*="maplibre"]')).toHaveCount(1);
  await expect(page.locator(".maplibregl-canvas")).toHaveCSS("position", "absolute");
  // 24 named areas of Customs from the map data
  await expect(page.locator(".map-label")).toHaveCount(24);
  await expect(page.locator(".map-label", { hasText: "Dorms" })).toBeVisible();

  // the game's base map is drawn under the markers
  await expect(page.locator('[data-art="main"]')).toHaveCount(1);
  // zoomed in, the part in view is drawn again at the screen's resolution; zoomed out, no more
  const zoomBy = (steps: number) =>
    page.evaluate((by) => {
      const box = document.querySelector(".mapview__canvas") as unknown as {
        maplibre: { getZoom: () => number; jumpTo: (o: { zoom: number }) => void };
      };
      box.maplibre.jumpTo({ zoom: box.maplibre.getZoom() + by });
    }, steps);
  await expect(page.locator("[data-art-detail]")).toHaveCount(0);
  await zoomBy(3);
  await expect(page.locator("[data-art-detail]")).toHaveCount(1);
  await zoomBy(-3);
  await expect(page.locator("[data-art-detail]")).toHaveCount(0);
  // extractions and transits at their places; toggling hides them and is remembered
  await expect(page.getByText("31 on the map")).toBeVisible();
  await page.getByLabel("Extractions").uncheck();
  await expect(page.getByText("31 on the map")).toHaveCount(0);
  await page.reload();
  await expect(page.getByLabel("Extractions")).not.toBeChecked();
  await expect(page.getByText("31 on the map")).toHaveCount(0);
  await page.getByLabel("Extractions").check();
  await box.hover();
  await expect(page.locator(".maplibregl-canvas")).toBeVisible();

  // spawns from the game's location files, and Reshala at each of her places with her chance
  const spawns = mapGeometryFile().maps.customs?.markers?.filter((m) => m.kind.startsWith("spawn-")) ?? [];
  expect(spawns.length).toBeGreaterThan(200);
  await expect(page.getByText(`${spawns.length} on the map`)).toBeVisible();
  const rendered = () =>
    page.evaluate(() => {
      const box = document.querySelector(".mapview__canvas") as unknown as {
        maplibre: { queryRenderedFeatures: (o: unknown) => { properties: { name: string; kind: string } }[] };
      };
      return box.maplibre.queryRenderedFeatures({ layers: ["markers-dot"] }).map((f) => f.properties);
    });
  // rendering follows the data a frame or more later
  await expect
    .poll(async () =>
      (await rendered())
        .filter((f) => f.name.startsWith("Reshala"))
        .map((f) => f.name)
        .sort(),
    )
    .toEqual(["Reshala · 75% · Dorms", "Reshala · 75% · New Gas Station", "Reshala · 75% · Stronghold"]);
  const drawn = await rendered();
  expect(drawn.some((f) => f.kind === "spawn-pmc" && f.name === "PMC spawn")).toBe(true);
  expect(drawn.some((f) => f.kind === "spawn-scav")).toBe(true);
  expect(drawn.some((f) => f.name === "ZB-013")).toBe(true);

  // bosses and switches by name; the categories without data say so
  await expect(page.getByTestId("map-bosses")).toContainText("Reshala (75% chance)");
  await expect(page.getByTestId("map-bosses")).toContainText("Dorms 33%");
  await expect(page.getByTestId("map-switches")).toContainText("ZB-013 Power Switch");
  await expect(page.getByText("No positions of this kind in the data yet")).toHaveCount(2);
  const floors = page.getByRole("group", { name: "Floor" });
  await expect(floors.getByRole("button")).toHaveText(["Main", "Basement", "Level 2", "Level 3", "Level 4"]);
  await floors.getByRole("button", { name: "Level 2" }).click();
  await expect(floors.getByRole("button", { name: "Level 2" })).toHaveAttribute("aria-pressed", "true");
  // the floor's own art over the ground floor's
  await expect(page.locator('[data-art="level2"]')).toHaveCount(1);
  await expect(floors.getByRole("button", { name: "Main" })).toHaveAttribute("aria-pressed", "false");

  // position and quest zones are Pro
  await expect(
    page.getByText("Your position on the map is a Pro feature: Pro status required"),
  ).toBeVisible();
  await expect(page.getByTestId("map-quests")).toContainText("Pro status required");
  expect(errors).toEqual([]);
});

test("at 375 px the map fills the screen below the header and no two area labels overlap", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/ru/maps/customs");
  // the still drawing shows what the map will first show: the same scale and centre (MapLibre's
  // zoom is log2 of the pixels per world square over 512)
  // (the island's drawing, drawn at the box's size, not the page's own before it)
  const still = page.locator(".mapview__canvas").getByTestId("map-still");
  await expect(still).toBeVisible();
  const stillZoom = await still.evaluate((svg) => {
    const [, , w, h] = (svg.getAttribute("viewBox") ?? "").split(" ").map(Number);
    const box = svg.getBoundingClientRect();
    return Math.log2(Math.min(box.width / (w ?? 1), box.height / (h ?? 1)) / 512);
  });
  expect(Number.isFinite(stillZoom)).toBe(true);
  // its zoom button starts the map and zooms it one step in from there
  await page.getByRole("button", { name: "Приблизить" }).click();
  await expect(page.locator(".maplibregl-canvas")).toBeVisible();
  await expect
    .poll(() =>
      page.evaluate(() =>
        (
          document.querySelector(".mapview__canvas") as unknown as { maplibre: { getZoom: () => number } }
        ).maplibre.getZoom(),
      ),
    )
    .toBeCloseTo(stillZoom + 1, 3);
  const canvas = await page.locator(".mapview__canvas").boundingBox();
  expect(canvas?.height ?? 0).toBeGreaterThan(600);
  // zoomed out to the whole map, the labels would pile up: lower-priority ones hide
  await page.evaluate(() => {
    const box = document.querySelector(".mapview__canvas") as unknown as {
      maplibre: { getZoom: () => number; jumpTo: (o: { zoom: number }) => void };
    };
    box.maplibre.jumpTo({ zoom: box.maplibre.getZoom() - 2 });
  });
  await expect(page.locator(".map-label--hidden").first()).toBeAttached();
  const boxes = await page
    .locator(".map-label:not(.map-label--hidden)")
    .evaluateAll((els) => els.map((el) => el.getBoundingClientRect().toJSON() as DOMRect));
  expect(boxes.length).toBeGreaterThan(3);
  for (const [i, a] of boxes.entries())
    for (const b of boxes.slice(i + 1))
      expect(a.right <= b.left || b.right <= a.left || a.bottom <= b.top || b.bottom <= a.top).toBe(true);
  // the floors stay on the map, reachable without scrolling
  const floors = await page.getByRole("group", { name: "Этаж" }).boundingBox();
  expect(
    floors && canvas && floors.y >= canvas.y && floors.y + floors.height < canvas.y + canvas.height,
  ).toBe(true);
  // the Russian page names the bosses in Russian
  await expect(page.getByTestId("map-bosses")).toContainText("Решала (шанс 75%)");
});

test("without WebGL the map stays drawn once, with its markers, and says why it does not zoom", async ({
  page,
}) => {
  await page.addInitScript(() => {
    const getContext = HTMLCanvasElement.prototype.getContext;
    HTMLCanvasElement.prototype.getContext = function (
      this: HTMLCanvasElement,
      kind: string,
      ...rest: unknown[]
    ) {
      return /webgl/.test(kind)
        ? null
        : (getContext as (...a: unknown[]) => unknown).call(this, kind, ...rest);
    } as typeof getContext;
  });
  await page.goto("/maps/woods");
  const box = page.locator(".mapview__canvas");
  await box.hover();
  await expect(box.getByRole("alert")).toHaveText(
    "Zooming and panning need WebGL, which this browser does not offer",
  );
  await expect(box.getByTestId("map-still")).toBeVisible();
  await expect(box.getByTestId("map-still").locator("circle").first()).toBeVisible();
  await expect(page.locator(".maplibregl-canvas")).toHaveCount(0);
});

// The page carries its drawing of the map, not the map's geometry: the island fetches that file
// (/map-data/:map.json, use-map-geometry.ts) and keeps the page's drawing on screen until it comes.
test("/maps/customs fetches its geometry as a file and keeps the page's drawing until it comes", async ({
  page,
  request,
}) => {
  const html = await (await request.get("/maps/customs")).text();
  expect(html).toContain('data-testid="map-still"');
  expect(html).not.toContain('"zones":');
  const file = await request.get("/map-data/customs.json");
  expect(file.headers()["content-type"]).toMatch(/^application\/json/);
  const data = (await file.json()) as { slug: string; labels: { text: string }[] };
  expect(data.slug).toBe("customs");
  expect(data.labels.map((l) => l.text)).toContain("Dorms");

  const release = await holdRequests(page, "**/map-data/customs.json");
  await page.goto("/maps/customs");
  // the island is running (its own box holds the page's drawing), its geometry still asked for
  const kept = page.locator(".map-page-still").getByTestId("map-still");
  await expect(kept).toBeVisible();
  await expect(page.locator(".mapview")).toHaveCount(0);
  release();
  await expect(page.locator(".mapview__canvas").getByTestId("map-still")).toBeVisible();
  await expect(page.locator(".map-page-still")).toHaveCount(0);
  expect(
    await page.evaluate(() =>
      (performance.getEntriesByType("layout-shift") as unknown as { value: number }[]).reduce(
        (sum, e) => sum + e.value,
        0,
      ),
    ),
  ).toBe(0);
});

test("where the map's geometry cannot come, the page's drawing stays and says so, in Russian too", async ({
  page,
  pageGuard,
}) => {
  pageGuard.allow(/503/);
  await page.route("**/map-data/customs.json", (route) => route.fulfill({ status: 503, body: "" }));
  await page.goto("/ru/maps/customs");
  const kept = page.locator(".map-page-still");
  await expect(kept.getByRole("alert")).toHaveText(mapsText("ru").dataError);
  await expect(kept.getByTestId("map-still").locator("circle").first()).toBeVisible();
  await expect(page.locator(".maplibregl-canvas")).toHaveCount(0);
});

for (const slug of MAP_SLUGS) {
  // a phone in Russian (the longer labels) and a desktop in English: each page's two layouts and
  // two languages, in two visits instead of four
  test(`/ru/maps/${slug} at 375 px and /maps/${slug} at 1280 px render without an error`, async ({
    page,
  }) => {
    // every marker of the data is drawn (all categories are shown at first)
    const markers = mapGeometryFile().maps[slug]?.markers?.length ?? 0;
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(String(e)));
    page.on("console", (m) => {
      if (m.type() === "error") errors.push(m.text());
    });
    for (const [width, path] of [
      [375, `/ru/maps/${slug}`],
      [1280, `/maps/${slug}`],
    ] as const) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(path);
      const box = page.locator(".mapview__canvas");
      await expect(box.getByTestId("map-still")).toBeVisible();
      await expect(box).toHaveAttribute("data-markers", String(markers));
      await expect(box.getByTestId("map-still").locator("circle")).toHaveCount(markers);
      await box.hover();
      await expect(page.locator(".maplibregl-canvas")).toBeVisible();
      await expect(box).toHaveAttribute("data-map", "interactive");
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    }
    expect(errors).toEqual([]);
  });
}
