/** The fields an item slug is made from (SPEC §3 Item). */
export type SlugSource = {
  uid: string;
  url?: string | null;
  name?: string | null;
  isFunctional?: boolean | null;
};

/** Appended to the name of an item flagged not functional, before slugging: "… not func" → "…_not_func". */
export const NOT_FUNCTIONAL_SUFFIX = " not func";

/**
 * Slugs a display name (SPEC §3): lowercased; spaces and slashes → "_"; quotes (' and ") and
 * "#" removed; "(" and ")" → "_". Nothing else changes (dots, dashes and digits stay; runs of
 * underscores are kept as they are, so the rule stays a plain character map).
 * @example slugifyName("M4A1 (5.56x45)") // "m4a1__5.56x45_"
 */
export function slugifyName(name: string): string {
  return name
    .toLowerCase()
    .replace(/['"#]/g, "")
    .replace(/[ /()]/g, "_");
}

/**
 * An item's page slug (SPEC §3): its url when set; else its name slugged, with the
 * " not func" suffix (slugged to "_not_func") when the item is flagged not functional;
 * else its uid.
 * @example itemSlug({ uid: "x", name: "TerraGroup Labs keycard (Red)" }) // "terragroup_labs_keycard__red_"
 */
export function itemSlug(item: SlugSource): string {
  if (item.url) return item.url;
  if (item.name) {
    const name = item.isFunctional === false ? `${item.name}${NOT_FUNCTIONAL_SUFFIX}` : item.name;
    return slugifyName(name);
  }
  return item.uid;
}
