/**
 * Hideout levels: requirements shown as met or missing, and the build, upgrade and destroy
 * actions (issue 8, docs/product.md §4). Pure: levels and the player's progress are parameters.
 */

export type HideoutLevel = {
  uid: string;
  stationUid: string;
  level: number;
  itemReqs: { item: string; count: number; fir?: boolean }[];
  stationReqs: { station: string; level: number }[];
  traderReqs: { trader: string; level: number }[];
  skillReqs?: { skill: string; level: number }[];
};

export type HideoutPlayer = {
  /** Built level uids (modulesBuilt). */
  built: ReadonlySet<string>;
  /** Found counts per item uid (itemsFound). */
  itemsFound: Readonly<Record<string, number>>;
  /** Trader loyalty levels; a missing trader is level 1. */
  tradersLL: Readonly<Record<string, number>>;
  /** The skill levels the site knows (crafting, hideout management); others are not tracked. */
  skills?: Readonly<Record<string, number>>;
};

export type Requirement =
  | { kind: "item"; item: string; need: number; have: number; fir: boolean; met: boolean }
  | { kind: "station"; station: string; need: number; have: number; met: boolean }
  | { kind: "trader"; trader: string; need: number; have: number; met: boolean }
  /** A skill the site does not track has `have` and `met` null: the player checks it in the game. */
  | { kind: "skill"; skill: string; need: number; have: number | null; met: boolean | null };

/** The highest built level of each station (0 when none). */
export function builtLevels(
  levels: readonly HideoutLevel[],
  built: ReadonlySet<string>,
): Map<string, number> {
  const out = new Map<string, number>();
  for (const l of levels) {
    if (built.has(l.uid) && l.level > (out.get(l.stationUid) ?? 0)) out.set(l.stationUid, l.level);
  }
  return out;
}

/** Each requirement of a level with what the player has and whether it is met. */
export function levelRequirements(
  l: HideoutLevel,
  stations: Map<string, number>,
  p: HideoutPlayer,
): Requirement[] {
  const items = l.itemReqs.map((r) => {
    const have = p.itemsFound[r.item] ?? 0;
    return {
      kind: "item" as const,
      item: r.item,
      need: r.count,
      have,
      fir: r.fir === true,
      met: have >= r.count,
    };
  });
  const st = l.stationReqs.map((r) => {
    const have = stations.get(r.station) ?? 0;
    return { kind: "station" as const, station: r.station, need: r.level, have, met: have >= r.level };
  });
  const tr = l.traderReqs.map((r) => {
    const have = p.tradersLL[r.trader] ?? 1;
    return { kind: "trader" as const, trader: r.trader, need: r.level, have, met: have >= r.level };
  });
  const sk = (l.skillReqs ?? []).map((r) => {
    const have = p.skills?.[r.skill] ?? null;
    return {
      kind: "skill" as const,
      skill: r.skill,
      need: r.level,
      have,
      met: have === null ? null : have >= r.level,
    };
  });
  return [...items, ...st, ...tr, ...sk];
}

export type LevelAction = "build" | "destroy" | "none";

/**
 * What a level offers: build (the next level of its station; "Upgrade" when the station has a
 * level already), destroy (the station's highest built level), or none.
 */
export function levelAction(l: HideoutLevel, stations: Map<string, number>): LevelAction {
  const current = stations.get(l.stationUid) ?? 0;
  if (l.level === current + 1) return "build";
  if (l.level === current && current > 0) return "destroy";
  return "none";
}

/** Whether the next level has every requirement met (items, station and trader levels, known skills). */
export const canBuild = (l: HideoutLevel, stations: Map<string, number>, p: HideoutPlayer) =>
  levelAction(l, stations) === "build" && levelRequirements(l, stations, p).every((r) => r.met !== false);

/** Built set after building a level (and every lower level of its station) or destroying it (and higher ones). */
export function applyLevelAction(
  levels: readonly HideoutLevel[],
  built: ReadonlySet<string>,
  l: HideoutLevel,
  action: "build" | "destroy",
) {
  const next = new Set(built);
  for (const other of levels) {
    if (other.stationUid !== l.stationUid) continue;
    if (action === "build" && other.level <= l.level) next.add(other.uid);
    if (action === "destroy" && other.level >= l.level) next.delete(other.uid);
  }
  return next;
}
