import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { Loadout } from "../../src/contracts/loadout";
import { priceRow } from "../fixtures/blank-price";
import { call, errorOf } from "./accounts.fixtures";
import { item, seed } from "./game-data.fixtures";
import { countRows, fillLoadouts, myLoadouts, raceAtEdge, type Signed, signedUser } from "./races.fixtures";

// Saved weapon builds on a small gun: a required magazine slot, a grip slot with two grips that
// conflict with one stock, a stock slot whose stock has a pad slot.
const user = signedUser;
const save = (s: Signed, body: unknown) => call("/api/be/loadouts/save", { body, cookie: s.cookie });
const build = (parts: Record<string, string>, ammo?: string) => ({
  gun: "lo-gun",
  parts,
  ...(ammo ? { ammo } : {}),
});
const VALID = { mod_magazine: "lo-mag" };
/** Plain grips: 21 published builds that differ only in the grip. */
const EXTRA_GRIPS = Array.from({ length: 21 }, (_, i) => `lo-g${i}`);

beforeAll(async () => {
  const slot = (name: string, allowed: string[], required = false) => ({
    id: `lo-${name}`,
    name,
    required,
    allowed,
  });
  await seed({
    items: [
      item("lo-gun", {
        weight: 3,
        props: {
          ergonomics: 40,
          recoilVertical: 100,
          recoilHorizontal: 200,
          caliber: "CaliberLo",
          slots: [
            slot("mod_magazine", ["lo-mag"], true),
            slot("mod_pistol_grip", ["lo-grip", "lo-grip2", ...EXTRA_GRIPS]),
            slot("mod_stock", ["lo-stock"]),
          ],
        },
      }),
      item("lo-mag", { weight: 0.5, props: { ergonomics: -2, recoil: 0 } }),
      item("lo-grip", { weight: 0.1, props: { ergonomics: 6, recoil: -4 } }),
      item("lo-grip2", { weight: null, props: { ergonomics: 3, recoil: 0, conflicts: ["lo-stock"] } }),
      item("lo-stock", {
        weight: 0.4,
        props: { ergonomics: 10, recoil: -30, slots: [slot("mod_stock", ["lo-pad"])] },
      }),
      item("lo-pad", { weight: 0.05, props: { ergonomics: 1, recoil: -5 } }),
      ...EXTRA_GRIPS.map((uid, i) => item(uid, { weight: 0.1, props: { ergonomics: i, recoil: 0 } })),
      item("lo-round", { caliber: "CaliberLo", types: ["ammo"] }),
      item("lo-other-round", { caliber: "CaliberElse", types: ["ammo"] }),
    ],
    itemPrices: [priceRow("lo-grip", 5000, { offers: 3 })],
  });
});

describe("GET /weapons/:uid/parts", () => {
  it("answers the gun, every part at any depth with prices (none: null, never 0) and the gun's rounds", async () => {
    const res = await call("/api/be/weapons/lo-gun/parts?mode=pvp");
    expect(res.status).toBe(200);
    const body = (await res.json()) as {
      gun: { uid: string; recoilVertical: number };
      parts: { uid: string; flea: number | null }[];
      ammo: { uid: string }[];
    };
    expect(body.gun).toMatchObject({ uid: "lo-gun", recoilVertical: 100 });
    expect(body.parts.map((p) => p.uid).sort()).toEqual(
      ["lo-grip", "lo-grip2", "lo-mag", "lo-pad", "lo-stock", ...EXTRA_GRIPS].sort(),
    );
    expect(body.parts.find((p) => p.uid === "lo-grip")?.flea).toBe(5000);
    expect(body.parts.find((p) => p.uid === "lo-mag")?.flea).toBeNull();
    expect(body.ammo.map((a) => a.uid)).toEqual(["lo-round"]);
  });

  it("answers 404 for an item that is not a gun", async () => {
    expect((await call("/api/be/weapons/lo-mag/parts")).status).toBe(404);
  });
});

describe("POST /loadouts/save", () => {
  it("holds the 200-build limit when 30 saves race at its edge", async () => {
    const s = await user("lo-race", true);
    await fillLoadouts(s.uid, "weapon", 199);
    await raceAtEdge(
      (i) => save(s, { title: `Race ${i}`, isPublic: false, build: build(VALID) }),
      () => countRows("loadouts", "user_uid = ?", s.uid),
      200,
    );
  });

  it("stores the build with its stats computed on the server", async () => {
    const s = await user("lo-stats", true);
    const res = await save(s, {
      title: "  Stats  ",
      isPublic: false,
      build: build({ ...VALID, mod_stock: "lo-stock", "mod_stock/mod_stock": "lo-pad" }, "lo-round"),
    });
    expect(res.status).toBe(200);
    const l = (await res.json()) as Loadout;
    expect(l).toMatchObject({ title: "Stats", isPublic: false, mine: true, likes: 0 });
    expect(l.stats).toEqual({
      ergonomics: 49,
      recoilVertical: 65,
      recoilHorizontal: 130,
      weight: expect.closeTo(3.95, 9),
    });
  });

  it.each([
    [
      "an unknown item",
      build({ ...VALID, mod_pistol_grip: "nope" }),
      "Unknown item nope in the slot mod_pistol_grip",
    ],
    [
      "an item the slot does not take",
      build({ ...VALID, mod_pistol_grip: "lo-stock" }),
      "lo-stock name does not fit the slot mod_pistol_grip",
    ],
    [
      "a part under an empty slot",
      build({ ...VALID, "mod_stock/mod_stock": "lo-pad" }),
      "lo-pad name does not fit the slot mod_stock/mod_stock",
    ],
    ["ammo of another caliber", build(VALID, "lo-other-round"), "Unknown ammo lo-other-round for this gun"],
    ["a gun that is not one", { gun: "lo-mag", parts: {} }, "Not a gun: pick a gun first"],
  ])("refuses %s with a clear 400 and stores nothing", async (_, b, message) => {
    const s = await user("lo-bad", true);
    const res = await save(s, { title: "Bad", isPublic: false, build: b });
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toEqual({ code: "bad_request", message });
    const mine = await myLoadouts<unknown>("weapon", s.cookie);
    expect(mine).toEqual([]);
  });

  it("refuses paths deeper than the cap, more parts than allowed and bad path text before reading the data", async () => {
    const s = await user("lo-shape", true);
    const deep = Array.from({ length: 11 }, () => "mod_stock").join("/");
    for (const parts of [
      { [deep]: "lo-pad" },
      Object.fromEntries(Array.from({ length: 81 }, (_, i) => [`s${i}`, "x"])),
      { "mod stock": "x" },
    ]) {
      const res = await save(s, { title: "Shape", isPublic: false, build: { gun: "lo-gun", parts } });
      expect(res.status).toBe(400);
    }
  });

  it("keeps a private build with a conflict, but refuses to publish it or one missing a required part", async () => {
    const s = await user("lo-conflict", true);
    const conflicting = build({ ...VALID, mod_pistol_grip: "lo-grip2", mod_stock: "lo-stock" });
    expect((await save(s, { title: "Mine", isPublic: false, build: conflicting })).status).toBe(200);
    for (const b of [conflicting, build({ mod_pistol_grip: "lo-grip" })]) {
      const res = await save(s, { title: "Public", isPublic: true, build: b });
      expect(res.status).toBe(400);
      expect((await errorOf(res)).message).toMatch(/^Fix the build before publishing/);
    }
  });

  it("refuses an identical published build with the spec's message, whoever publishes it, even at once", async () => {
    const [a, b] = [await user("lo-dup-a", true), await user("lo-dup-b", true)];
    const same = build({ ...VALID, mod_pistol_grip: "lo-grip", mod_stock: "lo-stock" });
    const answers = await Promise.all([
      save(a, { title: "First", isPublic: true, build: same }),
      save(b, {
        title: "Second",
        isPublic: true,
        build: { ...same, parts: { mod_stock: "lo-stock", ...same.parts } },
      }),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    const refused = answers.find((r) => r.status === 409) as Response;
    expect(await errorOf(refused)).toEqual({
      code: "conflict",
      message: "Exact same loadout already published",
    });
    // private copies are fine, and so is another part in the same slots
    expect((await save(b, { title: "Private", isPublic: false, build: same })).status).toBe(200);
    expect(
      (
        await save(b, {
          title: "Other",
          isPublic: true,
          build: build({ ...VALID, mod_pistol_grip: "lo-grip" }),
        })
      ).status,
    ).toBe(200);
  });

  it("changes only the caller's own build; another user's uid answers 404 and changes nothing", async () => {
    const [owner, other] = [await user("lo-own", true), await user("lo-thief", true)];
    const l = (await (
      await save(owner, { title: "Owned", isPublic: false, build: build(VALID) })
    ).json()) as Loadout;
    const res = await save(other, { uid: l.uid, title: "Stolen", isPublic: true, build: build(VALID) });
    expect(res.status).toBe(404);
    const seen = (await (
      await call(`/api/be/loadouts/${l.uid}`, { cookie: owner.cookie })
    ).json()) as Loadout;
    expect(seen.title).toBe("Owned");
    expect(
      (await call("/api/be/loadouts/delete", { body: { uid: l.uid }, cookie: other.cookie })).status,
    ).toBe(404);
    expect((await call(`/api/be/loadouts/${l.uid}`, { cookie: other.cookie })).status).toBe(404);
  });

  it("is Pro: a base user gets 403 and nothing is stored", async () => {
    const s = await user("lo-free", false);
    const res = await save(s, { title: "Free", isPublic: false, build: build(VALID) });
    expect(res.status).toBe(403);
    expect(await errorOf(res)).toEqual({ code: "forbidden", message: "Pro status required" });
  });
});

describe("likes", () => {
  it("count one per user, undo takes it back, and parallel likes all land", async () => {
    const owner = await user("lo-liked", true);
    const l = (await (
      await save(owner, { title: "Liked", isPublic: true, build: build({ ...VALID, mod_stock: "lo-stock" }) })
    ).json()) as Loadout;
    const fans = await Promise.all(Array.from({ length: 6 }, (_, i) => user(`lo-fan${i}`, false)));
    const like = (s: Signed, on: boolean) =>
      call("/api/be/loadouts/like", { body: { uid: l.uid, like: on }, cookie: s.cookie });
    const answers = await Promise.all(fans.map((f) => like(f, true)));
    expect(answers.map((r) => r.status)).toEqual(fans.map(() => 200));
    // liking twice still counts once
    expect(await (await like(fans[0] as Signed, true)).json()).toEqual({ likes: 6, liked: true });
    expect(await (await like(fans[1] as Signed, false)).json()).toEqual({ likes: 5, liked: false });
    const seen = (await (
      await call(`/api/be/loadouts/${l.uid}`, { cookie: (fans[0] as Signed).cookie })
    ).json()) as Loadout;
    expect(seen).toMatchObject({ likes: 5, liked: true, mine: false });
  });
});

describe("GET /loadouts/search", () => {
  it("filters by gun, caliber and stat ranges, sorts, and shows a base user only the top 20", async () => {
    await env.DB.prepare("DELETE FROM loadouts WHERE gun_uid = 'lo-gun'").run();
    const author = await user("lo-author", true);
    const grips = [undefined, "lo-grip", "lo-grip2"] as const;
    const stocks = [undefined, "lo-stock"] as const;
    const pads = [undefined, "lo-pad"] as const;
    let n = 0;
    for (const grip of grips)
      for (const stock of stocks)
        for (const pad of pads) {
          if (pad && !stock) continue;
          if (grip === "lo-grip2" && stock) continue;
          const parts: Record<string, string> = { ...VALID };
          if (grip) parts.mod_pistol_grip = grip;
          if (stock) parts.mod_stock = stock;
          if (pad) parts["mod_stock/mod_stock"] = pad;
          const res = await save(author, { title: `Search ${n++}`, isPublic: true, build: build(parts) });
          expect(res.status).toBe(200);
        }
    // the same builds kept private do not show
    await save(author, { title: "Hidden", isPublic: false, build: build(VALID) });
    const pro = await user("lo-searcher", true);
    const search = async (s: Signed, qs: string) =>
      (await (await call(`/api/be/loadouts/search?${qs}`, { cookie: s.cookie })).json()) as {
        loadouts: Loadout[];
        total: number;
        limited: boolean;
      };
    const all = await search(pro, "gun=lo-gun");
    expect(all.total).toBe(n);
    expect(all.loadouts.map((l) => l.title)).not.toContain("Hidden");
    expect((await search(pro, "caliber=CaliberLo")).total).toBe(n);
    expect((await search(pro, "caliber=CaliberElse")).total).toBe(0);
    const ergo = await search(pro, "gun=lo-gun&minErgonomics=50&sort=ergonomics");
    expect(ergo.loadouts.map((l) => l.stats.ergonomics)).toEqual(
      [...ergo.loadouts.map((l) => l.stats.ergonomics)].sort((a, b) => b - a),
    );
    expect(ergo.loadouts.every((l) => l.stats.ergonomics >= 50)).toBe(true);
    const recoil = await search(pro, "gun=lo-gun&maxRecoil=70&sort=recoil");
    expect(recoil.loadouts.every((l) => l.stats.recoilVertical <= 70)).toBe(true);
    expect(recoil.loadouts.length).toBeGreaterThan(0);

    // 21 more published: a base user sees the top 20 and is told; Pro sees them all
    for (const grip of EXTRA_GRIPS)
      expect(
        (
          await save(author, {
            title: grip,
            isPublic: true,
            build: build({ ...VALID, mod_pistol_grip: grip }),
          })
        ).status,
      ).toBe(200);
    const base = await user("lo-base-searcher", false);
    const limited = await search(base, "gun=lo-gun&sort=date");
    expect(limited.loadouts).toHaveLength(20);
    expect(limited).toMatchObject({ total: n + 21, limited: true });
    expect(await search(pro, "gun=lo-gun")).toMatchObject({ total: n + 21, limited: false });
    expect((await search(pro, "gun=lo-gun")).loadouts).toHaveLength(n + 21);
    expect((await call("/api/be/loadouts/search")).status).toBe(401);
  });
});
