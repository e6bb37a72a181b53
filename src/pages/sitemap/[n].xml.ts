import type { APIRoute, GetStaticPaths } from "astro";
import { buildCatalog } from "../../build-data/catalog";
import { sitemapParts, sitemapPaths, urlsetXml } from "../../site/sitemap";

/** sitemap/N.xml: the Nth file of a sitemap too long for one (none while one holds it all). */
export const getStaticPaths = (async () => {
  const { items, tags } = await buildCatalog();
  const parts = sitemapParts(sitemapPaths(items, tags));
  return parts.length === 1
    ? []
    : parts.map((paths, i) => ({ params: { n: String(i + 1) }, props: { paths } }));
}) satisfies GetStaticPaths;

export const GET: APIRoute = async ({ site, props }) => {
  const base = site ?? new URL(process.env.SITE_URL ?? "http://localhost:8787");
  return new Response(urlsetXml((props as { paths: string[] }).paths, base), {
    headers: { "Content-Type": "application/xml; charset=utf-8" },
  });
};
