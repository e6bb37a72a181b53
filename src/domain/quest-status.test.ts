import { describe, expect, it, vi } from "vitest";
import { blankProgress, blankQuest } from "../../tests/fixtures/blank-quest";
import {
  FINAL_KAPPA_BSG_ID,
  finalKappaUid,
  type QuestNode,
  type QuestProgress,
  questStates,
  questWeight,
  resolveDone,
} from "./quest-status";

const q = (uid: string, over: Partial<QuestNode> = {}) => blankQuest(uid, { bsgId: `bsg-${uid}`, ...over });
const player = (over: Partial<QuestProgress> = {}) => blankProgress({ level: 10, ...over });
const status = (quests: QuestNode[], p: QuestProgress, uid: string, o = {}) =>
  questStates(quests, p, o).byUid.get(uid);

describe("questStates: chains", () => {
  const chain = [q("a"), q("b", { require: ["a"] }), q("c", { require: ["b"] })];
  it.each([
    [[], "b", "Locked"],
    [["a"], "b", "Available"],
    [["bsg-a"], "b", "Available"],
    [["a"], "c", "Locked"],
    [["a", "b"], "a", "Completed"],
  ])("done %j → %s is %s", (done, uid, expected) => {
    expect(status(chain, player({ done }), uid)?.status).toBe(expected);
  });
  it("says which prerequisite locks a quest", () => {
    expect(status(chain, player(), "b")?.reasons).toEqual([{ kind: "require", quest: "a" }]);
  });
  it("selected and unlocked is Current", () => {
    expect(status(chain, player({ done: ["a"], selected: ["b"] }), "b")?.status).toBe("Current");
  });
  it("requireOr: one of the list is enough, an empty list is met", () => {
    const quests = [q("x"), q("y"), q("z", { requireOr: ["x", "y"] })];
    expect(status(quests, player(), "z")?.reasons).toEqual([{ kind: "requireOr", quests: ["x", "y"] }]);
    expect(status(quests, player({ done: ["y"] }), "z")?.status).toBe("Available");
    expect(status(quests, player(), "x")?.status).toBe("Available");
  });
  it("requireOr: Cancelled once every quest of the list is cancelled", () => {
    const quests = [
      q("x"),
      q("y"),
      // completing the rival fails both x and y
      q("rival", { multiple: ["x", "y"] }),
      q("z", { requireOr: ["x", "y"] }),
    ];
    expect(status(quests, player({ done: ["rival"] }), "z")?.status).toBe("Cancelled");
    expect(status(quests, player({ done: ["x"] }), "z")?.status).toBe("Available");
  });
  it("a prerequisite cycle in the data locks its quests instead of looping", () => {
    const quests = [
      q("egg", { require: ["hen"] }),
      q("hen", { require: ["egg"] }),
      q("nest", { require: ["egg"] }),
    ];
    const s = questStates(quests, player());
    expect(["egg", "hen", "nest"].map((uid) => s.byUid.get(uid)?.status)).toEqual([
      "Locked",
      "Locked",
      "Locked",
    ]);
  });
  it("a prerequisite this character does not see (the other side's quest) counts once it is marked done", () => {
    const quests = [q("bear-intro", { fraction: "Bear" }), q("shared", { require: ["bear-intro"] })];
    expect(status(quests, player(), "shared")?.reasons).toEqual([{ kind: "require", quest: "bear-intro" }]);
    expect(status(quests, player({ done: ["bear-intro"] }), "shared")?.status).toBe("Available");
  });
});

describe("questStates: level and loyalty", () => {
  const quests = [q("l", { reqLevel: 15, reqLL: [{ trader: "skier", level: 2 }] })];
  it("locks by level and loyalty when tracking is on, with reasons", () => {
    expect(status(quests, player({ level: 10 }), "l")?.reasons).toEqual([
      { kind: "level", need: 15, have: 10 },
      { kind: "loyalty", trader: "skier", need: 2, have: 1 },
    ]);
  });
  it("raising the trader level unlocks it", () => {
    expect(status(quests, player({ level: 15, tradersLL: { skier: 2 } }), "l")?.status).toBe("Available");
  });
  it("ignores level and loyalty when tracking is off", () => {
    expect(status(quests, player({ tracking: false, level: 1 }), "l")?.status).toBe("Available");
  });
});

describe("questStates: alternatives marked multiple", () => {
  const quests = [
    q("root"),
    q("alt1", { require: ["root"], multiple: ["alt1", "alt2"] }),
    q("alt2", { require: ["root"], multiple: ["alt1", "alt2"] }),
    q("after2", { require: ["alt2"] }),
    q("after2b", { require: ["after2"] }),
    q("shared", { requireOr: ["alt1", "alt2"] }),
  ];
  const s = questStates(quests, player({ done: ["root", "alt1"] }));
  it.each([
    ["alt2", "Cancelled"],
    ["after2", "Cancelled"],
    ["after2b", "Cancelled"],
    ["shared", "Available"],
    ["alt1", "Completed"],
  ])("%s is %s", (uid, expected) => {
    expect(s.byUid.get(uid)?.status).toBe(expected);
  });
  it("nothing is cancelled before one alternative is done", () => {
    expect(questStates(quests, player({ done: ["root"] })).cancelled.size).toBe(0);
  });
  it("a quest that needs a cancelled alternative completed is Cancelled; one that accepts it failed opens", () => {
    const more = [
      ...quests,
      q("both", { require: ["alt1", "alt2"] }),
      q("either", {
        require: ["alt1", "alt2"],
        reqStatus: { alt1: ["complete", "failed"], alt2: ["complete", "failed"] },
      }),
      q("consolation", { require: ["alt2"], reqStatus: { alt2: ["failed"] } }),
      q("winner-only", { require: ["alt1"], reqStatus: { alt1: ["failed"] } }),
    ];
    const st = questStates(more, player({ done: ["root", "alt1"] }));
    expect(st.byUid.get("both")?.status).toBe("Cancelled");
    expect(st.byUid.get("either")?.status).toBe("Available");
    expect(st.byUid.get("consolation")?.status).toBe("Available");
    expect(st.byUid.get("winner-only")?.status).toBe("Cancelled");
  });
  it("fail conditions are one-way: completing the other side cancels nothing", () => {
    const oneWay = [q("a", { multiple: ["b"] }), q("b")];
    expect(questStates(oneWay, player({ done: ["b"] })).byUid.get("a")?.status).toBe("Available");
    expect(questStates(oneWay, player({ done: ["a"] })).byUid.get("b")?.status).toBe("Cancelled");
  });
});

describe("questStates: prerequisite statuses", () => {
  const quests = [
    q("x", { reqLevel: 20 }),
    q("starts-with-x", { require: ["x"], reqStatus: { x: ["active"] } }),
    q("after-x", { require: ["x"], reqStatus: { x: ["complete", "failed"] } }),
    q("if-x-fails", { require: ["x"], reqStatus: { x: ["failed"] } }),
  ];
  it.each([
    ["starts-with-x", { kind: "accept", quest: "x" }],
    ["after-x", { kind: "require", quest: "x", failed: true }],
    ["if-x-fails", { kind: "fail", quest: "x" }],
  ])("%s is locked with %j while x is locked", (uid, reason) => {
    expect(status(quests, player(), uid)?.reasons).toEqual([reason]);
  });
  it("active: met once x can be accepted, and still after it is done", () => {
    expect(status(quests, player({ level: 20 }), "starts-with-x")?.status).toBe("Available");
    expect(status(quests, player({ tracking: false }), "starts-with-x")?.status).toBe("Available");
    expect(status(quests, player({ done: ["x"] }), "starts-with-x")?.status).toBe("Available");
  });
  it("failed: x is taken as failed once a quest that needs it failed is done", () => {
    const s = questStates(quests, player({ done: ["if-x-fails"] }));
    expect(s.byUid.get("x")?.status).toBe("Cancelled");
    expect(s.byUid.get("after-x")?.status).toBe("Available");
  });
  it("failed: met once x is Cancelled, never once it is done", () => {
    const withRival = [...quests, q("rival", { multiple: ["x"] })];
    expect(status(withRival, player({ done: ["rival"] }), "if-x-fails")?.status).toBe("Available");
    expect(status(withRival, player({ done: ["rival"] }), "after-x")?.status).toBe("Available");
    expect(status(withRival, player({ done: ["x"] }), "if-x-fails")?.status).toBe("Cancelled");
  });
});

describe("questStates: trader standing", () => {
  const quests = [
    q("friend", { reqStanding: [{ trader: "fence", compare: ">=", value: 1 }] }),
    q("foe", { reqStanding: [{ trader: "fence", compare: "<", value: -1 }] }),
    q("liked", { reqStanding: [{ trader: "fence", compare: ">", value: 0.5 }] }),
    q("outcast", { reqStanding: [{ trader: "fence", compare: "<=", value: -2 }] }),
  ];
  it("a new player (standing 0) meets neither, with reasons", () => {
    const s = questStates(quests, player());
    expect(s.byUid.get("friend")?.reasons).toEqual([
      { kind: "standing", trader: "fence", compare: ">=", need: 1, have: 0 },
    ]);
    expect(s.byUid.get("foe")?.status).toBe("Locked");
  });
  it.each([
    [1, "friend", "Available"],
    [0.99, "friend", "Locked"],
    [-1, "foe", "Locked"],
    [-1.5, "foe", "Available"],
    [0.5, "liked", "Locked"],
    [0.51, "liked", "Available"],
    [-1.99, "outcast", "Locked"],
    [-2, "outcast", "Available"],
  ])("standing %d: %s is %s", (fence, uid, expected) => {
    expect(status(quests, player({ tradersStanding: { fence } }), uid)?.status).toBe(expected);
  });
  it("is not checked with tracking off", () => {
    expect(status(quests, player({ tracking: false }), "friend")?.status).toBe("Available");
  });
});

describe("questStates: Kappa", () => {
  const quests = [
    q("k1", { requiredForKappa: true }),
    q("k2", { requiredForKappa: true }),
    q("k2-rival", { requiredForKappa: true, multiple: ["k2"] }),
    q("collector", { requiredForKappa: true }),
  ];
  const o = { finalKappaUid: "collector" };
  it("locks the final quest while other requiredForKappa quests remain (never counting itself)", () => {
    expect(status(quests, player({ done: ["k1"] }), "collector", o)?.reasons).toEqual([
      { kind: "kappa", missing: 2 },
    ]);
  });
  it("unlocks it when the others are done or cancelled", () => {
    expect(status(quests, player({ done: ["k1", "k2-rival"] }), "collector", o)?.status).toBe("Available");
    expect(status(quests, player({ done: ["k1", "k2", "k2-rival"] }), "collector", o)?.status).toBe(
      "Available",
    );
  });
  it("finds the final quest by the Collector's game id, else by its name", () => {
    expect(finalKappaUid([q("a"), q("b", { bsgId: FINAL_KAPPA_BSG_ID, name: "Коллекционер" })])).toBe("b");
    expect(finalKappaUid([q("a"), q("c", { name: "Collector" })])).toBe("c");
    expect(finalKappaUid([q("a")])).toBeUndefined();
  });
});

describe("questStates: filters", () => {
  const quests = [
    q("bear", { fraction: "Bear" }),
    q("usec", { fraction: "Usec" }),
    q("eod", { reqGameEdition: ["eod", "unheard"] }),
    q("pve-first", { reqGameMode: ["pve", "pvp"] }),
    q("pvp-first", { reqGameMode: ["pvp", "pve"] }),
  ];
  it.each([
    [player(), ["pvp-first", "usec"]],
    [player({ fraction: "Bear", gameEdition: "eod", gameMode: "pve" }), ["bear", "eod", "pve-first"]],
  ])("keeps the quests of the side, edition and first mode", (p, expected) => {
    expect(
      questStates(quests, p)
        .quests.map((x) => x.uid)
        .sort(),
    ).toEqual(expected);
  });
});

describe("sorting and unknown done ids", () => {
  it.each([
    [["customs"], 100],
    [["customs", "woods"], 50],
    [[], 10],
  ])("locations %j weigh %i", (locations, w) => {
    expect(questWeight(q("x", { locations }))).toBe(w);
  });
  it("a special quest weighs 80 and the list is heaviest first", () => {
    const quests = [q("none"), q("two", { locations: ["a", "b"] }), q("one", { locations: ["a"] }), q("sp")];
    const s = questStates(quests, player(), { special: new Set(["sp"]) });
    expect(s.quests.map((x) => x.uid)).toEqual(["one", "sp", "two", "none"]);
  });
  it('logs "Quest not found" and skips the id', () => {
    const log = vi.fn();
    const done = resolveDone([q("a")], ["a", "ghost"], log);
    expect([...done]).toEqual(["a"]);
    expect(log).toHaveBeenCalledWith("Quest not found", "ghost");
  });
});
