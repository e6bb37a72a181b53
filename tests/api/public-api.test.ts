import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { sheetText } from "../../functions/public-api/app";
import type { CacheItem } from "../../src/contracts/cache";
import { API_CALLS_PER_MINUTE, type ApiItem, apiItemSchema } from "../../src/contracts/public-api";
import { z } from "../../src/contracts/zod-mini";
import { call, errorOf, freshEmail, setFlags, signIn } from "./accounts.fixtures";
import { datedSellOffer, item, seed } from "./game-data.fixtures";

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
      }),
    ],
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
    traderOffers: [datedSellOffer("api-gpu")],
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
      price: 450_000,
      basePrice: 1000,
      avg24hPrice: 440_000,
      avg7daysPrice: 430_000,
      traderName: "therapist",
      traderPrice: 120_000,
      traderPriceCur: "₽",
      // the trader list's own date, older than the flea price's
      traderPriceUpdated: "2025-12-10T00:00:00.000Z",
      updated: "2026-11-24T10:00:00.000Z",
      slots: 2,
      diff24h: 3.2,
      diff7days: -1.5,
      icon: null,
      link: "http://localhost/item/api_graphics_card",
      wikiLink: "https://wiki.example/Graphics_card",
    });
    const ru = items.parse(await (await v1("/item?uid=api-gpu&lang=ru", d.key)).json());
    expect(ru.map((i) => [i.name, i.link])).toEqual([
      ["Видеокарта", "http://localhost/ru/item/api_graphics_card"],
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
    expect(await errorOf(lapsed)).toEqual({ code: "forbidden", message: "Pro status required" });
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
    expect(await errorOf(over)).toEqual({ code: "rate_limited", message: "429 - Rate limit exceeded" });
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
