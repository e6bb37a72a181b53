import { beforeAll, describe, expect, it } from "vitest";
import { safeParse } from "zod/v4/core";
import { expandCacheItem } from "../../src/contracts/cache";
import { apiErrorSchema } from "../../src/contracts/error";
import { FIRST_MATCHES, marketSearchEndpoint } from "../../src/contracts/market-search";
import { api, item, seed } from "./game-data.fixtures";

// 40 widgets and one item whose short name is the query itself (it ranks first), and one other
const widgets = Array.from({ length: 40 }, (_, i) =>
  item(`ms-w${String(i).padStart(2, "0")}`, { name: `Zorb widget ${i}`, shortName: `ZW${i}` }),
);
beforeAll(async () => {
  await seed({
    items: [
      ...widgets,
      item("ms-exact", { name: "Plain thing", shortName: "Zorb" }),
      item("ms-other", { name: "Unrelated tool", shortName: "Tool" }),
    ],
    itemPrices: [
      { itemUid: "ms-exact", mode: "pvp", flea: 1234, avg24h: 1200, offers: 3, updatedAt: 1 },
      { itemUid: "ms-exact", mode: "pve", flea: 99, avg24h: 98, offers: 1, updatedAt: 1 },
    ],
  });
});

const search = async (qs: string) => {
  const res = await api(`/api/be/items/search?${qs}`);
  return { res, body: (await res.json()) as unknown };
};

describe("GET /api/be/items/search", () => {
  it("answers the best matches first, at most FIRST_MATCHES of them, with how many match in all", async () => {
    const { res, body } = await search("q=zorb");
    expect(res.status).toBe(200);
    const parsed = safeParse(marketSearchEndpoint.response, body);
    expect(parsed.success).toBe(true);
    if (!parsed.success) return;
    expect(parsed.data.total).toBe(41);
    expect(parsed.data.items).toHaveLength(FIRST_MATCHES);
    const items = parsed.data.items.map(expandCacheItem);
    expect(items[0]).toMatchObject({ uid: "ms-exact", shortName: "Zorb", flea: 1234 });
    expect(items.slice(1).every((i) => i.name.startsWith("Zorb widget"))).toBe(true);
    // an English page gets no Russian names (as GET /cache)
    expect(items.every((i) => i.ruName === null)).toBe(true);
  });

  it("reads the other keyboard layout, sends Russian names to Russian pages and the asked mode's prices", async () => {
    const { body } = await search(`q=${encodeURIComponent("ящки")}&lang=ru&mode=pve`);
    const parsed = safeParse(marketSearchEndpoint.response, body);
    if (!parsed.success) throw new Error("answer outside its contract");
    const first = expandCacheItem(parsed.data.items[0] as never);
    expect(first).toMatchObject({ uid: "ms-exact", ruName: "ms-exact имя", flea: 99 });
    expect(parsed.data.total).toBe(41);
  });

  it("answers no items when nothing matches", async () => {
    const { res, body } = await search("q=nothingatall");
    expect(res.status).toBe(200);
    expect(body).toEqual({ total: 0, items: [] });
  });

  it.each([
    ["no query", ""],
    ["an empty query", "q="],
    ["spaces only", "q=%20%20"],
    ["a query over 100 characters", `q=${"a".repeat(101)}`],
    ["an unknown mode", "q=zorb&mode=arena"],
    ["an unknown language", "q=zorb&lang=de"],
  ])("refuses %s with 400", async (_, qs) => {
    const { res, body } = await search(qs);
    expect(res.status).toBe(400);
    expect(apiErrorSchema.safeParse(body).success).toBe(true);
  });
});
