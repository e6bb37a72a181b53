import { describe, expect, it } from "vitest";
import {
  checkGear,
  decodeGear,
  encodeGear,
  GEAR_SLOTS,
  type GearBuild,
  type GearItemDef,
  gearItemPrice,
  gearKey,
  gearPrice,
  gearStats,
  isGearValid,
  SLOT_CATEGORY,
  setGear,
  slotOfCategory,
  wornItems,
} from "./gear";
import { loyaltyRuleOf } from "./price-resolution";

const def = (id: string, slot: GearItemDef["slot"], over: Partial<GearItemDef> = {}): GearItemDef => ({
  id,
  name: id.toUpperCase(),
  slot,
  weight: 1,
  armorClass: null,
  durability: null,
  speedPenalty: 0,
  turnPenalty: 0,
  ergoPenalty: 0,
  conflicts: [],
  blocksEarpiece: false,
  ...over,
});

const ITEMS = [
  def("helmet", "headwear", {
    weight: 4,
    armorClass: 5,
    durability: 45,
    speedPenalty: -7,
    turnPenalty: -17,
    ergoPenalty: -6,
    blocksEarpiece: true,
  }),
  def("cap", "headwear", { weight: 0.1 }),
  def("newhat", "headwear", { weight: null, speedPenalty: null, turnPenalty: null, ergoPenalty: null }),
  def("headset", "earpiece", { weight: 0.7, speedPenalty: null, turnPenalty: null, ergoPenalty: null }),
  def("mask", "faceCover", { weight: 0.3, conflicts: ["cap"] }),
  def("vest", "armor", { weight: 8, armorClass: 4, durability: 70, speedPenalty: -10, ergoPenalty: -2 }),
  def("vest2", "armor", { weight: 9, speedPenalty: null, turnPenalty: null, ergoPenalty: null }),
  def("rig", "rig", { weight: 6, armorClass: 5, durability: 60, speedPenalty: -4 }),
  def("pack", "backpack", { weight: 1.5, speedPenalty: -1 }),
  def("band", "armband", { weight: 0.05 }),
];
const byId = new Map(ITEMS.map((i) => [i.id, i]));
const lookup = (id: string) => byId.get(id);

describe("slots and categories", () => {
  it("each slot takes one category of the data, and a category names its slot", () => {
    for (const slot of GEAR_SLOTS) expect(slotOfCategory(SLOT_CATEGORY[slot])).toBe(slot);
    expect(slotOfCategory("Night Vision")).toBeNull();
    expect(slotOfCategory(null)).toBeNull();
  });
});

describe("checkGear", () => {
  it.each<[string, GearBuild, { rejected: unknown[]; conflicts: [string, string][] }]>([
    ["an empty set is valid", {}, { rejected: [], conflicts: [] }],
    [
      "a full set without conflicts",
      { headwear: "cap", armor: "vest", rig: "rig", backpack: "pack" },
      {
        rejected: [],
        conflicts: [],
      },
    ],
    [
      "an unknown id",
      { backpack: "nope" },
      { rejected: [{ slot: "backpack", id: "nope", reason: "unknown" }], conflicts: [] },
    ],
    [
      "an item of another slot",
      { backpack: "vest" },
      {
        rejected: [{ slot: "backpack", id: "vest", reason: "wrongSlot" }],
        conflicts: [],
      },
    ],
    [
      "a mask that names the cap, flagged once with both names",
      { headwear: "cap", faceCover: "mask" },
      {
        rejected: [],
        conflicts: [["CAP", "MASK"]],
      },
    ],
    [
      "a helmet that blocks the headset",
      { headwear: "helmet", earpiece: "headset" },
      {
        rejected: [],
        conflicts: [["HELMET", "HEADSET"]],
      },
    ],
    ["a headset under a cap", { headwear: "cap", earpiece: "headset" }, { rejected: [], conflicts: [] }],
  ])("%s", (_, build, expected) => {
    const check = checkGear(build, lookup);
    expect(check.rejected).toEqual(expected.rejected);
    expect(check.conflicts.map((c) => [c.a.name, c.b.name])).toEqual(expected.conflicts);
    expect(isGearValid(check)).toBe(expected.rejected.length === 0 && expected.conflicts.length === 0);
  });

  it("a conflict names the slots of both items", () => {
    const [c] = checkGear({ headwear: "cap", faceCover: "mask" }, lookup).conflicts;
    expect(c).toEqual({
      a: { path: "headwear", id: "cap", name: "CAP" },
      b: { path: "faceCover", id: "mask", name: "MASK" },
    });
  });

  it("keys that are not slots are never read", () => {
    const odd = JSON.parse('{"constructor":"cap","toString":"vest"}') as GearBuild;
    expect(checkGear(odd, lookup)).toEqual({ rejected: [], conflicts: [] });
    expect(wornItems(odd, lookup)).toEqual([]);
    expect(gearKey(odd)).toBe("gear;");
  });
});

describe("gearStats", () => {
  it("sums weight and penalties, and lists the armour with classes and durability", () => {
    const s = gearStats(
      { headwear: "helmet", armor: "vest", rig: "rig", backpack: "pack", armband: "band" },
      lookup,
    );
    expect(s.weight).toBeCloseTo(4 + 8 + 6 + 1.5 + 0.05);
    expect(s.speedPenalty).toEqual({ total: -22, unknown: 0 });
    expect(s.turnPenalty).toEqual({ total: -17, unknown: 0 });
    expect(s.ergoPenalty).toEqual({ total: -8, unknown: 0 });
    expect(s.armor).toEqual([
      { slot: "headwear", id: "helmet", armorClass: 5, durability: 45 },
      { slot: "armor", id: "vest", armorClass: 4, durability: 70 },
      { slot: "rig", id: "rig", armorClass: 5, durability: 60 },
    ]);
    expect(s.bodyClass).toBe(5);
    expect(s.headClass).toBe(5);
  });

  it.each<[string, GearBuild, Partial<ReturnType<typeof gearStats>>]>([
    ["nothing worn", {}, { weight: 0, bodyClass: null, headClass: null, armor: [] }],
    [
      "an unknown weight makes the total unknown, never a smaller number",
      { headwear: "newhat", backpack: "pack" },
      {
        weight: null,
      },
    ],
    [
      "a piece without penalties counts as unknown, not 0",
      { earpiece: "headset", backpack: "pack" },
      {
        speedPenalty: { total: -1, unknown: 1 },
      },
    ],
    [
      "a known unarmoured cap is not armour; a headwear the 2022 data lacks is unknown",
      { headwear: "newhat" },
      {
        armor: [{ slot: "headwear", id: "newhat", armorClass: null, durability: null }],
        headClass: null,
      },
    ],
    ["a cap is no armour", { headwear: "cap" }, { armor: [], headClass: null }],
    [
      "body armour without a class shows as unknown",
      { armor: "vest2" },
      {
        armor: [{ slot: "armor", id: "vest2", armorClass: null, durability: null }],
        bodyClass: null,
      },
    ],
    ["an item in a wrong slot adds nothing", { backpack: "vest" }, { weight: 0, armor: [] }],
  ])("%s", (_, build, expected) => {
    expect(gearStats(build, lookup)).toMatchObject(expected);
  });
});

describe("gearPrice", () => {
  const prices: Record<string, number> = { helmet: 100_000, vest: 50_000 };
  const priceOf = (id: string) => (prices[id] ? { price: prices[id], source: "flea" } : null);
  it.each<[string, GearBuild, { total: number; priced: number; unpriced: string[] }]>([
    ["every item priced", { headwear: "helmet", armor: "vest" }, { total: 150_000, priced: 2, unpriced: [] }],
    [
      "an item without a price is left out and named",
      { headwear: "helmet", backpack: "pack" },
      {
        total: 100_000,
        priced: 1,
        unpriced: ["pack"],
      },
    ],
    ["nothing priced", { backpack: "pack" }, { total: 0, priced: 0, unpriced: ["pack"] }],
  ])("%s", (_, build, expected) => {
    expect(gearPrice(build, lookup, priceOf)).toEqual(expected);
  });

  it("the cheapest source the user reaches", () => {
    const offers = [{ vendor: "ragman", level: 2, priceRUB: 20_000 }];
    expect(gearItemPrice({ flea: 30_000, offers }, loyaltyRuleOf({ tradersLL: { ragman: 1 } }))).toEqual({
      price: 30_000,
      source: "flea",
    });
    expect(gearItemPrice({ flea: 30_000, offers }, loyaltyRuleOf({ tradersLL: { ragman: 2 } }))).toEqual({
      price: 20_000,
      source: "ragman",
      level: 2,
    });
    expect(gearItemPrice({ flea: null, offers: [] }, loyaltyRuleOf())).toBeNull();
  });
});

describe("keys, changes and links", () => {
  it("the key lists the items by slot in a fixed order, whatever the order of the entries", () => {
    expect(gearKey({ backpack: "pack", headwear: "cap" })).toBe("gear;headwear=cap;backpack=pack");
    expect(gearKey({ headwear: "cap", backpack: "pack" })).toBe(
      gearKey({ backpack: "pack", headwear: "cap" }),
    );
    expect(gearKey({ headwear: "cap" })).not.toBe(gearKey({ headwear: "helmet" }));
  });

  it("setGear puts an item in and takes it out", () => {
    const a = setGear({}, "armor", "vest");
    expect(a).toEqual({ armor: "vest" });
    expect(setGear(a, "backpack", "pack")).toEqual({ armor: "vest", backpack: "pack" });
    expect(setGear(a, "armor", null)).toEqual({});
  });

  it("a set survives the link, game ids packed", () => {
    const build = {
      headwear: "5aa7e276e5b5b000171d0647",
      backpack: "5ab8ee7786f7742d8f33f0b9",
      armband: "band-x",
    };
    const text = encodeGear(build);
    expect(text).toBe("headwear.WqfiduW1sAAXHQZH~backpack.Wrjud4b3dC2PM_C5~armband.=band-x");
    expect(decodeGear(text)).toEqual(build);
  });

  it.each([
    ["", {}],
    ["hat.abc", null],
    ["headwear.x~headwear.y", null],
    [".x", null],
    ["backpack.", null],
    ["constructor.x", null],
  ])("decodeGear(%j)", (text, expected) => {
    expect(decodeGear(text)).toEqual(expected);
  });
});
