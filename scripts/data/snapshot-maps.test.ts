import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mapArtOn, mapGeometry, mapGeometryFile } from "../../src/build-data/map-geometry";
import { artCorners } from "../../src/components/maps/map-features";
import { gameToLngLat } from "../../src/domain/map-plane";
import { type Checkpoint, MAP_CHECKPOINTS_FILE } from "./map-checkpoints";
import { buildMapGeometry, mergeBosses } from "./snapshot-maps";

const WOODS_ID = "5704e3c2d2720bac5b8b4567";
let folder = "";

beforeAll(() => {
  folder = mkdtempSync(join(tmpdir(), "maps-"));
  mkdirSync(join(folder, "graphql_regular"));
  mkdirSync(join(folder, "locale"));
  const write = (name: string, data: unknown) => writeFileSync(join(folder, name), JSON.stringify(data));
  // the game's locale keys extracts by their English name
  write("locale/ru.json", { "RUAF Gate": "Ворота ВС РФ", EXFIL_BRIDGE: "Мост дружбы (Кооп.)" });
  write("locale/en.json", { EXFIL_BRIDGE: "Friendship Bridge (Co-Op)" });
  write("maps.json", [
    {
      normalizedName: "woods",
      maps: [
        {
          projection: "2d",
          transform: [9, 9, 9, 9],
          bounds: [
            [0, 0],
            [1, 1],
          ],
        },
        {
          projection: "interactive",
          transform: [0.1, 0, 0.1, 0],
          coordinateRotation: 180,
          bounds: [
            [650, -945],
            [-695, 470],
          ],
          labels: [{ position: [10, 20], text: "Sawmill", rotation: 15, size: 60 }],
          layers: [{ name: "Bunkers", extents: [{ height: [-20, -3], bounds: [[[1, 2], [3, 4], "b"]] }] }],
        },
      ],
    },
    { normalizedName: "arena", maps: [{ projection: "interactive", transform: [1, 0, 1, 0], bounds: [] }] },
  ]);
  write("graphql_regular/maps.json", [
    {
      normalizedName: "woods",
      extracts: [
        {
          name: "RUAF Gate",
          faction: "pmc",
          position: { x: 1.006, y: 2, z: 3 },
          outline: [
            { x: 0, y: 0, z: 0 },
            { x: 2, y: 0, z: 0 },
            { x: 2, y: 0, z: 2 },
          ],
        },
        { name: "RUAF Gate", faction: "pmc", position: { x: 1.006, y: 2, z: 3 } },
        { name: "Friendship Bridge (Co-Op)", faction: "shared", position: null },
      ],
      transits: [{ description: "Transit to Lighthouse", position: { x: 9, y: 1, z: 9 } }],
      spawns: [
        { zoneName: "Sawmill", sides: ["pmc"], categories: ["player"], position: { x: 4, y: 0, z: 5 } },
        {
          zoneName: "Scav House",
          sides: ["scav"],
          categories: ["bot", "sniper"],
          position: { x: 6, y: 0, z: 7 },
        },
        { zoneName: "Nowhere", sides: ["scav"], categories: ["bot"] },
      ],
      locks: [{ lockType: "door", key: { name: "ZB-014 key" }, position: { x: -1, y: -5, z: -2 } }],
      lootContainers: [{ lootContainer: { name: "Ammo box" }, position: { x: 8, y: 0, z: 8 } }],
      bosses: [
        { name: "Shturman", spawnChance: 0.75, spawnLocations: [{ name: "Lumber Mill", chance: 1 }] },
        { name: "Partisan", spawnChance: 0.2, spawnLocations: [] },
      ],
      switches: [{ name: "Bunker door", position: { x: 3, y: 0, z: 3 } }, { name: "Bunker door" }],
    },
  ]);
  write("pve_tasks.json", {
    data: {
      tasks: {
        t1: {
          id: "t1",
          objectives: [
            {
              id: "o1",
              zones: [
                {
                  id: "z",
                  map: WOODS_ID,
                  position: { x: 1.234, y: 2, z: 3 },
                  outline: [{ x: 0, y: 0, z: 0 }],
                },
                { id: "z-again", map: WOODS_ID, position: { x: 1.234, y: 2, z: 3 }, outline: [] },
                { id: "elsewhere", map: "unknown-map", position: { x: 0, y: 0, z: 0 } },
              ],
            },
            {
              id: "o2",
              possibleLocations: [
                {
                  map: WOODS_ID,
                  positions: [
                    { x: -11.949866, y: 30.2254, z: 49.585052 },
                    { x: 5, y: 6, z: 7 },
                  ],
                },
              ],
            },
          ],
        },
      },
    },
  });
});
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe("buildMapGeometry", () => {
  it("takes the interactive view's transform, labels and floors for the project's slugs only", () => {
    const file = buildMapGeometry(folder, 5, "test/upstream");
    expect(Object.keys(file.maps)).toEqual(["woods"]);
    const woods = file.maps.woods;
    expect(woods).toMatchObject({ transform: [0.1, 0, 0.1, 0], rotation: 180 });
    expect(woods?.labels).toEqual([{ x: 10, z: 20, text: "Sawmill", rotation: 15, size: 60 }]);
    expect(woods?.floors).toEqual([
      { id: "bunker", extents: [{ min: -20, max: -3, areas: [[1, 2, 3, 4]] }] },
    ]);
  });

  it("keeps extracts, bosses and switches once each, by name", () => {
    const woods = buildMapGeometry(folder, 5, "x").maps.woods;
    expect(woods?.extracts).toEqual([
      { name: "RUAF Gate", ruName: "Ворота ВС РФ", faction: "pmc" },
      { name: "Friendship Bridge (Co-Op)", ruName: "Мост дружбы (Кооп.)", faction: "shared" },
    ]);
    expect(woods?.bosses).toEqual([
      { name: "Shturman", chance: 0.75, places: [{ name: "Lumber Mill", chance: 1 }] },
      { name: "Partisan", ruName: "Партизан", chance: 0.2, places: [] },
    ]);
    expect(woods?.switches).toEqual(["Bunker door"]);
  });

  it("imports the live feed's positioned markers, once each, and leaves out those without a position", () => {
    const markers = buildMapGeometry(folder, 5, "x").maps.woods?.markers ?? [];
    expect(markers).toEqual([
      {
        kind: "extract-pmc",
        name: "RUAF Gate",
        x: 1.01,
        y: 2,
        z: 3,
        outline: [
          [0, 0],
          [2, 0],
          [2, 2],
        ],
        order: null,
      },
      { kind: "transit", name: "Transit to Lighthouse", x: 9, y: 1, z: 9, outline: [], order: null },
      { kind: "spawn-pmc", name: "Sawmill", x: 4, y: 0, z: 5, outline: [], order: null },
      { kind: "spawn-sniper", name: "Scav House", x: 6, y: 0, z: 7, outline: [], order: null },
      { kind: "unlock", name: "ZB-014 key", x: -1, y: -5, z: -2, outline: [], order: null },
      { kind: "switch", name: "Bunker door", x: 3, y: 0, z: 3, outline: [], order: null },
      { kind: "container", name: "Ammo box", x: 8, y: 0, z: 8, outline: [], order: 20 },
    ]);
  });

  it("the committed snapshot places extracts and transits from their position files, on the main floor", () => {
    const maps = mapGeometryFile().maps;
    const customs = (maps.customs?.markers ?? []).filter((m) => !m.kind.startsWith("spawn-"));
    // 9 PMC (one of them paid), 16 Scav, 2 co-op extracts and 4 transits
    expect(customs).toHaveLength(31);
    expect(customs.filter((m) => m.kind === "transit")).toHaveLength(4);
    expect(customs.filter((m) => m.kind === "extract-scav")).toHaveLength(16);
    expect(customs.every((m) => m.y === null)).toBe(true);
    expect(customs.find((m) => m.name === "ZB-1011")).toMatchObject({
      kind: "extract-pmc",
      ruName: "ЗБ-1011",
    });
    // Terminal has art and no positions; the Labyrinth positions and no art
    expect(maps.terminal?.art).toMatchObject({ floors: [] });
    expect(maps.terminal?.markers).toBeUndefined();
    expect(maps.terminal?.art).toBeDefined();
    expect(maps.labyrinth?.art).toBeUndefined();
    expect(maps.labyrinth?.markers?.length).toBeGreaterThan(0);
  });

  it("the committed snapshot places spawns and bosses from the game's location files, with the feed's chances", () => {
    const maps = mapGeometryFile().maps;
    const customs = maps.customs?.markers ?? [];
    const count = (kind: string) => customs.filter((m) => m.kind === kind).length;
    expect(count("spawn-pmc")).toBeGreaterThan(100);
    expect(count("spawn-scav")).toBeGreaterThan(100);
    expect(count("spawn-sniper")).toBeGreaterThan(0);
    // Reshala: 75 % to come, at Dorms, New Gas Station or Stronghold, as the boss list says
    const reshala = customs.filter((m) => m.name === "Reshala");
    expect(reshala.map((m) => [m.kind, m.chance, m.place, m.ruName])).toEqual([
      ["spawn-boss", 0.75, "Dorms", "Решала"],
      ["spawn-boss", 0.75, "New Gas Station", "Решала"],
      ["spawn-boss", 0.75, "Stronghold", "Решала"],
    ]);
    // each marker is by the map's own label of its place (within 40 m)
    const label = (text: string) => maps.customs?.labels.find((l) => l.text === text);
    const near = (m: (typeof customs)[number] | undefined, text: string) =>
      Math.hypot((m?.x ?? 1e9) - (label(text)?.x ?? 0), (m?.z ?? 1e9) - (label(text)?.z ?? 0));
    expect(near(reshala[0], "Dorms")).toBeLessThan(40);
    expect(near(reshala[1], "New Gas")).toBeLessThan(40);
    expect(near(reshala[2], "Fortress")).toBeLessThan(40);
    expect(maps.customs?.bosses.find((b) => b.name === "Reshala")).toMatchObject({
      chance: 0.75,
      ruName: "Решала",
    });
    // spawn points carry their height, so the floors dim them
    expect(customs.filter((m) => m.kind === "spawn-pmc").every((m) => m.y !== null)).toBe(true);
    // Rogues on Lighthouse, Raiders in the Lab and on Reserve, and Lighthouse's switches
    expect(maps.lighthouse?.markers?.filter((m) => m.kind === "spawn-rogue")).toHaveLength(7);
    expect(maps.lab?.markers?.some((m) => m.kind === "spawn-raider" && m.place === "Basement")).toBe(true);
    expect(maps.reserve?.markers?.some((m) => m.kind === "spawn-raider")).toBe(true);
    expect(maps.lighthouse?.markers?.filter((m) => m.kind === "switch").length).toBe(7);
    // a boss that comes at any scav spawn (Factory's Tagilla) has no one place to mark
    expect(maps.factory?.markers?.some((m) => m.kind === "spawn-boss")).toBe(false);
  });

  it("merges a boss listed as several groups into one entry with each group's own chance", () => {
    const merged = mergeBosses([
      { name: "Reshala", spawnChance: 0.75, spawnLocations: [{ name: "Dorms", chance: 0.33 }] },
      { name: "Rogue", spawnChance: 0.8, spawnLocations: [{ name: "Gate", chance: 1 }] },
      { name: "Rogue", spawnChance: 0.5, spawnLocations: [{ name: "Roof", chance: 1 }] },
      { name: "Rogue", spawnChance: 0.5, spawnLocations: [{ name: "Roof", chance: 1 }] },
    ]);
    expect(merged).toEqual([
      { name: "Reshala", chance: 0.75, places: [{ name: "Dorms", chance: 0.33 }] },
      {
        name: "Rogue",
        // at least one group: 1 − 0.2 · 0.5 · 0.5; two groups at the roof: 1 − 0.5 · 0.5
        chance: 0.95,
        places: [
          { name: "Gate", chance: 0.8 },
          { name: "Roof", chance: 0.75 },
        ],
        groups: true,
      },
    ]);
  });

  it("MAP_ART=off builds every map without its art, keeping its schematic layer and markers", () => {
    expect([mapArtOn(""), mapArtOn("off"), mapArtOn(" OFF "), mapArtOn("/srv/own-art")]).toEqual([
      true,
      false,
      false,
      true,
    ]);
    const off = mapGeometry("customs", false);
    expect(off?.art).toBeUndefined();
    expect(off?.labels.length).toBeGreaterThan(0);
    expect(off?.markers?.length).toBe(mapGeometry("customs", true)?.markers?.length);
    expect(mapGeometry("customs", true)?.art).toBeDefined();
  });

  it("imports objective zones and quest items' possible places as points, without duplicates", () => {
    const zones = buildMapGeometry(folder, 5, "x").maps.woods?.zones ?? [];
    expect(zones).toEqual([
      { task: "t1", objective: "o1", x: 1.23, y: 2, z: 3, outline: [[0, 0]] },
      { task: "t1", objective: "o2", x: -11.95, y: 30.23, z: 49.59, outline: [] },
      { task: "t1", objective: "o2", x: 5, y: 6, z: 7, outline: [] },
    ]);
  });

  // TarkovLab's 594 quest locations and Lighthouse's extracts, given in game x/z and in pixels of
  // the same SVG art (data/snapshot/map-checkpoints.json.gz, scripts/data/map-checkpoints.ts)
  it("places every checkpoint on the art within 1 px, through the page's own transform", () => {
    const file = join("data", "snapshot", MAP_CHECKPOINTS_FILE);
    const { points } = JSON.parse(gunzipSync(readFileSync(file)).toString("utf8")) as {
      points: Checkpoint[];
    };
    expect(points.length).toBe(607);
    // latitude is linear in Mercator y across the art, longitude linear
    const mercator = (lat: number) => Math.log(Math.tan(Math.PI / 4 + (lat * Math.PI) / 360));
    const worst = new Map<string, number>();
    for (const [slug, x, z, px, py] of points) {
      const g = mapGeometryFile().maps[slug];
      if (!g?.art) throw new Error(`${slug} has no art`);
      const [tl, tr, , bl] = artCorners({ ...g, art: g.art }) as [number, number][];
      const [lng, lat] = gameToLngLat(g, x, z);
      const u = ((lng - (tl?.[0] ?? 0)) / ((tr?.[0] ?? 0) - (tl?.[0] ?? 0))) * g.art.width;
      const m0 = mercator(tl?.[1] ?? 0);
      const v = ((mercator(lat) - m0) / (mercator(bl?.[1] ?? 0) - m0)) * g.art.height;
      worst.set(slug, Math.max(worst.get(slug) ?? 0, Math.hypot(u - px, v - py)));
    }
    expect([...worst.keys()].sort()).toEqual([
      "customs",
      "factory",
      "ground-zero",
      "interchange",
      "lab",
      "lighthouse",
      "reserve",
      "shoreline",
      "streets",
      "woods",
    ]);
    for (const [slug, err] of worst) expect([slug, err < 1]).toEqual([slug, true]);
  });
});
