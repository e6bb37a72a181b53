import { describe, expect, it } from "vitest";
import { levelValue, normalizePatch, SKILL_MAX, skillValue, toNumber } from "./user-patch";

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
