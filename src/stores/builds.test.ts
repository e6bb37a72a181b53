import { beforeEach, describe, expect, it } from "vitest";
import { $myBuilds, loadMyBuilds, removeMyBuild } from "./builds";
import { fakeApiClient, json } from "./fake-api";

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
});
