/**
 * What a game edition gives from the start (docs/product.md §3 game editions): its stash level and, with
 * The Unheard, the Cultist Circle. Those hideout levels count as built for every character of
 * that edition, whether or not the player ticked them. Figures from TarkovTracker's data overlay
 * (editions: defaultStashLevel, defaultCultistCircleLevel); a test checks them against it.
 */

/** Edition (docs/product.md §3 names) → station uid → the level it starts at. */
export const EDITION_STATIONS: Readonly<Record<string, Readonly<Record<string, number>>>> = {
  Standard: { stash: 1 },
  "Left Behind": { stash: 2 },
  "Prepare for Escape": { stash: 3 },
  "Edge of Darkness": { stash: 4 },
  "The Unheard": { stash: 5, "cultist-circle": 1 },
  "EOD + The Unheard": { stash: 5, "cultist-circle": 1 },
};

type Level = { uid: string; stationUid: string; level: number };

/**
 * The hideout level uids an edition starts with, among the levels the data has (a level above
 * the data's highest is not invented).
 * @example editionLevels("Left Behind", [{ uid: "stash-1", stationUid: "stash", level: 1 }, { uid: "stash-2", stationUid: "stash", level: 2 }, { uid: "stash-3", stationUid: "stash", level: 3 }]) // ["stash-1", "stash-2"]
 */
export function editionLevels(edition: string, levels: readonly Level[]): string[] {
  const start = EDITION_STATIONS[edition] ?? {};
  return levels.filter((l) => l.level <= (start[l.stationUid] ?? 0)).map((l) => l.uid);
}

/**
 * The levels a character has built: those it ticked and those its edition starts with.
 * @example builtWithEdition(["lav-1"], "Standard", [{ uid: "stash-1", stationUid: "stash", level: 1 }]) // ["lav-1", "stash-1"]
 */
export function builtWithEdition(
  modulesBuilt: readonly string[],
  edition: string,
  levels: readonly Level[],
): string[] {
  return [...new Set([...modulesBuilt, ...editionLevels(edition, levels)])];
}
