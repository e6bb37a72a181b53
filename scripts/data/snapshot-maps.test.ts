import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildMapGeometry } from "./snapshot-maps";

const WOODS_ID = "5704e3c2d2720bac5b8b4567";
let folder = "";

beforeAll(() => {
  folder = mkdtempSync(join(tmpdir(), "maps-"));
  mkdirSync(join(folder, "graphql_regular"));
  const write = (name: string, data: unknown) => writeFileSync(join(folder, name), JSON.stringify(data));
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
        { name: "RUAF Gate", faction: "pmc" },
        { name: "RUAF Gate", faction: "pmc" },
        { name: "Friendship Bridge (Co-Op)", faction: "shared" },
      ],
      bosses: [
        { name: "Shturman", spawnChance: 0.75, spawnLocations: [{ name: "Lumber Mill", chance: 1 }] },
        { name: "Partisan", spawnChance: 0.2, spawnLocations: [] },
      ],
      switches: [{ name: "Bunker door" }, { name: "Bunker door" }],
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
      { name: "RUAF Gate", faction: "pmc" },
      { name: "Friendship Bridge (Co-Op)", faction: "shared" },
    ]);
    expect(woods?.bosses).toEqual([
      { name: "Shturman", chance: 0.75, places: [{ name: "Lumber Mill", chance: 1 }] },
      { name: "Partisan", chance: 0.2, places: [] },
    ]);
    expect(woods?.switches).toEqual(["Bunker door"]);
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
