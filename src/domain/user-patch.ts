/**
 * Rules applied to a PUT /users/me body before saving (SPEC §3, §5): level and skills arrive
 * as numbers or input strings; they are converted to numbers, non-numbers are dropped, skills
 * are capped at the shared maximum and levels clamped to 1–100.
 */

/** The shared skill maximum (SPEC §5: values above it are capped). */
export const SKILL_MAX = 51;

const SKILL_KEYS = ["skill_Crafting", "skill_HideoutManagement"] as const;
type SkillKey = (typeof SKILL_KEYS)[number];
const LEVEL_MIN = 1;
const LEVEL_MAX = 100;

/** A patch whose level and skills arrive as numbers or input text (PUT /users/me). */
type NumericFields = { level?: number | string } & { [K in SkillKey]?: number | string };

/** A number from a number or a numeric string; null for anything else (empty, NaN, "abc"). */
export function toNumber(value: number | string): number | null {
  if (typeof value === "number") return Number.isFinite(value) ? value : null;
  const trimmed = value.trim();
  if (trimmed === "") return null;
  const n = Number(trimmed);
  return Number.isFinite(n) ? n : null;
}

/** A skill value from input: a number in 0..SKILL_MAX, or null when not a number. */
export function skillValue(value: number | string): number | null {
  const n = toNumber(value);
  if (n === null) return null;
  return Math.min(SKILL_MAX, Math.max(0, n));
}

/** A level from input: an integer in 1..100, or null when not a number. */
export function levelValue(value: number | string): number | null {
  const n = toNumber(value);
  if (n === null) return null;
  return Math.min(LEVEL_MAX, Math.max(LEVEL_MIN, Math.round(n)));
}

export type NormalizedPatch<P extends NumericFields> = Omit<P, "level" | SkillKey> & {
  level?: number;
} & { [K in SkillKey]?: number };

/** The patch with level and skills as numbers; fields that are not numbers are left out. */
export function normalizePatch<P extends NumericFields>(patch: P): NormalizedPatch<P> {
  const { level, skill_Crafting, skill_HideoutManagement, ...rest } = patch;
  const out: NormalizedPatch<P> = { ...rest };
  if (level !== undefined) {
    const n = levelValue(level);
    if (n !== null) out.level = n;
  }
  const skills = { skill_Crafting, skill_HideoutManagement };
  for (const key of SKILL_KEYS) {
    const raw = skills[key];
    if (raw === undefined) continue;
    const n = skillValue(raw);
    if (n !== null) out[key] = n;
  }
  return out;
}
