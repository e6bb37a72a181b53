import { describe, expect, it } from "vitest";
import type { MapGeometry } from "../../domain/map-geometry";
import type { MapMarker } from "../../domain/map-markers";
import { planeBox } from "../../domain/map-plane";
import {
  artRegion,
  baseFeatures,
  coverZoom,
  floorsOf,
  keepApart,
  lngLatBox,
  lngLatToUnit,
  markerFeatures,
  markerText,
  regionCorners,
  stillView,
  zoneFeatures,
} from "./map-features";

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
  it("lists main first, then the map's floors in the order of docs/product.md §3", () => {
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
  it("names a spawn point by its kind and a boss by its name in the page's language, chance and place", () => {
    const kindName = (k: string) => (k === "spawn-pmc" ? "Спавн ЧВК" : k);
    const spawn: MapMarker = { kind: "spawn-pmc", name: "", x: 0, y: 0, z: 0, outline: [], order: null };
    const boss: MapMarker = {
      ...spawn,
      kind: "spawn-boss",
      name: "Reshala",
      ruName: "Решала",
      chance: 0.75,
      place: "Dorms",
    };
    expect(markerText(spawn, "ru", kindName)).toBe("Спавн ЧВК");
    expect(markerText(boss, "en", kindName)).toBe("Reshala · 75% · Dorms");
    expect(markerText(boss, "ru", kindName)).toBe("Решала · 75% · Dorms");
    expect(markerText({ ...boss, place: undefined, chance: 0.3 }, "en", kindName)).toBe("Reshala · 30%");
  });
});

describe("keepApart", () => {
  const box = (left: number, top: number, w = 40, h = 12) => ({
    left,
    top,
    right: left + w,
    bottom: top + h,
  });
  it("hides the lower-priority label of two that overlap, and keeps apart ones", () => {
    expect(keepApart([box(0, 0), box(20, 5), box(100, 100)], [1, 5, 1])).toEqual([false, true, true]);
  });
  it("keeps the earlier label when priorities tie, and a hidden label does not hide others", () => {
    // b overlaps a and c, a and c do not overlap: a is kept, b hidden, so c stays
    expect(keepApart([box(0, 0), box(30, 0), box(60, 0)], [0, 0, 0])).toEqual([true, false, true]);
  });
  it("shows no label that has no size (not laid out)", () => {
    expect(keepApart([{ left: 0, top: 0, right: 0, bottom: 0 }], [9])).toEqual([false]);
  });
});

describe("coverZoom", () => {
  it("zooms in until the map fills a box of another shape, up to a limit, and not at all for the same shape", () => {
    const [x0, y0, x1, y1] = planeBox(geometry);
    const aspect = (x1 - x0) / (y1 - y0);
    expect(coverZoom(geometry, 100 * aspect, 100)).toBeCloseTo(0, 6);
    expect(coverZoom(geometry, 100 * aspect, 200)).toBeCloseTo(1, 6);
    expect(coverZoom(geometry, 100 * aspect, 50)).toBeCloseTo(1, 6);
    expect(coverZoom(geometry, 100 * aspect, 10_000)).toBe(2);
    expect(coverZoom(geometry, 0, 100)).toBe(0);
  });
});

describe("artRegion and regionCorners", () => {
  // an art spanning longitude 0…10 and latitude 10…0 (top to bottom)
  const corners: [number, number][] = [
    [0, 10],
    [10, 10],
    [10, 0],
    [0, 0],
  ];
  it("finds the part of the art a view shows, clamped to the art, and nothing for a view beside it", () => {
    const r = artRegion(corners, [2, 0, 6, 10]);
    expect(r?.map((x) => Number(x.toFixed(6)))).toEqual([0.2, 0, 0.6, 1]);
    expect(artRegion(corners, [-5, -5, 15, 15])).toEqual([0, 0, 1, 1]);
    expect(artRegion(corners, [20, 0, 30, 10])).toBeNull();
  });
  it("grows the region by the margin, and maps a region back to the corners it spans", () => {
    const r = artRegion(corners, [4, 4, 6, 6], 0.5) ?? [0, 0, 0, 0];
    expect(r[0]).toBeCloseTo(0.3, 6);
    expect(r[2]).toBeCloseTo(0.7, 6);
    const back = regionCorners(corners, [0.2, 0, 0.6, 1]);
    expect(back.map(([x, y]) => [Number(x.toFixed(6)) || 0, Number(y.toFixed(6)) || 0])).toEqual([
      [2, 10],
      [6, 10],
      [6, 0],
      [2, 0],
    ]);
    // the round trip through Mercator y
    const mid = regionCorners(corners, [0, 0.5, 1, 0.5])[0] ?? [0, 0];
    expect(artRegion(corners, [0, mid[1], 10, mid[1] + 1e-9])?.[1]).toBeCloseTo(0.5, 6);
  });
});

describe("lngLatToUnit and stillView", () => {
  it("puts the map's box where MapLibre draws it: centred in the world square, a margin of a quarter around", () => {
    const [w, s, e, n] = lngLatBox(geometry);
    const round = (p: number[]) => p.map((x) => Number(x.toFixed(9)));
    expect(round(lngLatToUnit([w, n]))).toEqual(round([1 / 6, 1 / 6]));
    expect(round(lngLatToUnit([e, s]))).toEqual(round([5 / 6, 5 / 6]));
    expect(lngLatToUnit([0, 0])).toEqual([0.5, 0.5]);
  });
  it("fits the whole map in a box of its shape, covers a narrow one as the map does on a phone, and never shows more than the world square", () => {
    const side = 2 / 3;
    const round = (v: number[]) => v.map((x) => Number(x.toFixed(9)));
    // a square box: the square map fits it, centred
    expect(round(stillView(geometry, 800, 800))).toEqual(round([1 / 6, 1 / 6, side, side]));
    // a box twice as wide: the fitted map's world square (1,000 px at 500 px per map height…) is
    // no narrower than the box, so the world's width fills it
    expect(round(stillView(geometry, 1000, 500))).toEqual(round([0, 0.25, 1, 0.5]));
    // a phone's box twice as tall as wide: the world square as tall as the box, then one step in
    expect(coverZoom(geometry, 300, 600)).toBeCloseTo(1, 9);
    expect(round(stillView(geometry, 300, 600))).toEqual(round([0.375, 0.25, 0.25, 0.5]));
    // no size yet: the map's own box
    expect(stillView(geometry, 0, 0).map((v) => Number(v.toFixed(9)))).toEqual(
      [1 / 6, 1 / 6, side, side].map((v) => Number(v.toFixed(9))),
    );
  });
});
