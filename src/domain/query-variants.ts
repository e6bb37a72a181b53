/**
 * What a search query may have meant besides what was typed (issue: Russian search): the same
 * keys in the other keyboard layout (ЙЦУКЕН ↔ QWERTY: "ktlrc" is «ледкс» typed with the English
 * layout on, "ыдшсл" is "slick" with the Russian one), and a Cyrillic spelling of a Latin name
 * in Latin letters («ледкс» → "ledx", «слик» → "slik").
 */

import { CYRILLIC } from "./slug";

const EN_KEYS = "`qwertyuiop[]asdfghjkl;'zxcvbnm,.";
const RU_KEYS = "ёйцукенгшщзхъфывапролджэячсмитьбю";

const toRu = new Map([...EN_KEYS].map((c, i) => [c, RU_KEYS[i] as string]));
const toEn = new Map([...RU_KEYS].map((c, i) => [c, EN_KEYS[i] as string]));

/**
 * The same keys in the other layout: Latin letters become the Cyrillic ones on the same keys and
 * the other way round; other characters stay. Lowercase input.
 * @example otherLayout("ktlrc") // "ледкс"
 * @example otherLayout("ыдшсл") // "slick"
 */
export function otherLayout(query: string): string {
  const cyrillic = /[а-яё]/.test(query);
  const map = cyrillic ? toEn : toRu;
  return [...query].map((c) => map.get(c) ?? c).join("");
}

/**
 * Cyrillic letters → Latin, as Russian players spell Latin names: the slugs' table (slug.ts), but
 * х is h and щ sch, the shorter spellings, and "кс" is x («ледкс» → "ledx").
 */
const LATIN: Readonly<Record<string, string>> = { ...CYRILLIC, х: "h", щ: "sch" };

/**
 * A Cyrillic spelling in Latin letters; text without Cyrillic comes back as it is.
 * @example toLatin("ледкс") // "ledx"
 * @example toLatin("слик") // "slik"
 */
export function toLatin(query: string): string {
  return query.replaceAll("кс", "x").replace(/[а-яё]/g, (c) => LATIN[c] ?? c);
}

/**
 * Latin words as they sound to a Russian speller, so that a Cyrillic spelling in Latin letters
 * meets the real spelling: ck → k, x → ks, ph → f, w → v, c → s before e, i, y and k elsewhere,
 * doubled letters once. The search index holds the folded form of each Latin word beside it.
 * @example soundFold("slick") // "slik"
 * @example soundFold("ledx") // "ledks"
 */
export function soundFold(word: string): string {
  return word
    .replace(/ck/g, "k")
    .replace(/x/g, "ks")
    .replace(/ph/g, "f")
    .replace(/w/g, "v")
    .replace(/c(?=[eiy])/g, "s")
    .replace(/c/g, "k")
    .replace(/([a-z])\1/g, "$1");
}

/**
 * The query as typed, then in the other layout, then either in Latin letters and those folded as
 * they sound: distinct, in that order (the first that finds something wins). Lowercase input.
 * @example queryVariants("ktlrc") // ["ktlrc", "ледкс", "ledx", "ledks"]
 * @example queryVariants("слик") // ["слик", "ckbr", "slik"]
 */
export function queryVariants(query: string): string[] {
  const swapped = otherLayout(query);
  // the Latin spelling of whichever of the two is Cyrillic (the other is Latin already)
  const latin = toLatin(/[а-яё]/.test(query) ? query : swapped);
  return [...new Set([query, swapped, latin, soundFold(latin)])].filter(Boolean);
}
