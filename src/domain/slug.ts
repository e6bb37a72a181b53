/** The fields an item slug is made from (docs/product.md §3 Item). */
export type SlugSource = {
  uid: string;
  url?: string | null;
  name?: string | null;
  isFunctional?: boolean | null;
};

/** Appended to the name of an item flagged not functional, before slugging: "… not func" → "…_not_func". */
export const NOT_FUNCTIONAL_SUFFIX = " not func";

/** Russian letters → Latin (names sometimes carry Cyrillic look-alikes, e.g. "ТТ"); search reuses it. */
export const CYRILLIC: Readonly<Record<string, string>> = {
  а: "a",
  б: "b",
  в: "v",
  г: "g",
  д: "d",
  е: "e",
  ё: "e",
  ж: "zh",
  з: "z",
  и: "i",
  й: "y",
  к: "k",
  л: "l",
  м: "m",
  н: "n",
  о: "o",
  п: "p",
  р: "r",
  с: "s",
  т: "t",
  у: "u",
  ф: "f",
  х: "kh",
  ц: "ts",
  ч: "ch",
  ш: "sh",
  щ: "shch",
  ъ: "",
  ы: "y",
  ь: "",
  э: "e",
  ю: "yu",
  я: "ya",
};

/**
 * Slugs a display name (docs/product.md §3): trimmed and lowercased; spaces and slashes → "_"; quotes
 * (' and ") and "#" removed; "(" and ")" → "_". Dots, dashes and digits stay; runs of
 * underscores are kept as they are, so the rule stays a plain character map.
 * Beyond docs/product.md §5, so a slug is always URL-safe: any other whitespace (newline, tab) counts as a
 * space; curly quotes go like quotes; accents are dropped and Russian letters transliterated;
 * control characters and anything else a URL path segment cannot hold unescaped are removed
 * (what stays: a–z, 0–9, "_", ".", "-", "~" and !$&*+,;=:@).
 * @example slugifyName("M4A1 (5.56x45)") // "m4a1__5.56x45_"
 */
export function slugifyName(name: string): string {
  return name
    .trim()
    .toLowerCase()
    .replace(/[а-яё]/g, (c) => CYRILLIC[c] ?? "")
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/['"#\u2018\u2019\u201c\u201d]/g, "")
    .replace(/[\s/()]/g, "_")
    .replace(/[^a-z0-9_.~!$&*+,;=:@-]/g, "");
}

/** The longest page slug (the real data's longest is 78 characters). */
export const SLUG_MAX = 120;

/**
 * Whether a slug can be a page's address: 1 to SLUG_MAX of the characters slugifyName keeps, and
 * not dots alone ("." and ".." are steps of a path, not a page).
 * @example isValidSlug("..") // false
 */
export function isValidSlug(slug: string): boolean {
  return slug.length <= SLUG_MAX && /^[a-z0-9_.~!$&*+,;=:@-]+$/.test(slug) && !/^\.+$/.test(slug);
}

/**
 * An item's page slug (docs/product.md §3): its url when set (and a valid slug); else its name slugged, with
 * the " not func" suffix (slugged to "_not_func") when the item is flagged not functional, cut to
 * SLUG_MAX; else (no name, or nothing usable of it survives) its uid.
 * @example itemSlug({ uid: "x", name: "TerraGroup Labs keycard (Red)" }) // "terragroup_labs_keycard__red_"
 */
export function itemSlug(item: SlugSource): string {
  if (item.url && isValidSlug(item.url)) return item.url;
  if (item.name) {
    const name = item.isFunctional === false ? `${item.name.trim()}${NOT_FUNCTIONAL_SUFFIX}` : item.name;
    const slug = slugifyName(name).slice(0, SLUG_MAX);
    if (isValidSlug(slug)) return slug;
  }
  return item.uid;
}
