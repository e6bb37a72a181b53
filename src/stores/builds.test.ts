import { beforeEach, describe, expect, it } from "vitest";
import type { GearLoadout } from "../contracts/gear";
import type { Loadout } from "../contracts/loadout";
import { $myBuilds, loadMyBuilds, removeMyBuild, toggleGearPublic, toggleWeaponPublic } from "./builds";
import { fakeApiClient, json } from "./fake-api";

const saved = { likes: 0, liked: false, mine: true, author: null, createdAt: 1, updatedAt: 1 };
const weapon = (uid: string, isPublic: boolean): Loadout => ({
  uid,
  title: `Build ${uid}`,
  isPublic,
  gun: { uid: "gun", name: "Gun", ruName: null, shortName: "G", url: "gun", caliber: null, iconUrl: null },
  build: { gun: "gun", parts: {} },
  stats: { ergonomics: 50, recoilVertical: 100, recoilHorizontal: 200, weight: null },
  ...saved,
});
const gearSet = (uid: string, isPublic: boolean): GearLoadout => ({
  uid,
  kind: "gear",
  title: `Set ${uid}`,
  isPublic,
  build: {},
  items: [],
  stats: { weight: null, armorClass: null },
  ...saved,
});

describe("the user's builds store (/loadouts/my)", () => {
  beforeEach(() => $myBuilds.set({ weapons: null, gear: null, failure: null }));

  it("keeps the lists on a failed delete, with the API's words, and clears them on the next success", async () => {
    let deleteFails = true;
    const { client, calls } = fakeApiClient((call) => {
      if (call.url.endsWith("/loadouts/delete"))
        return deleteFails
          ? json({ error: { code: "not_found", message: "Loadout not found" } }, 404)
          : json({ ok: true });
      return json({ loadouts: [] });
    });
    await loadMyBuilds(client);
    expect($myBuilds.get()).toEqual({ weapons: [], gear: [], failure: null });
    await removeMyBuild("abc", client);
    expect($myBuilds.get()).toEqual({
      weapons: [],
      gear: [],
      failure: { said: { message: "Loadout not found", key: undefined, params: undefined } },
    });
    deleteFails = false;
    await removeMyBuild("abc", client);
    expect($myBuilds.get().failure).toBeNull();
    expect(calls.filter((c) => c.url.endsWith("/loadouts/delete")).map((c) => c.body)).toEqual([
      { uid: "abc" },
      { uid: "abc" },
    ]);
  });

  it("a failed load leaves the lists unknown, not empty", async () => {
    const { client } = fakeApiClient((call) =>
      call.url.includes("/gear/") ? new Response(null, { status: 500 }) : json({ loadouts: [] }),
    );
    await loadMyBuilds(client);
    expect($myBuilds.get()).toEqual({ weapons: null, gear: null, failure: { said: null } });
  });

  it("publishes or hides one build by saving it with the flag flipped; a refused save keeps the lists", async () => {
    let refuse = false;
    const { client, calls } = fakeApiClient((call) => {
      if (refuse) return json({ error: { code: "forbidden", message: "Pro status required" } }, 403);
      const body = call.body as { uid: string; isPublic: boolean };
      return call.url.endsWith("/gear/loadouts/save")
        ? json(gearSet(body.uid, body.isPublic))
        : json(weapon(body.uid, body.isPublic));
    });
    $myBuilds.set({
      weapons: [weapon("w1", false), weapon("w2", true)],
      gear: [gearSet("g1", true)],
      failure: null,
    });
    await toggleWeaponPublic(weapon("w1", false), client);
    await toggleGearPublic(gearSet("g1", true), client);
    expect($myBuilds.get().weapons?.map((l) => [l.uid, l.isPublic])).toEqual([
      ["w1", true],
      ["w2", true],
    ]);
    expect($myBuilds.get().gear?.map((l) => [l.uid, l.isPublic])).toEqual([["g1", false]]);
    expect(calls.map((c) => [c.url.replace(/^.*\/api\/be/, ""), c.body])).toEqual([
      ["/loadouts/save", { uid: "w1", title: "Build w1", isPublic: true, build: { gun: "gun", parts: {} } }],
      ["/gear/loadouts/save", { uid: "g1", title: "Set g1", isPublic: false, build: {} }],
    ]);
    refuse = true;
    const before = $myBuilds.get();
    await toggleWeaponPublic(weapon("w2", true), client);
    expect($myBuilds.get()).toEqual({
      ...before,
      failure: { said: expect.objectContaining({ message: "Pro status required" }) },
    });
  });
});
