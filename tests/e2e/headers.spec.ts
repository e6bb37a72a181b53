import { expect, test } from "./support/test";

// Security headers of every page type (public/_headers, served by the Workers assets) and the
// cache policy of hashed built files.

const PAGE_HEADERS: Record<string, RegExp> = {
  "x-content-type-options": /^nosniff$/,
  "x-frame-options": /^DENY$/,
  "content-security-policy": /frame-ancestors 'none'/,
  "referrer-policy": /^strict-origin-when-cross-origin$/,
  "permissions-policy": /camera=\(\)/,
  "strict-transport-security": /max-age=31536000/,
};

test("every page type sends the security headers, in English and Russian", async ({ request }) => {
  const pages: [string, number, string?][] = [
    ["/", 200],
    ["/market", 200],
    ["/item/graphics_card", 200],
    ["/tag/Electronics", 200],
    ["/crafts", 200],
    ["/progression/quests", 200],
    ["/user", 200],
    ["/maps/customs", 200],
    ["/account", 200],
    ["/legal/privacy", 200],
    ["/widgets/scroll-text", 200],
    ["/no-such-page", 404],
    ["/item/graphics_card", 200, "ru"],
  ];
  for (const [path, status, locale] of pages) {
    const res = await request.get(path, locale ? { headers: { Cookie: `tm_locale=${locale}` } } : {});
    expect(res.status(), path).toBe(status);
    for (const [name, value] of Object.entries(PAGE_HEADERS)) {
      expect(res.headers()[name], `${path} ${locale ?? "en"}: ${name}`).toMatch(value);
    }
  }
});

test("hashed built files are cached for a year as immutable; pages are revalidated", async ({ request }) => {
  const html = await (await request.get("/market")).text();
  const asset = /(?:src|href)="(\/_astro\/[^"]+\.(?:js|css))"/.exec(html)?.[1];
  expect(asset, "a built file linked from /market").toBeTruthy();
  const res = await request.get(asset ?? "");
  expect(res.status()).toBe(200);
  expect(res.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect(res.headers()["x-content-type-options"]).toBe("nosniff");
  expect((await request.get("/market")).headers()["cache-control"]).not.toContain("immutable");
});

test("the API sends nosniff, and no-store unless the route revalidates", async ({ request }) => {
  const me = await request.get("/api/be/users/me");
  expect(me.status()).toBe(401);
  expect(me.headers()["x-content-type-options"]).toBe("nosniff");
  expect(me.headers()["cache-control"]).toBe("no-store");
  const cache = await request.get("/api/be/cache?mode=pvp");
  expect(cache.headers()["cache-control"]).toContain("no-cache");
});
