/**
 * When two usernames are "the same" (docs/product.md §5 "Username already exists"): after Unicode NFKC
 * normalisation (composed and compatibility forms: "café" typed either way, full-width letters),
 * full Unicode lower case ("Ärger" = "ärger"), and with letters that look alike across scripts
 * taken as one (Cyrillic "а" and Latin "a"; a confusable skeleton in the spirit of Unicode
 * TS #39, for the scripts the site's players use). The name itself is kept as typed.
 */

/** Letters of other scripts drawn like a Latin letter or digit, after lower-casing. */
const LOOK_ALIKES: Record<string, string> = {
  // Cyrillic
  а: "a",
  в: "b",
  е: "e",
  ё: "e",
  з: "3",
  і: "i",
  ї: "i",
  ј: "j",
  к: "k",
  м: "m",
  н: "h",
  о: "o",
  р: "p",
  с: "c",
  т: "t",
  у: "y",
  х: "x",
  ѕ: "s",
  ԁ: "d",
  ԛ: "q",
  ԝ: "w",
  ӏ: "l",
  // Greek
  α: "a",
  β: "b",
  ε: "e",
  ι: "i",
  κ: "k",
  ν: "v",
  ο: "o",
  ρ: "p",
  τ: "t",
  υ: "u",
  χ: "x",
  // Latin letters and digits drawn alike
  ı: "i",
  ɡ: "g",
  "0": "o",
  "1": "l",
};

/**
 * The comparison key of a username: equal keys mean the names read alike.
 * @example usernameKey("Tagilla") === usernameKey("tаgіllа") // true (Cyrillic а and і)
 */
export function usernameKey(name: string): string {
  let out = "";
  for (const ch of name.normalize("NFKC").toLowerCase().normalize("NFKC")) out += LOOK_ALIKES[ch] ?? ch;
  return out.replace(/rn/g, "m").replace(/vv/g, "w");
}
