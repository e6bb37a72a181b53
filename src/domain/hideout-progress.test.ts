import { describe, expect, it } from "vitest";
import { blankLevel as lvl } from "../../tests/fixtures/blank-level";
import {
  applyLevelAction,
  builtLevels,
  canBuild,
  type HideoutLevel,
  levelAction,
  levelRequirements,
} from "./hideout-progress";

const levels = [
  lvl("generator", 1),
  lvl("generator", 2, { itemReqs: [{ item: "wire", count: 3, fir: true }] }),
  lvl("medstation", 1, {
    stationReqs: [{ station: "generator", level: 2 }],
    traderReqs: [{ trader: "therapist", level: 2 }],
  }),
];
const player = (built: string[], itemsFound = {}, tradersLL = {}) => ({
  built: new Set(built),
  itemsFound,
  tradersLL,
});

describe("hideout requirements", () => {
  it("marks each requirement met or missing", () => {
    const p = player(["generator-1"], { wire: 1 });
    const st = builtLevels(levels, p.built);
    expect(levelRequirements(levels[1] as HideoutLevel, st, p)).toEqual([
      { kind: "item", item: "wire", need: 3, have: 1, fir: true, met: false },
    ]);
    expect(levelRequirements(levels[2] as HideoutLevel, st, p)).toEqual([
      { kind: "station", station: "generator", need: 2, have: 1, met: false },
      { kind: "trader", trader: "therapist", need: 2, have: 1, met: false },
    ]);
  });
  it.each([
    [["generator-1"], { wire: 3 }, {}, "generator-2", true],
    [["generator-1"], { wire: 2 }, {}, "generator-2", false],
    [["generator-1", "generator-2"], {}, { therapist: 2 }, "medstation-1", true],
    [["generator-1", "generator-2"], {}, {}, "medstation-1", false],
    [[], { wire: 3 }, {}, "generator-2", false],
  ])("built %j, found %j, traders %j: can build %s = %s", (built, found, traders, uid, expected) => {
    const p = player(built, found, traders);
    const l = levels.find((x) => x.uid === uid) as HideoutLevel;
    expect(canBuild(l, builtLevels(levels, p.built), p)).toBe(expected);
  });
});

describe("skill requirements", () => {
  const gym = lvl("gym", 1, {
    skillReqs: [
      { skill: "Endurance", level: 3 },
      { skill: "HideoutManagement", level: 5 },
    ],
  });
  it("compares the skills the site knows and leaves the others to check in the game", () => {
    const p = { ...player([]), skills: { HideoutManagement: 4 } };
    expect(levelRequirements(gym, new Map(), p)).toEqual([
      { kind: "skill", skill: "Endurance", need: 3, have: null, met: null },
      { kind: "skill", skill: "HideoutManagement", need: 5, have: 4, met: false },
    ]);
    expect(canBuild(gym, new Map(), p)).toBe(false);
    expect(canBuild(gym, new Map(), { ...p, skills: { HideoutManagement: 5 } })).toBe(true);
  });
});

describe("hideout actions", () => {
  it.each([
    [[], "generator-1", "build"],
    [["generator-1"], "generator-2", "build"],
    [["generator-1"], "generator-1", "destroy"],
    [["generator-1", "generator-2"], "generator-1", "none"],
  ])("built %j: %s offers %s", (built, uid, action) => {
    const l = levels.find((x) => x.uid === uid) as HideoutLevel;
    expect(levelAction(l, builtLevels(levels, new Set(built)))).toBe(action);
  });
  it("building a level builds the lower ones; destroying drops the higher ones", () => {
    const g2 = levels[1] as HideoutLevel;
    expect([...applyLevelAction(levels, new Set(), g2, "build")].sort()).toEqual([
      "generator-1",
      "generator-2",
    ]);
    const g1 = levels[0] as HideoutLevel;
    expect([
      ...applyLevelAction(levels, new Set(["generator-1", "generator-2", "medstation-1"]), g1, "destroy"),
    ]).toEqual(["medstation-1"]);
  });
});
