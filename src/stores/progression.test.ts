import { afterEach, describe, expect, it } from "vitest";
import type { CacheQuest } from "../contracts/cache";
import { $cache, resetCache } from "./cache";
import {
  $itemsToKeep,
  $mapQuestCounts,
  $progressionChar,
  $questStates,
  GUEST_KEY,
  initProgression,
  type ProgressionChar,
  setPlayer,
  setQuestDone,
  toggleQuestSelected,
} from "./progression";

const quest = (uid: string, over: Partial<CacheQuest> = {}): CacheQuest => ({
  uid,
  bsgId: null,
  bsgIds: [],
  name: uid,
  nameL10n: { ru: "" },
  descL10n: { ru: "" },
  trader: "prapor",
  active: true,
  fraction: "Any",
  reqGameEdition: [],
  reqGameMode: [],
  reqLevel: 1,
  reqLL: [],
  require: [],
  requireOr: [],
  after: null,
  before: null,
  prev: null,
  next: null,
  left: null,
  left2: null,
  left3: null,
  right: null,
  right2: null,
  right3: null,
  bottom: null,
  locations: [],
  multiple: [],
  other: [],
  requiredForKappa: false,
  requiredForLighthouse: false,
  unlocks: [],
  rewards: { experience: 0, items: [], standing: [], unlocks: [] },
  objectives: [],
  related: [],
  wikiUrl: null,
  sort: 0,
  ...over,
});
const char = (over: Partial<ProgressionChar> = {}): ProgressionChar => ({
  questsDone: [],
  questsHidden: [],
  itemsFound: {},
  modulesBuilt: [],
  fraction: "Usec",
  gameEdition: "Standard",
  gameMode: "PVP",
  level: 5,
  tradersLL: {},
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

afterEach(() => {
  resetCache();
  $progressionChar.set(null);
});

describe("$questStates", () => {
  it("is null without a character", () => {
    $cache.setKey("quests", quests);
    expect($questStates.get()).toBeNull();
  });
  it("follows the character's done list, and locks the final Kappa quest by name", () => {
    $cache.setKey("quests", quests);
    $progressionChar.set(char());
    expect($questStates.get()?.byUid.get("checking")?.status).toBe("Locked");
    expect($questStates.get()?.byUid.get("Collector")?.reasons).toEqual([{ kind: "kappa", missing: 1 }]);
    expect($mapQuestCounts.get()).toEqual({ customs: 1 });
    $progressionChar.set(char({ questsDone: ["debut", "k"] }));
    expect($questStates.get()?.byUid.get("checking")?.status).toBe("Available");
    expect($questStates.get()?.byUid.get("Collector")?.status).toBe("Available");
    expect($mapQuestCounts.get()).toEqual({ factory: 1 });
  });
  it("counts no map tiles when tracking is off", () => {
    $cache.setKey("quests", quests);
    $progressionChar.set(char({ hideoutUseProgress: false }));
    expect($mapQuestCounts.get()).toEqual({});
  });
});

describe("progression actions", () => {
  it("completes and reopens a quest, and refuses a fourth selection to a free character", () => {
    $progressionChar.set(char({ pro: false }));
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
    $progressionChar.set(char());
    expect($questStates.get()?.byUid.get("ll")?.reasons).toEqual([
      { kind: "loyalty", trader: "skier", need: 3, have: 1 },
    ]);
    setPlayer({ tradersLL: { skier: 3 } });
    expect($questStates.get()?.byUid.get("ll")?.status).toBe("Available");
    setPlayer({ hideoutUseProgress: false, tradersLL: {} });
    expect($questStates.get()?.byUid.get("ll")?.status).toBe("Available");
  });
});

describe("guest progress", () => {
  it("is kept in storage between pages and read back (never as Pro)", () => {
    const data = new Map<string, string>();
    const storage = {
      getItem: (k: string) => data.get(k) ?? null,
      setItem: (k: string, v: string) => void data.set(k, v),
    };
    $cache.setKey("status", "ready");
    initProgression(storage);
    setQuestDone("debut", true);
    $progressionChar.set(null);
    data.set(GUEST_KEY, JSON.stringify({ ...JSON.parse(data.get(GUEST_KEY) ?? "{}"), pro: true }));
    initProgression(storage);
    expect($progressionChar.get()?.questsDone).toEqual(["debut"]);
    expect($progressionChar.get()?.pro).toBe(false);
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
    $progressionChar.set(char());
    expect($itemsToKeep.get()).toEqual([{ item: "gpu", count: 3, firCount: 2, sources: ["a", "b"] }]);
    setQuestDone("a", true);
    expect($itemsToKeep.get()).toEqual([{ item: "gpu", count: 1, firCount: 0, sources: ["b"] }]);
  });
});
