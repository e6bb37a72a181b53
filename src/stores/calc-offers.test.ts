import { describe, expect, it } from "vitest";
import type { CacheItem } from "../contracts/cache";
import { DEFAULT_SETTINGS_FLAGS } from "../contracts/user";
import { builtStationLevels, offersLookup, toPriceSettings, uniformStationLevels } from "./calc-offers";
import { sampleItem } from "./item-sample";

const item = (uid: string, over: Partial<CacheItem> = {}) =>
  sampleItem(uid, { flea: 5_000, avg24h: 4_800, ...over });

describe("offersLookup", () => {
  const lookup = offersLookup(
    { bolts: item("bolts"), relic: item("relic", { flea: null, avg24h: null }) },
    {
      mode: "pve",
      buy: { bolts: [["mechanic", 2, 4_000, "USD", 30]] },
      sell: { bolts: [["prapor", 1, 900, "RUB", 900]] },
      historical: { relic: 70_000 },
      basePrice: { bolts: 1_000 },
    },
  );

  it("joins the cache's flea figures with the calc data's trader offers and base price, in the data's mode", () => {
    expect(lookup("bolts")).toEqual({
      mode: "pve",
      money: null,
      basePrice: 1_000,
      flea: { price: 5_000, avg24h: 4_800, avg7d: null },
      historical: null,
      traderBuy: [{ trader: "mechanic", level: 2, price: 4_000, currency: "USD", priceCur: 30 }],
      traderSell: [{ trader: "prapor", level: 1, price: 900, currency: "RUB", priceCur: 900 }],
    });
  });

  it("gives the historical price of an item off the flea, and nothing for unknown items", () => {
    expect(lookup("relic")?.historical).toBe(70_000);
    // no base price sent (no recipe gives it): its flea fee is unknown
    expect(lookup("relic")?.basePrice).toBeNull();
    expect(lookup("nope")).toBeUndefined();
  });
});

describe("hideout levels for 'only what my hideout can craft'", () => {
  const levels = [
    { uid: "lav-1", stationUid: "lavatory", level: 1 },
    { uid: "lav-2", stationUid: "lavatory", level: 2 },
    { uid: "med-1", stationUid: "medstation", level: 1 },
  ];

  it("takes each station's highest built level from modulesBuilt", () => {
    expect(builtStationLevels(["lav-2", "lav-1", "unknown"], levels)).toEqual({ lavatory: 2 });
  });

  it("or one level for every station", () => {
    expect(uniformStationLevels(2, [{ uid: "lavatory" }, { uid: "medstation" }])).toEqual({
      lavatory: 2,
      medstation: 2,
    });
  });
});

describe("toPriceSettings", () => {
  const flags = {
    ...DEFAULT_SETTINGS_FLAGS,
    mode: "PVE" as const,
    tradersLL: { prapor: 3 },
    userPricesMap: {},
    userSellPricesMap: {},
  };

  it("maps the character's mode to the prices' mode and keeps the flags", () => {
    expect(toPriceSettings(flags)).toMatchObject({
      mode: "pve",
      tradersLL: { prapor: 3 },
      hideoutUseFee: true,
    });
    expect(toPriceSettings(flags)).not.toHaveProperty("stationLevels");
  });

  it("limits crafts to the given station levels", () => {
    expect(toPriceSettings(flags, { lavatory: 1 }).stationLevels).toEqual({ lavatory: 1 });
  });
});
