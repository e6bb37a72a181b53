import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { sheetText } from "../../functions/public-api/app";
import type { CacheItem } from "../../src/contracts/cache";
import {
  API_CALLS_PER_MINUTE,
  type ApiItem,
  apiBsgItemSchema,
  apiItemSchema,
  apiV1ErrorSchema,
} from "../../src/contracts/public-api";
import { z as zc } from "../../src/contracts/zod";
import { z } from "../../src/contracts/zod-mini";
import { call, freshEmail, setFlags, signIn } from "./accounts.fixtures";
import { datedSellOffer, item, seed } from "./game-data.fixtures";
import { countRows, raceAtEdge } from "./races.fixtures";

// The public API: keys on /api/be/dev/keys (Pro), items at /api/v1 with the x-api-key header.

async function developer(name: string) {
  const s = await signIn(freshEmail(name));
  await setFlags(s.user.uid, { pro: true });
  const res = await call("/api/be/dev/keys/create", { body: { name: "My tool" }, cookie: s.cookie });
  expect(res.status).toBe(200);
  const made = (await res.json()) as { key: string; id: string; prefix: string };
  return { ...s, ...made };
}
const v1 = (path: string, key?: string) =>
  call(`/api/v1${path}`, { headers: key ? { "x-api-key": key } : {} });
const items = z.array(apiItemSchema);
const v1Error = async (res: Response) => apiV1ErrorSchema.parse(await res.json());

/**
 * tarkov-market's item, written from its documented answer (the example on its API page, and the
 * fields its wrappers read: traderPriceRub, bannedOnFlea, haveMarketData), strict: a field missing,
 * of another type or not in this list fails. `traderPriceUpdated` is this site's one addition,
 * listed on /dev/api.
 */
const tarkovMarketItem = zc.strictObject({
  uid: zc.string(),
  name: zc.string(),
  tags: zc.array(zc.string()),
  shortName: zc.string(),
  price: zc.number(),
  basePrice: zc.number(),
  avg24hPrice: zc.number(),
  avg7daysPrice: zc.number(),
  traderName: zc.string(),
  traderPrice: zc.number(),
  traderPriceCur: zc.string(),
  traderPriceRub: zc.number(),
  updated: zc.iso.datetime(),
  slots: zc.number(),
  diff24h: zc.number(),
  diff7days: zc.number(),
  icon: zc.string(),
  link: zc.url(),
  wikiLink: zc.string(),
  img: zc.string(),
  imgBig: zc.string(),
  bsgId: zc.string(),
  isFunctional: zc.boolean(),
  reference: zc.url(),
  bannedOnFlea: zc.boolean(),
  haveMarketData: zc.boolean(),
  traderPriceUpdated: zc.nullable(zc.iso.datetime()),
});

beforeAll(async () => {
  await seed({
    items: [
      item("api-gpu", {
        name: "Graphics card",
        shortName: "GPU",
        bsgId: "57347ca924597744596b4e71",
        nameL10n: { ru: "Видеокарта" },
        url: "api_graphics_card",
        width: 2,
        height: 1,
        wikiUrl: "https://wiki.example/Graphics_card",
        tags: ["Electronics"],
        wikiIcon: "https://img.example/gpu-icon.webp",
        wikiImg: "https://img.example/gpu-512.webp",
        weight: 0.4,
        types: ["barter"],
      }),
      item("api-ledx", {
        name: "LEDX Skin Transilluminator",
        shortName: "LEDX",
        bsgId: "5c0530ee86f774697952d952",
        shortNameL10n: { ru: "LEDX" },
        url: "ledx_skin_transilluminator",
        width: null,
        height: null,
        basePrice: null,
        isFunctional: false,
        types: ["barter", "noFlea"],
      }),
    ],
    traders: [
      {
        uid: "therapist",
        bsgId: null,
        name: "Therapist",
        nameL10n: { ru: "Терапевт" },
        currency: "RUB",
        levels: [],
        sort: 1,
      },
      {
        uid: "peacekeeper",
        bsgId: null,
        name: "Peacekeeper",
        nameL10n: { ru: "Миротворец" },
        currency: "USD",
        levels: [],
        sort: 2,
      },
    ],
    tags: [{ tag: "Electronics", name: "Electronics", nameL10n: { ru: "Электроника" } }],
    itemPrices: [
      {
        itemUid: "api-gpu",
        mode: "pvp",
        flea: 450_000,
        avg24h: 440_000,
        avg7d: 430_000,
        low24h: null,
        high24h: null,
        change24h: 3.2,
        change7d: -1.5,
        offers: 12,
        updatedAt: Date.UTC(2026, 10, 24, 10),
      },
    ],
    traderOffers: [
      datedSellOffer("api-gpu"),
      datedSellOffer("api-gpu", {
        mode: "pve",
        trader: "peacekeeper",
        price: 140_000,
        currency: "USD",
        priceCur: 1_000,
      }),
    ],
  });
});

describe("/api/v1", () => {
  it("answers items by name and by uid with the documented fields", async () => {
    const d = await developer("api-items");
    const found = items.parse(await (await v1("/item?q=graphics", d.key)).json());
    const gpu = found.find((i) => i.uid === "api-gpu") as ApiItem;
    expect(gpu).toEqual({
      uid: "api-gpu",
      bsgId: "57347ca924597744596b4e71",
      name: "Graphics card",
      shortName: "GPU",
      tags: ["Electronics"],
      price: 450_000,
      basePrice: 1000,
      avg24hPrice: 440_000,
      avg7daysPrice: 430_000,
      traderName: "Therapist",
      traderPrice: 120_000,
      traderPriceCur: "₽",
      traderPriceRub: 120_000,
      // the trader list's own date, older than the flea price's
      traderPriceUpdated: "2025-12-10T00:00:00.000Z",
      updated: "2026-11-24T10:00:00.000Z",
      slots: 2,
      diff24h: 3.2,
      diff7days: -1.5,
      icon: "https://img.example/gpu-icon.webp",
      img: "https://img.example/gpu-512.webp",
      imgBig: "https://img.example/gpu-512.webp",
      link: "http://localhost/item/api_graphics_card",
      wikiLink: "https://wiki.example/Graphics_card",
      isFunctional: true,
      reference: "http://localhost/",
      bannedOnFlea: false,
      haveMarketData: true,
    });
    const ru = items.parse(await (await v1("/item?uid=api-gpu&lang=ru", d.key)).json());
    expect(ru.map((i) => [i.name, i.link, i.tags, i.traderName])).toEqual([
      ["Видеокарта", "http://localhost/ru/item/api_graphics_card", ["Электроника"], "Терапевт"],
    ]);
    expect(items.parse(await (await v1("/item?uid=nope", d.key)).json())).toEqual([]);
    const all = items.parse(await (await v1("/items/all", d.key)).json());
    expect(all.some((i) => i.uid === "api-gpu")).toBe(true);
    const bad = await v1("/item", d.key);
    expect(bad.status).toBe(400);
  });

  it("needs a key of a Pro user: none or a revoked one is 401, a lapsed owner 403", async () => {
    expect((await v1("/items/all")).status).toBe(401);
    expect((await v1("/items/all", "tmk_forged")).status).toBe(401);
    const d = await developer("api-revoke");
    expect((await v1("/items/all", d.key)).status).toBe(200);
    await setFlags(d.user.uid, { pro: false });
    const lapsed = await v1("/items/all", d.key);
    expect(lapsed.status).toBe(403);
    expect(await v1Error(lapsed)).toEqual({ error: "Pro status required" });
    await setFlags(d.user.uid, { pro: true });
    const revoke = await call("/api/be/dev/keys/revoke", { body: { id: d.id }, cookie: d.cookie });
    expect(await revoke.json()).toEqual({ keys: [] });
    expect((await v1("/items/all", d.key)).status).toBe(401);
  });

  it(`allows ${API_CALLS_PER_MINUTE} requests a minute per key; the next one is 429`, async () => {
    const d = await developer("api-limit");
    // the window is filled in the database, as many requests would (one statement per call)
    await env.DB.prepare("INSERT INTO rate_limits (key, window_start, count) VALUES (?, ?, ?)")
      .bind(`api:${d.id}`, Date.now(), API_CALLS_PER_MINUTE - 1)
      .run();
    expect((await v1("/item?uid=api-gpu", d.key)).status).toBe(200);
    const over = await v1("/item?uid=api-gpu", d.key);
    expect(over.status).toBe(429);
    expect(await v1Error(over)).toEqual({ error: "429 - Rate limit exceeded" });
    expect(over.headers.get("Retry-After")).toBe("60");
  });

  it("lists keys by name and prefix only, shows a key once, and keeps each account to its own", async () => {
    const d = await developer("api-list");
    const list = await (await call("/api/be/dev/keys", { cookie: d.cookie })).json();
    expect(list).toEqual({
      keys: [
        {
          id: d.id,
          name: "My tool",
          prefix: d.key.slice(0, 8),
          createdAt: expect.any(Number),
          lastUsedAt: null,
        },
      ],
    });
    expect(JSON.stringify(list)).not.toContain(d.key);
    const other = await developer("api-other");
    const res = await call("/api/be/dev/keys/revoke", { body: { id: d.id }, cookie: other.cookie });
    expect(res.status).toBe(404);
    expect((await v1("/items/all", d.key)).status).toBe(200);
    for (let i = 1; i < 10; i++)
      await call("/api/be/dev/keys/create", { body: { name: `k${i}` }, cookie: d.cookie });
    const eleventh = await call("/api/be/dev/keys/create", { body: { name: "k10" }, cookie: d.cookie });
    expect(eleventh.status).toBe(400);
  });

  it("holds the 10-key limit when 30 creates race at its edge", async () => {
    const d = await developer("api-race");
    for (let i = 1; i < 9; i++)
      await call("/api/be/dev/keys/create", { body: { name: `k${i}` }, cookie: d.cookie });
    await raceAtEdge(
      (i) => call("/api/be/dev/keys/create", { body: { name: `race ${i}` }, cookie: d.cookie }),
      () => countRows("api_keys", "user_uid = ?", d.user.uid),
      10,
    );
  });

  it("serves a spreadsheet with the key in the address, as CSV or TSV", async () => {
    const d = await developer("api-sheet");
    const csv = await call(`/api/v1/sheet?format=csv&key=${d.key}`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    const lines = (await csv.text()).split("\r\n");
    expect(lines[0]).toBe("uid,name,price,avg24h,avg7d,updated");
    expect(lines).toContain("api-gpu,Graphics card,450000,440000,430000,2026-11-24T10:00:00.000Z");
    const tsv = await (await call(`/api/v1/sheet?format=tsv&lang=ru&key=${d.key}`)).text();
    expect(tsv.split("\r\n")).toContain(
      "api-gpu\tВидеокарта\t450000\t440000\t430000\t2026-11-24T10:00:00.000Z",
    );
    // only the sheet takes a key in the address
    expect((await call(`/api/v1/items/all?key=${d.key}`)).status).toBe(401);
    expect((await call("/api/v1/sheet?key=tmk_forged")).status).toBe(401);
  });
});

describe("/api/v1 for tarkov-market's clients", () => {
  it("answers /item?q=ledx, the key in the address, as tarkov-market's documented item", async () => {
    const d = await developer("api-compat-strict");
    const res = await call(`/api/v1/item?q=ledx&x-api-key=${d.key}`);
    const [ledx] = zc.array(tarkovMarketItem).parse(await res.json());
    // no flea figures, no trader, no size or base price: 0 and "" as tarkov-market sends them, flagged
    expect(ledx).toMatchObject({
      uid: "api-ledx",
      bsgId: "5c0530ee86f774697952d952",
      price: 0,
      avg24hPrice: 0,
      diff7days: 0,
      haveMarketData: false,
      bannedOnFlea: true,
      isFunctional: false,
      traderName: "",
      traderPrice: 0,
      traderPriceCur: "",
      traderPriceRub: 0,
      traderPriceUpdated: null,
      basePrice: 0,
      slots: 0,
      icon: "",
      img: "",
      imgBig: "",
      wikiLink: "",
    });
    const all = zc.array(tarkovMarketItem).parse(await (await v1("/items/all", d.key)).json());
    expect(all.map((i) => i.uid).sort()).toEqual(["api-gpu", "api-ledx"]);
  });

  it("answers tarkov-market's PvE paths with PvE prices, the trader's own currency and roubles", async () => {
    const d = await developer("api-compat-pve");
    const [gpu] = items.parse(await (await v1("/pve/item?uid=api-gpu", d.key)).json());
    expect(gpu).toMatchObject({
      // no PvE flea price in the data
      price: 0,
      haveMarketData: false,
      traderName: "Peacekeeper",
      traderPrice: 1_000,
      traderPriceCur: "$",
      traderPriceRub: 140_000,
    });
    const posted = await call("/api/v1/pve/item", {
      method: "POST",
      rawBody: JSON.stringify({ uid: "api-gpu" }),
      headers: { "x-api-key": d.key, "Content-Type": "application/json" },
    });
    expect(items.parse(await posted.json()).map((i) => i.traderName)).toEqual(["Peacekeeper"]);
    const all = items.parse(await (await v1("/pve/items/all", d.key)).json());
    expect(all.find((i) => i.uid === "api-gpu")?.traderPriceCur).toBe("$");
  });

  it("lists the game's item templates at /bsg/items/all, with only the properties the data has", async () => {
    const d = await developer("api-compat-bsg");
    const res = await v1("/bsg/items/all", d.key);
    const byId = zc.record(zc.string(), apiBsgItemSchema).parse(await res.json());
    expect(byId["57347ca924597744596b4e71"]).toEqual({
      _id: "57347ca924597744596b4e71",
      _type: "Item",
      _props: {
        Name: "Graphics card",
        ShortName: "GPU",
        Weight: 0.4,
        Width: 2,
        Height: 1,
        CreditsPrice: 1000,
        CanSellOnRagfair: true,
      },
    });
    expect(byId["5c0530ee86f774697952d952"]?._props).toEqual({
      Name: "LEDX Skin Transilluminator",
      ShortName: "LEDX",
      CanSellOnRagfair: false,
    });
    const ru = zc
      .record(zc.string(), apiBsgItemSchema)
      .parse(await (await v1("/pve/bsg/items/all?lang=ru", d.key)).json());
    expect(ru["57347ca924597744596b4e71"]?._props.Name).toBe("Видеокарта");
  });

  it('answers errors in tarkov-market\'s shape: a bad key is {error: "Access denied"}', async () => {
    for (const res of [await call("/api/v1/items/all"), await v1("/items/all", "tmk_forged")]) {
      expect(res.status).toBe(401);
      expect((await v1Error(res)).error).toBe("Access denied");
    }
    const d = await developer("api-compat-errors");
    const missing = await v1("/nothing-here", d.key);
    expect([missing.status, await v1Error(missing)]).toEqual([404, { error: "Page Not Found" }]);
    const bad = await v1("/item?mode=arena&q=x", d.key);
    expect(bad.status).toBe(400);
    expect(Object.keys(await v1Error(bad))).toEqual(["error"]);
  });

  it("takes the key as a query parameter too, and types JSON as application/json; charset=utf-8", async () => {
    const d = await developer("api-compat-key");
    const res = await call(`/api/v1/item?q=graphics&x-api-key=${d.key}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("application/json; charset=utf-8");
    expect(items.parse(await res.json()).map((i) => i.uid)).toContain("api-gpu");
    const all = await v1("/items/all", d.key);
    expect(all.headers.get("Content-Type")).toBe("application/json; charset=utf-8");
    // errors too
    const refused = await call("/api/v1/item?q=graphics&x-api-key=tmk_forged");
    expect([refused.status, refused.headers.get("Content-Type")]).toEqual([
      401,
      "application/json; charset=utf-8",
    ]);
  });

  it("answers a browser's CORS preflight from any origin with 204, before any key", async () => {
    const res = await call("/api/v1/item", {
      method: "OPTIONS",
      headers: {
        Origin: "https://tool.example",
        "Access-Control-Request-Method": "GET",
        "Access-Control-Request-Headers": "x-api-key",
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get("Access-Control-Allow-Origin")).toBe("*");
    expect(res.headers.get("Access-Control-Allow-Headers")).toContain("x-api-key");
    expect(res.headers.get("Access-Control-Allow-Credentials")).toBeNull();
  });

  it("answers POST /item with the fields as a form or as JSON", async () => {
    const d = await developer("api-compat-post");
    const form = await call("/api/v1/item", {
      method: "POST",
      rawBody: "q=graphics&lang=ru",
      headers: { "x-api-key": d.key, "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(form.status).toBe(200);
    expect(items.parse(await form.json()).find((i) => i.uid === "api-gpu")?.name).toBe("Видеокарта");
    const json = await call("/api/v1/item", {
      method: "POST",
      rawBody: JSON.stringify({ uid: "api-gpu" }),
      headers: { "x-api-key": d.key, "Content-Type": "application/json" },
    });
    expect(items.parse(await json.json()).map((i) => i.uid)).toEqual(["api-gpu"]);
    const bad = await call("/api/v1/item", {
      method: "POST",
      rawBody: "[1,2]",
      headers: { "x-api-key": d.key, "Content-Type": "application/json" },
    });
    expect(bad.status).toBe(400);
  });
});

describe("sheetText", () => {
  const row = (name: string) =>
    ({
      uid: "u",
      name,
      ruName: null,
      flea: null,
      avg24h: 5,
      avg7d: null,
      updatedAt: 0,
    }) as unknown as CacheItem;
  it("quotes fields with the separator, quotes or line breaks (RFC 4180) in CSV and TSV, and runs no formula", () => {
    expect(sheetText([row('Bolts, "M8"\nbox')], "en", false).split("\r\n")[1]).toBe(
      'u,"Bolts, ""M8""\nbox",,5,,1970-01-01T00:00:00.000Z',
    );
    expect(sheetText([row('Tab\there, "and"')], "en", true).split("\r\n")[1]).toBe(
      'u\t"Tab\there, ""and"""\t\t5\t\t1970-01-01T00:00:00.000Z',
    );
    expect(sheetText([row("=IMPORTXML(A1)")], "en", true).split("\r\n")[1]).toBe(
      "u\t'=IMPORTXML(A1)\t\t5\t\t1970-01-01T00:00:00.000Z",
    );
  });
});
