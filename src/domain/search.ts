/**
 * Typo-tolerant item search for the market table: a substring search over one precomputed
 * lowercase string per entry first (every query word must occur; the longest word is looked up
 * in all entries' strings joined, the others checked in its entries); only when that finds few
 * entries, a fuzzy pass matches query words to the entries' words within a small edit distance
 * (1 for words up to 5 letters, 2 above), also against word prefixes so that a half-typed word
 * with a typo still matches. Words with digits are only matched exactly. Fuse.js took 119 ms per
 * keystroke over 4,000 items on this machine kind (STACK.md); `npm run bench search` prints ours.
 */

import { queryVariants, soundFold, toLatin } from "./query-variants";

export type SearchIndex = {
  /** One lowercase haystack per entry. */
  hay: string[];

  /** Each entry's names (its first `nameFields` fields), normalized: what relevance ranks on. */
  names: string[][];
  /** The words of each entry's names, split once here rather than per keystroke. */
  nameWords: string[][];
  /** Every name, and every word of a name, sorted with its entry: ranking a short query that most
   * entries match looks up the names and words starting with it instead of asking each entry. */
  sortedNames: Sorted;
  sortedNameWords: Sorted;
  /**
   * Which letters and digits each entry's haystack holds, 3 numbers per entry: Latin a–z, digits
   * 0–9, Cyrillic а–я (charSlot). A one-letter query, which most entries match, is answered from
   * these rather than from the words (a tag's word alone brings thousands of entries).
   */
  chars: Int32Array;
  /** The same for the first letter of each name (nameStarts) and of each word of a name
   * (wordStarts): a one-letter query is ranked from these. */
  nameStarts: Int32Array;
  wordStarts: Int32Array;
  /** Distinct words of all haystacks → the entries holding them. */
  words: Map<string, number[]>;
  /** The distinct words joined by newlines, where each starts in it, and its entries, in order: a
   * query word of letters and digits is in an entry exactly when it is in one of its words. */
  vocab: { text: string; starts: Int32Array; entries: number[][]; words: string[]; masks: Int32Array };
  /**
   * Fuzzy matches of query words already looked up: while a query is typed only its last word
   * changes. Emptied when it passes FUZZY_MEMO words.
   */
  fuzzy: Map<string, Set<number>>;
};

const FUZZY_MEMO = 64;

/** Distinct strings in code-unit order, each with the entries it belongs to. */
type Sorted = { keys: string[]; entries: number[][] };

function sortedPairs(lists: readonly (readonly string[])[]): Sorted {
  const by = new Map<string, number[]>();
  lists.forEach((list, e) => {
    for (const k of list) {
      const l = by.get(k);
      if (!l) by.set(k, [e]);
      else if (l[l.length - 1] !== e) l.push(e);
    }
  });
  const keys = [...by.keys()].sort();
  return { keys, entries: keys.map((k) => by.get(k) ?? []) };
}

/** Where the first key not before `key` is (binary search). */
function lowerBound(s: Sorted, key: string): number {
  let lo = 0;
  let hi = s.keys.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((s.keys[mid] as string) < key) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The entries of `key` (none when it is not a key). */
function withKey(s: Sorted, key: string): readonly number[] {
  const at = lowerBound(s, key);
  return s.keys[at] === key ? (s.entries[at] ?? []) : [];
}

/** Calls `f` with the entry of every key that starts with `prefix` and whether it is `prefix`. */
function withPrefix(s: Sorted, prefix: string, f: (entry: number, equal: boolean) => void): void {
  for (let i = lowerBound(s, prefix); i < s.keys.length; i++) {
    const k = s.keys[i] as string;
    if (!k.startsWith(prefix)) break;
    for (const e of s.entries[i] ?? []) f(e, k.length === prefix.length);
  }
}

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
  // tags and their labels repeat from entry to entry: each field and each word is worked on once
  const fieldCache = new Map<string, { text: string; words: string[] }>();
  const field = (f: string) => {
    let v = fieldCache.get(f);
    if (!v) {
      const text = normalize(f.replaceAll("_", " "));
      v = { text, words: text.split(WORD_SPLIT).filter(Boolean) };
      fieldCache.set(f, v);
    }
    return v;
  };
  // Latin words also as they sound (soundFold), so that a Cyrillic spelling finds them
  const foldCache = new Map<string, string>();
  const fold = (w: string) => {
    let v = foldCache.get(w);
    if (v === undefined) {
      v = /[a-z]/.test(w) ? soundFold(w) : w;
      foldCache.set(w, v);
    }
    return v;
  };
  entries.forEach((fields, i) => {
    const parts = fields.flatMap((f) => (f ? [field(f)] : [])).filter((p) => p.text);
    const own = new Set(parts.flatMap((p) => p.words));
    const folded = new Set<string>();
    for (const w of own) {
      const f = fold(w);
      if (f !== w) folded.add(f);
    }
    const plain = parts.map((p) => p.text).join(" ");
    hay.push(folded.size ? `${plain} ${[...folded].join(" ")}` : plain);
    const shown = fields
      .slice(0, nameFields)
      .filter((f): f is string => !!f)
      .map(normalize);
    names.push(shown);
    nameWords.push(shown.flatMap((n) => n.split(WORD_SPLIT)).filter(Boolean));
    for (const w of new Set([...own, ...folded])) {
      const list = words.get(w);
      if (list) list.push(i);
      else words.set(w, [i]);
    }
  });
  const keys = [...words.keys()];
  const chars = new Int32Array(hay.length * 3);
  const nameStarts = new Int32Array(hay.length * 3);
  const wordStarts = new Int32Array(hay.length * 3);
  const set = (bits: Int32Array, e: number, code: number) => {
    const slot = charSlot(code);
    if (slot < 0) return;
    const at = e * 3 + (slot >> 5);
    bits[at] = (bits[at] as number) | (1 << (slot & 31));
  };
  hay.forEach((h, e) => {
    for (let i = 0; i < h.length; i++) set(chars, e, h.charCodeAt(i));
    for (const n of names[e] ?? []) set(nameStarts, e, n.charCodeAt(0));
    for (const w of nameWords[e] ?? []) set(wordStarts, e, w.charCodeAt(0));
  });
  const starts = new Int32Array(keys.length);
  let at = 0;
  keys.forEach((w, i) => {
    starts[i] = at;
    at += w.length + 1;
  });
  return {
    hay,
    vocab: {
      text: keys.join("\n"),
      starts,
      entries: [...words.values()],
      words: keys,
      masks: Int32Array.from(keys, charMask),
    },
    names,
    nameWords,
    chars,
    nameStarts,
    wordStarts,
    sortedNames: sortedPairs(names),
    sortedNameWords: sortedPairs(nameWords),
    words,
    fuzzy: new Map(),
  };
}

/** The index of the word holding position `at` of the joined words. */
function wordAt(starts: Int32Array, at: number): number {
  let lo = 0;
  let hi = starts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if ((starts[mid] as number) <= at) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/** A lowercase letter's or digit's place in SearchIndex.chars (word · 32 + bit); -1: other. */
function charSlot(code: number): number {
  if (code >= 97 && code <= 122) return code - 97;
  if (code >= 48 && code <= 57) return 32 + code - 48;
  if (code >= 0x430 && code <= 0x44f) return 64 + code - 0x430;
  return -1;
}

/**
 * Marks (1) the entries whose haystack holds `token`. A single letter or digit is read from the
 * entries' letters (SearchIndex.chars); a longer word of letters and digits is looked up in
 * the joined distinct words, each word holding it bringing its entries (it cannot span two words);
 * one with other characters ("5.45") is looked for in each entry.
 */
function markWith(index: SearchIndex, token: string): Uint8Array {
  const mark = new Uint8Array(index.hay.length);
  const slot = token.length === 1 ? charSlot(token.charCodeAt(0)) : -1;
  if (slot >= 0) {
    const word = slot >> 5;
    const bit = 1 << (slot & 31);
    for (let e = 0; e < mark.length; e++) if ((index.chars[e * 3 + word] as number) & bit) mark[e] = 1;
    return mark;
  }
  if (!ONE_WORD.test(token)) {
    // only entries holding every letter and digit of it are read ("5.45": those with a 4 and a 5)
    const need = new Int32Array(3);
    for (let i = 0; i < token.length; i++) {
      const at = charSlot(token.charCodeAt(i));
      if (at >= 0) need[at >> 5] = (need[at >> 5] as number) | (1 << (at & 31));
    }
    const [a, b, c] = need as unknown as [number, number, number];
    const { chars } = index;
    for (let e = 0; e < index.hay.length; e++) {
      const x = e * 3;
      if (
        ((chars[x] as number) & a) === a &&
        ((chars[x + 1] as number) & b) === b &&
        ((chars[x + 2] as number) & c) === c &&
        (index.hay[e] as string).includes(token)
      )
        mark[e] = 1;
    }
    return mark;
  }
  const { text, starts, entries } = index.vocab;
  for (let at = text.indexOf(token); at >= 0; ) {
    const w = wordAt(starts, at);
    for (const e of entries[w] ?? []) mark[e] = 1;
    at = text.indexOf(token, starts[w + 1] ?? text.length);
  }
  return mark;
}

/** The entries whose haystack holds `token`, ascending (see markWith). */
function entriesWith(index: SearchIndex, token: string): number[] {
  const mark = markWith(index, token);
  const out: number[] = [];
  for (let e = 0; e < mark.length; e++) if (mark[e]) out.push(e);
  return out;
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

/**
 * Whether `word`, or its start as long as `token`, is within `max` edits of `token`: one edit
 * table for both, only its band of width 2·max + 1 (cells off it exceed max), given up as soon
 * as a row exceeds max.
 */
function nearWord(token: string, word: string, max: number): boolean {
  const m = token.length;
  const whole = Math.abs(word.length - m) <= max;
  const prefix = word.length > m;
  if (!whole && !prefix) return false;
  const n = Math.min(word.length, m + max);
  if (prevRow.length <= n + 1) {
    prevRow = new Int32Array((n + 1) * 2);
    curRow = new Int32Array((n + 1) * 2);
  }
  let prev = prevRow;
  let cur = curRow;
  const far = max + 1;
  for (let j = 0; j <= n; j++) prev[j] = j <= max ? j : far;
  for (let i = 1; i <= m; i++) {
    const from = Math.max(1, i - max);
    const to = Math.min(n, i + max);
    cur[from - 1] = from === 1 ? Math.min(i, far) : far;
    let rowMin = cur[from - 1] as number;
    const ca = token.charCodeAt(i - 1);
    for (let j = from; j <= to; j++) {
      const cost = ca === word.charCodeAt(j - 1) ? 0 : 1;
      const up = j <= i - 1 + max ? (prev[j] as number) : far;
      const v = Math.min(up + 1, (cur[j - 1] as number) + 1, (prev[j - 1] as number) + cost, far);
      cur[j] = v;
      if (v < rowMin) rowMin = v;
    }
    if (to < n) cur[to + 1] = far;
    if (rowMin > max) return false;
    const swap = prev;
    prev = cur;
    cur = swap;
  }
  return (whole && (prev[word.length] as number) <= max) || (prefix && (prev[m] as number) <= max);
}

/**
 * Which of 32 classes of characters (by code, modulo 32) a word holds. Each edit brings at most
 * one character class into a word, so a word lacking more than `max` of a token's classes is not
 * within `max` edits of it, nor is its start.
 */
function charMask(word: string): number {
  let mask = 0;
  for (let i = 0; i < word.length; i++) mask |= 1 << (word.charCodeAt(i) & 31);
  return mask;
}

/** How many bits of a 32-bit number are set. */
function bitCount(n: number): number {
  let v = n - ((n >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/** Entries whose words are near `token` (whole word or, while typing, the word's start). */
function fuzzyEntries(index: SearchIndex, token: string): Set<number> {
  const known = index.fuzzy.get(token);
  if (known) return known;
  // Numbers (calibers, sizes, versions) are matched exactly: 3998 is not a typo of 3999.
  const max = HAS_DIGIT.test(token) ? 0 : typoBudget(token.length);
  const hits = new Set<number>();
  const { words, masks, entries } = index.vocab;
  const mask = charMask(token);
  if (max > 0)
    for (let i = 0; i < words.length; i++) {
      if (bitCount(mask & ~(masks[i] as number)) > max) continue;
      const word = words[i] as string;
      if (HAS_DIGIT.test(word) || !nearWord(token, word, max)) continue;
      for (const e of entries[i] ?? []) hits.add(e);
    }
  if (index.fuzzy.size >= FUZZY_MEMO) index.fuzzy.clear();
  index.fuzzy.set(token, hits);
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
  const tokens = normalize(query).split(" ").filter(Boolean);
  if (tokens.length === 0) return opts.among ? [...opts.among] : index.hay.map((_, i) => i);
  // the marked entries in `among` order, into an array of their number (no growing: a short
  // query marks most entries)
  const order = (mark: Uint8Array): number[] => {
    const among = opts.among;
    let n = 0;
    if (among) for (const i of among) n += mark[i] as number;
    else for (let i = 0; i < mark.length; i++) n += mark[i] as number;
    const out = new Array<number>(n);
    let j = 0;
    if (among) {
      for (const i of among) if (mark[i]) out[j++] = i;
    } else for (let i = 0; i < mark.length; i++) if (mark[i]) out[j++] = i;
    return out;
  };
  // the longest word is the rarest, mostly: its entries, checked for the other words
  const longest = tokens.reduce((a, b) => (b.length > a.length ? b : a));
  const others = tokens.filter((t) => t !== longest);
  const exact = markWith(index, longest);
  if (others.length > 0)
    for (let e = 0; e < exact.length; e++) {
      if (!exact[e]) continue;
      const h = index.hay[e] as string;
      for (const t of others)
        if (!h.includes(t)) {
          exact[e] = 0;
          break;
        }
    }
  const hits = order(exact);
  if (hits.length >= (opts.fuzzyBelow ?? 5)) return hits;
  // each word occurs in the entry or is near one of its words
  const perToken = tokens.map((t) => fuzzyEntries(index, t));
  const loose = new Uint8Array(index.hay.length);
  const first = tokens[0] as string;
  for (const e of new Set([...entriesWith(index, first), ...(perToken[0] ?? [])])) {
    if (exact[e]) continue;
    const h = index.hay[e] as string;
    if (tokens.every((t, k) => h.includes(t) || perToken[k]?.has(e))) loose[e] = 1;
  }
  return [...hits, ...order(loose)];
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
  return tierOf(index, entry, rankQuery(index, query));
}

/** A normalized query with what ranking asks of every entry worked out once. */
type RankQuery = { q: string; spaced: string; wholeIn: Set<number> | null };

const ONE_WORD = /^[\p{L}\p{N}]+$/u;

function rankQuery(index: SearchIndex, query: string): RankQuery {
  const q = normalize(query);
  // a query of one word stands whole in the entries the word index lists for it
  const wholeIn = ONE_WORD.test(q) ? new Set(index.words.get(q) ?? []) : null;
  return { q, spaced: ` ${q}`, wholeIn };
}

/** relevance with the query already prepared (plain loops: it runs for every hit). */
function tierOf(index: SearchIndex, entry: number, { q, spaced, wholeIn }: RankQuery): number {
  const names = index.names[entry] ?? [];
  let tier = 5;
  for (const n of names) {
    if (n === q) return 0;
    if (tier > 1 && n.startsWith(q)) tier = 1;
  }
  if (tier === 1) return 1;
  for (const w of index.nameWords[entry] ?? []) if (w.startsWith(q)) return 2;
  for (const n of names) if (n.includes(spaced)) return 2;
  const hay = index.hay[entry] ?? "";
  if (!hay.includes(q)) return 5;
  return (wholeIn ? wholeIn.has(entry) : wholeWord(hay, q)) ? 3 : 4;
}

/** Above this many hits of a one-word query, tiers 0–3 come from the sorted names and words. */
const MANY_HITS = 200;

/**
 * The tier of every entry for a one-word query, from the sorted names and name words, the word
 * index and the entries holding the query (markWith): the same tiers as tierOf.
 */
function knownTiers(index: SearchIndex, q: string, wholeIn: Set<number>): Uint8Array {
  const tier = markWith(index, q);
  for (let e = 0; e < tier.length; e++) tier[e] = tier[e] ? 4 : 5;
  for (const e of wholeIn) tier[e] = 3;
  const slot = q.length === 1 ? charSlot(q.charCodeAt(0)) : -1;
  if (slot >= 0) {
    // one letter: a name or a name's word starts with it when its first letters say so
    const at = slot >> 5;
    const bit = 1 << (slot & 31);
    for (let e = 0; e < tier.length; e++) {
      if ((index.nameStarts[e * 3 + at] as number) & bit) tier[e] = 1;
      else if ((index.wordStarts[e * 3 + at] as number) & bit) tier[e] = 2;
    }
    for (const e of withKey(index.sortedNames, q)) tier[e] = 0;
    return tier;
  }
  withPrefix(index.sortedNameWords, q, (e) => {
    if ((tier[e] as number) > 2) tier[e] = 2;
  });
  withPrefix(index.sortedNames, q, (e, equal) => {
    const t = equal ? 0 : 1;
    if ((tier[e] as number) > t) tier[e] = t;
  });
  return tier;
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
  const q = rankQuery(index, query);
  const known = hits.length > MANY_HITS && q.wholeIn ? knownTiers(index, q.q, q.wholeIn) : null;
  // a stable sort by tier, each tier in the hits' order, written in order into a sized array
  const tiers = new Uint8Array(hits.length);
  const count = new Int32Array(6);
  for (let k = 0; k < hits.length; k++) {
    const i = hits[k] as number;
    const tier = known ? (known[i] as number) : tierOf(index, i, q);
    tiers[k] = tier;
    count[tier] = (count[tier] as number) + 1;
  }
  const out = new Array<number>(hits.length);
  let j = 0;
  for (let t = 0; t < 6; t++) {
    if (count[t] === 0) continue;
    for (let k = 0; k < hits.length; k++) if (tiers[k] === t) out[j++] = hits[k] as number;
  }
  return out;
}

/**
 * The items of a short list (a picker's choices) that match a query, best first: an index built
 * for them, findEntries (typos, the other keyboard layout, Cyrillic spellings) and
 * rankByRelevance. An empty query keeps the list as it is.
 * @example searchList(["Graphics card", "Tetriz"], (n) => [n], "grafics") // ["Graphics card"]
 */
export function searchList<T>(
  items: readonly T[],
  fields: (item: T) => readonly (string | null | undefined)[],
  query: string,
  /** How many leading fields are names (they rank); the rest only match. */
  nameFields = Number.POSITIVE_INFINITY,
): T[] {
  if (!normalize(query)) return [...items];
  const index = buildSearchIndex(items.map(fields), nameFields);
  const found = findEntries(index, query);
  return rankByRelevance(index, found.hits, found.query).map((i) => items[i] as T);
}
