import { itemHref, tagHref } from "./links";

/** The sitemap protocol's limit of addresses in one file (sitemaps.org). */
const SITEMAP_MAX_URLS = 50_000;

/**
 * The addresses search engines are given: the home page, the market, the page of every item
 * players can have (an entry no player holds keeps its page, unlisted) and every tag page.
 */
export function sitemapPaths(
  items: readonly { slug: string; inGame: boolean }[],
  tags: readonly { tag: string }[],
): string[] {
  return [
    "/",
    "/market",
    ...items.filter((i) => i.inGame).map((i) => itemHref(i.slug)),
    ...tags.map((t) => tagHref(t.tag)),
  ];
}

/**
 * The addresses split into the sitemap's files: one when they fit, else as many of at most `max`
 * as they need (then /sitemap.xml is an index of /sitemap/1.xml, /sitemap/2.xml…).
 * @example sitemapParts(["/a", "/b", "/c"], 2) // [["/a", "/b"], ["/c"]]
 */
export function sitemapParts(paths: readonly string[], max = SITEMAP_MAX_URLS): string[][] {
  const parts: string[][] = [];
  for (let i = 0; i < paths.length; i += max) parts.push(paths.slice(i, i + max));
  return parts.length > 0 ? parts : [[]];
}

const xmlEscape = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[c] ?? c,
  );

const xml = (body: string) => `<?xml version="1.0" encoding="UTF-8"?>\n${body}\n`;

/** A sitemap file listing these addresses on the site at `base`. */
export function urlsetXml(paths: readonly string[], base: URL): string {
  const urls = paths.map((p) => `<url><loc>${xmlEscape(new URL(p, base).href)}</loc></url>`).join("\n");
  return xml(`<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>`);
}

/** The sitemap index naming the site's `count` sitemap files (/sitemap/1.xml…). */
export function sitemapIndexXml(count: number, base: URL): string {
  const files = Array.from(
    { length: count },
    (_, i) => `<sitemap><loc>${xmlEscape(new URL(`/sitemap/${i + 1}.xml`, base).href)}</loc></sitemap>`,
  ).join("\n");
  return xml(`<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${files}\n</sitemapindex>`);
}
