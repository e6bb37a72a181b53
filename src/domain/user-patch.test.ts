import { describe, expect, it } from "vitest";
import {
  favListAfter,
  levelValue,
  mergePatches,
  normalizePatch,
  SKILL_MAX,
  skillValue,
  toNumber,
  withPatch,
} from "./user-patch";

describe("toNumber", () => {
  it.each([
    [12, 12],
    ["12", 12],
    [" 7.5 ", 7.5],
    ["", null],
    ["abc", null],
    ["12abc", null],
    [Number.NaN, null],
    [Number.POSITIVE_INFINITY, null],
  ] as const)("%j → %j", (input, expected) => {
    expect(toNumber(input)).toBe(expected);
  });
});

describe("skillValue", () => {
  it.each([
    ["30", 30],
    [SKILL_MAX + 1, SKILL_MAX],
    ["999", SKILL_MAX],
    [-3, 0],
    ["x", null],
  ] as const)("%j → %j", (input, expected) => {
    expect(skillValue(input)).toBe(expected);
  });
});

describe("levelValue", () => {
  it.each([
    ["42", 42],
    [0, 1],
    [250, 100],
    ["15.6", 16],
    ["level", null],
  ] as const)("%j → %j", (input, expected) => {
    expect(levelValue(input)).toBe(expected);
  });
});

describe("normalizePatch", () => {
  it("converts level and skills, caps skills, keeps other fields", () => {
    expect(
      normalizePatch({ level: "20", skill_Crafting: "60", skill_HideoutManagement: 5, charName: "A" }),
    ).toEqual({ level: 20, skill_Crafting: SKILL_MAX, skill_HideoutManagement: 5, charName: "A" });
  });

  it("drops fields that are not numbers instead of saving them", () => {
    const out = normalizePatch({ level: "abc", skill_Crafting: "", isIC3Built: true });
    expect(out).toEqual({ isIC3Built: true });
    expect("level" in out).toBe(false);
  });
});

describe("favourite operations and map fields", () => {
  const user = {
    favList: ["a", "b"],
    tradersLL: { prapor: 2, therapist: 1 },
    tradersStanding: { fence: 1 },
    feature_maps: { extracts: true },
  };

  it("keeps the order, appends an added uid once and drops a removed one", () => {
    expect(favListAfter(["a", "b"], { favAdd: ["c", "a"], favRemove: ["b"] })).toEqual(["a", "c"]);
    expect(favListAfter(["a"], { favAdd: ["x"], favRemove: ["x"] })).toEqual(["a"]);
  });

  it("merges patches: later keys win, maps join, a later remove takes back an earlier add", () => {
    expect(mergePatches({ favAdd: ["x"], level: 3 }, { favRemove: ["x"], level: 4 })).toEqual({
      favRemove: ["x"],
      level: 4,
    });
    expect(mergePatches({ favRemove: ["y"] }, { favAdd: ["y"] })).toEqual({ favAdd: ["y"] });
    expect(mergePatches({ favAdd: ["p"] }, { favAdd: ["q", "p"] })).toEqual({ favAdd: ["p", "q"] });
    expect(mergePatches({ tradersLL: { prapor: 3 } }, { tradersLL: { therapist: 4 } })).toEqual({
      tradersLL: { prapor: 3, therapist: 4 },
    });
  });

  it("lays a patch over a user as the server does: one trader changes, the others stay", () => {
    const after = withPatch(user, { tradersLL: { therapist: 4 }, favAdd: ["c"], favRemove: ["a"] });
    expect(after.tradersLL).toEqual({ prapor: 2, therapist: 4 });
    expect(after.favList).toEqual(["b", "c"]);
    expect(after.tradersStanding).toEqual({ fence: 1 });
    expect(withPatch(user, { feature_maps: { spawns: false } }).feature_maps).toEqual({
      extracts: true,
      spawns: false,
    });
  });
});
