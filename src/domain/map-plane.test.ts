import { describe, expect, it } from "vitest";
import type { MapGeometry } from "./map-geometry";
import { floorAt, gameToLngLat, headingOnPlane, planeBox, planeToLngLat, toPlane } from "./map-plane";

const g = (rotation: number, transform: [number, number, number, number] = [1, 0, 1, 0]) => ({
  transform,
  rotation,
  bounds: [
    [10, -10],
    [-10, 10],
  ] as [[number, number], [number, number]],
});

describe("toPlane", () => {
  it.each([
    [0, 3, 4, [3, -4]],
    [90, 3, 4, [-4, -3]],
    [180, 3, 4, [-3, 4]],
    [270, 3, 4, [4, 3]],
  ] as const)("turns by %i° then transforms: (%d, %d) → %j", (rotation, x, z, plane) => {
    expect(toPlane(g(rotation), x, z)).toEqual(plane);
  });

  it("scales and shifts by the transform (customs: [0.239, 168.65, 0.239, 136.35], 180°)", () => {
    const customs = g(180, [0.239, 168.65, 0.239, 136.35]);
    const [px, py] = toPlane(customs, 100, -50);
    expect(px).toBeCloseTo(0.239 * -100 + 168.65, 9);
    expect(py).toBeCloseTo(-0.239 * 50 + 136.35, 9);
  });
});

describe("planeBox and planeToLngLat", () => {
  it("spans the bounds' corners", () => {
    expect(planeBox(g(0))).toEqual([-10, -10, 10, 10]);
  });

  it("puts the box's centre at 0,0 and keeps a margin inside the Mercator square", () => {
    const box = planeBox(g(0));
    expect(planeToLngLat(box, [0, 0])).toEqual([0, 0]);
    const [lng, lat] = planeToLngLat(box, [10, -10]);
    expect(lng).toBeCloseTo(120, 6);
    expect(lat).toBeGreaterThan(0);
    expect(lat).toBeLessThan(85.06);
    // down on the plane is south
    expect(planeToLngLat(box, [0, 5])[1]).toBeLessThan(0);
    expect(gameToLngLat(g(0), 0, 0)).toEqual([0, 0]);
  });

  it("uses the larger side, so that a tall map stays in proportion", () => {
    const tall = {
      transform: [1, 0, 1, 0] as [number, number, number, number],
      rotation: 0,
      bounds: [
        [-5, -20],
        [5, 20],
      ] as [[number, number], [number, number]],
    };
    const box = planeBox(tall);
    expect(planeToLngLat(box, [5, 0])[0]).toBeCloseTo((5 / 60) * 360, 6);
  });
});

describe("headingOnPlane", () => {
  it.each([
    [0, 0, 0],
    [0, 90, 90],
    [0, 216.8, 216.8],
    [180, 0, 180],
    [180, 90, 270],
    [90, 0, 270],
  ] as const)("map turned %i°, yaw %d → screen heading %d", (rotation, yaw, heading) => {
    expect(headingOnPlane(g(rotation), 1, 2, yaw)).toBeCloseTo(heading, 1);
  });

  it("mirrors with a negative scale", () => {
    expect(headingOnPlane(g(0, [-1, 0, 1, 0]), 0, 0, 90)).toBeCloseTo(270, 1);
  });
});

describe("floorAt", () => {
  const floors: MapGeometry["floors"] = [
    { id: "level2", extents: [{ min: 3, max: 6, areas: [[0, 0, 10, 10]] }] },
    { id: "basement", extents: [{ min: -100, max: -1, areas: [] }] },
  ];
  it.each([
    [5, 4, 5, "level2"],
    [20, 4, 20, "main"],
    [5, 0, 5, "main"],
    [50, -5, 50, "basement"],
    [10, 6, 0, "level2"],
  ] as const)("(%d, %d, %d) is on %s", (x, y, z, floor) => {
    expect(floorAt(floors, x, y, z)).toBe(floor);
  });
});
