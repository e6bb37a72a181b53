/**
 * Skills and craft duration (docs/product.md §5 and §9).
 *
 * - Skill values are read as numbers; anything non-numeric is ignored (null); values are
 *   clamped to 0..MAX_SKILL (the shared maximum, 51: level 50 plus the elite level).
 * - Craft time = duration × (1 − 0.75 % × crafting skill) (docs/product.md §9: "Craft time reduction
 *   equals 0.75 times crafting skill"; the game's Crafting skill: −0.75 % per level).
 * - The "time reduction" input is turned into a skill: reduction / 0.75, rounded (docs/product.md §5).
 */

/** The highest skill level counted (level 50 plus elite); higher inputs are capped. */
export const MAX_SKILL = 51;
/** Craft time reduction per crafting-skill level, in percent. */
export const CRAFT_REDUCTION_PER_LEVEL = 0.75;

/**
 * A skill value from user input: a number in 0..MAX_SKILL, or null when not numeric.
 * @example parseSkill("60") // 51
 */
export function parseSkill(input: unknown): number | null {
  const n = parseNumber(input);
  return n === null ? null : clampSkill(n);
}

/**
 * A numeric skill clamped to 0..MAX_SKILL (NaN counts as 0).
 * @example clampSkill(80) // 51
 */
export function clampSkill(skill: number): number {
  if (Number.isNaN(skill)) return 0;
  return Math.min(MAX_SKILL, Math.max(0, skill));
}

/**
 * Seconds a craft takes with the crafting skill: duration × (1 − 0.0075 × skill), unrounded.
 * @example craftTime(36_000, 50) // 22_500 (10 h − 37.5 %)
 */
export function craftTime(duration: number, craftingSkill: number): number {
  // Written as duration × (100 − 0.75·skill) / 100 so whole-percent cases stay exact.
  return (duration * (100 - CRAFT_REDUCTION_PER_LEVEL * clampSkill(craftingSkill))) / 100;
}

/**
 * The crafting skill stored for a "craft time reduction %" input (docs/product.md §5); null when not numeric.
 * @example craftingSkillFromReduction(30) // 40
 */
export function craftingSkillFromReduction(reductionPercent: unknown): number | null {
  const reduction = parseNumber(reductionPercent);
  if (reduction === null) return null;
  return clampSkill(Math.round(reduction / CRAFT_REDUCTION_PER_LEVEL));
}

/**
 * The craft time reduction in percent for a crafting skill (the inverse shown beside the input).
 * @example craftReductionPercent(51) // 38.25
 */
export function craftReductionPercent(craftingSkill: number): number {
  return (clampSkill(craftingSkill) * 75) / 100;
}

function parseNumber(input: unknown): number | null {
  if (typeof input === "number") return Number.isFinite(input) ? input : null;
  if (typeof input !== "string" || input.trim() === "") return null;
  const n = Number(input.replace(",", "."));
  return Number.isFinite(n) ? n : null;
}
