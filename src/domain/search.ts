/**
 * Typo-tolerant item search for the market table: a substring scan over one precomputed
 * lowercase string per entry first (every query word must occur); only when that finds few
 * entries, a fuzzy pass matches query words to the entries' words within a small edit
 * distance (1 for words up to 5 letters, 2 above), also against word prefixes so that a
 * half-typed word with a typo still matches. Words with digits are only matched exactly. Fuse.js took 119 ms per keystroke over 4,000
 * items on this machine kind (STACK.md); the substring scan takes well under 1 ms.
 */

import { queryVariants, soundFold, toLatin } from "./query-variants";

export type SearchIndex = {
  /** One lowercase haystack per entry. */
  hay: string[];
  /** Each entry's names (its first `nameFields` fields), normalized: what relevance ranks on. */
  names: string[][];
  /** The words of each entry's names, split once here rather than per keystroke. */
  nameWords: string[][];
  /** Distinct words of all haystacks → the entries holding them. */
  words: Map<string, number[]>;
};

const WORD_SPLIT = /[^\p{L}\p{N}]+/u;

/** Lowercases, folds ё to е and squeezes whitespace. @example normalize(" Ёлка  AK ") // "елка ak" */
export function normalize(text: string): string {
  return text.toLowerCase().replaceAll("ё", "е").trim().replace(/\s+/g, " ");
}

/**
 * Builds the index from each entry's searchable fields (name, short name, tags…).
 * @example buildSearchIndex([["Graphics card", "GPU"]]).hay // ["graphics card gpu"]
 */
export function buildSearchIndex(
  entries: readonly (readonly (string | null | undefined)[])[],
  /** How many leading fields are names (name, short name, translated name), the rest only match. */
  nameFields = Number.POSITIVE_INFINITY,
): SearchIndex {
  const hay: string[] = [];
  const names: string[][] = [];
  const nameWords: string[][] = [];
  const words = new Map<string, number[]>();
  entries.forEach((fields, i) => {
    const plain = normalize(fields.filter(Boolean).join(" ").replaceAll("_", " "));
    // Latin words also as they sound (soundFold), so that a Cyrillic spelling finds them
    const folded = [...new Set(plain.split(WORD_SPLIT))].filter((w) => /[a-z]/.test(w) && soundFold(w) !== w);
    const text = folded.length ? `${plain} ${folded.map(soundFold).join(" ")}` : plain;
    hay.push(text);
    const own = fields
      .slice(0, nameFields)
      .filter((f): f is string => !!f)
      .map(normalize);
    names.push(own);
    nameWords.push(own.flatMap((n) => n.split(WORD_SPLIT)).filter(Boolean));
    for (const w of new Set(text.split(WORD_SPLIT))) {
      if (w.length < 2) continue;
      const list = words.get(w);
      if (list) list.push(i);
      else words.set(w, [i]);
    }
  });
  return { hay, names, nameWords, words };
}

// Two reusable rows for the edit-distance table: no allocation per comparison.
let prevRow = new Int32Array(32);
let curRow = new Int32Array(32);

/**
 * Whether the edit distance (insertions, deletions, substitutions) between a and the first
 * bLength characters of b is at most max; bails out as soon as a whole row exceeds max.
 * @example withinDistance("grapics", "graphics", 1) // true
 */
export function withinDistance(a: string, b: string, max: number, bLength = b.length): boolean {
  const n = Math.min(bLength, b.length);
  if (Math.abs(a.length - n) > max) return false;
  if (prevRow.length <= n) {
    prevRow = new Int32Array(n * 2);
    curRow = new Int32Array(n * 2);
  }
  let prev = prevRow;
  let cur = curRow;
  for (let j = 0; j <= n; j++) prev[j] = j;
  for (let i = 1; i <= a.length; i++) {
    cur[0] = i;
    let rowMin = i;
    const ca = a.charCodeAt(i - 1);
    for (let j = 1; j <= n; j++) {
      const cost = ca === b.charCodeAt(j - 1) ? 0 : 1;
      const v = Math.min((prev[j] as number) + 1, (cur[j - 1] as number) + 1, (prev[j - 1] as number) + cost);
      cur[j] = v;
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > max) return false;
    const swap = prev;
    prev = cur;
    cur = swap;
  }
  return (prev[n] as number) <= max;
}

/** Typos allowed in a query word of this length. */
export const typoBudget = (length: number) => (length < 3 ? 0 : length <= 5 ? 1 : 2);

const HAS_DIGIT = /\d/;

/** Entries whose words are near `token` (whole word or, while typing, the word's start). */
function fuzzyEntries(index: SearchIndex, token: string): Set<number> {
  // Numbers (calibers, sizes, versions) are matched exactly: 3998 is not a typo of 3999.
  const max = HAS_DIGIT.test(token) ? 0 : typoBudget(token.length);
  const hits = new Set<number>();
  if (max === 0) return hits;
  for (const [word, entries] of index.words) {
    if (HAS_DIGIT.test(word)) continue;
    const near =
      withinDistance(token, word, max) ||
      (word.length > token.length && withinDistance(token, word, max, token.length));
    if (near) for (const e of entries) hits.add(e);
  }
  return hits;
}

export type SearchOptions = {
  /** Entries to consider, in order (default: all). */
  among?: readonly number[];
  /** The fuzzy pass runs only when the substring scan finds fewer entries than this. */
  fuzzyBelow?: number;
};

/**
 * Entries matching every word of the query, in `among` order: substring hits first, then
 * (only when those are fewer than fuzzyBelow) entries matching each word exactly or fuzzily.
 * An empty query matches everything.
 * @example searchEntries(buildSearchIndex([["Graphics card"]]), "grafics") // [0]
 */
export function searchEntries(index: SearchIndex, query: string, opts: SearchOptions = {}): number[] {
  const among = opts.among ?? index.hay.map((_, i) => i);
  const tokens = normalize(query).split(" ").filter(Boolean);
  if (tokens.length === 0) return [...among];
  const hits: number[] = [];
  for (const i of among) {
    const h = index.hay[i] ?? "";
    if (tokens.every((t) => h.includes(t))) hits.push(i);
  }
  if (hits.length >= (opts.fuzzyBelow ?? 5)) return hits;
  const perToken = tokens.map((t) => fuzzyEntries(index, t));
  const seen = new Set(hits);
  for (const i of among) {
    if (seen.has(i)) continue;
    const h = index.hay[i] ?? "";
    if (tokens.every((t, k) => h.includes(t) || perToken[k]?.has(i))) hits.push(i);
  }
  return hits;
}

/**
 * searchEntries over what the query may have meant (queryVariants: the other keyboard layout, a
 * Latin spelling of Cyrillic): the query as typed when its words occur in some entry, else the
 * first variant whose words do, else what was typed with typos, its Latin spelling first (a
 * Cyrillic query no name holds is more likely a Latin name spelt in Cyrillic, «слик», than a
 * typo). Returns the hits and the variant that found them (rank by it).
 * @example findEntries(buildSearchIndex([["LEDX Skin Transilluminator", "LEDX"]]), "ktlrc").query // "ledx"
 */
export function findEntries(
  index: SearchIndex,
  query: string,
  opts: SearchOptions = {},
): { hits: number[]; query: string } {
  const variants = queryVariants(normalize(query));
  if (variants.length === 0) return { hits: searchEntries(index, query, opts), query };
  for (const v of variants) {
    const exact = searchEntries(index, v, { ...opts, fuzzyBelow: 0 });
    if (exact.length === 0) continue;
    return { hits: exact.length >= (opts.fuzzyBelow ?? 5) ? exact : searchEntries(index, v, opts), query: v };
  }
  // typos are looked for in what was typed only (a fuzzy pass is the costly part of a keystroke)
  const typed = variants[0] ?? "";
  for (const v of new Set([toLatin(typed), typed])) {
    const hits = searchEntries(index, v, opts);
    if (hits.length > 0) return { hits, query: v };
  }
  return { hits: [], query };
}

/**
 * How well an entry matches a query, best first: 0 a name (often the short name) is the query,
 * 1 a name starts with it, 2 a word of a name starts with it, 3 it is a whole word anywhere (tags
 * and the sound-folded words included), 4 it occurs anywhere, 5 only word by word or with typos.
 * @example relevance(buildSearchIndex([["Graphics card", "GPU"]], 2), 0, "gpu") // 0
 */
export function relevance(index: SearchIndex, entry: number, query: string): number {
  return tierOf(index, entry, normalize(query));
}

/** relevance with the query already normalized. */
function tierOf(index: SearchIndex, entry: number, q: string): number {
  const names = index.names[entry] ?? [];
  if (names.some((n) => n === q)) return 0;
  if (names.some((n) => n.startsWith(q))) return 1;
  if ((index.nameWords[entry] ?? []).some((w) => w.startsWith(q)) || names.some((n) => n.includes(` ${q}`)))
    return 2;
  const hay = index.hay[entry] ?? "";
  if (hay.includes(q)) return wholeWord(hay, q) ? 3 : 4;
  return 5;
}

/** A letter or digit of a normalized (lowercase) haystack: ASCII ones, and any letter past ASCII. */
function isWordChar(code: number): boolean {
  return (code >= 48 && code <= 57) || (code >= 97 && code <= 122) || code > 127;
}

/** Whether `q` stands in `hay` as whole words (not inside a longer word). */
function wholeWord(hay: string, q: string): boolean {
  for (let at = hay.indexOf(q); at >= 0; at = hay.indexOf(q, at + 1)) {
    const end = at + q.length;
    if (
      (at === 0 || !isWordChar(hay.charCodeAt(at - 1))) &&
      (end >= hay.length || !isWordChar(hay.charCodeAt(end)))
    )
      return true;
  }
  return false;
}

/**
 * Search hits ordered by relevance (see relevance); equally relevant entries keep their order
 * (the table's sort).
 */
export function rankByRelevance(index: SearchIndex, hits: readonly number[], query: string): number[] {
  const q = normalize(query);
  // a stable bucket sort: six tiers, each in the hits' order
  const buckets: number[][] = [[], [], [], [], [], []];
  for (const i of hits) buckets[tierOf(index, i, q)]?.push(i);
  return buckets.flat();
}
