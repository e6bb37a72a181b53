import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { GearItem, GearLoadout } from "../../src/contracts/gear";
import type { Loadout } from "../../src/contracts/loadout";
import { priceRow } from "../fixtures/blank-price";
import { call, errorOf } from "./accounts.fixtures";
import { item, seed } from "./game-data.fixtures";
import { countRows, fillLoadouts, myLoadouts, raceAtEdge, type Signed, signedUser } from "./races.fixtures";

// Gear loadouts on a small wardrobe: a class-5 helmet that blocks headsets, a cap a mask names
// as a conflict, a headset, body armour, a rig without 2022 stats, 21 armbands for the search
// limit, and a barter item that goes in no slot.
const user = signedUser;
const save = (s: Signed, body: unknown) => call("/api/be/gear/loadouts/save", { body, cookie: s.cookie });
const ARMBANDS = Array.from({ length: 21 }, (_, i) => `ge-band${i}`);
const wear = (category: string, props: Record<string, unknown> = {}, weight: number | null = 1) => ({
  category,
  weight,
  props,
});

beforeAll(async () => {
  await seed({
    items: [
      item("ge-helmet", {
        ...wear(
          "Headwear",
          {
            armorClass: 5,
            durability: 45,
            speedPenalty: -7,
            turnPenalty: -17,
            ergoPenalty: -6,
            blocksEarpiece: true,
          },
          4,
        ),
      }),
      item("ge-cap", wear("Headwear", { speedPenalty: 0, turnPenalty: 0, ergoPenalty: 0 }, 0.1)),
      item("ge-headset", wear("Headphones", {}, 0.7)),
      item("ge-mask", wear("Face Cover", { conflicts: ["ge-cap"], speedPenalty: 0 }, 0.3)),
      item(
        "ge-vest",
        wear(
          "Armor",
          { armorClass: 4, durability: 70, speedPenalty: -10, turnPenalty: -2, ergoPenalty: -2 },
          8,
        ),
      ),
      item("ge-rig", wear("Chest rig", {}, null)),
      item("ge-pack", wear("Backpack", { speedPenalty: -1 }, 1.5)),
      ...ARMBANDS.map((uid) => item(uid, wear("Arm Band", {}, 0.05))),
      item("ge-barter", { category: "Barter" }),
    ],
    itemPrices: [priceRow("ge-helmet", 120_000, { offers: 3 })],
  });
});

describe("GET /gear/items", () => {
  it("answers the wearables by slot with their stats; unknown stats and prices are null, never 0", async () => {
    const res = await call("/api/be/gear/items?mode=pvp");
    expect(res.status).toBe(200);
    const { items } = (await res.json()) as { items: GearItem[] };
    const by = new Map(items.map((i) => [i.uid, i]));
    expect(by.get("ge-helmet")).toMatchObject({
      slot: "headwear",
      weight: 4,
      armorClass: 5,
      durability: 45,
      speedPenalty: -7,
      blocksEarpiece: true,
      flea: 120_000,
    });
    expect(by.get("ge-rig")).toMatchObject({
      slot: "rig",
      weight: null,
      armorClass: null,
      speedPenalty: null,
    });
    expect(by.get("ge-headset")).toMatchObject({ slot: "earpiece", flea: null, offers: [] });
    expect(by.get("ge-mask")?.conflicts).toEqual(["ge-cap"]);
    expect(by.get("ge-band0")?.slot).toBe("armband");
    expect(by.has("ge-barter")).toBe(false);
  });
});

describe("POST /gear/loadouts/save", () => {
  it("holds the 200-set limit (weapon builds counted too) when 30 saves race at its edge", async () => {
    const s = await user("ge-race", true);
    await fillLoadouts(s.uid, "weapon", 150);
    await fillLoadouts(s.uid, "gear", 49);
    await raceAtEdge(
      (i) => save(s, { title: `Race ${i}`, isPublic: false, build: { headwear: "ge-helmet" } }),
      () => countRows("loadouts", "user_uid = ?", s.uid),
      200,
    );
  });

  it("stores the set with its weight and armour class computed on the server", async () => {
    const s = await user("ge-stats", true);
    const res = await save(s, {
      title: "  Heavy  ",
      isPublic: false,
      build: { headwear: "ge-helmet", armor: "ge-vest", backpack: "ge-pack" },
    });
    expect(res.status).toBe(200);
    const l = (await res.json()) as GearLoadout;
    expect(l).toMatchObject({ kind: "gear", title: "Heavy", isPublic: false, mine: true, likes: 0 });
    expect(l.stats).toEqual({ weight: 13.5, armorClass: 4 });
    expect(l.items.map((i) => [i.slot, i.uid])).toEqual([
      ["headwear", "ge-helmet"],
      ["armor", "ge-vest"],
      ["backpack", "ge-pack"],
    ]);
    // an unknown weight leaves the total unknown
    const rig = (await (
      await save(s, { title: "Rig", isPublic: false, build: { rig: "ge-rig", backpack: "ge-pack" } })
    ).json()) as GearLoadout;
    expect(rig.stats).toEqual({ weight: null, armorClass: null });
  });

  it.each([
    ["an unknown item", { backpack: "nope" }, "Unknown item nope in the backpack slot"],
    ["an item of another slot", { backpack: "ge-vest" }, "ge-vest name does not go in the backpack slot"],
    ["an item that is no gear", { headwear: "ge-barter" }, "Unknown item ge-barter in the headwear slot"],
    ["an empty set", {}, "Choose at least one item"],
  ])("refuses %s with a clear 400 and stores nothing", async (_, build, message) => {
    const s = await user("ge-bad", true);
    const res = await save(s, { title: "Bad", isPublic: false, build });
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toEqual({ code: "bad_request", message });
    const mine = await myLoadouts<unknown>("gear", s.cookie);
    expect(mine).toEqual([]);
  });

  it("refuses a slot the builder does not know before reading the data", async () => {
    const s = await user("ge-shape", true);
    for (const build of [{ hat: "ge-cap" }, { headwear: "ge cap" }, { headwear: 5 }]) {
      const res = await save(s, { title: "Shape", isPublic: false, build });
      expect(res.status).toBe(400);
    }
  });

  it("keeps a private set with a conflict, but refuses to publish it", async () => {
    const s = await user("ge-conflict", true);
    for (const build of [
      { headwear: "ge-cap", faceCover: "ge-mask" },
      { headwear: "ge-helmet", earpiece: "ge-headset" },
    ]) {
      expect((await save(s, { title: "Mine", isPublic: false, build })).status).toBe(200);
      const res = await save(s, { title: "Public", isPublic: true, build });
      expect(res.status).toBe(400);
      expect((await errorOf(res)).message).toBe("Fix the gear set before publishing: no conflicting items");
    }
  });

  it("refuses an identical published set with the spec's message, whoever publishes it, even at once", async () => {
    const [a, b] = [await user("ge-dup-a", true), await user("ge-dup-b", true)];
    const same = { headwear: "ge-cap", armor: "ge-vest" };
    const answers = await Promise.all([
      save(a, { title: "First", isPublic: true, build: same }),
      save(b, { title: "Second", isPublic: true, build: { armor: "ge-vest", headwear: "ge-cap" } }),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    const refused = answers.find((r) => r.status === 409) as Response;
    expect(await errorOf(refused)).toEqual({
      code: "conflict",
      message: "Exact same loadout already published",
    });
    expect((await save(b, { title: "Private", isPublic: false, build: same })).status).toBe(200);
    expect(
      (await save(b, { title: "Other", isPublic: true, build: { ...same, backpack: "ge-pack" } })).status,
    ).toBe(200);
  });

  it("changes only the caller's own set, and never a weapon build through the gear call", async () => {
    const [owner, other] = [await user("ge-own", true), await user("ge-thief", true)];
    const l = (await (
      await save(owner, { title: "Owned", isPublic: false, build: { backpack: "ge-pack" } })
    ).json()) as GearLoadout;
    expect(
      (await save(other, { uid: l.uid, title: "Stolen", isPublic: true, build: { backpack: "ge-pack" } }))
        .status,
    ).toBe(404);
    expect((await call(`/api/be/gear/loadouts/${l.uid}`, { cookie: other.cookie })).status).toBe(404);
    const seen = (await (
      await call(`/api/be/gear/loadouts/${l.uid}`, { cookie: owner.cookie })
    ).json()) as GearLoadout;
    expect(seen.title).toBe("Owned");
    // the weapon calls do not show a gear set as a weapon build
    expect((await call(`/api/be/loadouts/${l.uid}`, { cookie: owner.cookie })).status).toBe(404);
    const weapons = await myLoadouts<Loadout>("weapon", owner.cookie);
    expect(weapons).toEqual([]);
    // deleting goes through the loadouts' own call
    expect(
      (await call("/api/be/loadouts/delete", { body: { uid: l.uid }, cookie: other.cookie })).status,
    ).toBe(404);
    expect(
      (await call("/api/be/loadouts/delete", { body: { uid: l.uid }, cookie: owner.cookie })).status,
    ).toBe(200);
    expect((await call(`/api/be/gear/loadouts/${l.uid}`, { cookie: owner.cookie })).status).toBe(404);
  });

  it("is Pro: a base user gets 403", async () => {
    const s = await user("ge-free", false);
    const res = await save(s, { title: "Free", isPublic: false, build: { backpack: "ge-pack" } });
    expect(res.status).toBe(403);
    expect(await errorOf(res)).toEqual({ code: "forbidden", message: "Pro status required" });
  });
});

describe("likes and search", () => {
  it("likes count one per user through the loadouts' like call", async () => {
    const owner = await user("ge-liked", true);
    const l = (await (
      await save(owner, {
        title: "Liked",
        isPublic: true,
        build: { headwear: "ge-helmet", backpack: "ge-pack" },
      })
    ).json()) as GearLoadout;
    const fans = await Promise.all([user("ge-fan0", false), user("ge-fan1", false)]);
    const like = (s: Signed, on: boolean) =>
      call("/api/be/loadouts/like", { body: { uid: l.uid, like: on }, cookie: s.cookie });
    for (const f of fans) expect((await like(f, true)).status).toBe(200);
    expect(await (await like(fans[0] as Signed, true)).json()).toEqual({ likes: 2, liked: true });
    const seen = (await (
      await call(`/api/be/gear/loadouts/${l.uid}`, { cookie: (fans[0] as Signed).cookie })
    ).json()) as GearLoadout;
    expect(seen).toMatchObject({ likes: 2, liked: true, mine: false });
  });

  it("filters and sorts published sets, and shows a base user only the top 20", async () => {
    await env.DB.prepare("DELETE FROM loadouts WHERE kind = 'gear'").run();
    const author = await user("ge-author", true);
    for (const [i, band] of ARMBANDS.entries()) {
      const build = { armband: band, ...(i % 3 === 0 ? { armor: "ge-vest" } : {}) };
      expect((await save(author, { title: `Set ${i}`, isPublic: true, build })).status).toBe(200);
    }
    await save(author, { title: "Hidden", isPublic: false, build: { backpack: "ge-pack" } });
    const search = async (s: Signed, qs: string) =>
      (await (await call(`/api/be/gear/loadouts/search?${qs}`, { cookie: s.cookie })).json()) as {
        loadouts: GearLoadout[];
        total: number;
        limited: boolean;
      };
    const pro = await user("ge-searcher", true);
    const all = await search(pro, "sort=date");
    expect(all).toMatchObject({ total: 21, limited: false });
    expect(all.loadouts).toHaveLength(21);
    expect(all.loadouts.map((l) => l.title)).not.toContain("Hidden");
    const armoured = await search(pro, "minArmorClass=4&sort=armorClass");
    expect(armoured.total).toBe(7);
    expect(armoured.loadouts.every((l) => l.stats.armorClass === 4)).toBe(true);
    const light = await search(pro, "maxWeight=1&sort=weight");
    expect(light.total).toBe(14);
    expect((await search(pro, "item=ge-band3")).loadouts.map((l) => l.title)).toEqual(["Set 3"]);
    // weapon search never lists gear sets
    const weapons = (await (await call("/api/be/loadouts/search", { cookie: pro.cookie })).json()) as {
      loadouts: Loadout[];
    };
    expect(weapons.loadouts.some((l) => l.title.startsWith("Set "))).toBe(false);

    const base = await user("ge-base-searcher", false);
    const limited = await search(base, "sort=likes");
    expect(limited.loadouts).toHaveLength(20);
    expect(limited).toMatchObject({ total: 21, limited: true });
    expect((await call("/api/be/gear/loadouts/search")).status).toBe(401);
  });
});
