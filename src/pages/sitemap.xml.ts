import type { APIRoute } from "astro";
import { buildCatalog } from "../build-data/catalog";
import { sitemapIndexXml, sitemapParts, sitemapPaths, urlsetXml } from "../site/sitemap";

/**
 * sitemap.xml: the market, every item page (built or rendered on demand) and every tag page; an
 * index of sitemap/N.xml when they are more than one file may hold (src/site/sitemap.ts).
 */
export const GET: APIRoute = async ({ site }) => {
  const base = site ?? new URL(process.env.SITE_URL ?? "http://localhost:8787");
  const { items, tags } = await buildCatalog();
  const parts = sitemapParts(sitemapPaths(items, tags));
  const body = parts.length === 1 ? urlsetXml(parts[0] ?? [], base) : sitemapIndexXml(parts.length, base);
  return new Response(body, { headers: { "Content-Type": "application/xml; charset=utf-8" } });
};
