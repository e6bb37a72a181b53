import { describe, expect, it } from "vitest";
import {
  cookieLocale,
  isLocale,
  isValidCookieName,
  isValidCookieValue,
  LOCALES,
  localeCookie,
  localePath,
  parseCookies,
  serializeCookie,
  sideForLocale,
  splitLocalePrefix,
  textLocale,
} from "./locale";

describe("locales", () => {
  it("has the 11 codes of docs/product.md §9", () => {
    expect(LOCALES).toEqual(["en", "ru", "de", "fr", "es", "cz", "cn", "hu", "tr", "jp", "kr"]);
  });

  it.each([
    ["en", true],
    ["kr", true],
    ["RU", false],
    ["xx", false],
    ["", false],
    [undefined, false],
  ])("isLocale(%s) is %s", (value, expected) => {
    expect(isLocale(value)).toBe(expected);
  });

  it.each([
    ["ru", "ru"],
    ["en", "en"],
    ["de", "en"],
    ["jp", "en"],
    [null, "en"],
    [undefined, "en"],
  ])("textLocale(%s) reads %s", (locale, expected) => {
    expect(textLocale(locale)).toBe(expected);
  });
});

describe("splitLocalePrefix", () => {
  it.each([
    ["/ru/market", { locale: "ru", path: "/market" }],
    ["/ru", { locale: "ru", path: "/" }],
    ["/ru/", { locale: "ru", path: "/" }],
    ["/de/maps/customs", { locale: "de", path: "/maps/customs" }],
    ["/kr/loadouts/weapon/a/b", { locale: "kr", path: "/loadouts/weapon/a/b" }],
  ])("%s → %o", (path, expected) => {
    expect(splitLocalePrefix(path)).toEqual(expected);
  });

  it.each(["/", "/market", "/russia", "/xx/market", "/RU/market", "/rux", "/api/be/weather"])(
    "%s has no locale prefix",
    (path) => {
      expect(splitLocalePrefix(path)).toBeNull();
    },
  );
});

describe("cookie validation", () => {
  it.each(["tm_locale", "a", "x-y.z", "A1!#$%&'*+^`|~"])("name %s is legal", (name) => {
    expect(isValidCookieName(name)).toBe(true);
  });

  it.each(["", "a b", "a=b", "a;b", "a,b", 'a"b', "a\tb", "тест", "a(b)", "a/b"])(
    "name %j is illegal",
    (name) => {
      expect(isValidCookieName(name)).toBe(false);
    },
  );

  it.each(["", "ru", "a=b", "x/y:z", '"quoted"', "%D1%80"])("value %j is legal", (value) => {
    expect(isValidCookieValue(value)).toBe(true);
  });

  it.each(["a b", "a;b", "a,b", "a\\b", 'a"b', '"open', "тест", "a\nb"])("value %j is illegal", (value) => {
    expect(isValidCookieValue(value)).toBe(false);
  });
});

describe("parseCookies", () => {
  it("reads pairs, trims spaces and unquotes values", () => {
    expect(parseCookies(' a=1;  tm_locale=ru ; q="x"')).toEqual(
      new Map([
        ["a", "1"],
        ["tm_locale", "ru"],
        ["q", "x"],
      ]),
    );
  });

  it("skips illegal pairs and keeps the first of a repeated name", () => {
    expect(parseCookies("bad name=1; ok=a b; tm_locale=ru; tm_locale=en; noeq")).toEqual(
      new Map([["tm_locale", "ru"]]),
    );
  });

  it("treats a missing header as no cookies", () => {
    expect(parseCookies(null).size).toBe(0);
    expect(parseCookies("").size).toBe(0);
  });
});

describe("cookieLocale", () => {
  it.each([
    ["tm_locale=ru", "ru"],
    ["other=1; tm_locale=de", "de"],
    ["tm_locale=xx", null],
    ["tm_locale=ru;x", "ru"],
    ["tm_locale=r u", null],
    [null, null],
  ])("%s → %s", (header, expected) => {
    expect(cookieLocale(header)).toBe(expected);
  });
});

describe("serializeCookie / localeCookie", () => {
  it("writes the locale cookie of docs/product.md §9", () => {
    expect(localeCookie("ru")).toBe("tm_locale=ru; Path=/; Max-Age=31536000; SameSite=Lax");
  });

  it("refuses illegal names and values", () => {
    expect(() => serializeCookie("a b", "1", { path: "/", maxAge: 1 })).toThrow(/name/);
    expect(() => serializeCookie("a", "1; Path=/evil", { path: "/", maxAge: 1 })).toThrow(/value/);
  });
});

describe("localePath", () => {
  it.each([
    ["/user", "en", "/user"],
    ["/user", "ru", "/ru/user"],
    ["/", "ru", "/ru/"],
    ["/item/gpu", "de", "/de/item/gpu"],
    ["/user?patreon=ok", "ru", "/ru/user?patreon=ok"],
    ["/user", "xx", "/user"],
    ["/user", undefined, "/user"],
    ["/user", null, "/user"],
  ] as const)("%s in %s → %s", (path, locale, expected) => {
    expect(localePath(path, locale)).toBe(expected);
  });
});

describe("sideForLocale", () => {
  it.each([
    ["ru", "Bear"],
    ["en", "Usec"],
    ["de", "Usec"],
    [undefined, "Usec"],
  ] as const)("%s → %s", (locale, side) => {
    expect(sideForLocale(locale)).toBe(side);
  });
});
