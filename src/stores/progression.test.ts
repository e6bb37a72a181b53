import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { blankLevel } from "../../tests/fixtures/blank-level";
import { blankQuest as quest } from "../../tests/fixtures/blank-quest";
import { $cache, loadCache, resetCache } from "./cache";
import { type ApiCall, fakeApiClient, json } from "./fake-api";
import { $hideoutLevels } from "./hideout-levels";
import {
  $guestProgress,
  $itemsToKeep,
  $mapQuestCounts,
  $playerEditable,
  $progressionChar,
  $progressionSource,
  $questStates,
  $sessionChecked,
  GUEST_KEY,
  guestChar,
  initProgression,
  type ProgressionChar,
  questItemsOf,
  resetProgressionSession,
  setPlayer,
  setQuestDone,
  TRACKING_KEY,
  toggleQuestSelected,
} from "./progression";
import { $user, configureUserStore } from "./user";
import { sampleUser } from "./user-sample";
import { loadSessionUser, resetSessionLoad } from "./user-session";

const char = (over: Partial<ProgressionChar> = {}): ProgressionChar => ({
  ...guestChar(),
  level: 5,
  hideoutUseProgress: true,
  pro: true,
  ...over,
});
const quests = {
  debut: quest("debut", { locations: ["customs"] }),
  checking: quest("checking", { require: ["debut"], locations: ["night-factory"] }),
  k: quest("k", { requiredForKappa: true }),
  Collector: quest("Collector"),
};

/** The engine's character as a visitor's progress kept in the browser. */
const setChar = (c: ProgressionChar | null) => {
  $sessionChecked.set(true);
  $guestProgress.set(c);
};

afterEach(() => {
  vi.unstubAllGlobals();
  resetSessionLoad();
  resetCache();
  resetProgressionSession();
  $user.set(null);
  $hideoutLevels.set([]);
});

describe("$questStates", () => {
  it("is null until the session was checked", () => {
    $cache.setKey("quests", quests);
    expect($questStates.get()).toBeNull();
  });
  it("follows the character's done list, and locks the final Kappa quest by name", () => {
    $cache.setKey("quests", quests);
    setChar(char());
    expect($questStates.get()?.byUid.get("checking")?.status).toBe("Locked");
    expect($questStates.get()?.byUid.get("Collector")?.reasons).toEqual([{ kind: "kappa", missing: 1 }]);
    expect($mapQuestCounts.get()).toEqual({ customs: 1 });
    setChar(char({ questsDone: ["debut", "k"] }));
    expect($questStates.get()?.byUid.get("checking")?.status).toBe("Available");
    expect($questStates.get()?.byUid.get("Collector")?.status).toBe("Available");
    expect($mapQuestCounts.get()).toEqual({ factory: 1 });
  });
  it("counts no map tiles when tracking is off", () => {
    $cache.setKey("quests", quests);
    setChar(char({ hideoutUseProgress: false }));
    expect($mapQuestCounts.get()).toEqual({});
  });
});

describe("progression actions", () => {
  it("completes and reopens a quest, and refuses a fourth selection to a free character", () => {
    setChar(char({ pro: false }));
    setQuestDone("debut", true);
    expect($progressionChar.get()?.questsDone).toEqual(["debut"]);
    setQuestDone("debut", false);
    expect($progressionChar.get()?.questsDone).toEqual([]);
    for (const uid of ["a", "b", "c"]) expect(toggleQuestSelected(uid).ok).toBe(true);
    expect(toggleQuestSelected("d")).toEqual({ ok: false, reason: "freeLimit" });
    expect($progressionChar.get()?.questsHidden).toEqual(["a", "b", "c"]);
  });
});

describe("setPlayer", () => {
  it("raising a trader's loyalty unlocks the quest it locked", () => {
    $cache.setKey("quests", { ll: quest("ll", { reqLL: [{ trader: "skier", level: 3 }] }) });
    setChar(char());
    expect($questStates.get()?.byUid.get("ll")?.reasons).toEqual([
      { kind: "loyalty", trader: "skier", need: 3, have: 1 },
    ]);
    setPlayer({ tradersLL: { skier: 3 } });
    expect($questStates.get()?.byUid.get("ll")?.status).toBe("Available");
    setPlayer({ hideoutUseProgress: false, tradersLL: {} });
    expect($questStates.get()?.byUid.get("ll")?.status).toBe("Available");
  });
  it("entering a Fence standing unlocks the quest that needs it; a new character has 0", () => {
    $cache.setKey("quests", {
      f: quest("f", { reqStanding: [{ trader: "fence", compare: ">=", value: 1 }] }),
    });
    setChar(char());
    expect($questStates.get()?.byUid.get("f")?.reasons).toEqual([
      { kind: "standing", trader: "fence", compare: ">=", need: 1, have: 0 },
    ]);
    setPlayer({ tradersStanding: { fence: 1.2 } });
    expect($questStates.get()?.byUid.get("f")?.status).toBe("Available");
  });
});

function fakeApi(reply: (call: ApiCall) => Response) {
  const { client, fetch, calls } = fakeApiClient(reply);
  configureUserStore({ client });
  vi.stubGlobal("fetch", fetch);
  // a browser that signed in: the session is asked for only then
  vi.stubGlobal("document", { cookie: "tm_signed_in=1" });
  return calls;
}
const memoryStorage = () => {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
  };
};
const anonymous = () => json({ error: { code: "unauthorized", message: "Sign in" } }, 401);

describe("guest progress", () => {
  it("is kept in storage between pages and read back (never as Pro)", async () => {
    fakeApi(anonymous);
    const storage = memoryStorage();
    $cache.setKey("status", "ready");
    initProgression(storage);
    await vi.waitFor(() => expect($progressionSource.get()).toBe("guest"));
    setQuestDone("debut", true);
    setPlayer({ hideoutUseProgress: true });
    expect(storage.data.get(TRACKING_KEY)).toBe("1");
    resetProgressionSession();
    storage.data.set(
      GUEST_KEY,
      JSON.stringify({ ...JSON.parse(storage.data.get(GUEST_KEY) ?? "{}"), pro: true }),
    );
    initProgression(storage);
    await vi.waitFor(() => expect($progressionChar.get()?.questsDone).toEqual(["debut"]));
    expect($progressionChar.get()?.pro).toBe(false);
  });
});

describe("a signed-in user's progress", () => {
  // the quest cache is there already: only the session is asked for
  beforeEach(() => $cache.set({ ...$cache.get(), status: "ready", questsHash: "q" }));

  it("is the Pro character's, saved through POST /progression/update and PUT /users/me", async () => {
    const pro = sampleUser({ pro: true, questsDone: ["k"], level: 30, hideoutUseProgress: true });
    const calls = fakeApi((c) => (c.url.endsWith("/users/me") ? json(pro) : json({})));
    initProgression(memoryStorage());
    await vi.waitFor(() => expect($progressionSource.get()).toBe("pro"));
    expect($progressionChar.get()).toMatchObject({ pro: true, level: 30, questsDone: ["k"] });
    expect($playerEditable.get()).toBe(true);
    for (const uid of ["a", "b", "c", "d"]) expect(toggleQuestSelected(uid).ok).toBe(true);
    setQuestDone("debut", true);
    setPlayer({ level: 31 });
    expect($progressionChar.get()).toMatchObject({ level: 31, questsDone: ["k", "debut"] });
    expect($guestProgress.get()?.questsDone).toEqual([]);
    await vi.waitFor(() => expect(calls.length).toBeGreaterThanOrEqual(3), { timeout: 2000 });
    expect(calls.find((c) => c.url.endsWith("/progression/update"))?.body).toEqual({
      add: { questsHidden: ["a", "b", "c", "d"], questsDone: ["debut"] },
    });
    expect(calls.find((c) => c.method === "PUT")?.body).toEqual({ level: 31 });
  });

  it("of a base user is kept in the browser, with level and loyalty read-only from the character", async () => {
    const base = sampleUser({ pro: false, level: 12, tradersLL: { skier: 3 }, questsDone: ["server"] });
    const calls = fakeApi(() => json(base));
    // (the quests are in the cache already; this page shows no items)
    initProgression(memoryStorage(), { items: false });
    await vi.waitFor(() => expect($progressionSource.get()).toBe("base"));
    expect($progressionChar.get()).toMatchObject({ pro: false, level: 12, questsDone: [] });
    expect($progressionChar.get()?.tradersLL.skier).toBe(3);
    setPlayer({ level: 40 });
    expect($progressionChar.get()?.level).toBe(12);
    expect($playerEditable.get()).toBe(false);
    setQuestDone("debut", true);
    for (const uid of ["a", "b", "c"]) expect(toggleQuestSelected(uid).ok).toBe(true);
    expect(toggleQuestSelected("d")).toEqual({ ok: false, reason: "freeLimit" });
    expect($guestProgress.get()?.questsDone).toEqual(["debut"]);
    expect(calls).toHaveLength(1);
  });

  it("shares the header's GET /users/me instead of asking again", async () => {
    const calls = fakeApi(() => json(sampleUser({ pro: true })));
    const header = loadSessionUser();
    initProgression(memoryStorage(), { items: false });
    await header;
    await vi.waitFor(() => expect($progressionSource.get()).toBe("pro"));
    expect(calls.map((c) => c.url)).toEqual(["/api/be/users/me"]);
  });
});

describe("$itemsToKeep", () => {
  it("counts find and hand-over objectives of open quests, and drops a completed quest's", () => {
    const objective = (type: "Find in raid" | "HandOver" | "Kill", count: number) => ({
      id: type,
      type,
      text: "",
      maps: [],
      item: "gpu",
      count,
    });
    $cache.setKey("quests", {
      a: quest("a", { objectives: [objective("Find in raid", 2), objective("Kill", 9)] }),
      b: quest("b", { objectives: [objective("HandOver", 1)] }),
    });
    setChar(char());
    expect($itemsToKeep.get()).toEqual([
      { item: "gpu", count: 3, firCount: 2, questCount: 3, hideoutCount: 0, sources: ["a", "b"] },
    ]);
    setQuestDone("a", true);
    expect($itemsToKeep.get()).toEqual([
      { item: "gpu", count: 1, firCount: 0, questCount: 1, hideoutCount: 0, sources: ["b"] },
    ]);
  });
});

describe("questItemsOf", () => {
  it("counts a quest's hand-over once, not again for the find objective before it", () => {
    const o = (id: string, type: "Find in raid" | "HandOver" | "Find", count: number, optional = false) => ({
      id,
      type,
      text: "",
      maps: [],
      item: "gpu",
      count,
      optional,
    });
    const q = quest("q", {
      objectives: [o("f", "Find in raid", 2), o("h", "HandOver", 2), o("x", "Find", 5, true)],
    });
    expect(questItemsOf([q])).toEqual([{ uid: "q", items: [{ item: "gpu", count: 2, fir: true }] }]);
    const findOnly = quest("f", { objectives: [o("f", "Find", 3)] });
    expect(questItemsOf([findOnly])[0]?.items).toEqual([{ item: "gpu", count: 3, fir: false }]);
  });
});

describe("$itemsToKeep with hideout levels", () => {
  it("adds the levels not built yet", () => {
    $cache.setKey("quests", {});
    $cache.setKey("quests", { a: quest("a") });
    $hideoutLevels.set([blankLevel("gen", 1, { itemReqs: [{ item: "wire", count: 2 }] })]);
    setChar(char());
    expect($itemsToKeep.get()).toEqual([
      { item: "wire", count: 2, firCount: 0, questCount: 0, hideoutCount: 2, sources: ["gen-1"] },
    ]);
    setChar(char({ modulesBuilt: ["gen-1"] }));
    expect($itemsToKeep.get()).toEqual([]);
  });
});

describe("what initProgression downloads", () => {
  it("asks for items and quests, or for the quests alone on a quests-only page", async () => {
    const calls = fakeApi(anonymous);
    initProgression(memoryStorage(), { items: false });
    await vi.waitFor(() => expect(calls.some((c) => c.url.includes("/cache"))).toBe(true));
    const questsOnly = new URL(calls.find((c) => c.url.includes("/cache"))?.url ?? "", "http://x.test");
    expect(questsOnly.searchParams.get("items")).toBe("skip");
    expect(questsOnly.searchParams.has("quests")).toBe(false);
    resetCache();
    resetProgressionSession();
    calls.length = 0;
    initProgression(memoryStorage());
    await vi.waitFor(() => expect(calls.some((c) => c.url.includes("/cache"))).toBe(true));
    const both = new URL(calls.find((c) => c.url.includes("/cache"))?.url ?? "", "http://x.test");
    expect(both.searchParams.has("items")).toBe(false);
    expect(both.searchParams.has("quests")).toBe(false);
  });
});

describe("the quest download", () => {
  it("asks for the items too when the quests alone are loading (the header's quest counts)", async () => {
    const calls = fakeApi(() => new Promise<Response>(() => undefined) as unknown as Response);
    $cache.set({ ...$cache.get(), status: "idle", questsHash: null, itemsHash: null });
    void loadCache({ mode: "pvp", items: false });
    initProgression(memoryStorage());
    await vi.waitFor(() => expect(calls.filter((c) => c.url.includes("/cache"))).toHaveLength(2));
    expect(calls.filter((c) => c.url.includes("/cache")).map((c) => c.url.includes("quests=skip"))).toEqual([
      false,
      true,
    ]);
  });

  it("is not asked for twice when the page's full cache load is under way (the calculators)", async () => {
    const calls = fakeApi(() => new Promise<Response>(() => undefined) as unknown as Response);
    $cache.set({ ...$cache.get(), status: "idle", questsHash: null });
    void loadCache({ mode: "pvp" });
    initProgression(memoryStorage());
    await vi.waitFor(() => expect(calls.some((c) => c.url.includes("/users/me"))).toBe(true));
    // the page's load asks once (a few microtasks later: it reads what is kept first); nothing asks again
    await vi.waitFor(() => expect(calls.some((c) => c.url.includes("/cache"))).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls.filter((c) => c.url.includes("/cache"))).toHaveLength(1);
  });

  it("is asked for when only the items are loading (the market)", async () => {
    const calls = fakeApi(() => new Promise<Response>(() => undefined) as unknown as Response);
    $cache.set({ ...$cache.get(), status: "idle", questsHash: null });
    void loadCache({ mode: "pve", quests: false });
    initProgression(memoryStorage());
    await vi.waitFor(() => expect(calls.filter((c) => c.url.includes("/cache"))).toHaveLength(2));
    expect(calls.filter((c) => c.url.includes("/cache")).map((c) => c.url.includes("items=skip"))).toEqual([
      false,
      true,
    ]);
  });
});
