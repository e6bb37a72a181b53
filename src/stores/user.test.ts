import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type ApiCall, fakeApiClient, json } from "./fake-api";
import {
  $isUserDataUpdating,
  $settings,
  $user,
  configureUserStore,
  loadUser,
  logoutHref,
  newPmc,
  resetProgress,
  setGameMode,
  toggleFav,
  updateProgression,
  updateUser,
} from "./user";
import { sampleUser } from "./user-sample";

function fakeApi(reply: (call: ApiCall) => Response) {
  const { client, calls } = fakeApiClient(reply);
  configureUserStore({ client });
  return calls;
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  $user.set(null);
});

describe("loadUser", () => {
  it("sets the user from GET /users/me and null on 401", async () => {
    const u = sampleUser({ pro: true });
    let status = 200;
    fakeApi(() => (status === 200 ? json(u) : json({ error: { code: "x", message: "no" } }, 401)));
    expect(await loadUser()).toEqual(u);
    expect($user.get()?.uid).toBe("u1");
    status = 401;
    expect(await loadUser()).toBeNull();
    expect($user.get()).toBeNull();
  });
});

describe("updateUser", () => {
  it("puts the server copy back when a save is refused", async () => {
    $user.set(sampleUser({ pro: true, charName: "Server" }));
    const calls = fakeApi((c) =>
      c.method === "PUT"
        ? json({ error: { code: "forbidden", message: "Pro status required" } }, 403)
        : json(sampleUser({ pro: false, charName: "Server" })),
    );
    const quiet = vi.spyOn(console, "error").mockImplementation(() => {});
    updateUser({ charName: "Local" });
    expect($user.get()?.charName).toBe("Local");
    await vi.advanceTimersByTimeAsync(600);
    expect(calls.map((c) => c.method ?? "GET")).toEqual(["PUT", "GET"]);
    expect($user.get()?.charName).toBe("Server");
    expect($user.get()?.pro).toBe(false);
    expect($isUserDataUpdating.get()).toBe(false);
    quiet.mockRestore();
  });

  it("applies at once, merges changes, sends after 500 ms of quiet, replaces ~300 ms after the reply keeping price maps", async () => {
    $user.set(sampleUser({ pro: true, userPricesMap: { a: 5 } }));
    const calls = fakeApi(() => json(sampleUser({ pro: true, level: 12, charName: "Server" })));
    updateUser({ charName: "Local" });
    await vi.advanceTimersByTimeAsync(400);
    updateUser({ level: "12" });
    expect($user.get()?.charName).toBe("Local");
    expect($user.get()?.level).toBe(12);
    expect($isUserDataUpdating.get()).toBe(true);
    await vi.advanceTimersByTimeAsync(400);
    expect(calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(150);
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({
      url: "/api/be/users/me",
      method: "PUT",
      body: { charName: "Local", level: "12" },
    });
    await vi.advanceTimersByTimeAsync(200);
    expect($user.get()?.charName).toBe("Local");
    await vi.advanceTimersByTimeAsync(200);
    expect($user.get()?.charName).toBe("Server");
    expect($user.get()?.userPricesMap).toEqual({ a: 5 });
    expect($isUserDataUpdating.get()).toBe(false);
  });

  it("keeps a change made while a batch is in flight over the server copy and sends it next", async () => {
    $user.set(sampleUser({ pro: true }));
    let server = sampleUser({ pro: true });
    const calls = fakeApi((c) => {
      server = { ...server, ...(c.body as object) };
      return json(server);
    });
    updateUser({ charName: "A" });
    await vi.advanceTimersByTimeAsync(510);
    updateUser({ isIC3Built: true });
    await vi.advanceTimersByTimeAsync(300);
    expect($user.get()).toMatchObject({ charName: "A", isIC3Built: true });
    await vi.advanceTimersByTimeAsync(600);
    expect(calls.map((c) => c.body)).toEqual([{ charName: "A" }, { isIC3Built: true }]);
    expect($user.get()).toMatchObject({ charName: "A", isIC3Built: true });
  });

  it("does nothing for free users except the username, ignores non-numbers and caps skills", async () => {
    $user.set(sampleUser({ pro: false }));
    const calls = fakeApi((c) => json(sampleUser(c.body as object)));
    updateUser({ charName: "X" });
    expect($user.get()?.charName).toBe("Pmc");
    updateUser({ username: "newname" });
    expect($user.get()?.username).toBe("newname");
    await vi.advanceTimersByTimeAsync(900);
    expect(calls.map((c) => c.body)).toEqual([{ username: "newname" }]);
    $user.set(sampleUser({ pro: true }));
    updateUser({ level: "abc", skill_Crafting: "80" });
    expect($user.get()?.level).toBe(10);
    expect($user.get()?.skill_Crafting).toBe(51);
    // the level is clamped and rounded locally as the server does (1–100)
    updateUser({ level: "150" });
    expect($user.get()?.level).toBe(100);
    updateUser({ level: 0.4 });
    expect($user.get()?.level).toBe(1);
  });
});

describe("progression and characters", () => {
  it("batches progression operations to POST /progression/update and applies a reset's lists", async () => {
    $user.set(sampleUser({ questsDone: ["q0"] }));
    const calls = fakeApi((c) =>
      c.url.includes("reset")
        ? json({ questsDone: [] })
        : json({ questsDone: ["q0", "q1"], modulesBuilt: ["m1"] }),
    );
    updateProgression({ add: { questsDone: ["q1"] } });
    updateProgression({ add: { modulesBuilt: ["m1"] } });
    expect($user.get()).toMatchObject({ questsDone: ["q0", "q1"], modulesBuilt: ["m1"] });
    await vi.advanceTimersByTimeAsync(900);
    expect(calls[0]).toMatchObject({ url: "/api/be/progression/update", method: "POST" });
    expect(calls[0]?.body).toEqual({ add: { questsDone: ["q1"], modulesBuilt: ["m1"] } });
    await resetProgress("quests");
    expect(calls[1]).toMatchObject({ url: "/api/be/progression/reset/quests", method: "PUT" });
    expect($user.get()?.questsDone).toEqual([]);
    expect($user.get()?.modulesBuilt).toEqual(["m1"]);
  });

  it("merges operations while batching: the last of an add and a remove of one uid wins, found changes add up", async () => {
    $user.set(sampleUser({ pro: true, questsDone: ["a", "b"], itemsFound: { gpu: 1 } }));
    const calls = fakeApi(() => json({}));
    updateProgression({ add: { questsDone: ["c"] } });
    updateProgression({ remove: { questsDone: ["a"] } });
    updateProgression({ remove: { questsDone: ["c"] } });
    updateProgression({ add: { questsDone: ["a", "d"] }, itemsFoundAdd: { gpu: 2 } });
    updateProgression({ itemsFoundAdd: { gpu: -3, bolts: 3 } });
    expect($user.get()).toMatchObject({ questsDone: ["b", "a", "d"], itemsFound: { bolts: 3 } });
    await vi.advanceTimersByTimeAsync(400);
    expect(calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(600);
    expect(calls.map((c) => c.body)).toEqual([
      {
        add: { questsDone: ["a", "d"] },
        remove: { questsDone: ["c"] },
        itemsFoundAdd: { gpu: -1, bolts: 3 },
      },
    ]);
  });

  it("lays the operations made during a save over the lists the server answers", async () => {
    $user.set(sampleUser({ pro: true, questsDone: ["a"] }));
    // the server copy holds a quest another tab completed
    const calls = fakeApi(() => json({ questsDone: ["a", "other-tab", "b"] }));
    updateProgression({ add: { questsDone: ["b"] } });
    await vi.advanceTimersByTimeAsync(500);
    expect(calls).toHaveLength(1);
    updateProgression({ remove: { questsDone: ["a"] } });
    await vi.advanceTimersByTimeAsync(300);
    expect($user.get()?.questsDone).toEqual(["other-tab", "b"]);
    await vi.advanceTimersByTimeAsync(900);
    expect(calls[1]?.body).toEqual({ remove: { questsDone: ["a"] } });
  });

  it("toggles a favourite on and off, and sends operations, not the list", async () => {
    $user.set(sampleUser({ pro: true, favList: ["a"] }));
    // the server's list also holds what another tab added meanwhile
    const calls = fakeApi(() => json(sampleUser({ pro: true, favList: ["other-tab", "b"] })));
    toggleFav("b");
    expect($user.get()?.favList).toEqual(["a", "b"]);
    toggleFav("a");
    expect($user.get()?.favList).toEqual(["b"]);
    toggleFav("c");
    await vi.advanceTimersByTimeAsync(900);
    expect(calls.at(-1)?.body).toMatchObject({ favAdd: ["b", "c"], favRemove: ["a"] });
    expect(calls.at(-1)?.body).not.toHaveProperty("favList");
    expect($user.get()?.favList).toEqual(["other-tab", "b"]);
  });

  it("setGameMode: free users go to /user; Pro without a PVE character creates one (Bear for ru)", async () => {
    const nav: string[] = [];
    configureUserStore({ navigate: (h) => nav.push(h) });
    $user.set(sampleUser({ pro: false }));
    const calls = fakeApi(() => json(sampleUser({ pro: true, gameMode: "PVE", charUid: "c2" })));
    await setGameMode("PVE", "ru");
    expect(nav).toEqual(["/ru/user"]);
    expect(calls).toHaveLength(0);
    $user.set(sampleUser({ pro: true }));
    await setGameMode("PVE", "ru");
    expect(calls[0]).toMatchObject({
      url: "/api/be/users/me/char/create",
      body: { fraction: "Bear", gameMode: "PVE" },
    });
    expect($user.get()?.gameMode).toBe("PVE");
    $user.set(sampleUser({ pro: true }));
    await setGameMode("PVE", "en");
    expect(calls[1]?.body).toEqual({ fraction: "Usec", gameMode: "PVE" });
  });

  it("setGameMode selects an existing character of that mode", async () => {
    const chars = [
      { uid: "u1", fraction: "Bear" as const, level: 1, charName: "Main", gameMode: "PVP" as const },
      { uid: "c9", fraction: "Usec" as const, level: 3, charName: "Pve", gameMode: "PVE" as const },
    ];
    $user.set(sampleUser({ pro: true, chars }));
    const calls = fakeApi(() => json(sampleUser({ pro: true, chars, charUid: "c9", gameMode: "PVE" })));
    await setGameMode("PVE", "en");
    expect(calls[0]).toMatchObject({ url: "/api/be/users/me/char/select", body: { charUid: "c9" } });
  });
});

describe("newPmc", () => {
  it("creates a PVE character for Pro users (Bear for ru) and sends others to /user", async () => {
    const nav: string[] = [];
    configureUserStore({ navigate: (h) => nav.push(h) });
    $user.set(sampleUser({ pro: false }));
    const calls = fakeApi(() => json(sampleUser({ pro: true, gameMode: "PVE", charUid: "c2" })));
    expect(await newPmc("en")).toBe(false);
    expect(nav).toEqual(["/user"]);
    expect(calls).toHaveLength(0);
    $user.set(sampleUser({ pro: true }));
    expect(await newPmc("ru")).toBe(true);
    expect(calls[0]).toMatchObject({
      url: "/api/be/users/me/char/create",
      body: { fraction: "Bear", gameMode: "PVE" },
    });
    expect($user.get()?.charUid).toBe("c2");
    expect(logoutHref("ru")).toBe("/api/be/logout?lang=ru");
  });
});

describe("$settings", () => {
  it("gives defaults for anonymous visitors and the character's values when signed in", () => {
    $user.set(null);
    const anon = $settings.get();
    expect(anon.mode).toBe("PVP");
    expect(Object.values(anon.tradersLL)).toEqual([1, 1, 1, 1, 1, 1, 1, 1]);
    expect(anon.hideoutUseFee).toBe(true);
    $user.set(
      sampleUser({ gameMode: "PVE", tradersLL: { prapor: 4 }, skill_Crafting: 20, isIC3Built: true }),
    );
    const s = $settings.get();
    expect(s).toMatchObject({
      mode: "PVE",
      isIC3Built: true,
      skills: { crafting: 20, hideoutManagement: 0 },
    });
    expect(s.tradersLL.prapor).toBe(4);
    expect(s.tradersLL.ref).toBe(1);
  });
});
