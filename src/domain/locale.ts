/** The site's locales (docs/product.md §9); only en and ru have texts, the others read English. */
export const LOCALES = ["en", "ru", "de", "fr", "es", "cz", "cn", "hu", "tr", "jp", "kr"] as const;
export type Locale = (typeof LOCALES)[number];

/** Locales with their own message catalogue. */
export const TEXT_LOCALES = ["en", "ru"] as const;
export type TextLocale = (typeof TEXT_LOCALES)[number];

/** The locale cookie: name, path and lifetime (docs/product.md §9). */
export const LOCALE_COOKIE = { name: "tm_locale", path: "/", maxAge: 31_536_000 } as const;

/**
 * Whether a string is one of the 11 locale codes.
 * @example isLocale("ru") // true
 */
export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

/**
 * The catalogue a locale reads: its own when it has one, else English.
 * @example textLocale("de") // "en"
 */
export function textLocale(locale: string | null | undefined): TextLocale {
  return locale === "ru" ? "ru" : "en";
}

/**
 * Splits a leading locale segment off a path: "/ru/market" → ru and "/market".
 * Returns null when the first segment is not a locale code.
 * @example splitLocalePrefix("/ru") // { locale: "ru", path: "/" }
 */
export function splitLocalePrefix(pathname: string): { locale: Locale; path: string } | null {
  const match = /^\/([a-z]{2})(\/.*)?$/.exec(pathname);
  if (!match || !isLocale(match[1])) return null;
  return { locale: match[1], path: match[2] ?? "/" };
}

/**
 * A site path in a locale: English paths have no prefix, every other locale's start with /{locale}.
 * An unknown locale reads as English.
 * @example localePath("/user", "ru") // "/ru/user"
 * @example localePath("/", "ru") // "/ru/"
 * @example localePath("/item/gpu", "en") // "/item/gpu"
 */
export function localePath(path: string, locale: string | null | undefined): string {
  return locale && locale !== "en" && isLocale(locale) ? `/${locale}${path}` : path;
}

/**
 * The side of a new character for a locale (docs/product.md §4): Bear for Russian, else USEC.
 * @example sideForLocale("ru") // "Bear"
 */
export function sideForLocale(locale: string | null | undefined): "Bear" | "Usec" {
  return locale === "ru" ? "Bear" : "Usec";
}

// RFC 6265 §4.1.1: a cookie name is an RFC 7230 token; a value is cookie-octets, optionally quoted.
const COOKIE_NAME = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;
const COOKIE_VALUE =
  /^(?:"[\x21\x23-\x2b\x2d-\x3a\x3c-\x5b\x5d-\x7e]*"|[\x21\x23-\x2b\x2d-\x3a\x3c-\x5b\x5d-\x7e]*)$/;

/**
 * Whether a cookie name has only legal characters (an RFC 7230 token).
 * @example isValidCookieName("tm_locale") // true
 */
export function isValidCookieName(name: string): boolean {
  return COOKIE_NAME.test(name);
}

/**
 * Whether a cookie value has only legal characters (no spaces, quotes, commas, semicolons or backslashes).
 * @example isValidCookieValue("ru") // true
 */
export function isValidCookieValue(value: string): boolean {
  return COOKIE_VALUE.test(value);
}

/**
 * Reads a Cookie header into a map, skipping pairs whose name or value is not legal.
 * The first occurrence of a name wins (browsers send the most specific path first).
 * @example parseCookies("a=1; tm_locale=ru") // Map { "a" => "1", "tm_locale" => "ru" }
 */
export function parseCookies(header: string | null | undefined): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of (header ?? "").split(";")) {
    const eq = part.indexOf("=");
    if (eq < 0) continue;
    const name = part.slice(0, eq).trim();
    const value = part.slice(eq + 1).trim();
    if (!isValidCookieName(name) || !isValidCookieValue(value) || cookies.has(name)) continue;
    cookies.set(name, value.startsWith('"') ? value.slice(1, -1) : value);
  }
  return cookies;
}

/**
 * Builds a Set-Cookie value; throws on an illegal name or value instead of writing a broken header.
 * @example serializeCookie("tm_locale", "ru", { path: "/", maxAge: 60 }) // "tm_locale=ru; Path=/; Max-Age=60; SameSite=Lax"
 */
export function serializeCookie(name: string, value: string, opts: { path: string; maxAge: number }): string {
  if (!isValidCookieName(name)) throw new Error(`Illegal cookie name: ${JSON.stringify(name)}`);
  if (!isValidCookieValue(value)) throw new Error(`Illegal cookie value: ${JSON.stringify(value)}`);
  return `${name}=${value}; Path=${opts.path}; Max-Age=${Math.floor(opts.maxAge)}; SameSite=Lax`;
}

/**
 * The locale a Cookie header asks for, or null when it names none (or an unknown one).
 * @example cookieLocale("tm_locale=ru") // "ru"
 */
export function cookieLocale(header: string | null | undefined): Locale | null {
  const value = parseCookies(header).get(LOCALE_COOKIE.name);
  return isLocale(value) ? value : null;
}

/**
 * The Set-Cookie value that stores a locale for a year on the whole site.
 * @example localeCookie("ru") // "tm_locale=ru; Path=/; Max-Age=31536000; SameSite=Lax"
 */
export function localeCookie(locale: Locale): string {
  return serializeCookie(LOCALE_COOKIE.name, locale, LOCALE_COOKIE);
}
