import { describe, expect, it } from "vitest";
import { packId } from "./compact-id";
import {
  type Build,
  buildKey,
  buildPrice,
  buildStats,
  cheapestSource,
  checkBuild,
  decodeBuild,
  encodeBuild,
  type GunDef,
  isValid,
  MAX_DEPTH,
  type PartDef,
  placeParts,
  recoilFactor,
  setPart,
  slotTree,
  statChange,
} from "./loadout";
import { type LoyaltyRule, loyaltyRuleOf, UNKNOWN_LEVEL } from "./price-resolution";

const slot = (name: string, allowed: string[], required = false) => ({
  id: `slot-${name}`,
  name,
  required,
  allowed,
});
const part = (id: string, over: Partial<PartDef> = {}): PartDef => ({
  id,
  name: id.toUpperCase(),
  ergonomics: 0,
  recoil: 0,
  weight: 0.1,
  slots: [],
  conflicts: [],
  conflictSlots: [],
  ...over,
});
const gun: GunDef = {
  ...part("gun", {
    ergonomics: 50,
    weight: 3,
    slots: [
      slot("mod_pistol_grip", ["grip", "grip2"]),
      slot("mod_stock", ["stock"]),
      slot("mod_magazine", ["mag"], true),
      slot("mod_scope", ["scope", "mount"]),
    ],
  }),
  recoilVertical: 100,
  recoilHorizontal: 300,
  caliber: "Caliber556x45NATO",
};
const parts: Record<string, PartDef> = {
  gun,
  grip: part("grip", { ergonomics: 5, recoil: -10, weight: 0.2 }),
  grip2: part("grip2", { ergonomics: 8, recoil: 0, weight: null, conflicts: ["stock"] }),
  stock: part("stock", { ergonomics: 10, recoil: -25, weight: 0.5, slots: [slot("mod_stock", ["pad"])] }),
  pad: part("pad", { ergonomics: 2, recoil: -5, weight: 0.05 }),
  mag: part("mag", { ergonomics: -3, weight: 0.4 }),
  mount: part("mount", { slots: [slot("mod_scope", ["scope"], true)] }),
  scope: part("scope", { ergonomics: -2, weight: 0.3, conflictSlots: ["slot-mod_stock"] }),
};
const lookup = (id: string) => parts[id];
const build = (p: Record<string, string>): Build => ({ gun: "gun", parts: p });

describe("slotTree and setPart", () => {
  it("lists the gun's slots and, under each installed part, its own slots, depth first", () => {
    const tree = slotTree(build({ mod_stock: "stock", "mod_stock/mod_stock": "pad" }), lookup);
    expect(tree.map((n) => [n.path, n.depth, n.part?.id ?? null])).toEqual([
      ["mod_pistol_grip", 1, null],
      ["mod_stock", 1, "stock"],
      ["mod_stock/mod_stock", 2, "pad"],
      ["mod_magazine", 1, null],
      ["mod_scope", 1, null],
    ]);
  });

  it("removing a part removes what was installed in it; replacing keeps the rest", () => {
    const b = build({ mod_stock: "stock", "mod_stock/mod_stock": "pad", mod_magazine: "mag" });
    expect(setPart(b, "mod_stock", null).parts).toEqual({ mod_magazine: "mag" });
    expect(setPart(b, "mod_magazine", null).parts).toEqual({
      mod_stock: "stock",
      "mod_stock/mod_stock": "pad",
    });
    expect(setPart(b, "mod_pistol_grip", "grip").parts).toEqual({ ...b.parts, mod_pistol_grip: "grip" });
  });
});

describe("checkBuild", () => {
  it.each([
    [
      "an empty build misses the required magazine",
      {},
      { missing: ["mod_magazine"], rejected: [], conflicts: [] },
    ],
    [
      "a full build is valid",
      { mod_magazine: "mag", mod_pistol_grip: "grip" },
      { missing: [], rejected: [], conflicts: [] },
    ],
    [
      "a required slot of an installed part counts (the mount needs a scope)",
      { mod_magazine: "mag", mod_scope: "mount" },
      { missing: ["mod_scope/mod_scope"], rejected: [], conflicts: [] },
    ],
    [
      "an item the slot does not allow, an unknown item and a part under an empty slot are rejected",
      { mod_magazine: "mag", mod_stock: "grip", mod_pistol_grip: "nope", "mod_scope/mod_scope": "scope" },
      { missing: [], rejected: ["mod_stock", "mod_pistol_grip", "mod_scope/mod_scope"], conflicts: [] },
    ],
    [
      "conflicting items meet (listed on one side only), named both ways once",
      { mod_magazine: "mag", mod_pistol_grip: "grip2", mod_stock: "stock" },
      { missing: [], rejected: [], conflicts: [["mod_pistol_grip:GRIP2", "mod_stock:STOCK"]] },
    ],
    [
      "a part whose conflicting slot ids name a filled slot",
      { mod_magazine: "mag", mod_scope: "scope", mod_stock: "stock" },
      { missing: [], rejected: [], conflicts: [["mod_stock:STOCK", "mod_scope:SCOPE"]] },
    ],
  ])("%s", (_, p, want) => {
    const check = checkBuild(build(p), lookup);
    expect({
      missing: check.missing.map((m) => m.path),
      rejected: check.rejected.map((r) => r.path),
      conflicts: check.conflicts.map((c) => [`${c.a.path}:${c.a.name}`, `${c.b.path}:${c.b.name}`].sort()),
    }).toEqual({ ...want, conflicts: want.conflicts.map((c) => [...c].sort()) });
    expect(isValid(check)).toBe(want.missing.length + want.rejected.length + want.conflicts.length === 0);
  });
});

describe("buildStats", () => {
  it("adds ergonomics, multiplies recoil by 1 + Σ % / 100, adds weights", () => {
    const stats = buildStats(
      build({ mod_pistol_grip: "grip", mod_stock: "stock", "mod_stock/mod_stock": "pad" }),
      lookup,
    );
    expect(stats).toEqual({
      ergonomics: 50 + 5 + 10 + 2,
      recoilPercent: -40,
      recoilVertical: 60,
      recoilHorizontal: 180,
      weight: expect.closeTo(3 + 0.2 + 0.5 + 0.05, 9),
    });
  });

  it("an unknown weight makes the total unknown, never 0", () => {
    expect(buildStats(build({ mod_pistol_grip: "grip2" }), lookup)?.weight).toBeNull();
  });

  it.each([
    [-40, 0.6],
    [0, 1],
    [-99, 0.01],
    [-150, 0.01],
    [12, 1.12],
  ])("recoil %d %% → factor %d (never below 1 %%)", (percent, factor) => {
    expect(recoilFactor(percent)).toBeCloseTo(factor, 9);
  });

  it("says what a candidate part would change before it is picked", () => {
    const b = build({ mod_pistol_grip: "grip" });
    expect(statChange(b, lookup, "mod_pistol_grip", "grip2")).toEqual({
      ergonomics: 3,
      recoilVertical: expect.closeTo(10, 9),
      recoilHorizontal: expect.closeTo(30, 9),
      weight: null,
    });
    expect(statChange(b, lookup, "mod_stock", "stock")?.ergonomics).toBe(10);
  });

  it("a part without a gun's recoil is no gun: no stats", () => {
    expect(buildStats({ gun: "grip", parts: {} }, lookup)).toBeNull();
  });
});

describe("buildKey, buildPrice", () => {
  it("is the same for the same parts in the same slots, in any order, and differs by slot", () => {
    const a = buildKey(build({ mod_stock: "stock", mod_magazine: "mag" }));
    expect(buildKey(build({ mod_magazine: "mag", mod_stock: "stock" }))).toBe(a);
    expect(buildKey(build({ mod_magazine: "mag" }))).not.toBe(a);
  });

  it("sums the priced parts and lists the unpriced ones instead of counting them as 0", () => {
    const prices: Record<string, number> = { gun: 40_000, grip: 3_000 };
    const price = buildPrice(build({ mod_pistol_grip: "grip", mod_magazine: "mag" }), lookup, (id) =>
      prices[id] ? { price: prices[id], source: "flea" } : null,
    );
    expect(price).toEqual({ total: 43_000, unpriced: ["mag"] });
  });
});

describe("encodeBuild and decodeBuild", () => {
  const real: Build = {
    gun: "5447a9cd4bdc2dbd208b4567",
    parts: { mod_stock: "5649be884bdc2d79388b4577", "mod_scope/mod_mount_000": "55d4af3a4bdc2d972f8b456f" },
    ammo: "54527a984bdc2d4e668b4567",
  };

  it("reads back what it wrote, ids packed", () => {
    const text = encodeBuild(real);
    expect(text.startsWith(packId(real.gun))).toBe(true);
    expect(text).toContain(`mod_stock.${packId("5649be884bdc2d79388b4577")}`);
    expect(decodeBuild(text)).toEqual(real);
    expect(decodeBuild(encodeBuild({ gun: "g", parts: {} }))).toEqual({ gun: "g", parts: {}, ammo: null });
  });

  it.each([
    ["", "empty"],
    ["g~.x", "an empty path"],
    ["g~mod stock.x", "a path with a space"],
    ["g~a//b.x", "an empty step"],
    [`g~${Array.from({ length: MAX_DEPTH + 1 }, () => "s").join("/")}.x`, "a path deeper than the cap"],
    [`g~${Array.from({ length: 81 }, (_, i) => `s${i}.x`).join("~")}`, "more than 80 parts"],
  ])("refuses %j (%s)", (text) => {
    expect(decodeBuild(text)).toBeNull();
  });
});

describe("placeParts", () => {
  it("puts each part into the first slot that allows it, depth first, and returns the rest", () => {
    const { build: b, unplaced } = placeParts(
      "gun",
      ["pad", "stock", "mag", "mount", "scope", "stray"],
      lookup,
    );
    expect(b.parts).toEqual({
      mod_stock: "stock",
      "mod_stock/mod_stock": "pad",
      mod_magazine: "mag",
      mod_scope: "mount",
      "mod_scope/mod_scope": "scope",
    });
    expect(unplaced).toEqual(["stray"]);
  });
});

describe("cheapestSource", () => {
  const offers = [
    { vendor: "prapor", level: 2, priceRUB: 25_000 },
    { vendor: "mechanic", level: 1, priceRUB: 32_000 },
    { vendor: "skier", level: null, priceRUB: 31_000 },
  ];
  const rule = (tradersLL: Record<string, number>, more: Partial<LoyaltyRule> = {}) =>
    loyaltyRuleOf({ tradersLL, ...more });
  it.each([
    ["flea is cheapest at loyalty 1", 30_000, rule({}), { price: 30_000, source: "flea" }],
    [
      "Prapor at loyalty 2 beats the flea",
      30_000,
      rule({ prapor: 2 }),
      { price: 25_000, source: "prapor", level: 2 },
    ],
    [
      "no flea price: an offer of unknown level counts by default",
      null,
      rule({}),
      { price: 31_000, source: "skier", level: UNKNOWN_LEVEL },
    ],
    [
      "unknown levels left out by the setting",
      null,
      rule({}, { hideoutUseUnknownLL: false }),
      { price: 32_000, source: "mechanic", level: 1 },
    ],
    [
      "progress tracking off: every level is in reach",
      30_000,
      rule({}, { hideoutUseProgress: false }),
      { price: 25_000, source: "prapor", level: 2 },
    ],
    ["a zero flea price is no price", 0, rule({ prapor: 4 }), { price: 25_000, source: "prapor", level: 2 }],
  ])("%s", (_, flea, loyalty, want) => {
    expect(cheapestSource(flea, offers, loyalty)).toEqual(want);
  });

  it("is null when nothing is reachable: the part shows as no price", () => {
    expect(
      cheapestSource(null, [{ vendor: "prapor", level: 4, priceRUB: 1 }], rule({ prapor: 3 })),
    ).toBeNull();
  });
});

describe("placeParts search", () => {
  it("finds the placement that seats the most parts, not the first that fits", () => {
    const host = part("host", { slots: [slot("mod_scope", ["x", "y"])] });
    const x = part("x", { slots: [slot("mod_scope", ["z"])] });
    const more: Record<string, PartDef> = { host, x, y: part("y"), z: part("z") };
    const { build: b, unplaced } = placeParts("host", ["y", "x", "z"], (id) => more[id]);
    expect(b.parts).toEqual({ mod_scope: "x", "mod_scope/mod_scope": "z" });
    expect(unplaced).toEqual(["y"]);
  });
});

describe("edges of the tree", () => {
  it("an unknown gun has no slots; a part that fits into itself stops at the depth cap", () => {
    expect(slotTree({ gun: "nope", parts: {} }, lookup)).toEqual([]);
    const loop = part("loop", { slots: [slot("mod_mount", ["loop"])] });
    const loopGun = part("lgun", { slots: [slot("mod_mount", ["loop"])] });
    const lk = (id: string) => ({ loop, lgun: loopGun })[id];
    const parts: Record<string, string> = {};
    let path = "mod_mount";
    for (let i = 0; i < MAX_DEPTH + 3; i++) {
      parts[path] = "loop";
      path = `${path}/mod_mount`;
    }
    const tree = slotTree({ gun: "lgun", parts }, lk);
    expect(Math.max(...tree.map((n) => n.depth))).toBe(MAX_DEPTH);
  });

  it("an id a slot allows but the data does not describe is not installed", () => {
    const ghostGun = part("ggun", { slots: [slot("mod_scope", ["ghost"])] });
    const lk = (id: string) => (id === "ggun" ? ghostGun : undefined);
    expect(slotTree({ gun: "ggun", parts: { mod_scope: "ghost" } }, lk)[0]?.part).toBeNull();
    expect(checkBuild({ gun: "ggun", parts: { mod_scope: "ghost" } }, lk).rejected).toEqual([
      { path: "mod_scope", id: "ghost" },
    ]);
    // placing: the slot takes it, nothing goes under it
    expect(placeParts("ggun", ["ghost"], lk)).toEqual({
      build: { gun: "ggun", parts: { mod_scope: "ghost" } },
      unplaced: [],
    });
    expect(placeParts("nope", ["ghost"], lk).unplaced).toEqual(["ghost"]);
  });

  it("names a pair that conflicts both ways once", () => {
    const a = part("a", { conflicts: ["b"] });
    const b = part("b", { conflicts: ["a"] });
    const g = part("g2", { slots: [slot("mod_a", ["a"]), slot("mod_b", ["b"])] });
    const lk = (id: string) => ({ a, b, g2: g })[id];
    expect(checkBuild({ gun: "g2", parts: { mod_a: "a", mod_b: "b" } }, lk).conflicts).toHaveLength(1);
  });

  it("has no stat change for a part that is no gun", () => {
    expect(statChange({ gun: "grip", parts: {} }, lookup, "mod_x", null)).toBeNull();
  });

  it("placing within a tiny search budget still seats what it found first", () => {
    const { build: b } = placeParts("gun", ["pad", "stock", "mag", "mount", "scope"], lookup, 1);
    expect(Object.keys(b.parts).length).toBeGreaterThanOrEqual(1);
    expect(checkBuild(b, lookup).rejected).toEqual([]);
  });
});
