/** The 11 map slugs a /maps/:map route accepts (SPEC §2, §3). */
export const MAP_SLUGS = [
  "ground-zero",
  "factory",
  "customs",
  "interchange",
  "woods",
  "shoreline",
  "reserve",
  "lighthouse",
  "streets",
  "lab",
  "labyrinth",
] as const;
export type MapSlug = (typeof MAP_SLUGS)[number];

/** The maps the menu lists: all but labyrinth and ground-zero (SPEC §2). */
export const MENU_MAP_SLUGS: readonly MapSlug[] = MAP_SLUGS.filter(
  (slug) => slug !== "labyrinth" && slug !== "ground-zero",
);

/**
 * Whether a route parameter is one of the 11 map slugs.
 * @example isMapSlug("customs") // true
 */
export function isMapSlug(value: string): value is MapSlug {
  return (MAP_SLUGS as readonly string[]).includes(value);
}
