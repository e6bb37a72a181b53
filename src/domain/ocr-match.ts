/**
 * Matching recognised stash text to the items a user tracks (docs/product.md §1 items tracker with screenshot
 * recognition; §5: only items already in the tracker may be added). Names are compared after
 * normalising (case, spacing, punctuation, and Cyrillic letters that look like Latin ones), by
 * edit distance, among the tracked items whose size fits the cell the text was read from.
 */

/** Cyrillic capitals that OCR and fonts render like Latin ones, mapped to those. */
const LOOK_ALIKES: Record<string, string> = {
  А: "A",
  В: "B",
  Е: "E",
  Ё: "E",
  К: "K",
  М: "M",
  Н: "H",
  О: "O",
  Р: "P",
  С: "C",
  Т: "T",
  У: "Y",
  Х: "X",
  З: "3",
  Ѕ: "S",
  І: "I",
};

/**
 * A name as the matcher compares it: upper case, Cyrillic look-alikes as Latin, only letters and
 * digits, and O read as 0 (the game's font draws them alike in short names).
 * @example normaliseName("М4А1 ") // "M4A1"
 */
export function normaliseName(text: string): string {
  let out = "";
  for (const ch of text.normalize("NFC").toUpperCase()) {
    const c = LOOK_ALIKES[ch] ?? ch;
    if (/[\p{L}\p{N}]/u.test(c)) out += c === "O" ? "0" : c;
  }
  return out;
}

/**
 * Levenshtein distance between two strings (insertions, deletions and substitutions cost 1).
 * @example editDistance("kitten", "sitting") // 3
 */
export function editDistance(a: string, b: string): number {
  if (a === b) return 0;
  if (a.length === 0) return b.length;
  if (b.length === 0) return a.length;
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      row[j] = Math.min((prev[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, (prev[j - 1] ?? 0) + cost);
    }
    prev = row;
  }
  return prev[b.length] ?? 0;
}

/** A name cut on the left (a long short name does not fit its item) scores a little below a whole one. */
const CLIPPED_WEIGHT = 0.95;
/** The fewest letters a clipped read needs before it is compared with a name's end. */
const CLIPPED_MIN = 5;

/**
 * How alike a read and a name are, from 0 to 1 (1 when their normal forms are equal). A read of at
 * least five letters that is shorter than the name is also compared with the name's end, since a
 * long short name is cut on the left where its item is narrow.
 * @example nameScore("SA1EWA", "Salewa") // 0.83…
 * @example nameScore("ffice Journal", "Housing Office Journal") // 0.95
 */
export function nameScore(read: string, name: string): number {
  const a = normaliseName(read);
  const b = normaliseName(name);
  const longest = Math.max(a.length, b.length);
  if (longest === 0) return 0;
  const whole = 1 - editDistance(a, b) / longest;
  if (a.length < CLIPPED_MIN || a.length >= b.length) return whole;
  const clipped = (1 - editDistance(a, b.slice(-a.length)) / a.length) * CLIPPED_WEIGHT;
  return Math.max(whole, clipped);
}

/**
 * What a read name strip may say: the whole line, and its right-hand part after a wide gap (names
 * are right-aligned, so marks of the item's picture on the left come first).
 * @example readVariants("EEE    AK-A-16") // ["EEE    AK-A-16", "AK-A-16"]
 */
export function readVariants(text: string): string[] {
  const whole = text.trim();
  const parts = whole.split(/\s{3,}/);
  const last = parts[parts.length - 1] ?? "";
  return parts.length > 1 && last ? [whole, last] : [whole];
}

/** A tracked item the matcher may choose: its uid, short names (per locale) and size in cells. */
export type MatchCandidate = {
  uid: string;
  names: readonly string[];
  width: number | null;
  height: number | null;
};

/** What a name strip was matched to: the best item, its score and whether it is accepted without asking. */
export type NameMatch = { uid: string; score: number; auto: boolean; runnerUp: number };

/** Scores at or above this, with a clear lead over the next item, are accepted without asking. */
export const AUTO_ACCEPT_SCORE = 0.85;
/** The lead over the next different item an automatic match needs. */
export const AUTO_ACCEPT_LEAD = 0.15;
/** Below this score nothing is proposed. */
export const MIN_SCORE = 0.65;

/**
 * Whether an item of a size fits an item frame of `cols` × `rows` cells (either way round, since
 * items can be rotated); an item of unknown size always may.
 */
export function sizeFits(c: MatchCandidate, cols: number, rows: number): boolean {
  if (c.width == null || c.height == null) return true;
  return (c.width === cols && c.height === rows) || (c.width === rows && c.height === cols);
}

/**
 * The tracked item a recognised name most likely is, among those that fit the frame; null when no
 * candidate scores at least MIN_SCORE.
 */
export function matchName(
  read: string,
  candidates: readonly MatchCandidate[],
  frame: { cols: number; rows: number } | null = null,
): NameMatch | null {
  let best: { uid: string; score: number } | null = null;
  let second = 0;
  const variants = readVariants(read);
  for (const c of candidates) {
    if (frame && !sizeFits(c, frame.cols, frame.rows)) continue;
    const score = Math.max(0, ...c.names.flatMap((n) => variants.map((v) => nameScore(v, n))));
    if (!best || score > best.score) {
      if (best) second = Math.max(second, best.score);
      best = { uid: c.uid, score };
    } else second = Math.max(second, score);
  }
  if (!best || best.score < MIN_SCORE) return null;
  const auto = best.score >= AUTO_ACCEPT_SCORE && best.score - second >= AUTO_ACCEPT_LEAD;
  return { uid: best.uid, score: best.score, auto, runnerUp: second };
}

/**
 * A stack count read from its strip: digits only (OCR noise around them is dropped), 1 when the
 * strip holds none (a single item shows no count).
 * @example readCount(" 1 2O ") // 120
 */
export function readCount(text: string): number {
  const digits = text.replace(/[Oo]/g, "0").replace(/[^0-9]/g, "");
  const n = digits ? Number.parseInt(digits, 10) : 1;
  return Number.isSafeInteger(n) && n > 0 ? n : 1;
}
