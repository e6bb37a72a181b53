import type { Env } from "../functions/env";
import type { TextLocale } from "../src/domain/locale";
import { DEEP_ROUTES, ITEM_TEMPLATE_PATH } from "../src/site/pages";
import { passesAdminGate } from "./admin-gate";
import { itemOnDemand } from "./item-on-demand";
import { localeRedirect, localizedAssetPath, publicLocation, requestTextLocale } from "./locale";

/**
 * Pages: everything that is not the API or the pilot socket (wrangler.toml run_worker_first
 * sends built files under /_astro straight to the assets). In order:
 * 1. /{locale}/path sets the locale cookie and redirects to /path;
 * 2. /admin… answers the not-found page (404) unless the request is an admin's;
 * 3. deep routes (/loadouts/weapon/:gunUrl?/:id?, /admin/item/:uid) are served by their one page;
 * 4. a Russian reader gets the /ru copy of the page, an English page where there is none,
 *    and the Russian 404 page for a missing one;
 * 5. an item page the build does not have is rendered for an item the data has (item-on-demand.ts);
 *    the item-template page it is made from is not a page of its own (404).
 */
export async function serveSite(request: Request, env: Env): Promise<Response> {
  const url = new URL(request.url);
  const redirect = localeRedirect(url);
  if (redirect) return redirect;
  if (!isPageRequest(request, url.pathname)) return env.ASSETS.fetch(request);
  const locale = requestTextLocale(request);
  try {
    if (!(await passesAdminGate(request, env, url.pathname))) return errorPage(env, request, locale, 404);
    if (url.pathname.replace(/\/$/, "") === ITEM_TEMPLATE_PATH) return errorPage(env, request, locale, 404);
    const page = await servePage(env, request, deepRoutePath(url.pathname), locale);
    if (page.status !== 404) return page;
    const onDemand = await itemOnDemand(env, request, url.pathname, locale);
    if (!onDemand) return page;
    await page.body?.cancel();
    return onDemand;
  } catch (err) {
    console.error("[site] serving", url.pathname, err);
    return errorPage(env, request, locale, 500);
  }
}

/**
 * The page that serves a path: a deep route's base page, else the path itself.
 * @example deepRoutePath("/loadouts/weapon/ak-74n/abc123") // "/loadouts/weapon"
 */
export function deepRoutePath(pathname: string): string {
  const base = DEEP_ROUTES.find((r) => pathname.startsWith(`${r}/`) && pathname.length > r.length + 1);
  return base ?? pathname;
}

/** GET/HEAD of a path without a file extension: a page, not a file. */
function isPageRequest(request: Request, pathname: string): boolean {
  if (request.method !== "GET" && request.method !== "HEAD") return false;
  // a deep route's parameters and item addresses may hold dots (colt_m4a1_5.56x45_assault_rifle,
  // .300_whisper_ammo_pack__50_pcs_): an item page the build lacks is rendered on demand
  if (deepRoutePath(pathname) !== pathname || pathname.startsWith("/item/")) return true;
  const last = pathname.slice(pathname.lastIndexOf("/") + 1);
  return !last.includes(".") || last.endsWith(".html");
}

function assetRequest(request: Request, pathname: string, plain = false): Request {
  const url = new URL(request.url);
  url.pathname = pathname;
  // error pages are fetched without the visitor's conditional headers (no 304 for a 404)
  return plain
    ? new Request(url, { method: "GET", headers: { Accept: "text/html" } })
    : new Request(url, request);
}

const isRedirect = (status: number) => status >= 300 && status < 400;

function varyOnCookie(res: Response): Response {
  const out = new Response(res.body, res);
  out.headers.append("Vary", "Cookie");
  return out;
}

async function servePage(env: Env, request: Request, path: string, locale: TextLocale): Promise<Response> {
  if (locale !== "en") {
    const localized = await env.ASSETS.fetch(assetRequest(request, localizedAssetPath(path, locale)));
    const location = localized.headers.get("Location");
    if (isRedirect(localized.status) && location) {
      return new Response(null, {
        status: localized.status,
        headers: { Location: publicLocation(location, request.url), Vary: "Cookie" },
      });
    }
    if (localized.status !== 404) return varyOnCookie(localized);
    await localized.body?.cancel();
  }
  const res = await env.ASSETS.fetch(assetRequest(request, path));
  if (res.status === 404 && locale !== "en") {
    await res.body?.cancel();
    return errorPage(env, request, locale, 404);
  }
  return varyOnCookie(res);
}

/** The prerendered error page (404 or 500) in the reader's language, with that status. */
async function errorPage(
  env: Env,
  request: Request,
  locale: TextLocale,
  status: 404 | 500,
): Promise<Response> {
  const page = await env.ASSETS.fetch(assetRequest(request, localizedAssetPath(`/${status}`, locale), true));
  const headers = new Headers({
    "Content-Type": page.headers.get("Content-Type") ?? "text/html; charset=utf-8",
    "Cache-Control": "no-store",
    Vary: "Cookie",
  });
  return new Response(page.ok ? page.body : status === 404 ? "Page Not Found" : "Server error", {
    status,
    headers,
  });
}
