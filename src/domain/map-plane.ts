/**
 * Game coordinates → the map plane, and the plane → MapLibre coordinates (docs/product.md §3 maps).
 * A map turns the game's x/z by its rotation, then applies a CRS.Simple-style transformation
 * [a, b, c, d]: plane x = a·x' + b, plane y = −c·z' + d (plane y grows downwards, as on screen).
 * MapLibre draws the plane in image space: the plane's square is laid over the Mercator world's
 * unit square, so that no projection bends it.
 */
import type { FloorId, MapGeometry } from "./map-geometry";

type Geometry = Pick<MapGeometry, "transform" | "rotation" | "bounds">;

/**
 * A game position's point on the plane (at zoom 0).
 * @example toPlane({ transform: [1, 0, 1, 0], rotation: 0, bounds: [[0, 0], [1, 1]] }, 2, 3) // [2, -3]
 */
export function toPlane(g: Geometry, x: number, z: number): [number, number] {
  const rad = (g.rotation * Math.PI) / 180;
  const cos = Math.cos(rad);
  const sin = Math.sin(rad);
  // x is the longitude and z the latitude of the turned point
  const rx = x * cos - z * sin;
  const rz = x * sin + z * cos;
  const [a, b, c, d] = g.transform;
  return [clean(a * rx + b), clean(-c * rz + d)];
}

/** Drops floating-point noise (−0, 1e-15) so that plane points compare and print cleanly. */
const clean = (v: number) => Math.round(v * 1e9) / 1e9 + 0;

/** The plane's rectangle [minX, minY, maxX, maxY] spanned by the map's bounds. */
export function planeBox(g: Geometry): [number, number, number, number] {
  const [[x1, z1], [x2, z2]] = g.bounds;
  const corners = [toPlane(g, x1, z1), toPlane(g, x2, z2), toPlane(g, x1, z2), toPlane(g, x2, z1)];
  const xs = corners.map((p) => p[0]);
  const ys = corners.map((p) => p[1]);
  return [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)];
}

/**
 * A plane point as [longitude, latitude] for MapLibre: the map's box, with a margin of a quarter
 * of its larger side, fills the Mercator world square (longitude −180…180, latitude ±85.05).
 */
export function planeToLngLat(box: [number, number, number, number], p: [number, number]): [number, number] {
  const [minX, minY, maxX, maxY] = box;
  const side = Math.max(maxX - minX, maxY - minY) * 1.5;
  const u = (p[0] - (minX + maxX) / 2) / side + 0.5;
  const v = (p[1] - (minY + maxY) / 2) / side + 0.5;
  const lat = (Math.atan(Math.sinh(Math.PI * (1 - 2 * v))) * 180) / Math.PI;
  return [clean(u * 360 - 180), clean(lat)];
}

/** A game position as MapLibre [longitude, latitude]. */
export function gameToLngLat(g: Geometry, x: number, z: number): [number, number] {
  return planeToLngLat(planeBox(g), toPlane(g, x, z));
}

/**
 * The screen heading, in degrees clockwise from up, of a player at x/z looking at `yaw`
 * (degrees clockwise from +z, see screenshot-name.ts): the direction is carried through the
 * map's rotation and transform, mirrored axes included.
 */
export function headingOnPlane(g: Geometry, x: number, z: number, yaw: number): number {
  const rad = (yaw * Math.PI) / 180;
  const [x0, y0] = toPlane(g, x, z);
  const [x1, y1] = toPlane(g, x + Math.sin(rad), z + Math.cos(rad));
  const deg = (Math.atan2(x1 - x0, -(y1 - y0)) * 180) / Math.PI;
  return Math.round((((deg % 360) + 360) % 360) * 10) / 10;
}

/**
 * The floor of a position: the first floor with a height band holding y (and, when the band
 * names areas, an area holding x/z); else the main floor.
 */
export function floorAt(floors: MapGeometry["floors"], x: number, y: number, z: number): FloorId {
  for (const floor of floors) {
    for (const e of floor.extents) {
      if (y < e.min || y > e.max) continue;
      const inside = (a: [number, number, number, number]) =>
        x >= Math.min(a[0], a[2]) &&
        x <= Math.max(a[0], a[2]) &&
        z >= Math.min(a[1], a[3]) &&
        z <= Math.max(a[1], a[3]);
      if (e.areas.length === 0 || e.areas.some(inside)) return floor.id;
    }
  }
  return "main";
}
