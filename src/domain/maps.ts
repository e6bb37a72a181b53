/** The 12 map slugs a /maps/:map route accepts (docs/product.md §2, §3, and Terminal, which the game added). */
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
  "terminal",
] as const;
export type MapSlug = (typeof MAP_SLUGS)[number];

/** The maps the menu lists: all but labyrinth and ground-zero (docs/product.md §2). */
export const MENU_MAP_SLUGS: readonly MapSlug[] = MAP_SLUGS.filter(
  (slug) => slug !== "labyrinth" && slug !== "ground-zero",
);

/**
 * Whether a route parameter is one of the map slugs.
 * @example isMapSlug("customs") // true
 */
export function isMapSlug(value: string): value is MapSlug {
  return (MAP_SLUGS as readonly string[]).includes(value);
}

/** The feature_maps key of the side-menu flag (the other keys are the map categories). */
export const SIDE_MENU_MAPS_FLAG = "menu";

/**
 * Whether the side menu (the burger menu of small screens) lists the maps (docs/product.md §2: only when the
 * user has the feature_maps flag). Everyone has the flag until they turn it off on a map page, so
 * a visitor's phone menu reaches the maps; the wide header's map dropdown stays for everyone.
 * @example mapsInSideMenu({ menu: false }) // false
 */
export function mapsInSideMenu(featureMaps: Readonly<Record<string, boolean>> | undefined): boolean {
  return featureMaps?.[SIDE_MENU_MAPS_FLAG] !== false;
}
