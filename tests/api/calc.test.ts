import { beforeAll, describe, expect, it } from "vitest";
import { calcDataSchema } from "../../src/contracts/calc";
import { api, item, quest, seed } from "./game-data.fixtures";

const offer = (
  itemUid: string,
  mode: "pvp" | "pve",
  kind: "buy" | "sell",
  trader: string,
  price: number,
) => ({
  itemUid,
  mode,
  trader,
  kind,
  level: 2,
  price,
  currency: "RUB" as const,
  priceCur: price,
});

beforeAll(async () => {
  await seed({
    items: [
      item("calc-a"),
      item("calc-b"),
      item("calc-c"),
      item("calc-hideout-only"),
      item("calc-unnamed"),
      item("calc-tank", { url: "metal_fuel_tank" }),
    ],
    quests: [
      quest("calc-quest", { name: "Calc Quest", nameL10n: { ru: "Квест калькулятора" } }),
      quest("calc-other-quest", { name: "No Recipe Waits" }),
    ],
    itemPrices: [{ itemUid: "calc-a", mode: "pvp", flea: 500, updatedAt: 10 }],
    priceDaily: [
      { itemUid: "calc-a", mode: "pvp", day: 86_400_000, avg: 480, min: 1, max: 2 },
      { itemUid: "calc-b", mode: "pvp", day: 86_400_000, avg: 700, min: 1, max: 2 },
      { itemUid: "calc-b", mode: "pvp", day: 2 * 86_400_000, avg: 720, min: 1, max: 2 },
      { itemUid: "calc-c", mode: "pve", day: 86_400_000, avg: 900, min: 1, max: 2 },
    ],
    traderOffers: [
      offer("calc-a", "pvp", "buy", "mechanic", 900),
      { ...offer("calc-a", "pvp", "sell", "therapist", 300), observedAt: Date.UTC(2025, 11, 10) },
      offer("calc-c", "pvp", "sell", "therapist", 50),
      offer("calc-a", "pve", "buy", "mechanic", 1900),
      offer("calc-hideout-only", "pvp", "buy", "jaeger", 400),
      offer("calc-unnamed", "pvp", "buy", "jaeger", 100),
      offer("calc-tank", "pvp", "buy", "jaeger", 60_000),
    ],
    hideoutStations: [{ uid: "calc-lav", name: "Lavatory", nameL10n: { ru: "Туалет" }, sort: 1 }],
    hideoutLevels: [
      {
        uid: "calc-lav-1",
        stationUid: "calc-lav",
        level: 1,
        constructionTime: 60,
        itemReqs: [
          { item: "calc-a", count: 2 },
          { item: "calc-hideout-only", count: 1 },
        ],
        stationReqs: [],
        traderReqs: [],
        skillReqs: [],
        bonuses: [],
      },
    ],
    crafts: [
      {
        uid: "calc-craft",
        stationUid: "calc-lav",
        level: 1,
        duration: 3600,
        inputs: [
          { item: "calc-a", count: 1 },
          { item: "calc-c", count: 1, tool: true },
        ],
        outputs: [{ item: "calc-b", count: 1 }],
        gameEditions: [],
      },
    ],
    barters: [
      {
        uid: "calc-barter",
        trader: "prapor",
        level: 2,
        inputs: [{ item: "calc-b", count: 3 }],
        outputs: [{ item: "calc-a", count: 1 }],
        questUid: "calc-quest",
        buyLimit: 2,
      },
    ],
  });
});

describe("GET /api/be/calc", () => {
  it("sends recipes, hideout levels and the asked mode's trader offers only", async () => {
    const res = await api("/api/be/calc?mode=pvp");
    expect(res.status).toBe(200);
    const body = calcDataSchema.parse(await res.json());
    expect(body.mode).toBe("pvp");
    expect(body.crafts.find((c) => c.uid === "calc-craft")).toEqual({
      uid: "calc-craft",
      stationUid: "calc-lav",
      level: 1,
      duration: 3600,
      inputs: [
        { item: "calc-a", count: 1 },
        { item: "calc-c", count: 1, tool: true },
      ],
      outputs: [{ item: "calc-b", count: 1 }],
      questUid: null,
    });
    expect(body.barters.find((b) => b.uid === "calc-barter")).toMatchObject({
      questUid: "calc-quest",
      buyLimit: 2,
    });
    expect(body.stations.find((s) => s.uid === "calc-lav")).toEqual({
      uid: "calc-lav",
      name: "Lavatory",
      ruName: "Туалет",
    });
    expect(body.levels.find((l) => l.uid === "calc-lav-1")?.itemReqs).toEqual([
      { item: "calc-a", count: 2 },
      { item: "calc-hideout-only", count: 1 },
    ]);
    expect(body.buy["calc-a"]).toEqual([["mechanic", 2, 900, "RUB", 900]]);
    // what traders sell is sent for the items the calculators price: those a recipe or hideout
    // level names, and the fuel tanks; not for an item none of them names
    expect(body.buy["calc-hideout-only"]).toEqual([["jaeger", 2, 400, "RUB", 400]]);
    expect(body.buy["calc-tank"]).toEqual([["jaeger", 2, 60_000, "RUB", 60_000]]);
    expect(body.buy["calc-unnamed"]).toBeUndefined();
    // a dated offer carries its UTC day (days since 1970): 10 Dec 2025
    expect(body.sell["calc-a"]).toEqual([
      ["therapist", 2, 300, "RUB", 300, Date.UTC(2025, 11, 10) / 86_400_000],
    ]);
    // the names of the quests a recipe waits for, and of no other quest
    expect(body.quests).toEqual({ "calc-quest": { name: "Calc Quest", ruName: "Квест калькулятора" } });
    // what traders pay is sent for what the recipes give only: calc-c is a tool, never given
    expect(body.sell["calc-c"]).toBeUndefined();
    // base prices (the flea fee of a sale) of what the recipes give: the barter's and the craft's outputs
    expect(body.basePrice["calc-a"]).toBe(1000);
    expect(body.basePrice["calc-b"]).toBe(1000);
    expect(body.basePrice["calc-c"]).toBeUndefined();
    expect(body.fuelBase).toBeGreaterThan(0);
  });

  it("gives the last daily average as the historical price of items without a live flea price", async () => {
    const body = calcDataSchema.parse(await (await api("/api/be/calc?mode=pvp")).json());
    expect(body.historical["calc-b"]).toBe(720);
    expect(body.historical["calc-a"]).toBeUndefined();
    expect(body.historical["calc-c"]).toBeUndefined();
    const pve = calcDataSchema.parse(await (await api("/api/be/calc?mode=pve")).json());
    expect(pve.buy["calc-a"]).toEqual([["mechanic", 2, 1900, "RUB", 1900]]);
    expect(pve.historical["calc-c"]).toBe(900);
  });

  it("answers 304 to a matching ETag and 400 to an unknown mode", async () => {
    const first = await api("/api/be/calc?mode=pvp");
    const tag = first.headers.get("ETag") ?? "";
    expect(tag).not.toBe("");
    const again = await api("/api/be/calc?mode=pvp", { headers: { "If-None-Match": tag } });
    expect(again.status).toBe(304);
    expect((await api("/api/be/calc?mode=arena")).status).toBe(400);
  });
});
