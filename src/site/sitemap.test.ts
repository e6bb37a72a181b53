import { describe, expect, it } from "vitest";
import { sitemapIndexXml, sitemapParts, sitemapPaths, urlsetXml } from "./sitemap";

const base = new URL("https://example.test");

describe("the sitemap", () => {
  it("lists the home page, the market, items players can have and tags", () => {
    const paths = sitemapPaths(
      [
        { slug: "graphics_card", inGame: true },
        { slug: "key_3", inGame: false },
        { slug: "b&t_mount", inGame: true },
      ],
      [{ tag: "Electronics" }],
    );
    expect(paths).toEqual(["/", "/market", "/item/graphics_card", "/item/b&t_mount", "/tag/Electronics"]);
    expect(urlsetXml(paths.slice(3, 4), base)).toContain(
      "<loc>https://example.test/item/b&amp;t_mount</loc>",
    );
  });

  it("keeps one file up to the protocol's 50,000 addresses, and splits beyond, in order", () => {
    const paths = Array.from({ length: 120_001 }, (_, i) => `/item/i${i}`);
    expect(sitemapParts(paths.slice(0, 50_000))).toHaveLength(1);
    const parts = sitemapParts(paths);
    expect(parts.map((p) => p.length)).toEqual([50_000, 50_000, 20_001]);
    expect(parts.flat()).toEqual(paths);
    expect(sitemapParts([])).toEqual([[]]);
  });

  it("names each file of a split sitemap in its index", () => {
    const index = sitemapIndexXml(2, base);
    expect(index).toContain("<sitemapindex");
    expect(index.match(/<loc>[^<]+<\/loc>/g)).toEqual([
      "<loc>https://example.test/sitemap/1.xml</loc>",
      "<loc>https://example.test/sitemap/2.xml</loc>",
    ]);
  });
});
