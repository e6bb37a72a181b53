import { describe, expect, it } from "vitest";
import {
  CRAFT_REDUCTION_PER_LEVEL,
  clampSkill,
  craftingSkillFromReduction,
  craftReductionPercent,
  craftTime,
  MAX_SKILL,
  parseSkill,
} from "./craft-time";

describe("craftTime", () => {
  it.each([
    // duration × (1 − 0.75 × skill / 100)
    [36_000, 0, 36_000],
    [36_000, 1, 35_730], // 36,000 × 0.9925
    [36_000, 10, 33_300], // 36,000 × 0.925
    [36_000, 50, 22_500], // 36,000 × 0.625
    [36_000, 51, 22_230], // 36,000 × (1 − 0.3825) = 36,000 × 0.6175
    [36_000, 80, 22_230], // capped at 51
    [36_000, -3, 36_000], // negative counts as 0
    [145_000, 20, 123_250], // 145,000 × 0.85
    [5_400, 13, 4_873.5], // 5,400 × 0.9025: not rounded
  ])("%s s with skill %s → %s s", (duration, skill, expected) => {
    expect(craftTime(duration, skill)).toBe(expected);
  });
});

describe("craftingSkillFromReduction (docs/product.md §5: divided by 0.75, rounded)", () => {
  it.each([
    [0, 0],
    [0.75, 1],
    [30, 40],
    [37.5, 50],
    [38.25, 51],
    [40, 51], // 53.3 → 53 → capped at 51
    [10, 13], // 13.33 → 13
    [10.2, 14], // 13.6 → 14
    ["7,5", 10], // decimal comma
    ["15", 20],
    [-6, 0],
    ["abc", null],
    ["", null],
    [null, null],
    [Number.NaN, null],
  ])("%j → %j", (input, expected) => {
    expect(craftingSkillFromReduction(input)).toBe(expected);
  });

  it("round-trips with craftReductionPercent for every skill level", () => {
    for (let skill = 0; skill <= MAX_SKILL; skill++) {
      expect(craftingSkillFromReduction(craftReductionPercent(skill))).toBe(skill);
    }
    expect(craftReductionPercent(51)).toBe(38.25);
    expect(CRAFT_REDUCTION_PER_LEVEL).toBe(0.75);
  });
});

describe("parseSkill and clampSkill", () => {
  it.each([
    ["12", 12],
    [12.5, 12.5],
    ["60", 51],
    [51, 51],
    [-1, 0],
    ["x", null],
    [" ", null],
    [undefined, null],
    [{}, null],
    [Number.POSITIVE_INFINITY, null],
  ])("parseSkill(%j) → %j", (input, expected) => {
    expect(parseSkill(input)).toBe(expected);
  });

  it("clamps to 0..51", () => {
    expect(MAX_SKILL).toBe(51);
    expect([clampSkill(-2), clampSkill(7), clampSkill(99), clampSkill(Number.NaN)]).toEqual([0, 7, 51, 0]);
  });
});
