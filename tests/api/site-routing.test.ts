import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { getDb } from "../../functions/db/client";
import { bumpDataVersion } from "../../functions/db/queries/data-version";
import type { Env } from "../../functions/env";
import { isAdminPath } from "../../workers/admin-gate";
import { localeRedirect, localizedAssetPath, publicLocation } from "../../workers/locale";
import { deepRoutePath, serveSite } from "../../workers/site";
import { item, seed } from "./game-data.fixtures";

/**
 * A fake assets binding: pages by path (like dist/ with drop-trailing-slash), 404 page otherwise;
 * `etag` (as read when asked) is sent with every page, as the real assets binding sends one.
 */
function fakeAssets(pages: Record<string, string>, etag?: () => string) {
  const seen: string[] = [];
  const fetcher = {
    async fetch(input: RequestInfo | URL) {
      const url = new URL(input instanceof Request ? input.url : String(input));
      seen.push(url.pathname);
      if (url.pathname.length > 1 && url.pathname.endsWith("/")) {
        return new Response(null, { status: 307, headers: { Location: url.pathname.slice(0, -1) } });
      }
      const body = pages[url.pathname];
      if (body !== undefined) {
        return new Response(body, {
          headers: { "Content-Type": "text/html", ...(etag ? { ETag: etag() } : {}) },
        });
      }
      return new Response(pages["/404"] ?? "not found", { status: 404 });
    },
    connect() {
      throw new Error("no sockets");
    },
  };
  return { env: { ...env, ASSETS: fetcher } as unknown as Env, seen };
}

const site = fakeAssets({
  "/": "home en",
  "/ru": "home ru",
  "/crafts": "crafts en",
  "/ru/crafts": "crafts ru",
  "/only-en": "only en",
  "/loadouts/weapon": "loadout en",
  "/ru/loadouts/weapon": "loadout ru",
  "/admin/logs": "admin logs",
  "/404": "404 en",
  "/ru/404": "404 ru",
  "/500": "500 en",
  "/ru/500": "500 ru",
  "/favicon.svg": "<svg/>",
});

const get = (path: string, cookie?: string) =>
  serveSite(
    new Request(`http://x.test${path}`, { headers: cookie ? { Cookie: cookie } : {}, redirect: "manual" }),
    site.env,
  );

describe("locale redirects", () => {
  it.each([
    ["/ru/market", "/market", "ru"],
    ["/ru", "/", "ru"],
    ["/en/crafts?x=1", "/crafts?x=1", "en"],
    ["/de/maps/customs", "/maps/customs", "de"],
  ])("%s → %s, cookie %s for a year", async (path, location, locale) => {
    const res = await get(path);
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe(location);
    expect(res.headers.get("Set-Cookie")).toBe(`tm_locale=${locale}; Path=/; Max-Age=31536000; SameSite=Lax`);
  });

  it("leaves paths without a locale segment alone", () => {
    expect(localeRedirect(new URL("http://x.test/russia"))).toBeNull();
    expect(localeRedirect(new URL("http://x.test/market"))).toBeNull();
  });
});

describe("pages by locale cookie", () => {
  it.each([
    ["/crafts", undefined, "crafts en"],
    ["/crafts", "tm_locale=ru", "crafts ru"],
    ["/crafts", "tm_locale=de", "crafts en"],
    ["/crafts", "tm_locale=bogus", "crafts en"],
    ["/crafts", "tm_locale=r u", "crafts en"],
    ["/", "tm_locale=ru", "home ru"],
    ["/only-en", "tm_locale=ru", "only en"],
  ])("%s with cookie %s serves %s", async (path, cookie, body) => {
    const res = await get(path, cookie);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe(body);
    expect(res.headers.get("Vary")).toContain("Cookie");
  });

  it("answers a missing page with the 404 page of the reader's language", async () => {
    const en = await get("/nope");
    expect([en.status, await en.text()]).toEqual([404, "404 en"]);
    const ru = await get("/nope", "tm_locale=ru");
    expect([ru.status, await ru.text()]).toEqual([404, "404 ru"]);
  });

  it("keeps a trailing-slash redirect of the Russian copy on the public path", async () => {
    const res = await get("/crafts/", "tm_locale=ru");
    expect(res.status).toBe(307);
    expect(res.headers.get("Location")).toBe("http://x.test/crafts");
  });

  it("passes files straight to the assets", async () => {
    const res = await get("/favicon.svg", "tm_locale=ru");
    expect(await res.text()).toBe("<svg/>");
  });
});

describe("deep routes and the admin gate", () => {
  it.each([
    ["/loadouts/weapon/ak-74n/abc", "/loadouts/weapon"],
    ["/loadouts/weapon/ak-74n", "/loadouts/weapon"],
    ["/loadouts/weapon", "/loadouts/weapon"],
    ["/admin/item/uid1", "/admin/item"],
    ["/loadouts/weaponry", "/loadouts/weaponry"],
  ])("%s is served by %s", (path, page) => {
    expect(deepRoutePath(path)).toBe(page);
  });

  it("serves a loadout view from the create page, in Russian for a Russian reader", async () => {
    expect(await (await get("/loadouts/weapon/ak-74n/abc")).text()).toBe("loadout en");
    // a gun url with dots is a page, not a file
    expect(await (await get("/loadouts/weapon/colt_m4a1_5.56x45_assault_rifle")).text()).toBe("loadout en");
    expect(await (await get("/loadouts/weapon/colt_m4a1_5.56x45_assault_rifle/abc")).text()).toBe(
      "loadout en",
    );
    expect(await (await get("/loadouts/weapon/ak-74n/abc", "tm_locale=ru")).text()).toBe("loadout ru");
  });

  it.each(["/admin", "/admin/", "/admin/logs", "/admin/item/x"])("%s is an admin path", (path) => {
    expect(isAdminPath(path)).toBe(true);
  });

  it.each(["/administrator", "/adminx", "/", "/user"])("%s is not an admin path", (path) => {
    expect(isAdminPath(path)).toBe(false);
  });

  it("answers /admin pages with the 404 page to anonymous visitors, even when the page exists", async () => {
    const res = await get("/admin/logs");
    expect(res.status).toBe(404);
    expect(await res.text()).toBe("404 en");
    const ru = await get("/admin/logs", "tm_locale=ru");
    expect([ru.status, await ru.text()]).toEqual([404, "404 ru"]);
  });
});

describe("locale helpers", () => {
  it("maps pages to their Russian copies and redirects back to public paths", () => {
    expect(localizedAssetPath("/", "ru")).toBe("/ru");
    expect(localizedAssetPath("/crafts", "ru")).toBe("/ru/crafts");
    expect(localizedAssetPath("/crafts", "en")).toBe("/crafts");
    expect(publicLocation("/ru/crafts", "http://x.test/")).toBe("http://x.test/crafts");
    expect(publicLocation("/ru", "http://x.test/")).toBe("http://x.test/");
    expect(publicLocation("/rus", "http://x.test/")).toBe("http://x.test/rus");
  });
});

describe("item pages on demand", () => {
  const templateHtml = (lang: string) =>
    `<html lang="${lang}"><head><title>t</title><meta name="description" content="d"><link rel="canonical" href="/item/item-template"><meta property="og:title" content="t"><meta property="og:url" content="u"></head><body><a data-locale-link="ru" href="/ru/item-template">RU</a><article class="item">EMPTY</article></body></html>`;
  const withTemplate = fakeAssets({
    "/item-template": templateHtml("en"),
    "/ru/item-template": templateHtml("ru"),
    "/item/built_item": "built item page",
    "/404": "404 en",
    "/ru/404": "404 ru",
  });
  const page = (path: string, cookie?: string) =>
    serveSite(
      new Request(`http://x.test${path}`, { headers: cookie ? { Cookie: cookie } : {} }),
      withTemplate.env,
    );

  it("renders an item the build lacks into the template, in the reader's language, with its crafts", async () => {
    await seed({
      items: [
        item("od-new", { url: "od_new_widget", name: "New widget" }),
        item("od-part", { url: "od_part", name: "Part", shortName: "Prt" }),
        item("od-dotted", { url: ".300_od_ammo_pack__5.56_", name: "Dotted ammo pack" }),
      ],
      hideoutStations: [{ uid: "od-station", name: "Workbench", nameL10n: { ru: "Верстак" }, sort: 1 }],
      crafts: [
        {
          uid: "od-craft",
          stationUid: "od-station",
          level: 2,
          duration: 600,
          inputs: [{ item: "od-part", count: 3 }],
          outputs: [{ item: "od-new", count: 1 }],
          questUid: null,
          gameEditions: [],
        },
      ],
    });
    const res = await page("/item/od_new_widget");
    expect(res.status).toBe(200);
    expect(res.headers.get("X-Item-Page")).toBe("on-demand");
    const html = await res.text();
    expect(html).not.toContain("EMPTY");
    expect(html).toMatch(/<title>New widget[^<]*<\/title>/);
    expect(html).toContain('<link rel="canonical" href="http://x.test/item/od_new_widget">');
    expect(html).toContain('href="/ru/item/od_new_widget"');
    expect(html).toContain('<span data-item-name="">New widget</span>');
    // its craft, with the part linked by its address
    expect(html).toMatch(/3 × <a href="\/item\/od_part"[^>]*>Prt<\/a>/);
    expect(html).toContain("Workbench 2");
    // an address with dots is an item's page, not a file
    const dotted = await page("/item/.300_od_ammo_pack__5.56_");
    expect([dotted.status, dotted.headers.get("X-Item-Page")]).toEqual([200, "on-demand"]);
    expect(await dotted.text()).toContain('<span data-item-name="">Dotted ammo pack</span>');
    // indexed, unlike an entry no player can have, whose page says so and is kept out of indexes
    expect(html).not.toContain('name="robots"');
    await seed({
      items: [item("od-gone", { url: "od_gone_entry", name: "Gone entry", types: ["disabled"] })],
    });
    const gone = await (await page("/item/od_gone_entry")).text();
    expect(gone).toContain('<meta name="robots" content="noindex"></head>');
    expect(gone).toContain("Not in the game");
    // no price block: there is no price to show
    expect(gone).not.toContain("data-item-price");
    expect(await (await page("/item/od_new_widget")).text()).toContain("data-item-price");
    const ru = await (await page("/item/od_new_widget", "tm_locale=ru")).text();
    expect(ru).toContain('<html lang="ru">');
    expect(ru).toContain("od-new имя");
    expect(ru).toContain("Верстак 2");
  });

  it("serves a built page as built, and 404 where no item is, for a bad address and for the template itself", async () => {
    expect(await (await page("/item/built_item")).text()).toBe("built item page");
    for (const path of [
      "/item/no_such_item",
      "/item/%E0%A4%A",
      "/item/a/b",
      "/item-template",
      "/item-template/",
    ]) {
      const res = await page(path);
      expect([path, res.status, await res.text()]).toEqual([path, 404, "404 en"]);
    }
    const ru = await page("/item/no_such_item", "tm_locale=ru");
    expect([ru.status, await ru.text()]).toEqual([404, "404 ru"]);
  });

  it("keeps a rendered page in the edge cache until the data or the build changes", async () => {
    await seed({ items: [item("oc-1", { url: "oc_cached_widget", name: "Cached widget" })] });
    let build = '"build-1"';
    const built = fakeAssets(
      { "/item-template": templateHtml("en"), "/ru/item-template": templateHtml("ru"), "/404": "404 en" },
      () => build,
    );
    const get = async (cookie?: string) => {
      const res = await serveSite(
        new Request("http://x.test/item/oc_cached_widget", { headers: cookie ? { Cookie: cookie } : {} }),
        built.env,
      );
      return [res.status, res.headers.get("X-Item-Cache"), await res.text()] as const;
    };
    const first = await get();
    expect(first.slice(0, 2)).toEqual([200, "miss"]);
    expect(first[2]).toContain('<span data-item-name="">Cached widget</span>');
    expect(await get()).toEqual([200, "hit", first[2]]);
    // the other language is a page of its own
    expect((await get("tm_locale=ru")).slice(0, 2)).toEqual([200, "miss"]);
    expect((await get("tm_locale=ru"))[1]).toBe("hit");
    // an edit of the data (an admin's rename bumps the version) is shown at once
    await env.DB.prepare("UPDATE items SET name = 'Renamed widget' WHERE uid = 'oc-1'").run();
    await bumpDataVersion(getDb(env.DB), Date.now());
    const renamed = await get();
    expect(renamed.slice(0, 2)).toEqual([200, "miss"]);
    expect(renamed[2]).toContain('<span data-item-name="">Renamed widget</span>');
    // a new build's template (other scripts) is never paired with a page cached from the old one
    build = '"build-2"';
    expect((await get())[1]).toBe("miss");
    expect((await get())[1]).toBe("hit");
    // without an ETag nothing is cached
    expect((await page("/item/oc_cached_widget")).headers.get("X-Item-Cache")).toBe("off");
  });
});
