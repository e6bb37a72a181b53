import { brotliDecompressSync } from "node:zlib";
import { beforeAll, describe, expect, it } from "vitest";
import {
  type CacheItem,
  cacheItemSchema,
  cacheQuestSchema,
  cacheResponseSchema,
  expandCacheItem,
} from "../../src/contracts/cache";
import { decodeColumns } from "../../src/domain/cache-columns";
import { packId } from "../../src/domain/compact-id";
import { api, item, quest, seed } from "./game-data.fixtures";

const getCache = async (query = "") => {
  const res = await api(`/api/be/cache${query}`);
  expect(res.status).toBe(200);
  return { res, body: cacheResponseSchema.parse(await res.json()) };
};

const itemsOf = (body: Awaited<ReturnType<typeof getCache>>["body"]) =>
  decodeColumns(body.itemsData.fields, body.itemsData.items).map((r) =>
    expandCacheItem(cacheItemSchema.parse(r)),
  );

beforeAll(async () => {
  await seed({
    items: [
      item("cache-a", {
        caliber: "5.56x45",
        tags: ["Ammo", "Rifle"],
        wikiIcon: "https://icons.test/cache-a-icon.jpg",
      }),
      item("cache-b", { nameL10n: { ru: "" } }),
      item("cache-d", { url: "cache-d_name", name: "Cache-D name", shortName: "Cache-D name" }),
      item("5447a9cd4bdc2dbd208b4567", { wikiIcon: "https://icons.test/5447a9cd4bdc2dbd208b4567.png" }),
      // an entry of the game's files that no player has (src/domain/in-game.ts)
      item("cache-gone", { name: "Cachegone test entry", types: ["disabled", "noFlea"] }),
    ],
    itemPrices: [
      { itemUid: "cache-gone", mode: "pvp", flea: 77, avg24h: 77, updatedAt: 600_000 },
      {
        itemUid: "cache-a",
        mode: "pvp",
        flea: 500,
        avg24h: 480,
        avg7d: 470,
        change24h: 1.5,
        change7d: -2,
        updatedAt: 600_000, // whole minutes: the cache sends minutes
      },
      {
        itemUid: "cache-a",
        mode: "pve",
        flea: 900,
        avg24h: 880,
        avg7d: 870,
        change24h: 3,
        change7d: 4,
        updatedAt: 660_000,
      },
    ],
    traderOffers: [
      {
        itemUid: "cache-a",
        mode: "pvp",
        trader: "therapist",
        kind: "sell",
        level: 1,
        price: 300,
        currency: "RUB",
        priceCur: 300,
      },
      {
        itemUid: "cache-a",
        mode: "pvp",
        trader: "prapor",
        kind: "sell",
        level: 1,
        price: 250,
        currency: "RUB",
        priceCur: 250,
      },
      {
        itemUid: "cache-a",
        mode: "pvp",
        trader: "mechanic",
        kind: "buy",
        level: 2,
        price: 9999,
        currency: "RUB",
        priceCur: 9999,
      },
      {
        itemUid: "cache-a",
        mode: "pve",
        trader: "prapor",
        kind: "sell",
        level: 1,
        price: 400,
        currency: "RUB",
        priceCur: 400,
      },
    ],
    quests: [
      quest("cache-q1"),
      quest("cache-q2", {
        bsgIds: [],
        require: ["cache-q1"],
        reqStatus: { "cache-q1": ["active"] },
        reqStanding: [{ trader: "fence", compare: ">=", value: 1 }],
      }),
    ],
  });
});

describe("GET /api/be/cache", () => {
  it("leaves out the entries no player can have, as the market's search does", async () => {
    const { body } = await getCache();
    const uids = itemsOf(body).map((i) => i.uid);
    expect(uids).toContain("cache-a");
    expect(uids).not.toContain("cache-gone");
    const search = async (q: string) => (await (await api(`/api/be/items/search?q=${q}`)).json()) as unknown;
    expect(JSON.stringify(await search("cache"))).toContain("cache-a");
    expect(JSON.stringify(await search("cachegone"))).not.toContain("cache-gone");
  });

  it("leaves out a list the page does not show (items=skip, quests=skip)", async () => {
    const { body: itemsOnly } = await getCache("?quests=skip");
    expect(itemsOnly.itemsData.needRefresh).toBe(true);
    expect(itemsOnly.itemsData.items.length).toBeGreaterThan(0);
    expect(itemsOnly.questsData).toMatchObject({ quests: [], needRefresh: false });
    const { body: questsOnly } = await getCache("?items=skip");
    expect(questsOnly.itemsData).toMatchObject({ items: [], needRefresh: false });
    expect(questsOnly.questsData.quests.length).toBeGreaterThan(0);
    expect(questsOnly.itemsData.hash).toBe(itemsOnly.itemsData.hash);
  });

  it("sends the Russian names to a Russian page only; the English lists leave them out", async () => {
    const { body: en } = await getCache();
    const { body: ru } = await getCache("?lang=ru");
    const ruColumn = (b: typeof en) => b.itemsData.items[b.itemsData.fields.indexOf("ruName")] ?? [];
    // an all-null column travels as []
    expect(ruColumn(en)).toEqual([]);
    const shortColumn = (b: typeof en) => b.itemsData.items[b.itemsData.fields.indexOf("ruShortName")] ?? [];
    expect(shortColumn(en)).toEqual([]);
    expect(ruColumn(ru)).toContain("cache-a имя");
    expect(en.itemsData.hash).not.toBe(ru.itemsData.hash);
    const questRu = (b: typeof en) =>
      decodeColumns(b.questsData.fields, b.questsData.quests).map(
        (q) => cacheQuestSchema.parse(q).nameL10n.ru,
      );
    expect(new Set(questRu(en))).toEqual(new Set([""]));
    expect(questRu(ru)).toContain("квест");
  });

  it("sends every row with needRefresh when the client has no hash; rows decode to the fixtures", async () => {
    const { body } = await getCache("?lang=ru");
    expect(body.itemsData.needRefresh).toBe(true);
    expect(body.questsData.needRefresh).toBe(true);
    expect(body.itemsData.hash).toMatch(/^[0-9a-f]{16}$/);
    const rows = new Map(itemsOf(body).map((r) => [r.uid, r]));
    expect(rows.get("cache-a")).toEqual<CacheItem>({
      uid: "cache-a",
      url: "cache-a-url",
      name: "cache-a name",
      shortName: "cache-",
      category: "Barter",
      caliber: "5.56x45",
      tags: ["Ammo", "Rifle"],
      width: 1,
      height: 2,
      flea: 500,
      avg24h: 480,
      avg7d: 470,
      change24h: 1.5,
      change7d: -2,
      traderPrice: 300,
      trader: "therapist",
      updatedAt: 600_000,
      ruName: "cache-a имя",
      // the fixture has no Russian short name
      ruShortName: null,
      icon: "https://icons.test/cache-a-icon.jpg",
      // no admin cropped its icon
      crop: null,
    });
    // the icon is sent as a template: its uid is already in the row
    // ids travel packed (src/domain/compact-id.ts): a non-hex id behind "="
    const raw = decodeColumns(body.itemsData.fields, body.itemsData.items).find((r) => r.uid === "=cache-a");
    expect(raw?.icon).toBe("https://icons.test/{uid}-icon.jpg");
    // a hex game id as 16 base64url characters, read back whole, icon included
    const hex = decodeColumns(body.itemsData.fields, body.itemsData.items).find(
      (r) => r.uid === "VEepzUvcLb0gi0Vn",
    );
    expect(hex?.icon).toBe("https://icons.test/{uid}.png");
    expect(rows.get("5447a9cd4bdc2dbd208b4567")?.icon).toBe(
      "https://icons.test/5447a9cd4bdc2dbd208b4567.png",
    );
    // No prices and no offers: nulls, item's own updatedAt; empty ru name is null.
    expect(rows.get("cache-b")).toMatchObject({
      flea: null,
      traderPrice: null,
      trader: null,
      ruName: null,
      icon: null,
    });
    const quests = decodeColumns(body.questsData.fields, body.questsData.quests).map((q) =>
      cacheQuestSchema.parse(q),
    );
    const q1 = quests.find((q) => q.uid === "cache-q1");
    expect(q1).toMatchObject({
      bsgId: "bsg-cache-q1",
      bsgIds: ["bsg-cache-q1", "old-cache-q1"],
      active: true,
    });
    expect(q1?.objectives[0]).toMatchObject({ type: "Find in raid", count: 2 });
    // prerequisite statuses and standing requirements travel to the quest engine; defaults empty
    expect(q1).toMatchObject({ reqStatus: {}, reqStanding: [] });
    expect(quests.find((q) => q.uid === "cache-q2")).toMatchObject({
      reqStatus: { "cache-q1": ["active"] },
      reqStanding: [{ trader: "fence", compare: ">=", value: 1 }],
    });
  });

  it("leaves out a url equal to the slugged name and a short name equal to the name; the client fills them back", async () => {
    const { body } = await getCache();
    const raw = decodeColumns(body.itemsData.fields, body.itemsData.items).find(
      (r) => r.uid === packId("cache-d"),
    );
    expect(raw).toMatchObject({ url: null, shortName: null, updatedAt: expect.any(Number) });
    expect(itemsOf(body).find((r) => r.uid === "cache-d")).toMatchObject({
      url: "cache-d_name",
      shortName: "Cache-D name",
    });
    // one array per field, each as long as the list (or empty when all null)
    const count = itemsOf(body).length;
    for (const column of body.itemsData.items) expect([0, count]).toContain(column.length);
  });

  it("answers the same hashes with needRefresh false and no rows", async () => {
    const first = (await getCache()).body;
    const { body } = await getCache(`?itemsHash=${first.itemsData.hash}&questsHash=${first.questsData.hash}`);
    expect(body.itemsData).toEqual({
      fields: first.itemsData.fields,
      items: [],
      hash: first.itemsData.hash,
      needRefresh: false,
    });
    expect(body.questsData).toMatchObject({ quests: [], hash: first.questsData.hash, needRefresh: false });
  });

  it("sends only the list whose hash differs", async () => {
    const first = (await getCache()).body;
    const { body } = await getCache(`?itemsHash=stale&questsHash=${first.questsData.hash}`);
    expect(body.itemsData.needRefresh).toBe(true);
    expect(body.itemsData.items).toEqual(first.itemsData.items);
    expect(body.questsData.needRefresh).toBe(false);
  });

  it("keeps PVE and PVP prices apart", async () => {
    const pvp = (await getCache("?mode=pvp")).body;
    const pve = (await getCache("?mode=pve")).body;
    expect(pve.itemsData.hash).not.toBe(pvp.itemsData.hash);
    const a = itemsOf(pve).find((r) => r.uid === "cache-a");
    expect(a).toMatchObject({
      flea: 900,
      avg24h: 880,
      traderPrice: 400,
      trader: "prapor",
      updatedAt: 660_000,
    });
  });

  it("changes the hash when the data version moves and the rows change", async () => {
    const before = (await getCache()).body;
    await seed({ items: [item("cache-c")] });
    const { body } = await getCache(
      `?itemsHash=${before.itemsData.hash}&questsHash=${before.questsData.hash}`,
    );
    expect(body.itemsData.needRefresh).toBe(true);
    expect(body.itemsData.hash).not.toBe(before.itemsData.hash);
    expect(itemsOf(body).some((r) => r.uid === "cache-c")).toBe(true);
    expect(body.questsData.needRefresh).toBe(false);
  });

  it("answers If-None-Match with 304 and the same ETag", async () => {
    const { res } = await getCache();
    const tag = res.headers.get("ETag");
    expect(tag).toMatch(/^".+"$/);
    expect(res.headers.get("Cache-Control")).toBe("no-cache");
    const again = await api("/api/be/cache", { headers: { "If-None-Match": tag ?? "" } });
    expect(again.status).toBe(304);
    expect(again.headers.get("ETag")).toBe(tag);
    expect(await again.text()).toBe("");
  });

  it("sends the full answer gzipped once compressed, with the same content", async () => {
    const plain = await (await api("/api/be/cache")).text();
    for (let i = 0; i < 2; i++) {
      const res = await api("/api/be/cache", { headers: { "Accept-Encoding": "gzip" } });
      expect(res.status).toBe(200);
      expect(res.headers.get("Content-Encoding")).toBe("gzip");
      expect(res.headers.get("Vary")).toBe("Accept-Encoding");
      const bytes = new Uint8Array(await res.arrayBuffer());
      // Depending on the runtime's client the body arrives decoded or as gzip bytes.
      const text =
        bytes[0] === 0x1f && bytes[1] === 0x8b
          ? await new Response(new Blob([bytes]).stream().pipeThrough(new DecompressionStream("gzip"))).text()
          : new TextDecoder().decode(bytes);
      expect(text).toBe(plain);
    }
  });

  it("sends brotli to a client that takes it, smaller than gzip, with the same content", async () => {
    const plain = await (await api("/api/be/cache")).text();
    const gz = await api("/api/be/cache", { headers: { "Accept-Encoding": "gzip" } });
    const gzBytes = new Uint8Array(await gz.arrayBuffer());
    for (let i = 0; i < 2; i++) {
      const res = await api("/api/be/cache", { headers: { "Accept-Encoding": "gzip, deflate, br" } });
      expect(res.status).toBe(200);
      expect(res.headers.get("Content-Encoding")).toBe("br");
      expect(res.headers.get("Vary")).toBe("Accept-Encoding");
      const bytes = new Uint8Array(await res.arrayBuffer());
      // the body arrives as sent (br bytes) or decoded by the runtime's client
      const text =
        bytes[0] === 0x7b
          ? new TextDecoder().decode(bytes)
          : new TextDecoder().decode(brotliDecompressSync(bytes));
      expect(text).toBe(plain);
      if (bytes[0] !== 0x7b && gzBytes[0] === 0x1f) expect(bytes.byteLength).toBeLessThan(gzBytes.byteLength);
    }
    // on Cloudflare by the client's own header: a client that takes gzip alone gets gzip
    const edge = await api("/api/be/cache", {
      headers: { "Accept-Encoding": "gzip, br" },
      cf: { clientAcceptEncoding: "gzip" },
    } as RequestInit);
    expect(edge.headers.get("Content-Encoding")).toBe("gzip");
  });

  it("sends plain JSON to a client that does not take gzip, on Cloudflare by its own header", async () => {
    const none = await api("/api/be/cache");
    expect(none.headers.get("Content-Encoding")).toBeNull();
    // the edge says gzip, the client said identity (request.cf.clientAcceptEncoding)
    const edge = await api("/api/be/cache", {
      headers: { "Accept-Encoding": "gzip, br" },
      cf: { clientAcceptEncoding: "identity" },
    } as RequestInit);
    expect(edge.headers.get("Content-Encoding")).toBeNull();
    expect(JSON.parse(await edge.text())).toHaveProperty("itemsData");
  });

  it("rejects a bad mode with 400", async () => {
    const res = await api("/api/be/cache?mode=arena");
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: { code: "bad_request" } });
  });
});
