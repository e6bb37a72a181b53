import {
  cookieLocale,
  localeCookie,
  localePath,
  splitLocalePrefix,
  type TextLocale,
  textLocale,
} from "../src/domain/locale";

/** Where the Russian copy of every page is prerendered (astro.config.mjs i18n fallback). */
const RU_PREFIX = "/ru";

/**
 * /{locale}/any/path → 302 to /any/path with the tm_locale cookie set (docs/product.md §2, §9);
 * null when the path has no locale prefix.
 */
export function localeRedirect(url: URL): Response | null {
  const prefixed = splitLocalePrefix(url.pathname);
  if (!prefixed) return null;
  return new Response(null, {
    status: 302,
    headers: {
      Location: `${prefixed.path}${url.search}`,
      "Set-Cookie": localeCookie(prefixed.locale),
      "Cache-Control": "no-store",
    },
  });
}

/** The catalogue the request reads, from its tm_locale cookie (English when none or not ru). */
export function requestTextLocale(request: Request): TextLocale {
  return textLocale(cookieLocale(request.headers.get("Cookie")));
}

/**
 * The asset path of a page in a text locale: its localized path (`localePath`, the one rule),
 * without the home page's trailing slash (the asset is the /ru directory): /market → /ru/market.
 */
export function localizedAssetPath(path: string, locale: TextLocale): string {
  const localized = localePath(path, locale);
  return localized === `${RU_PREFIX}/` ? RU_PREFIX : localized;
}

/**
 * A redirect from the Russian copy points into /ru: point it at the public path instead.
 * @example publicLocation("/ru/market", "https://x.test/ru/market/") // "https://x.test/market"
 */
export function publicLocation(location: string, base: string): string {
  const url = new URL(location, base);
  if (url.pathname === RU_PREFIX || url.pathname.startsWith(`${RU_PREFIX}/`)) {
    url.pathname = url.pathname.slice(RU_PREFIX.length) || "/";
  }
  return url.toString();
}
