/**
 * Map geometry for the snapshot, in the project's own format (src/contracts/map-geometry.ts),
 * from three upstream files of an input folder:
 * - maps.json (tarkov-dev's render config, MIT): transform, rotation, bounds, labels, floors;
 * - pve_tasks.json: quest-objective zones with positions and outlines, and the possible places of
 *   quest items (points);
 * - graphql_regular/maps.json: extract names and factions, bosses with their spawn chances and
 *   named places, and switches; where the file is the live feed's fuller shape, also the
 *   positioned markers: extracts and transits (with outlines), spawns, locks, switches and loot
 *   containers (the committed sample has no positions, so the snapshot has no markers).
 * Map variants (Night Factory, Ground Zero 21+) fold into their main map's slug. Extracts get
 * their Russian names from locale/ru.json, where the game keys them by their English name.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { MAP_IDS, MAP_SLUGS } from "../../functions/import/known-ids";
import type {
  FloorId,
  MapBoss,
  MapExtract,
  MapFloor,
  MapGeometry,
  MapGeometryFile,
  MapLabel,
  MapZone,
} from "../../src/domain/map-geometry";
import { extractKind, lootOrder, type MapMarker, spawnKind } from "../../src/domain/map-markers";
import { MAP_SLUGS as OUR_SLUGS } from "../../src/domain/maps";
import { clearMapArt, writeMapArt } from "./map-art";
import { bossRussian, spawnMarkers } from "./map-spawns";

type Xyz = { x: number; y: number; z: number };
type UpView = {
  projection: string;
  transform?: [number, number, number, number];
  coordinateRotation?: number;
  bounds?: [[number, number], [number, number]];
  /** The art's corners where they differ from `bounds` (Reserve). */
  svgBounds?: [[number, number], [number, number]];
  /** The art's group of the main floor. */
  svgLayer?: string;
  labels?: { position: [number, number]; text: string; rotation?: number; size?: number }[];
  layers?: {
    name: string;
    svgLayer?: string | null;
    extents?: { height: [number, number]; bounds?: [[number, number], [number, number], string?][] }[];
  }[];
};
type UpGroup = { normalizedName: string; maps: UpView[] };
type UpZone = { id: string; map?: string; position?: Xyz; outline?: Xyz[] };
type UpTask = {
  id?: string;
  objectives?: { id: string; zones?: UpZone[]; possibleLocations?: { map?: string; positions?: Xyz[] }[] }[];
};
type Placed = { position?: Xyz | null; outline?: Xyz[] | null };
/** A map of the live feed (graphql maps query); the committed sample gives names only. */
type UpFeedMap = {
  normalizedName: string;
  extracts?: ({ name: string; faction: string } & Placed)[];
  transits?: ({ description?: string } & Placed)[];
  spawns?: ({ zoneName?: string; sides?: string[]; categories?: string[] } & Placed)[];
  locks?: ({ lockType?: string; key?: { name?: string } | null } & Placed)[];
  switches?: ({ name: string } & Placed)[];
  lootContainers?: ({ lootContainer?: { name?: string } | null } & Placed)[];
  bosses?: UpBoss[];
};
type UpBoss = { name: string; spawnChance?: number; spawnLocations?: { name: string; chance?: number }[] };

/** Upstream floor names → docs/product.md §3 map levels. */
const FLOOR_IDS: Record<string, FloorId> = {
  "2nd Floor": "level2",
  "Second Level": "level2",
  "3rd Floor": "level3",
  "4th Floor": "level4",
  "5th Floor": "level5",
  Underground: "basement",
  Tunnels: "basement",
  Technical: "basement",
  Garage: "basement",
  Bunkers: "bunker",
};

const slugOf = (normalizedName: string): string | undefined => {
  const slug = MAP_SLUGS[normalizedName] ?? normalizedName;
  return (OUR_SLUGS as readonly string[]).includes(slug) ? slug : undefined;
};
const round = (x: number) => Math.round(x * 100) / 100;

function floorsOf(view: UpView): MapFloor[] {
  const floors = new Map<FloorId, MapFloor>();
  for (const layer of view.layers ?? []) {
    const id = FLOOR_IDS[layer.name];
    if (!id) continue;
    const floor = floors.get(id) ?? { id, extents: [] };
    for (const e of layer.extents ?? [])
      floor.extents.push({
        min: e.height[0],
        max: e.height[1],
        areas: (e.bounds ?? []).map(
          ([[x1, z1], [x2, z2]]) => [x1, z1, x2, z2] as [number, number, number, number],
        ),
      });
    floors.set(id, floor);
  }
  return [...floors.values()];
}

function viewGeometry(slug: string, view: UpView): MapGeometry | null {
  if (!view.transform || !view.bounds) return null;
  const labels: MapLabel[] = (view.labels ?? []).map((l) => ({
    x: l.position[0],
    z: l.position[1],
    text: l.text,
    rotation: l.rotation ?? 0,
    size: l.size ?? null,
  }));
  return {
    slug,
    transform: view.transform,
    rotation: view.coordinateRotation ?? 0,
    bounds: view.bounds,
    labels,
    floors: floorsOf(view),
    extracts: [],
    bosses: [],
    switches: [],
    zones: [],
  };
}

/** 1 − Π(1 − p): the chance that at least one of independent spawns happens. */
const anyOf = (chances: number[]) => 1 - chances.reduce((left, c) => left * (1 - c), 1);

/**
 * A feed map's bosses, one entry per name. A boss the feed lists once keeps its chance and its
 * places' shares; one it lists several times (Rogues, Raiders: separate groups, each with its own
 * chance) becomes one entry marked `groups`, whose places carry each group's own chance (groups at
 * the same place combined) and whose chance is that of at least one group coming.
 */
export function mergeBosses(list: readonly UpBoss[]): MapBoss[] {
  const out: MapBoss[] = [];
  for (const name of new Set(list.map((b) => b.name))) {
    const same = list.filter((b) => b.name === name);
    const first = same[0];
    if (!first) continue;
    if (same.length === 1) {
      out.push({
        name,
        chance: round(first.spawnChance ?? 0),
        places: (first.spawnLocations ?? []).map((p) => ({ name: p.name, chance: round(p.chance ?? 0) })),
      });
      continue;
    }
    const places = new Map<string, number[]>();
    for (const b of same)
      for (const p of b.spawnLocations ?? [])
        places.set(p.name, [...(places.get(p.name) ?? []), (b.spawnChance ?? 0) * (p.chance ?? 0)]);
    out.push({
      name,
      chance: round(anyOf(same.map((b) => b.spawnChance ?? 0))),
      places: [...places].map(([place, chances]) => ({ name: place, chance: round(anyOf(chances)) })),
      groups: true,
    });
  }
  return out;
}

const addZone = (geometry: MapGeometry, zone: MapZone) => {
  const same = (other: MapZone) =>
    other.objective === zone.objective && other.x === zone.x && other.z === zone.z;
  if (!geometry.zones.some(same)) geometry.zones.push(zone);
};

const marker = (kind: MapMarker["kind"], name: string, at: Placed, order: number | null = null) => {
  const p = at.position;
  if (!p || !Number.isFinite(p.x) || !Number.isFinite(p.z)) return [];
  const outline = (at.outline ?? []).map((q): [number, number] => [round(q.x), round(q.z)]);
  return [{ kind, name, x: round(p.x), y: round(p.y ?? 0), z: round(p.z), outline, order }];
};

/** The positioned markers of one feed map; things without a position are left out. */
export function feedMarkers(m: UpFeedMap): MapMarker[] {
  return [
    ...(m.extracts ?? []).flatMap((e) => marker(extractKind(e.faction, e.name), e.name, e)),
    ...(m.transits ?? []).flatMap((t) => marker("transit", t.description ?? "", t)),
    ...(m.spawns ?? []).flatMap((sp) =>
      marker(spawnKind(sp.sides ?? [], sp.categories ?? []), sp.zoneName ?? "", sp),
    ),
    ...(m.locks ?? []).flatMap((l) => marker("unlock", l.key?.name ?? l.lockType ?? "", l)),
    ...(m.switches ?? []).flatMap((sw) => marker("switch", sw.name, sw)),
    ...(m.lootContainers ?? []).flatMap((c) => {
      const name = c.lootContainer?.name ?? "";
      return marker("container", name, c, lootOrder(name));
    }),
  ];
}

const addMarkers = (geometry: MapGeometry, found: MapMarker[]) => {
  if (found.length === 0) return;
  const list = geometry.markers ?? [];
  const key = (x: MapMarker) => `${x.kind}:${x.name}:${x.x}:${x.z}`;
  const seen = new Set(list.map(key));
  for (const x of found) {
    if (seen.has(key(x))) continue;
    seen.add(key(x));
    list.push(x);
  }
  geometry.markers = list;
};

const readJson = (file: string): unknown => JSON.parse(readFileSync(file, "utf8"));

/** A map_positions/extracts file (tarkov.dev's extract and transit places, x/z without height). */
type UpExtractFile = {
  points?: Partial<
    Record<"pmc" | "scav" | "coop" | "transit", { name: string; coordinates: [number, number] }[]>
  >;
};
/** The file name's map → our slug where they differ. */
const EXTRACT_FILE_SLUGS: Record<string, string> = { groundzero: "ground-zero", labs: "lab" };

/**
 * Extract and transit markers by map slug, from map_positions/extracts/<map>_*.json: on the main
 * floor (the files give no height), named in English (`name`) with the Russian name in `ruName`.
 */
function extractPositions(folder: string, russian: (name: string) => string): Map<string, MapMarker[]> {
  const dir = join(folder, "map_positions", "extracts");
  const out = new Map<string, MapMarker[]>();
  if (!existsSync(dir)) return out;
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith(".json"))
    .sort()) {
    const map = file.split("_")[0] ?? "";
    const slug = EXTRACT_FILE_SLUGS[map] ?? map;
    const points = (readJson(join(dir, file)) as UpExtractFile).points ?? {};
    const list: MapMarker[] = [];
    for (const [group, entries] of Object.entries(points))
      for (const e of entries ?? []) {
        const [x, z] = e.coordinates;
        if (!Number.isFinite(x) || !Number.isFinite(z)) continue;
        const kind =
          group === "transit"
            ? "transit"
            : group === "coop"
              ? "extract-coop"
              : group === "scav"
                ? "extract-scav"
                : extractKind("pmc", e.name);
        const ruName = russian(e.name);
        list.push({
          kind,
          name: e.name,
          ...(ruName && ruName !== e.name ? { ruName } : {}),
          x: round(x),
          y: null,
          z: round(z),
          outline: [],
          order: null,
        });
      }
    out.set(slug, list);
  }
  return out;
}

type Locales = { ru: Record<string, string>; en: Record<string, string> };

/** The game's Russian and English locale tables (empty where the folder has none). */
function readLocales(folder: string): Locales {
  const file = (lang: string) => join(folder, "locale", `${lang}.json`);
  const read = (lang: string) =>
    existsSync(file(lang)) ? (readJson(file(lang)) as Record<string, string>) : {};
  return { ru: read("ru"), en: read("en") };
}

/**
 * A bot role's Russian name from the game's locale ("Kill the boss" conditions, else the scav role
 * names), or "".
 */
const roleRussian =
  ({ ru }: Locales) =>
  (role: string): string =>
    (
      ru[`QuestCondition/Elimination/Kill/BotRole/${role}`] ??
      ru[`ScavRole/${role.charAt(0).toUpperCase()}${role.slice(1)}`] ??
      ""
    ).trim();

/**
 * An extract's Russian name from the game's locales: the key is mostly the English name itself,
 * else the one key whose English text is the name (several keys with different Russian texts:
 * none). Empty without locale files.
 */
function extractRussian({ ru, en }: Locales): (name: string) => string {
  const byText = new Map<string, Set<string>>();
  for (const [key, text] of Object.entries(en)) {
    const russian = ru[key]?.trim();
    if (!russian) continue;
    const set = byText.get(text.trim().toLowerCase()) ?? new Set<string>();
    set.add(russian);
    byText.set(text.trim().toLowerCase(), set);
  }
  return (name) => {
    const own = ru[name]?.trim();
    if (own) return own;
    const found = [...(byText.get(name.toLowerCase()) ?? [])];
    return found.length === 1 ? (found[0] as string) : "";
  };
}

/** map_positions/lighthouse.json's interactables: `{kind, label ("Radio 1 · Radio · Switcher"), world}`. */
type UpLighthouse = { interactables?: { kind?: string; label?: string; world?: Xyz }[] };

/** Lighthouse's switches with their places (map_positions/lighthouse.json), named by their label's first part. */
function lighthouseSwitches(folder: string): MapMarker[] {
  const file = join(folder, "map_positions", "lighthouse.json");
  if (!existsSync(file)) return [];
  return ((readJson(file) as UpLighthouse).interactables ?? []).flatMap((i) =>
    i.kind === "switch"
      ? marker("switch", (i.label ?? "").split(" · ")[0]?.trim() ?? "", { position: i.world ?? null })
      : [],
  );
}

/** The art groups of a view's floors, by floor. */
const artLayers = (view: UpView) =>
  new Map(
    (view.layers ?? []).flatMap((l) => {
      const id = FLOOR_IDS[l.name];
      return id && l.svgLayer ? [[id, l.svgLayer] as const] : [];
    }),
  );

/**
 * Builds the geometry of every map of ours that the input folder describes; with `artOut`, also
 * writes each map's base art there (./map-art.ts) and describes it in the geometry.
 */
export function buildMapGeometry(
  folder: string,
  now: number,
  source: string,
  artOut?: string,
): MapGeometryFile {
  const maps: Record<string, MapGeometry> = {};
  const render = join(folder, "maps.json");
  if (existsSync(render)) {
    for (const group of readJson(render) as UpGroup[]) {
      const slug = slugOf(group.normalizedName);
      const view = group.maps.find((v) => v.projection === "interactive");
      const geometry = slug && view ? viewGeometry(slug, view) : null;
      if (!slug || !view || !geometry) continue;
      const art =
        artOut &&
        writeMapArt(folder, artOut, slug, view.svgLayer, artLayers(view), view.svgBounds ?? geometry.bounds);
      if (art) geometry.art = art;
      maps[slug] = geometry;
    }
  }
  const locales = readLocales(folder);
  const russian = extractRussian(locales);
  const gqlMaps = join(folder, "graphql_regular", "maps.json");
  const feedBosses = new Map<string, UpBoss[]>();
  if (existsSync(gqlMaps)) {
    const list = readJson(gqlMaps) as UpFeedMap[];
    for (const m of list) {
      feedBosses.set(m.normalizedName, m.bosses ?? []);
      const geometry = maps[slugOf(m.normalizedName) ?? ""];
      if (!geometry) continue;
      addMarkers(geometry, feedMarkers(m));
      const seen = new Set(geometry.extracts.map((e) => `${e.faction}:${e.name}`));
      for (const e of m.extracts ?? []) {
        const faction = (
          ["pmc", "scav", "shared"].includes(e.faction) ? e.faction : "shared"
        ) as MapExtract["faction"];
        const key = `${faction}:${e.name}`;
        if (seen.has(key)) continue;
        seen.add(key);
        const ruName = russian(e.name);
        geometry.extracts.push({ name: e.name, ...(ruName && ruName !== e.name ? { ruName } : {}), faction });
      }
      for (const boss of mergeBosses(m.bosses ?? [])) {
        // a map's variant (Night Factory) does not repeat its main map's bosses
        if (geometry.bosses.some((other) => other.name === boss.name)) continue;
        const ruName = bossRussian(boss.name, roleRussian(locales));
        geometry.bosses.push({ ...boss, ...(ruName ? { ruName } : {}) });
      }
      for (const s of m.switches ?? [])
        if (!geometry.switches.includes(s.name)) geometry.switches.push(s.name);
    }
  }
  for (const [slug, found] of extractPositions(folder, russian)) {
    const geometry = maps[slug];
    if (geometry) addMarkers(geometry, found);
  }
  const lighthouse = maps.lighthouse;
  if (lighthouse) addMarkers(lighthouse, lighthouseSwitches(folder));
  for (const [slug, found] of spawnMarkers(folder, slugOf, feedBosses, roleRussian(locales))) {
    const geometry = maps[slug];
    if (geometry) addMarkers(geometry, found);
  }
  const tasks = join(folder, "pve_tasks.json");
  if (existsSync(tasks)) {
    const data = (readJson(tasks) as { data?: { tasks?: Record<string, UpTask> } }).data?.tasks ?? {};
    for (const [taskId, task] of Object.entries(data)) {
      for (const o of task.objectives ?? []) {
        for (const z of o.zones ?? []) {
          const geometry = maps[slugOf(MAP_IDS[z.map ?? ""] ?? "") ?? ""];
          if (!geometry || !z.position) continue;
          const zone: MapZone = {
            task: task.id ?? taskId,
            objective: o.id,
            x: round(z.position.x),
            y: round(z.position.y),
            z: round(z.position.z),
            outline: (z.outline ?? []).map((p) => [round(p.x), round(p.z)]),
          };
          addZone(geometry, zone);
        }
        for (const place of o.possibleLocations ?? []) {
          const geometry = maps[slugOf(MAP_IDS[place.map ?? ""] ?? "") ?? ""];
          if (!geometry) continue;
          for (const p of place.positions ?? [])
            addZone(geometry, {
              task: task.id ?? taskId,
              objective: o.id,
              x: round(p.x),
              y: round(p.y),
              z: round(p.z),
              outline: [],
            });
        }
      }
    }
  }
  return { source, generatedAt: now, maps };
}

/** The file beside the snapshot's tables. */
export const MAP_GEOMETRY_FILE = "map-geometry.json.gz";

/** Writes the geometry beside the snapshot's tables; returns per-map counts for the log. */
export function writeMapGeometry(folder: string, out: string, now: number, source: string): string[] {
  clearMapArt(out);
  const file = buildMapGeometry(folder, now, source, out);
  writeFileSync(join(out, MAP_GEOMETRY_FILE), gzipSync(`${JSON.stringify(file)}\n`, { level: 9 }));
  return Object.values(file.maps).map(
    (m) =>
      `  map ${m.slug.padEnd(12)} ${m.labels.length} labels, ${m.floors.length} floors, ${m.extracts.length} extracts, ${m.bosses.length} bosses, ${m.zones.length} quest zones, ${m.markers?.length ?? 0} markers${m.art ? `, art with ${m.art.floors.length} more floors` : ""}`,
  );
}
