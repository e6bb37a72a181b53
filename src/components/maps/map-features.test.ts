import { describe, expect, it } from "vitest";
import type { MapGeometry } from "../../domain/map-geometry";
import { baseFeatures, floorsOf, markerFeatures, zoneFeatures } from "./map-features";

const geometry: MapGeometry = {
  slug: "test",
  transform: [1, 0, 1, 0],
  rotation: 0,
  bounds: [
    [100, -100],
    [-100, 100],
  ],
  labels: [],
  floors: [
    { id: "level2", extents: [{ min: 5, max: 10, areas: [] }] },
    { id: "basement", extents: [{ min: -10, max: -2, areas: [[0, 0, 50, 50]] }] },
  ],
  extracts: [],
  bosses: [],
  switches: [],
  zones: [],
};
const zone = (y: number, x = 10, outline: [number, number][] = []) => ({
  task: "t",
  objective: `o${y}`,
  quest: "q",
  x,
  y,
  z: 10,
  outline,
});

describe("zoneFeatures", () => {
  it("marks the zones of another floor dimmed, with that floor (a click switches to it)", () => {
    const zones = [zone(0), zone(7), zone(-5), zone(-5, -40)];
    const on = (floor: "main" | "level2" | "basement") =>
      zoneFeatures(geometry, zones, floor).features.map((f) => [f.properties.floor, f.properties.dim]);
    expect(on("main")).toEqual([
      ["main", false],
      ["level2", true],
      ["basement", true],
      // below ground but outside the basement's area: the main floor
      ["main", false],
    ]);
    expect(on("level2")).toEqual([
      ["main", true],
      ["level2", false],
      ["basement", true],
      ["main", true],
    ]);
  });

  it("draws an outline of three or more corners as a closed polygon, anything else as a point", () => {
    const [poly, point] = zoneFeatures(
      geometry,
      [
        zone(0, 10, [
          [0, 0],
          [10, 0],
          [10, 10],
        ]),
        zone(1, 10, [
          [0, 0],
          [1, 1],
        ]),
      ],
      "main",
    ).features;
    expect(poly?.geometry.type).toBe("Polygon");
    const ring = poly?.geometry.type === "Polygon" ? poly.geometry.coordinates[0] : [];
    expect(ring).toHaveLength(4);
    expect(ring?.[0]).toEqual(ring?.[3]);
    expect(point?.geometry.type).toBe("Point");
  });
});

describe("floorsOf and baseFeatures", () => {
  it("lists main first, then the map's floors in SPEC order", () => {
    expect(floorsOf(geometry)).toEqual(["main", "basement", "level2"]);
    expect(floorsOf({ ...geometry, floors: [] })).toEqual(["main"]);
  });

  it("draws the outline and one polygon per floor area", () => {
    const kinds = baseFeatures(geometry).features.map((f) => f.properties.kind);
    expect(kinds).toEqual(["outline", "area"]);
  });
});

describe("markerFeatures", () => {
  const all = { extractions: true, spawns: true, quests: true, keys: true, misc: true, loot: true };
  const withMarkers: MapGeometry = {
    ...geometry,
    markers: [
      {
        kind: "extract-pmc",
        name: "Gate",
        x: 1,
        y: 0,
        z: 1,
        outline: [
          [0, 0],
          [2, 0],
          [2, 2],
        ],
        order: null,
      },
      { kind: "unlock", name: "Basement key", x: 10, y: -5, z: 10, outline: [], order: null },
      { kind: "container", name: "Cache", x: 20, y: 7, z: 20, outline: [], order: 10 },
    ],
  };
  it("draws each shown marker with its category and floor, an outlined one also as its polygon", () => {
    const f = markerFeatures(withMarkers, all, "main").features;
    expect(
      f.map((x) => [x.geometry.type, x.properties.category, x.properties.floor, x.properties.dim]),
    ).toEqual([
      ["Polygon", "extractions", "main", false],
      ["Point", "extractions", "main", false],
      ["Point", "keys", "basement", true],
      ["Point", "loot", "level2", true],
    ]);
  });
  it("leaves out the hidden categories, and draws nothing for a map without markers", () => {
    const f = markerFeatures(withMarkers, { ...all, extractions: false, loot: false }, "basement").features;
    expect(f.map((x) => [x.properties.name, x.properties.dim])).toEqual([["Basement key", false]]);
    expect(markerFeatures(geometry, all, "main").features).toEqual([]);
  });
});
