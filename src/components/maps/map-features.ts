/** GeoJSON of a map's own schematic base and quest zones (pure: tested without a browser). */
import type { FloorId, MapGeometry, MapZone } from "../../domain/map-geometry";
import { markerCategory } from "../../domain/map-markers";
import { floorAt, gameToLngLat, planeBox, planeToLngLat, toPlane } from "../../domain/map-plane";
import type { MapCategory } from "../../i18n/maps";

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
 * The map's positioned markers of the shown categories (an outlined one as its polygon), each with
 * its category, kind, name in the page's language and floor, dimmed when it is on another floor
 * than the one shown.
 */
export function markerFeatures(
  g: MapGeometry,
  shown: Readonly<Record<MapCategory, boolean>>,
  floor: FloorId,
  locale = "en",
): FeatureCollection {
  const features: Feature[] = [];
  for (const m of g.markers ?? []) {
    const category = markerCategory(m.kind);
    if (!shown[category]) continue;
    const on = m.y === null ? "main" : floorAt(g.floors, m.x, m.y, m.z);
    const name = (locale === "ru" && m.ruName) || m.name;
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

/** The floors a map has, main first, then the others in SPEC order. */
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
