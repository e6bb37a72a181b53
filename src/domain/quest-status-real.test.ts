import { describe, expect, it } from "vitest";
import { questUid, snapshotQuests } from "../../scripts/data/snapshot-quests";
import { blankProgress } from "../../tests/fixtures/blank-quest";
import type { CacheQuest } from "../contracts/cache";
import { finalKappaUid, type QuestProgress, questStates, questVisible } from "./quest-status";

// The engine on the real quest graph of the committed snapshot (data/snapshot).
const quests = snapshotQuests();
const byUid = new Map(quests.map((q) => [q.uid, q]));
const uid = (name: string) => questUid(quests, name);
const collector = finalKappaUid(quests) as string;
const usec = (over: Partial<QuestProgress> = {}) =>
  blankProgress({ gameMode: "PVP", gameEdition: "Standard", tracking: false, ...over });

/**
 * What a player has done to reach a quest: every prerequisite a quest accepts completed, done,
 * with its own prerequisites; one it needs only accepted or failed left open (its own done).
 */
function pathTo(target: string): string[] {
  const out = new Set<string>();
  const visit = (q: CacheQuest | undefined) => {
    for (const r of [...(q?.require ?? []), ...(q?.requireOr ?? [])]) {
      if ((q?.reqStatus[r] ?? ["complete"]).includes("complete")) out.add(r);
      visit(byUid.get(r));
    }
  };
  visit(byUid.get(target));
  return [...out];
}
const statusAfter = (done: string[], over: Partial<QuestProgress> = {}) => {
  const s = questStates(quests, usec({ done, ...over }), { finalKappaUid: collector });
  return (name: string) => s.byUid.get(uid(name));
};

describe("real quests: names", () => {
  it("every quest has a readable name: no game id, no translation key, no raw normalizedName", () => {
    const unreadable = quests.filter(
      (q) =>
        /[0-9a-f]{24}/.test(q.name) ||
        /\s(name|Name|Nickname|description)$/.test(q.name) ||
        /^[a-z0-9_-]+$/.test(q.name) ||
        /Pve Zone/.test(q.name),
    );
    expect(unreadable.map((q) => q.name)).toEqual([]);
  });
  it("names PvE-only quests from their normalizedName", () => {
    expect(byUid.get("easy-money-part-1-pve-zone")?.name).toBe("Easy Money - Part 1 (PvE zone)");
  });
});

describe("real quests: prerequisite statuses", () => {
  it("Debut needs Shooting Cans completed or failed", () => {
    expect(statusAfter([])("Debut")?.reasons).toEqual([
      { kind: "require", quest: uid("Shooting Cans"), failed: true },
    ]);
    expect(statusAfter([uid("Shooting Cans")])("Debut")?.status).toBe("Available");
  });
  it("Postman Pat - Part 2 opens when Part 1 is accepted, not when it is done", () => {
    const part1 = uid("Postman Pat - Part 1");
    const locked = statusAfter([], { tracking: true, level: 1 })("Postman Pat - Part 2");
    expect(locked?.reasons).toContainEqual({ kind: "accept", quest: part1 });
    const status = statusAfter(pathTo(part1));
    expect(status("Postman Pat - Part 1")?.status).toBe("Available");
    expect(status("Postman Pat - Part 2")?.status).toBe("Available");
  });
  it("Hot Wheels - Let's Try Again done means Hot Wheels failed: what needs it done is Cancelled", () => {
    const status = statusAfter([...pathTo(uid("Hot Wheels")), uid("Hot Wheels - Let's Try Again")]);
    expect(status("Hot Wheels")?.status).toBe("Cancelled");
    expect(status("Swift Retribution")?.status).toBe("Cancelled");
    expect(status("Inevitable Response")?.status).toBe("Available");
  });
  it("Hot Wheels - Let's Try Again opens only when Hot Wheels has failed", () => {
    const status = statusAfter(pathTo(uid("Hot Wheels")));
    expect(status("Hot Wheels - Let's Try Again")?.reasons).toEqual([
      { kind: "fail", quest: uid("Hot Wheels") },
    ]);
    expect(
      statusAfter([...pathTo(uid("Hot Wheels")), uid("Hot Wheels")])("Hot Wheels - Let's Try Again")?.status,
    ).toBe("Cancelled");
  });
});

describe("real quests: the Hot Wheels chain (a prerequisite that can never be reached blocks)", () => {
  const SR = uid("Swift Retribution");
  const needsSrFailed = { kind: "require", quest: SR, failed: true };
  const before = pathTo(uid("Hot Wheels"));
  const lta = [...before, uid("Hot Wheels - Let's Try Again")];
  const ir = [...lta, uid("Inevitable Response")];
  it.each([
    // [what is done, quest, status, whether it waits for Swift Retribution to be completed or failed]
    ["its prerequisites", before, "Hot Wheels", "Available", false],
    ["its prerequisites", before, "Swift Retribution", "Locked", false],
    ["Let's Try Again", lta, "Hot Wheels", "Cancelled", false],
    ["Let's Try Again", lta, "Swift Retribution", "Cancelled", false],
    ["Let's Try Again", lta, "Inevitable Response", "Available", false],
    // Swift Retribution was never taken, so it has not failed: Building Foundations stays locked
    ["Let's Try Again", lta, "Building Foundations", "Locked", true],
    // Inevitable Response fails Swift Retribution: now it has failed
    ["Inevitable Response", ir, "Swift Retribution", "Cancelled", false],
    ["Inevitable Response", ir, "Building Foundations", "not Cancelled", false],
    ["Hot Wheels", [...before, uid("Hot Wheels")], "Swift Retribution", "Available", false],
    ["Hot Wheels", [...before, uid("Hot Wheels")], "Inevitable Response", "Cancelled", false],
  ] as const)("after %s: %s is %s", (_, done, name, expected, waits) => {
    const state = statusAfter([...done])(name);
    if (expected === "not Cancelled") expect(state?.status).not.toBe("Cancelled");
    else expect(state?.status).toBe(expected);
    if (waits) expect(state?.reasons).toContainEqual(needsSrFailed);
    else expect(state?.reasons ?? []).not.toContainEqual(needsSrFailed);
  });
});

describe("real quests: alternatives fail as the data says", () => {
  const bigCustomer = [...pathTo(uid("Big Customer")), uid("Big Customer")];
  it.each([
    ["Chemical - Part 4", "Cancelled"],
    ["Out of Curiosity", "Cancelled"],
    ["Big Customer", "Completed"],
    // a follow-up that takes Out of Curiosity failed opens
    ["Trust Regain", "Available"],
    // a Kappa follow-up that takes Chemical - Part 4 done or failed
    ["Safe Corridor", "Available"],
    // it needs Big Customer failed
    ["No Offence", "Cancelled"],
  ])("Big Customer done: %s is %s", (name, expected) => {
    expect(statusAfter(bigCustomer)(name)?.status).toBe(expected);
  });
  it("Chemical - Part 4 done instead: Big Customer and Out of Curiosity are Cancelled", () => {
    const status = statusAfter([...pathTo(uid("Chemical - Part 4")), uid("Chemical - Part 4")]);
    expect(status("Big Customer")?.status).toBe("Cancelled");
    expect(status("Out of Curiosity")?.status).toBe("Cancelled");
    // it needs Out of Curiosity failed, and Chemical - Part 4 done fails it
    expect(status("Trust Regain")?.status).toBe("Available");
    expect(status("Safe Corridor")?.status).not.toBe("Cancelled");
  });
  it("one-way: Colleagues - Part 3 done fails the Sadist, the Sadist done fails nothing", () => {
    const sadist = "The Huntsman Path - Sadist";
    const colleagues = statusAfter([...pathTo(uid("Colleagues - Part 3")), uid("Colleagues - Part 3")]);
    expect(colleagues(sadist)?.status).toBe("Cancelled");
    expect(colleagues("Swift One")?.status).not.toBe("Cancelled");
    expect(colleagues("TerraGroup Employee")?.status).not.toBe("Cancelled");
    const done = statusAfter([...pathTo(uid(sadist)), uid(sadist)]);
    expect(done("Colleagues - Part 3")?.status).toBe("Available");
  });
});

describe("real quests: trader standing", () => {
  const tracked = (tradersStanding: Record<string, number>) =>
    statusAfter([], { tracking: true, level: 79, tradersStanding });
  it.each([
    ["Is This a Reference?", {}, [{ kind: "standing", trader: "fence", compare: ">=", need: 1, have: 0 }]],
    ["Is This a Reference?", { fence: 1 }, []],
    [
      "Compensation for Damage - Trust",
      {},
      [{ kind: "standing", trader: "fence", compare: "<", need: -1, have: 0 }],
    ],
    ["Compensation for Damage - Trust", { fence: -1.5 }, []],
    [
      "Establish Contact",
      { fence: 3.99 },
      [{ kind: "standing", trader: "fence", compare: ">=", need: 4, have: 3.99 }],
    ],
  ])("%s with standing %j: %j", (name, standing, reasons) => {
    expect(tracked(standing)(name)?.reasons).toEqual(reasons);
  });
  it("a new player is not offered a quest that needs a Fence standing", () => {
    expect(tracked({})("Is This a Reference?")?.status).toBe("Locked");
  });
});

describe("real quests: the final Kappa quest", () => {
  it("is the Collector", () => {
    expect(byUid.get(collector)?.name).toBe("Collector");
  });
  it.each([
    ["Usec in PvP", usec({ tracking: true, level: 79 })],
    ["Bear in PvE", usec({ fraction: "Bear", gameMode: "PVE", tracking: true, level: 79 })],
  ])("%s: with every other quest done, the Collector is Available", (_, player) => {
    const others = quests.filter((q) => q.uid !== collector && questVisible(q, player)).map((q) => q.uid);
    const s = questStates(quests, { ...player, done: others }, { finalKappaUid: collector });
    expect(s.byUid.get(collector)).toMatchObject({ status: "Available", reasons: [] });
  });
  it("with Big Customer done instead of Chemical - Part 4, the Collector stays reachable", () => {
    // play every quest that opens, one at a time, never choosing Chemical - Part 4 or Out of Curiosity
    const skipped = new Set([collector, uid("Chemical - Part 4"), uid("Out of Curiosity")]);
    const done = [...pathTo(uid("Big Customer")), uid("Big Customer")];
    for (;;) {
      const s = questStates(quests, usec({ done }), { finalKappaUid: collector });
      expect(s.byUid.get(collector)?.status).not.toBe("Cancelled");
      const next = s.quests.find((q) => !skipped.has(q.uid) && s.byUid.get(q.uid)?.status === "Available");
      if (!next) break;
      done.push(next.uid);
    }
    const end = questStates(quests, usec({ done }), { finalKappaUid: collector });
    expect(end.byUid.get(uid("Chemical - Part 4"))?.status).toBe("Cancelled");
    expect(end.byUid.get(collector)).toMatchObject({ status: "Available", reasons: [] });
  });
});
