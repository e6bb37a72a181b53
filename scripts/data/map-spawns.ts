/**
 * Spawn markers from the game's location files (map_positions/spawns/<locationId>.json, the
 * location `base.json` of the game server data, CC BY-NC-SA 4.0):
 * - every player and scav spawn point, by kind (src/domain/map-markers.ts `gameSpawnKind`), one
 *   per 2 m;
 * - one marker per boss, Rogue, Raider and Cultist zone (`BossLocationSpawn[].BossZone`), at the
 *   zone's spawn point nearest its middle, with the chance the boss comes to the raid.
 * Chances and place names are the feed's (graphql maps `bosses`, as the boss list shows them) where
 * the feed lists the same bosses in the same number; otherwise the location file's `BossChance`.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gameSpawnKind, type MapMarker, type MarkerKind } from "../../src/domain/map-markers";

type Point = {
  BotZoneName?: string;
  Categories?: string[];
  Sides?: string[];
  Position?: { x: number; y: number; z: number };
};
type BossSpawn = { BossName: string; BossChance?: number; BossZone?: string };
type LocationFile = { SpawnPointParams?: Point[]; BossLocationSpawn?: BossSpawn[] };
/** A feed map's bosses (graphql maps), as the snapshot's boss list reads them. */
export type FeedBoss = { name: string; spawnChance?: number; spawnLocations?: { name: string }[] };

/** Location file → the feed map it is (the feed keeps night Factory and Ground Zero 21+ apart). */
const LOCATION_MAPS: Record<string, string> = {
  bigmap: "customs",
  factory4_day: "factory",
  factory4_night: "night-factory",
  interchange: "interchange",
  laboratory: "the-lab",
  labyrinth: "the-labyrinth",
  lighthouse: "lighthouse",
  rezervbase: "reserve",
  sandbox: "ground-zero",
  sandbox_high: "ground-zero-21",
  shoreline: "shoreline",
  tarkovstreets: "streets-of-tarkov",
  woods: "woods",
};

/**
 * Bot roles drawn as boss spawns: their kind, English name (as the feed and the game's English
 * client name them) and Russian name where the game's Russian locale gives none.
 */
const ROLES: Record<string, { kind: MarkerKind; name: string; ru?: string }> = {
  bossBully: { kind: "spawn-boss", name: "Reshala" },
  bossKnight: { kind: "spawn-boss", name: "Knight", ru: "Рыцарь" },
  bossGluhar: { kind: "spawn-boss", name: "Glukhar" },
  bossKilla: { kind: "spawn-boss", name: "Killa" },
  bossKojaniy: { kind: "spawn-boss", name: "Shturman" },
  bossSanitar: { kind: "spawn-boss", name: "Sanitar" },
  bossTagilla: { kind: "spawn-boss", name: "Tagilla" },
  bossZryachiy: { kind: "spawn-boss", name: "Zryachiy", ru: "Зрячий" },
  bossBoar: { kind: "spawn-boss", name: "Kaban", ru: "Кабан" },
  bossKolontay: { kind: "spawn-boss", name: "Kollontay", ru: "Коллонтай" },
  sectantPriest: { kind: "spawn-cultist", name: "Cultist Priest" },
  exUsec: { kind: "spawn-rogue", name: "Rogue" },
  pmcBot: { kind: "spawn-raider", name: "Raider" },
  bossPartisan: { kind: "spawn-boss", name: "Partisan", ru: "Партизан" },
};
/**
 * A boss's Russian name by its English one (the feed's), from `russian` (a bot role's name in the
 * game's Russian locale) or the table above; "" for a name not listed.
 */
export function bossRussian(name: string, russian: (role: string) => string): string {
  const role = Object.keys(ROLES).find((r) => ROLES[r]?.name === name);
  return role ? russian(role) || ROLES[role]?.ru || "" : "";
}

/** The feed's place for a boss that may come at any scav spawn: no one place to mark. */
const ANYWHERE = /any scav spawn/i;

const round1 = (x: number) => Math.round(x * 10) / 10;
const round2 = (x: number) => Math.round(x * 100) / 100;

/** The point of a list nearest the list's middle. */
function middlePoint(points: Point[]): Point | undefined {
  const n = points.length;
  if (n === 0) return undefined;
  const mx = points.reduce((s, p) => s + (p.Position?.x ?? 0), 0) / n;
  const mz = points.reduce((s, p) => s + (p.Position?.z ?? 0), 0) / n;
  const d = (p: Point) => ((p.Position?.x ?? 0) - mx) ** 2 + ((p.Position?.z ?? 0) - mz) ** 2;
  return points.reduce((best, p) => (d(p) < d(best) ? p : best));
}

function spawnPoints(points: Point[]): MapMarker[] {
  const out: MapMarker[] = [];
  const taken = new Set<string>();
  for (const p of points) {
    const at = p.Position;
    const kind = gameSpawnKind(p.Sides ?? [], p.Categories ?? [], p.BotZoneName ?? "");
    if (!kind || !at || !Number.isFinite(at.x) || !Number.isFinite(at.z)) continue;
    const cell = `${kind}:${Math.round(at.x / 2)}:${Math.round(at.z / 2)}:${Math.round(at.y / 2)}`;
    if (taken.has(cell)) continue;
    taken.add(cell);
    out.push({ kind, name: "", x: round1(at.x), y: round1(at.y), z: round1(at.z), outline: [], order: null });
  }
  return out;
}

function bossMarkers(
  file: LocationFile,
  feed: readonly FeedBoss[],
  russian: (role: string) => string,
): MapMarker[] {
  const points = file.SpawnPointParams ?? [];
  const spawns = (file.BossLocationSpawn ?? []).filter((b) => ROLES[b.BossName]);
  const out = new Map<string, MapMarker>();
  for (const role of new Set(spawns.map((b) => b.BossName))) {
    const info = ROLES[role];
    if (!info) continue;
    const all = spawns.filter((b) => b.BossName === role);
    const theirs = feed.filter((b) => b.name === info.name);
    // the feed leaves out a location file's spawns that never happen (chance 0)
    const likely = all.filter((b) => (b.BossChance ?? 0) > 0);
    const mine = all.length !== theirs.length && likely.length === theirs.length ? likely : all;
    const paired = mine.length === theirs.length;
    mine.forEach((b, i) => {
      const zones = (b.BossZone ?? "").split(",").filter(Boolean);
      const fed = paired ? theirs[i] : undefined;
      const chance = fed?.spawnChance ?? (b.BossChance ?? 0) / 100;
      const places = fed?.spawnLocations ?? [];
      if (!(chance > 0)) return;
      zones.forEach((zone, j) => {
        const place = places.length === zones.length ? places[j]?.name : undefined;
        if (place && ANYWHERE.test(place)) return;
        const inZone = points.filter((p) => p.BotZoneName === zone);
        const bossOnes = inZone.filter((p) => p.Categories?.includes("Boss"));
        const at = middlePoint(bossOnes.length > 0 ? bossOnes : inZone)?.Position;
        if (!at) return;
        const key = `${role}:${zone}`;
        const before = out.get(key);
        if (before && (before.chance ?? 0) >= chance) return;
        const ruName = bossRussian(info.name, russian);
        out.set(key, {
          kind: info.kind,
          name: info.name,
          ...(ruName ? { ruName } : {}),
          x: round1(at.x),
          y: round1(at.y),
          z: round1(at.z),
          outline: [],
          order: null,
          chance: round2(chance),
          ...(place ? { place } : {}),
        });
      });
    });
  }
  return [...out.values()];
}

/**
 * Spawn and boss markers by our map slug from the input folder's map_positions/spawns files;
 * `feedBosses` gives the feed's bosses by feed map name, `russian` a bot role's Russian name.
 */
export function spawnMarkers(
  folder: string,
  slugOf: (feedName: string) => string | undefined,
  feedBosses: ReadonlyMap<string, readonly FeedBoss[]>,
  russian: (role: string) => string,
): Map<string, MapMarker[]> {
  const dir = join(folder, "map_positions", "spawns");
  const out = new Map<string, MapMarker[]>();
  if (!existsSync(dir)) return out;
  for (const name of readdirSync(dir)
    .filter((f) => f.endsWith(".json"))
    .sort()) {
    const feedName = LOCATION_MAPS[name.replace(/\.json$/, "")];
    const slug = feedName && slugOf(feedName);
    if (!feedName || !slug) continue;
    const file = JSON.parse(readFileSync(join(dir, name), "utf8")) as LocationFile;
    const found = [
      ...spawnPoints(file.SpawnPointParams ?? []),
      ...bossMarkers(file, feedBosses.get(feedName) ?? [], russian),
    ];
    out.set(slug, [...(out.get(slug) ?? []), ...found]);
  }
  return out;
}
