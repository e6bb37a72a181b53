/**
 * Positioned map markers (docs/product.md §3 marker types) read from a source that gives positions, such as
 * the live feed's extracts, transits, spawns, locks, switches and loot containers. The real
 * snapshot's sources carry none of these positions, so a map without them keeps only its names.
 */

/** Marker categories of docs/product.md §3, in their sort order (Extractions 10 … Loot 60). */
export const MAP_CATEGORIES = ["extractions", "spawns", "quests", "keys", "misc", "loot"] as const;
export type MapCategory = (typeof MAP_CATEGORIES)[number];

/** Every category shown: what a map shows before its visitor chooses. */
export const allCategoriesShown = (): Record<MapCategory, boolean> =>
  Object.fromEntries(MAP_CATEGORIES.map((c) => [c, true])) as Record<MapCategory, boolean>;

export type MarkerKind =
  | "spawn-pmc"
  | "spawn-scav"
  | "spawn-sniper"
  | "spawn-boss"
  | "spawn-rogue"
  | "spawn-raider"
  | "spawn-cultist"
  | "transit"
  | "extract-pmc"
  | "extract-scav"
  | "extract-coop"
  | "extract-paid"
  | "unlock"
  | "key-spawn"
  | "switch"
  | "container";

/** A marker at a game position (x east-west, y height, z north-south), with an optional outline. */
export type MapMarker = {
  kind: MarkerKind;
  name: string;
  /** The game's Russian name, where its locale has one. */
  ruName?: string;
  x: number;
  /** The height, or null where the source gives none (the marker is then on the main floor). */
  y: number | null;
  z: number;
  /** Outline corners [x, z] of a zone (an extract's area), empty for a point. */
  outline: [number, number][];
  /** A loot container's order number (docs/product.md §3), or null where the spec gives none. */
  order: number | null;
  /** A boss spawn's chance that the boss comes to the raid (0–1). */
  chance?: number;
  /** A boss spawn's named place, where the data names it. */
  place?: string;
};

const CATEGORY: Record<MarkerKind, Exclude<MapCategory, "quests">> = {
  "spawn-pmc": "spawns",
  "spawn-scav": "spawns",
  "spawn-sniper": "spawns",
  "spawn-boss": "spawns",
  "spawn-rogue": "spawns",
  "spawn-raider": "spawns",
  "spawn-cultist": "spawns",
  transit: "extractions",
  "extract-pmc": "extractions",
  "extract-scav": "extractions",
  "extract-coop": "extractions",
  "extract-paid": "extractions",
  unlock: "keys",
  "key-spawn": "keys",
  switch: "misc",
  container: "loot",
};

/**
 * The category a marker kind belongs to.
 * @example markerCategory("unlock") // "keys"
 */
export const markerCategory = (kind: MarkerKind) => CATEGORY[kind];

/**
 * A spawn's kind from the feed's sides and categories: a boss, a sniper scav, a PMC (a player spawn
 * open to PMCs), otherwise a scav.
 * @example spawnKind(["pmc"], ["player"]) // "spawn-pmc"
 */
export function spawnKind(sides: readonly string[], categories: readonly string[]): MarkerKind {
  const has = (list: readonly string[], v: string) => list.some((x) => x.toLowerCase() === v);
  if (has(categories, "boss")) return "spawn-boss";
  if (has(categories, "sniper")) return "spawn-sniper";
  if (has(categories, "player") && (has(sides, "pmc") || has(sides, "all"))) return "spawn-pmc";
  return "spawn-scav";
}

/**
 * A spawn point's kind from the game's location file (`SpawnPointParams`: Sides Pmc / Savage / All,
 * Categories Player / Bot / Boss / BotPmc / Coop…): a sniper scav's zone names a sniper, a player
 * spawn open to PMCs is a PMC spawn, a scav side's player or bot spawn (not a boss's) a scav spawn.
 * Others (co-op group points, AI PMC and boss-only points) are not drawn: null.
 * @example gameSpawnKind(["All"], ["Player"], "") // "spawn-pmc"
 */
export function gameSpawnKind(
  sides: readonly string[],
  categories: readonly string[],
  zone: string,
): MarkerKind | null {
  const has = (list: readonly string[], v: string) => list.includes(v);
  if (/snipe/i.test(zone) && has(sides, "Savage")) return "spawn-sniper";
  if (has(categories, "Player") && (has(sides, "Pmc") || has(sides, "All"))) return "spawn-pmc";
  if (
    has(sides, "Savage") &&
    (has(categories, "Player") || (has(categories, "Bot") && !has(categories, "Boss")))
  )
    return "spawn-scav";
  return null;
}

/**
 * An extraction's kind from its faction and name: the car extracts ("V-Ex") are Paid, the ones
 * named Co-Op are Co-Op, scav ones Scav; the rest (PMC and shared ones) PMC.
 * @example extractKind("shared", "Scav Checkpoint (Co-op)") // "extract-coop"
 */
export function extractKind(faction: string, name: string): MarkerKind {
  if (/\bv-ex\b/i.test(name)) return "extract-paid";
  if (/\(co-op\)/i.test(name)) return "extract-coop";
  if (faction === "scav") return "extract-scav";
  return "extract-pmc";
}

/** Loot container order numbers named in docs/product.md §3 (the spec does not list the rest). */
const LOOT_ORDER: Record<string, number> = { cache: 10, "ammo box": 20, "ration supply crate": 200 };

/**
 * A loot container's order number, or null where the spec names none.
 * @example lootOrder("Ammo box") // 20
 */
export const lootOrder = (name: string): number | null => LOOT_ORDER[name.trim().toLowerCase()] ?? null;

/**
 * Markers in the docs/product.md §3 category order, then loot by order number (unnumbered last), then name.
 */
export function sortMarkers(markers: readonly MapMarker[], order: readonly MapCategory[]): MapMarker[] {
  const rank = (m: MapMarker) => order.indexOf(markerCategory(m.kind));
  return [...markers].sort(
    (a, b) =>
      rank(a) - rank(b) ||
      (a.order ?? Number.MAX_SAFE_INTEGER) - (b.order ?? Number.MAX_SAFE_INTEGER) ||
      a.name.localeCompare(b.name),
  );
}
