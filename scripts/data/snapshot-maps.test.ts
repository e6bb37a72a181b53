import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mapGeometryFile } from "../../src/build-data/map-geometry";
import { buildMapGeometry } from "./snapshot-maps";

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
      { name: "Partisan", chance: 0.2, places: [] },
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

  it("invents no markers: the committed snapshot, whose sources have no positions, has none", () => {
    const maps = Object.values(mapGeometryFile().maps);
    expect(maps.length).toBeGreaterThan(8);
    for (const m of maps) expect(m.markers).toBeUndefined();
  });

  it("imports objective zones and quest items' possible places as points, without duplicates", () => {
    const zones = buildMapGeometry(folder, 5, "x").maps.woods?.zones ?? [];
    expect(zones).toEqual([
      { task: "t1", objective: "o1", x: 1.23, y: 2, z: 3, outline: [[0, 0]] },
      { task: "t1", objective: "o2", x: -11.95, y: 30.23, z: 49.59, outline: [] },
      { task: "t1", objective: "o2", x: 5, y: 6, z: 7, outline: [] },
    ]);
  });
});
