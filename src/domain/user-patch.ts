/**
 * Rules applied to a PUT /users/me body before saving (docs/product.md §3, §5): level and skills arrive
 * as numbers or input strings; they are converted to numbers, non-numbers are dropped, skills
 * are capped at the shared maximum and levels clamped to 1–100.
 */

/** The shared skill maximum (docs/product.md §5: values above it are capped). */
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

/** Favourite operations of a patch: item uids added (at the end, once) and removed. */
export type FavOps = { favAdd?: string[]; favRemove?: string[] };

/** The character fields a patch changes key by key: a patch's keys join the stored ones. */
export const MAP_FIELDS = ["tradersLL", "tradersStanding", "feature_maps"] as const;
type MapField = (typeof MAP_FIELDS)[number];

/**
 * The favourites after operations: the list's order kept, the added ones appended once, the
 * removed ones out (a uid both added and removed is out).
 * @example favListAfter(["a", "b"], { favAdd: ["c", "a"], favRemove: ["b"] }) // ["a", "c"]
 */
export function favListAfter(list: readonly string[], ops: FavOps): string[] {
  const removed = new Set(ops.favRemove ?? []);
  const out: string[] = [];
  for (const uid of [...list, ...(ops.favAdd ?? [])])
    if (!removed.has(uid) && !out.includes(uid)) out.push(uid);
  return out;
}

/**
 * Two patches as one, the later one last: its keys win, its map fields join the earlier ones key
 * by key, and favourite operations add up (a later remove takes back an earlier add, and the other
 * way round).
 */
export function mergePatches<P extends FavOps & Partial<Record<MapField, object>>>(a: P, b: P): P {
  const out = { ...a, ...b };
  for (const key of MAP_FIELDS) if (a[key] && b[key]) out[key] = { ...a[key], ...b[key] } as P[MapField];
  const add = [...(a.favAdd ?? []).filter((u) => !b.favRemove?.includes(u)), ...(b.favAdd ?? [])];
  const remove = [...(a.favRemove ?? []).filter((u) => !b.favAdd?.includes(u)), ...(b.favRemove ?? [])];
  delete out.favAdd;
  delete out.favRemove;
  if (add.length > 0) out.favAdd = [...new Set(add)];
  if (remove.length > 0) out.favRemove = [...new Set(remove)];
  return out;
}

/**
 * A character's fields with a (normalized) patch laid over them, as the server applies it: map
 * fields joined key by key, favourite operations applied to the list, other keys replaced.
 */
export function withPatch<
  U extends { favList: string[] } & Record<MapField, Record<string, unknown>>,
  P extends FavOps & Partial<Record<MapField, object>>,
>(user: U, patch: P): U {
  const { favAdd, favRemove, ...rest } = patch;
  const out = { ...user, ...rest } as U;
  for (const key of MAP_FIELDS)
    if (patch[key]) (out as Record<MapField, unknown>)[key] = { ...user[key], ...patch[key] };
  if (favAdd || favRemove) out.favList = favListAfter(user.favList, { favAdd, favRemove });
  return out;
}
