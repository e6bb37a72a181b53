import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { apiErrorSchema } from "../../src/contracts/error";
import { itemSchema } from "../../src/contracts/item-by-url";
import { tagSchema } from "../../src/contracts/tag";
import { item, postJson, seed } from "./game-data.fixtures";

beforeAll(async () => {
  await seed({
    items: [
      item("items-a", {
        url: "items-a-page",
        name: "Items A (broken)",
        isFunctional: false,
        tags: ["Weapon"],
      }),
      item("items-b", { name: "Another", tags: ["Weapon"] }),
    ],
    tags: [{ tag: "Weapon", name: "Weapons", nameL10n: { ru: "Оружие" } }],
    itemPrices: [
      { itemUid: "items-a", mode: "pvp", flea: 100, avg24h: 101, offers: 5, updatedAt: 1 },
      { itemUid: "items-a", mode: "pve", flea: 200, avg24h: 201, offers: 6, updatedAt: 2 },
    ],
    traderOffers: [
      {
        itemUid: "items-a",
        mode: "pvp",
        trader: "prapor",
        kind: "sell",
        level: 1,
        price: 50,
        currency: "RUB",
        priceCur: 50,
      },
      {
        itemUid: "items-a",
        mode: "pve",
        trader: "peacekeeper",
        kind: "buy",
        level: 2,
        price: 1430,
        currency: "USD",
        priceCur: 10,
      },
    ],
  });
  // item_tags rows go in directly: writeDataset cannot upsert a table whose columns are all key.
  await env.DB.prepare(
    "insert or ignore into item_tags (tag, item_uid) values ('Weapon', 'items-a'), ('Weapon', 'items-b')",
  ).run();
});

const expectError = async (res: Response, status: number, message?: string) => {
  expect(res.status).toBe(status);
  const body = apiErrorSchema.parse(await res.json());
  if (message) expect(body.error.message).toBe(message);
  return body;
};

describe("POST /api/be/item/by-url", () => {
  it("finds an item by url with every field and the PVP prices by default", async () => {
    const res = await postJson("/api/be/item/by-url", { url: "items-a-page" });
    expect(res.status).toBe(200);
    const body = itemSchema.parse(await res.json());
    expect(body).toMatchObject({
      uid: "items-a",
      url: "items-a-page",
      slug: "items-a-page",
      name: "Items A (broken)",
      isFunctional: false,
      ruName: "items-a имя",
      tags: ["Weapon"],
      mode: "pvp",
      prices: { mode: "pvp", flea: 100, avg24h: 101, offers: 5 },
    });
    expect(body.traderOffers).toEqual([
      {
        trader: "prapor",
        kind: "sell",
        level: 1,
        price: 50,
        currency: "RUB",
        priceCur: 50,
        observedAt: null,
      },
    ]);
    expect(body).not.toHaveProperty("search");
  });

  it("never mixes modes: a PVE request gets PVE prices and offers only", async () => {
    const res = await postJson("/api/be/item/by-url", { url: "items-a-page", mode: "pve" });
    const body = itemSchema.parse(await res.json());
    expect(body.prices).toMatchObject({ mode: "pve", flea: 200, avg24h: 201 });
    expect(body.traderOffers.map((o) => o.trader)).toEqual(["peacekeeper"]);
  });

  it("has null prices when the mode has none", async () => {
    const body = itemSchema.parse(
      await (await postJson("/api/be/item/by-url", { url: "items-b-url", mode: "pve" })).json(),
    );
    expect(body.prices).toBeNull();
    expect(body.traderOffers).toEqual([]);
  });

  it("ignores unknown fields", async () => {
    const res = await postJson("/api/be/item/by-url", {
      url: "items-b-url",
      extra: { deep: 1 },
      admin: true,
    });
    expect(res.status).toBe(200);
    expect(itemSchema.parse(await res.json()).uid).toBe("items-b");
  });

  it("answers an unknown url with 404 Page Not Found", async () => {
    await expectError(await postJson("/api/be/item/by-url", { url: "no-such-item" }), 404, "Page Not Found");
  });

  it.each([
    ["a number url", { url: 42 }],
    ["a missing url", {}],
    ["an empty url", { url: "" }],
    ["a null body", null],
    ["an array body", [1, 2]],
    ["a bad mode", { url: "items-a-page", mode: "arena" }],
    ["malformed JSON", "{url:"],
  ])("answers %s with 400, never 500", async (_label, body) => {
    await expectError(await postJson("/api/be/item/by-url", body), 400);
  });
});

describe("POST /api/be/tag/by-url", () => {
  it("answers the tag and its item uids by name", async () => {
    const res = await postJson("/api/be/tag/by-url", { tag: "Weapon", ignored: 1 });
    expect(res.status).toBe(200);
    const body = tagSchema.parse(await res.json());
    expect(body).toMatchObject({ tag: "Weapon", name: "Weapons", nameL10n: { ru: "Оружие" } });
    expect(body.items.indexOf("items-b")).toBeLessThan(body.items.indexOf("items-a"));
  });

  it("answers an unknown tag with 404", async () => {
    await expectError(await postJson("/api/be/tag/by-url", { tag: "Nope" }), 404, "Page Not Found");
  });

  it("answers a bad body with 400", async () => {
    await expectError(await postJson("/api/be/tag/by-url", { tag: ["Weapon"] }), 400);
  });
});
