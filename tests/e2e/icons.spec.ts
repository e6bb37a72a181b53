import { expect, test } from "./support/test";

// every icon address answers (a 1×1 PNG), as the game's image host would
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

for (const path of ["/market", "/crafts", "/ru/barters"]) {
  test(`${path}: the icons of the page's HTML are asked for after its first paint, then show`, async ({
    page,
  }) => {
    await page.route(/-icon\.\w+$/, (route) =>
      route.fulfill({ status: 200, contentType: "image/png", body: PNG }),
    );
    await page.goto(path);
    const first = page.locator("main tbody tr .item-icon img").first();
    await expect(first).toBeVisible();
    await expect.poll(() => first.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
    const times = await page.evaluate(() => ({
      paint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN,
      icons: performance
        .getEntriesByType("resource")
        .filter((e) => /-icon\.\w+$/.test(e.name))
        .map((e) => e.startTime),
    }));
    expect(times.icons.length).toBeGreaterThan(0);
    // each icon request starts once the page's text is on screen (FirstPaint.astro, item-icon.css)
    for (const start of times.icons) expect(start).toBeGreaterThanOrEqual(times.paint);
  });
}
