import type { APIRoute } from "astro";
import { buildCatalog } from "../build-data/catalog";
import { itemHref, tagHref } from "../site/links";

const xmlEscape = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[c] ?? c,
  );

/** sitemap.xml: the market pages, every item page (built or rendered on demand) and every tag page. */
export const GET: APIRoute = async ({ site }) => {
  const base = site ?? new URL(process.env.SITE_URL ?? "http://localhost:8787");
  const { items, tags } = await buildCatalog();
  const paths = ["/", "/market", ...items.map((i) => itemHref(i.slug)), ...tags.map((t) => tagHref(t.tag))];
  const urls = paths.map((p) => `<url><loc>${xmlEscape(new URL(p, base).href)}</loc></url>`).join("\n");
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  return new Response(body, { headers: { "Content-Type": "application/xml; charset=utf-8" } });
};
