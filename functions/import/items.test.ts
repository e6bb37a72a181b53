import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { isValidSlug } from "../../src/domain/slug";
import { buildImport } from "./build";
import { legacyItems, propsItems } from "./from-items";
import { type RawSource, readSources, UpstreamFormatError } from "./sources";

const DIR = "tests/fixtures/upstream/items";
const NOW = Date.UTC(2026, 7, 20);
const load = (path: string): RawSource => ({
  name: path,
  json: JSON.parse(readFileSync(join(DIR, path), "utf8")),
});
const ALL = [
  "items_graphql_prices_2025-02-18.json",
  "items_en.json",
  "legacy_item-data_tarkov-tools_2022-01.json",
  "weapons/item-props_2022.json",
  "weapons/live-feed_items-sample_2026-08.json",
];
const M4 = "5447a9cd4bdc2dbd208b4567";
const FLASH = "544a38634bdc2d58388b4568";
const AMMO_PACK = "57372a7f24597766fe0de0c1";
const DSP = "62e910aaf957f2915e0a5e36";
const KEY = "6939948dc2ceb9acd7082eb2";

function build(files = ALL) {
  const read = readSources(files.map(load), { now: NOW });
  return { ...read, ...buildImport(read.upstream, { now: NOW }) };
}

describe("items merged across the item files", () => {
  const { data, used, skipped } = build();
  const item = (uid: string) => data.items.find((i) => i.uid === uid);
  const offers = (uid: string, kind: "buy" | "sell") =>
    data.traderOffers
      .filter((o) => o.itemUid === uid && o.kind === kind)
      .map((o) => [o.trader, o.price])
      .sort();

  it("recognises every item file by its shape", () => {
    expect(used).toEqual(ALL);
    expect(skipped).toEqual([]);
  });

  it("a gun: names from items_en, prices and category from GraphQL, size, weight and types from 2022, stats from item-props", () => {
    expect(item(M4)).toMatchObject({
      name: "Colt M4A1 5.56x45 assault rifle",
      shortName: "M4A1",
      category: "Assault rifle",
      basePrice: 18397,
      width: 5,
      height: 2,
      weight: 0.38,
      types: ["gun", "wearable"],
      caliber: "Caliber556x45NATO",
      wikiUrl: "https://escapefromtarkov.fandom.com/wiki/Colt_M4A1_5.56x45_assault_rifle",
    });
    const props = item(M4)?.props;
    expect(props).toMatchObject({
      ergonomics: 48,
      recoilVertical: 147,
      recoilHorizontal: 405,
      caliber: "Caliber556x45NATO",
      conflicts: ["5c0e2ff6d174af02a1659d4a"],
    });
    expect(props?.recoil).toBeUndefined();
    expect(props?.slots?.map((s) => [s.name, s.required, s.allowed.length])).toEqual([
      ["mod_pistol_grip", true, 3],
      ["mod_magazine", false, 3],
    ]);
    // Buy offers of the 2025 file; sell offers only the 2022 file has (no newer source has any).
    expect(offers(M4, "buy")).toEqual([["mechanic", 18397]]);
    expect(offers(M4, "sell")).toEqual([
      ["fence", 7358],
      ["mechanic", 10302],
      ["peacekeeper", 9198],
      ["prapor", 9198],
    ]);
  });

  it("a mod: the live feed (2026) wins over older files per field; names through its lang table", () => {
    expect(item(FLASH)).toMatchObject({
      name: "AR-15 Colt USGI A2 5.56x45 flash hider",
      shortName: "USGI A2",
      category: "Flashhider",
      basePrice: 1340,
      width: 1,
      height: 1,
      weight: 0.064,
      types: ["mods"],
      wikiImg: `https://assets.tarkov.dev/${FLASH}-512.webp`,
    });
    // Live: recoil −5 % (its top-level percent), over item-props' −7 %.
    expect(item(FLASH)?.props).toEqual({
      ergonomics: -1,
      recoil: -5,
      slots: [
        {
          id: "638611e12e6158055265d7fb",
          name: "mod_muzzle",
          required: false,
          allowed: ["638612b607dfed1ccb7206ba"],
        },
      ],
    });
    // Sell offers of the live feed (trader ids) replace the 2022 ones.
    expect(offers(FLASH, "sell")).toEqual([
      ["fence", 321],
      ["prapor", 536],
    ]);
    // Prices: the live record is the newest, in milliseconds.
    expect(data.itemPrices.filter((p) => p.itemUid === FLASH)).toEqual([
      expect.objectContaining({ mode: "pvp", flea: 1700, updatedAt: Date.parse("2026-08-18T18:48:05Z") }),
    ]);
    const points = data.pricePoints.filter((p) => p.itemUid === FLASH).map((p) => [p.ts, p.price]);
    expect(points.sort()).toEqual([
      [Date.parse("2025-02-18T03:44:31Z"), 11111],
      [Date.parse("2026-08-18T18:48:05Z"), 1700],
    ]);
  });

  it("unknown stays null: 0 base price, no size, no weight, no category are never invented", () => {
    expect(item(DSP)).toMatchObject({
      name: "Digital secure DSP radio transmitter",
      category: "Radio Transmitter",
      basePrice: null,
      width: null,
      height: null,
      weight: null,
      types: [],
      props: null,
    });
    // Only in the 2022 file, whose category id no source names.
    expect(item(AMMO_PACK)).toMatchObject({
      name: "5.45x39mm BP gs ammo pack (120 pcs)",
      shortName: "BP",
      category: null,
      basePrice: 1000,
      width: 2,
      height: 1,
      weight: 0.5,
      types: ["ammo", "disabled"],
      tags: [],
    });
  });

  it("names are trimmed and whitespace-normalised; slugs URL-safe", () => {
    expect(item(KEY)).toMatchObject({ name: "Old house toilet key", url: "old_house_toilet_key" });
    for (const i of data.items) expect(isValidSlug(i.url), i.url).toBe(true);
  });

  it("reports fields it does not know once per file and path pattern", () => {
    const { ignored } = build(["items_graphql_prices_2025-02-18.json"]);
    expect(ignored).toEqual([
      { file: "items_graphql_prices_2025-02-18.json", path: "data.items[].futureField" },
    ]);
  });

  it("rejects a bad record of a 2022 file with the path of its first bad field", () => {
    const legacy = load("legacy_item-data_tarkov-tools_2022-01.json");
    const json = JSON.parse(JSON.stringify(legacy.json));
    json[M4].width = "5";
    expect(() => readSources([{ ...legacy, json }], { now: NOW })).toThrow(UpstreamFormatError);
    expect(() => readSources([{ ...legacy, json }], { now: NOW })).toThrow(
      `legacy_item-data_tarkov-tools_2022-01.json: ${M4}.width: expected number, received string`,
    );
  });

  it("a live feed without its lang table leaves key names unknown; another file names them", () => {
    const live = load("weapons/live-feed_items-sample_2026-08.json");
    const { lang: _lang, ...bare } = live.json as { lang: unknown };
    const alone = readSources([{ ...live, json: bare }], { now: NOW });
    const onlyLive = buildImport(alone.upstream, { now: NOW });
    expect(onlyLive.data.items.find((i) => i.uid === FLASH)?.name).toBe("Unknown item");
    expect(onlyLive.report.unnamed).toEqual([FLASH]);
    const withEn = readSources([{ ...live, json: bare }, load("items_en.json")], { now: NOW });
    const named = buildImport(withEn.upstream, { now: NOW });
    expect(named.data.items.find((i) => i.uid === FLASH)?.name).toBe(
      "AR-15 Colt USGI A2 5.56x45 flash hider",
    );
    expect(named.report.unnamed).toEqual([]);
  });
});

describe("item-props stats", () => {
  it("a part a slot takes gets 0 for the ergonomics and recoil the source leaves out; other items get no stats", () => {
    const file = {
      gun: {
        itemProperties: { Weight: 3, Ergonomics: 50, RecoilForceUp: 100, RecoilForceBack: 300 },
        slots: [
          {
            _id: "s",
            _name: "mod_sight_rear",
            _required: false,
            _props: { filters: [{ Filter: ["sight"] }] },
          },
        ],
      },
      sight: { itemProperties: { Weight: 0.025, ConflictingItems: [] } },
      box: { itemProperties: { Weight: 1 } },
    };
    const items = new Map(propsItems(file as never).map((i) => [i.id, i.props]));
    expect(items.get("sight")).toEqual({ ergonomics: 0, recoil: 0 });
    expect(items.get("box")).toBeUndefined();
    expect(items.get("gun")).toMatchObject({ ergonomics: 50, recoilVertical: 100, recoilHorizontal: 300 });
  });
});

describe("wearable stats (2022)", () => {
  it("armour class and durability of armoured items, penalties with 0 for what a wearable's record leaves out", () => {
    const file = {
      helmet: {
        itemProperties: {
          Weight: 4,
          armorClass: "5",
          MaxDurability: 45,
          speedPenaltyPercent: -7,
          mousePenalty: -17,
          weaponErgonomicPenalty: -6,
          armorZone: ["Head"],
          BlocksEarpiece: true,
        },
      },
      cap: { itemProperties: { Weight: 0.1, armorClass: "0", MaxDurability: 100, armorZone: [] } },
      rig: { itemProperties: { Weight: 8.7, armorClass: 4, MaxDurability: 70, speedPenaltyPercent: -10 } },
      odd: { itemProperties: { Weight: 1, armorClass: "heavy" } },
      box: { itemProperties: { Weight: 1 } },
    };
    const items = new Map(propsItems(file as never).map((i) => [i.id, i.props]));
    expect(items.get("helmet")).toEqual({
      armorClass: 5,
      durability: 45,
      speedPenalty: -7,
      turnPenalty: -17,
      ergoPenalty: -6,
      blocksEarpiece: true,
    });
    // class 0 is not armoured: no class, no durability, but a wearable with no penalties
    expect(items.get("cap")).toEqual({ speedPenalty: 0, turnPenalty: 0, ergoPenalty: 0 });
    expect(items.get("rig")).toEqual({
      armorClass: 4,
      durability: 70,
      speedPenalty: -10,
      turnPenalty: 0,
      ergoPenalty: 0,
    });
    expect(items.get("odd")).toEqual({ speedPenalty: 0, turnPenalty: 0, ergoPenalty: 0 });
    expect(items.get("box")).toBeUndefined();
  });

  it("the legacy file gives armour class and durability of armoured items only", () => {
    const record = (armorClass: string) => ({
      id: `x${armorClass}`,
      name: "Helmet",
      properties: { weight: "4", armorClass, maxDurability: "45" },
    });
    const [armoured, plain] = legacyItems({ a: record("5"), b: record("0") } as never);
    expect(armoured?.props).toEqual({ armorClass: 5, durability: 45 });
    expect(plain?.props).toBeUndefined();
  });
});
