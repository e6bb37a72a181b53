import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { getDb } from "../functions/db/client";
import { getDataVersion } from "../functions/db/queries/data-version";
import { itemPageFrom } from "../functions/db/queries/item-page";
import type { Env } from "../functions/env";
import ItemArticle, { itemPageHead } from "../src/components/item/ItemArticle";
import type { TextLocale } from "../src/domain/locale";
import { itemHref } from "../src/site/links";
import { ITEM_TEMPLATE_PATH } from "../src/site/pages";
import { localizedAssetPath } from "./locale";

/**
 * The page of an item the build has no page for (the long tail the build leaves out, see
 * src/build-data/prerender.ts, or an item added by an admin or a live import after the build):
 * the built item-template page in the reader's language, its article rendered from the same
 * component as the prerendered pages and its head tags set for the item.
 *
 * Rendered pages are kept in the edge cache (the Cache API) under the item, the language, the
 * template's ETag (so a new build never serves a page naming the old build's scripts) and the data
 * version (so an admin's edit or an import shows at once): a hit costs one small query.
 */
export async function itemOnDemand(
  env: Env,
  request: Request,
  path: string,
  locale: TextLocale,
): Promise<Response | null> {
  const match = /^\/item\/([^/]+)\/?$/.exec(path);
  if (!match?.[1]) return null;
  let slug: string;
  try {
    slug = decodeURIComponent(match[1]);
  } catch {
    return null;
  }
  const db = getDb(env.DB);
  const url = new URL(request.url);
  url.pathname = localizedAssetPath(ITEM_TEMPLATE_PATH, locale);
  const [template, version] = await Promise.all([
    env.ASSETS.fetch(new Request(url, { headers: { Accept: "text/html" } })),
    getDataVersion(db),
  ]);
  if (!template.ok) {
    await template.body?.cancel();
    return null;
  }
  const etag = template.headers.get("ETag");
  const cache = etag ? edgeCache() : null;
  const key = new Request(
    `${url.origin}/__item-page/${encodeURIComponent(slug)}?locale=${locale}&data=${version}&template=${encodeURIComponent(etag ?? "")}`,
  );
  const hit = await cache?.match(key);
  if (hit) {
    await template.body?.cancel();
    return new Response(hit.body, { status: 200, headers: pageHeaders("hit") });
  }
  const page = await itemPageFrom(db, slug);
  if (!page) {
    await template.body?.cancel();
    return null;
  }
  const html = await fillTemplate(
    template,
    page,
    locale,
    new URL(itemHref(page.item.slug), request.url).href,
  );
  if (cache) {
    const stored = new Headers({
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": "public, max-age=86400",
    });
    await cache.put(key, new Response(html, { headers: stored })).catch((err: unknown) => {
      console.warn("[site] item page not cached", slug, err);
    });
  }
  return new Response(html, { status: 200, headers: pageHeaders(cache ? "miss" : "off") });
}

/** The Workers runtime's default cache; null where there is none. */
function edgeCache(): Cache | null {
  const storage = (globalThis as { caches?: CacheStorage & { default?: Cache } }).caches;
  return storage?.default ?? null;
}

/** What a page on demand is answered with; X-Item-Cache says whether the edge cache had it. */
const pageHeaders = (cached: "hit" | "miss" | "off") =>
  new Headers({
    "Content-Type": "text/html; charset=utf-8",
    "Cache-Control": "no-cache",
    Vary: "Cookie",
    "X-Item-Page": "on-demand",
    "X-Item-Cache": cached,
  });

/** The template page with the item's article, title, description, canonical, language links and robots mark. */
async function fillTemplate(
  template: Response,
  { item, meta }: NonNullable<Awaited<ReturnType<typeof itemPageFrom>>>,
  locale: TextLocale,
  canonical: string,
): Promise<string> {
  const article = renderToString(createElement(ItemArticle, { item, meta, locale }));
  const { title, description } = itemPageHead(item, locale);
  const set = (attr: string, value: string) => ({
    element: (e: Element) => {
      e.setAttribute(attr, value);
    },
  });
  return (
    new HTMLRewriter()
      .on("title", { element: (e) => void e.setInnerContent(title) })
      .on('meta[name="description"]', set("content", description))
      .on('meta[property="og:title"]', set("content", title))
      .on('meta[property="og:description"]', set("content", description))
      .on('meta[property="og:url"]', set("content", canonical))
      .on('link[rel="canonical"]', set("href", canonical))
      .on("a[data-locale-link]", {
        element: (e) => {
          e.setAttribute("href", `/${e.getAttribute("data-locale-link") ?? "en"}${itemHref(item.slug)}`);
        },
      })
      .on("article.item", { element: (e) => void e.replace(article, { html: true }) })
      // as ItemPage.astro: an entry no player can have is kept out of search engines' indexes
      .on("head", {
        element: (e) => {
          if (!item.inGame) e.append('<meta name="robots" content="noindex">', { html: true });
        },
      })
      .transform(new Response(template.body))
      .text()
  );
}
