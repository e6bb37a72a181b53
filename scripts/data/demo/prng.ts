/** A seeded pseudo-random source: every demo value comes from one of these, never Math.random. */
export type Rng = {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max]. */
  int(min: number, max: number): number;
  /** A float in [min, max). */
  float(min: number, max: number): number;
  /** True with probability p. */
  chance(p: number): boolean;
  /** One element of a non-empty list. */
  pick<T>(list: readonly T[]): T;
  /** n distinct elements (fewer if the list is shorter), in random order. */
  sample<T>(list: readonly T[], n: number): T[];
};

/** mulberry32: a tiny, fast 32-bit PRNG with good enough statistics for demo data. */
export function createRng(seed: number): Rng {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    float: (min, max) => min + next() * (max - min),
    chance: (p) => next() < p,
    pick: (list) => list[Math.floor(next() * list.length)] as (typeof list)[number],
    sample: (list, n) => {
      const copy = [...list];
      for (let i = copy.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [copy[i], copy[j]] = [copy[j] as (typeof copy)[number], copy[i] as (typeof copy)[number]];
      }
      return copy.slice(0, n);
    },
  };
}

/** FNV-1a 32-bit hash of a string: stable seeds and ids derived from names. */
export function hash32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** A 24-hex-digit id in the game's style, derived from a key (deterministic). */
export function bsgIdOf(key: string): string {
  const a = hash32(key).toString(16).padStart(8, "0");
  const b = hash32(`${key}#b`).toString(16).padStart(8, "0");
  const c = hash32(`${key}#c`).toString(16).padStart(8, "0");
  return `${a}${b}${c}`;
}
