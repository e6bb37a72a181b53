// Long because: it holds the map's pure geometry for MapLibre (base, zones, markers, floors, labels),
// all turning one map's image-space coordinates into the same longitude/latitude plane.
/** GeoJSON of a map's own schematic base and quest zones (pure: tested without a browser). */

import { formatNumber } from "../../domain/format";
import { localName } from "../../domain/local-name";
import type { FloorId, MapGeometry, MapZone } from "../../domain/map-geometry";
import { type MapCategory, type MapMarker, type MarkerKind, markerCategory } from "../../domain/map-markers";
import { floorAt, gameToLngLat, planeBox, planeToLngLat, toPlane } from "../../domain/map-plane";

type Feature = {
  type: "Feature";
  properties: Record<string, string | number | boolean>;
  geometry:
    | { type: "Polygon"; coordinates: [number, number][][] }
    | { type: "Point"; coordinates: [number, number] };
};
export type FeatureCollection = { type: "FeatureCollection"; features: Feature[] };

const ring = (g: MapGeometry, corners: [number, number][]): [number, number][] => {
  const points = corners.map(([x, z]) => gameToLngLat(g, x, z));
  const first = points[0];
  return first ? [...points, first] : points;
};

/** The map's outline (its bounds) and the named areas of its floors, as polygons. */
export function baseFeatures(g: MapGeometry): FeatureCollection {
  const [[x1, z1], [x2, z2]] = g.bounds;
  const features: Feature[] = [
    {
      type: "Feature",
      properties: { kind: "outline" },
      geometry: {
        type: "Polygon",
        coordinates: [
          ring(g, [
            [x1, z1],
            [x2, z1],
            [x2, z2],
            [x1, z2],
          ]),
        ],
      },
    },
  ];
  for (const floor of g.floors)
    for (const e of floor.extents)
      for (const [ax, az, bx, bz] of e.areas)
        features.push({
          type: "Feature",
          properties: { kind: "area", floor: floor.id },
          geometry: {
            type: "Polygon",
            coordinates: [
              ring(g, [
                [ax, az],
                [bx, az],
                [bx, bz],
                [ax, bz],
              ]),
            ],
          },
        });
  return { type: "FeatureCollection", features };
}

/** Quest zones as outline polygons (or points without one), marked with their floor and whether it is shown. */
export function zoneFeatures(
  g: MapGeometry,
  zones: readonly (MapZone & { quest: string })[],
  floor: FloorId,
): FeatureCollection {
  return {
    type: "FeatureCollection",
    features: zones.map((z) => {
      const on = floorAt(g.floors, z.x, z.y, z.z);
      const properties = { quest: z.quest, objective: z.objective, floor: on, dim: on !== floor };
      return z.outline.length >= 3
        ? { type: "Feature", properties, geometry: { type: "Polygon", coordinates: [ring(g, z.outline)] } }
        : {
            type: "Feature",
            properties,
            geometry: { type: "Point", coordinates: gameToLngLat(g, z.x, z.z) },
          };
    }),
  };
}

/**
 * A marker's text: its name in the page's language (else its kind's name, for unnamed spawn
 * points), then a boss spawn's chance and place.
 * @example markerText({ kind: "spawn-boss", name: "Reshala", chance: 0.75, place: "Dorms", … }, "en", k) // "Reshala · 75% · Dorms"
 */
export function markerText(m: MapMarker, locale: string, kindName: (kind: MarkerKind) => string): string {
  const name = localName(m, locale) || kindName(m.kind);
  const chance = m.chance === undefined ? [] : [`${formatNumber(Math.round(m.chance * 100), locale)}%`];
  return [name, ...chance, ...(m.place ? [m.place] : [])].join(" · ");
}

/**
 * The map's positioned markers of the shown categories (an outlined one as its polygon), each with
 * its category, kind, text in the page's language (`markerText`) and floor, dimmed when it is on
 * another floor than the one shown.
 */
export function markerFeatures(
  g: MapGeometry,
  shown: Readonly<Record<MapCategory, boolean>>,
  floor: FloorId,
  locale = "en",
  kindName: (kind: MarkerKind) => string = (kind) => kind,
): FeatureCollection {
  const features: Feature[] = [];
  for (const m of g.markers ?? []) {
    const category = markerCategory(m.kind);
    if (!shown[category]) continue;
    const on = m.y === null ? "main" : floorAt(g.floors, m.x, m.y, m.z);
    const name = markerText(m, locale, kindName);
    const properties = { category, kind: m.kind, name, floor: on, dim: on !== floor };
    if (m.outline.length >= 3)
      features.push({
        type: "Feature",
        properties,
        geometry: { type: "Polygon", coordinates: [ring(g, m.outline)] },
      });
    features.push({
      type: "Feature",
      properties,
      geometry: { type: "Point", coordinates: gameToLngLat(g, m.x, m.z) },
    });
  }
  return { type: "FeatureCollection", features };
}

/** The floors a map has, main first, then the others in the order of docs/product.md §3. */
export function floorsOf(g: MapGeometry): FloorId[] {
  const order: FloorId[] = ["main", "bunker", "basement", "level2", "level3", "level4", "level5"];
  const have = new Set<FloorId>(["main", ...g.floors.map((f) => f.id)]);
  return order.filter((f) => have.has(f));
}

/** The [west, south, east, north] box of the drawn map, for fitting and bounding the view. */
export function lngLatBox(g: MapGeometry): [number, number, number, number] {
  const box = planeBox(g);
  const [w, n] = planeToLngLat(box, [box[0], box[1]]);
  const [e, s] = planeToLngLat(box, [box[2], box[3]]);
  return [w, s, e, n];
}

/**
 * The corners of the map's base art as [longitude, latitude], top left first and then clockwise,
 * as MapLibre's image and canvas sources take them: the plane box of the art's bounds (the SVG's
 * picture spans exactly that box, upstream README "Maps"), inside the map's own box.
 */
export function artCorners(g: MapGeometry & { art: NonNullable<MapGeometry["art"]> }): [number, number][] {
  const [x0, y0, x1, y1] = planeBox({ ...g, bounds: g.art.bounds });
  const box = planeBox(g);
  return (
    [
      [x0, y0],
      [x1, y0],
      [x1, y1],
      [x0, y1],
    ] as [number, number][]
  ).map((p) => planeToLngLat(box, p));
}

/** A label's place as [longitude, latitude]. */
export const labelLngLat = (g: MapGeometry, x: number, z: number) =>
  planeToLngLat(planeBox(g), toPlane(g, x, z));

/** A label's box on the screen. */
export type LabelBox = { left: number; top: number; right: number; bottom: number };

/**
 * Which labels to show so that none overlaps another: in order of priority (higher first, then
 * the earlier one), each label is kept when it overlaps no label kept before it.
 * @example keepApart([{left:0,top:0,right:10,bottom:10},{left:5,top:5,right:15,bottom:15}], [1, 2]) // [false, true]
 */
export function keepApart(boxes: readonly LabelBox[], priority: readonly number[], gap = 2): boolean[] {
  const order = boxes.map((_, i) => i).sort((a, b) => (priority[b] ?? 0) - (priority[a] ?? 0) || a - b);
  const kept: LabelBox[] = [];
  const show = boxes.map(() => false);
  for (const i of order) {
    const b = boxes[i];
    if (!b || b.right <= b.left) continue;
    const hits = kept.some(
      (k) =>
        b.left < k.right + gap && k.left < b.right + gap && b.top < k.bottom + gap && k.top < b.bottom + gap,
    );
    if (hits) continue;
    kept.push(b);
    show[i] = true;
  }
  return show;
}

/**
 * How many zoom levels past "whole map in view" make the map fill a box of `width` × `height`
 * (at most `max`): on a phone, the map covers its box instead of being a strip in it.
 * @example coverZoom(mapTwiceAsWideAsTall, 300, 600) // 2 (log2 of 2 / 0.5)
 */
export function coverZoom(g: MapGeometry, width: number, height: number, max = 2): number {
  const [x0, y0, x1, y1] = planeBox(g);
  if (width <= 0 || height <= 0 || x1 <= x0 || y1 <= y0) return 0;
  return Math.min(max, Math.abs(Math.log2((x1 - x0) / (y1 - y0) / (width / height))));
}

const mercatorY = (lat: number) => Math.log(Math.tan(Math.PI / 4 + (lat * Math.PI) / 360));
const latitudeOf = (y: number) => (Math.atan(Math.sinh(y)) * 180) / Math.PI;

/**
 * The part of the art a view shows, as fractions of its width and height [u0, v0, u1, v1]
 * (clamped to the art), from the view's [west, south, east, north] and the art's corners; with
 * `margin`, grown by that share of its size on each side. Null when the view misses the art.
 */
export function artRegion(
  corners: readonly [number, number][],
  view: readonly [number, number, number, number],
  margin = 0,
): [number, number, number, number] | null {
  const [tl, tr, , bl] = corners;
  if (!tl || !tr || !bl) return null;
  const [w, s, e, n] = view;
  const u = (lng: number) => (lng - tl[0]) / (tr[0] - tl[0]);
  const v = (lat: number) => (mercatorY(lat) - mercatorY(tl[1])) / (mercatorY(bl[1]) - mercatorY(tl[1]));
  let [u0, u1] = [u(w), u(e)].sort((a, b) => a - b) as [number, number];
  let [v0, v1] = [v(n), v(s)].sort((a, b) => a - b) as [number, number];
  const [du, dv] = [(u1 - u0) * margin, (v1 - v0) * margin];
  [u0, u1, v0, v1] = [Math.max(0, u0 - du), Math.min(1, u1 + du), Math.max(0, v0 - dv), Math.min(1, v1 + dv)];
  return u1 > u0 && v1 > v0 ? [u0, v0, u1, v1] : null;
}

/** The corners (top left first, clockwise) of a region of the art, as [longitude, latitude]. */
export function regionCorners(
  corners: readonly [number, number][],
  [u0, v0, u1, v1]: readonly [number, number, number, number],
): [number, number][] {
  const [tl, tr, , bl] = corners;
  if (!tl || !tr || !bl) return [];
  const lng = (u: number) => tl[0] + (tr[0] - tl[0]) * u;
  const lat = (v: number) => latitudeOf(mercatorY(tl[1]) + (mercatorY(bl[1]) - mercatorY(tl[1])) * v);
  return [
    [lng(u0), lat(v0)],
    [lng(u1), lat(v0)],
    [lng(u1), lat(v1)],
    [lng(u0), lat(v1)],
  ];
}

/**
 * A [longitude, latitude] as a point of the Mercator world's unit square (x right, y down, both
 * 0…1), where MapLibre draws it: a still drawing of the map in these units lines up with the map.
 * @example lngLatToUnit([0, 0]) // [0.5, 0.5]
 */
export function lngLatToUnit([lng, lat]: readonly [number, number]): [number, number] {
  return [(lng + 180) / 360, 0.5 - mercatorY(lat) / (2 * Math.PI)];
}

/**
 * The still drawing's view [x, y, width, height] in unit-square points, for a box of `width` ×
 * `height` pixels, as MapLibre first shows the map: the map's whole box fitted and centred (but
 * never zoomed out so far that the world square is smaller than the box, which MapLibre does not
 * allow without world copies), then on a narrow screen (under 640 px) zoomed in by coverZoom.
 */
export function stillView(g: MapGeometry, width: number, height: number): [number, number, number, number] {
  const [w, s, e, n] = lngLatBox(g);
  const [x0, y0] = lngLatToUnit([w, n]);
  const [x1, y1] = lngLatToUnit([e, s]);
  if (width <= 0 || height <= 0) return [x0, y0, x1 - x0, y1 - y0];
  const zoom = width < 640 ? 2 ** coverZoom(g, width, height) : 1;
  const scale = Math.max(Math.min(width / (x1 - x0), height / (y1 - y0)), width, height) * zoom;
  const [vw, vh] = [width / scale, height / scale];
  return [(x0 + x1) / 2 - vw / 2, (y0 + y1) / 2 - vh / 2, vw, vh];
}
