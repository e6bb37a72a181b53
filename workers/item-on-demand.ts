import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { getDb } from "../functions/db/client";
import { itemPageFrom } from "../functions/db/queries/item-page";
import type { Env } from "../functions/env";
import ItemArticle, { itemPageHead } from "../src/components/item/ItemArticle";
import type { TextLocale } from "../src/domain/locale";
import { itemHref } from "../src/site/links";
import { ITEM_TEMPLATE_PATH } from "../src/site/pages";
import { localizedAssetPath } from "./locale";

/**
 * The page of an item the build has no page for (added by an admin or a live import after the
 * build): the built item-template page in the reader's language, its article rendered from the
 * same component as the prerendered pages and its head tags set for the item. The next build
 * prerenders the item, and the built page is served from then on.
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
  const page = await itemPageFrom(getDb(env.DB), slug);
  if (!page) return null;
  const url = new URL(request.url);
  url.pathname = localizedAssetPath(ITEM_TEMPLATE_PATH, locale);
  const template = await env.ASSETS.fetch(new Request(url, { headers: { Accept: "text/html" } }));
  if (!template.ok) {
    await template.body?.cancel();
    return null;
  }
  const { item, meta } = page;
  const article = renderToString(createElement(ItemArticle, { item, meta, locale }));
  const { title, description } = itemPageHead(item, locale);
  const canonical = new URL(itemHref(item.slug), request.url).href;
  const set = (attr: string, value: string) => ({
    element: (e: Element) => {
      e.setAttribute(attr, value);
    },
  });
  const headers = new Headers({
    "Content-Type": "text/html; charset=utf-8",
    "Cache-Control": "no-cache",
    Vary: "Cookie",
    "X-Item-Page": "on-demand",
  });
  return new HTMLRewriter()
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
    .transform(new Response(template.body, { status: 200, headers }));
}
