import { describe, expect, it } from "vitest";
import {
  type ChallengeProgress,
  challengePhase,
  challengeScore,
  DEFAULT_CHALLENGE_RULES,
  rankEntries,
} from "./challenge";

const progress = (over: Partial<ChallengeProgress> = {}): ChallengeProgress => ({
  questsDone: [],
  modulesBuilt: [],
  itemsFound: {},
  ...over,
});
const rules = { quest: 10, kappaQuest: 5, module: 3, item: 1 };

describe("challengeScore", () => {
  it.each([
    ["nothing new", progress(), progress(), { score: 0, quests: 0, kappaQuests: 0, modules: 0, items: 0 }],
    [
      "a quest, a Kappa quest, a module and items found",
      progress(),
      progress({ questsDone: ["a", "k"], modulesBuilt: ["m1"], itemsFound: { x: 2, y: 1 } }),
      { score: 10 + 15 + 3 + 3, quests: 2, kappaQuests: 1, modules: 1, items: 3 },
    ],
    [
      "what was done before joining counts nothing",
      progress({ questsDone: ["a", "k"], modulesBuilt: ["m1"], itemsFound: { x: 2 } }),
      progress({ questsDone: ["a", "k", "b"], modulesBuilt: ["m1"], itemsFound: { x: 5 } }),
      { score: 10 + 3, quests: 1, kappaQuests: 0, modules: 0, items: 3 },
    ],
    [
      "progress undone since joining never goes below zero",
      progress({ questsDone: ["a"], itemsFound: { x: 4 } }),
      progress({ questsDone: [], itemsFound: { x: 1, y: 1 } }),
      { score: 1, quests: 0, kappaQuests: 0, modules: 0, items: 1 },
    ],
    [
      "a quest listed twice counts once",
      progress(),
      progress({ questsDone: ["a", "a"] }),
      { score: 10, quests: 1, kappaQuests: 0, modules: 0, items: 0 },
    ],
  ])("%s", (_, baseline, current, expected) => {
    expect(challengeScore(baseline, current, rules, new Set(["k"]))).toEqual(expected);
  });

  it("follows the rules given, zero points included", () => {
    const current = progress({ questsDone: ["k"], modulesBuilt: ["m"], itemsFound: { x: 1 } });
    expect(
      challengeScore(progress(), current, { quest: 0, kappaQuest: 0, module: 0, item: 7 }, new Set(["k"]))
        .score,
    ).toBe(7);
    expect(challengeScore(progress(), current, DEFAULT_CHALLENGE_RULES, new Set()).score).toBe(10 + 5 + 1);
  });
});

describe("challengePhase", () => {
  it.each([
    [9, "upcoming"],
    [10, "running"],
    [19, "running"],
    [20, "ended"],
    [99, "ended"],
  ] as const)("at %i: %s", (now, phase) => {
    expect(challengePhase({ startsAt: 10, endsAt: 20 }, now)).toBe(phase);
  });
});

describe("rankEntries", () => {
  it("orders by score, ties share a rank and are listed by who joined first", () => {
    const ranked = rankEntries([
      { name: "c", score: 5, joinedAt: 3 },
      { name: "a", score: 9, joinedAt: 5 },
      { name: "b", score: 5, joinedAt: 1 },
      { name: "d", score: 1, joinedAt: 0 },
    ]);
    expect(ranked.map((e) => [e.name, e.rank])).toEqual([
      ["a", 1],
      ["b", 2],
      ["c", 2],
      ["d", 4],
    ]);
    expect(rankEntries([])).toEqual([]);
  });
});
