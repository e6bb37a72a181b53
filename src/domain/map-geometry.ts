/**
 * A map's own geometry as the project keeps it (data/snapshot/map-geometry.json, made by
 * scripts/data/snapshot-maps.ts): the transform from game x/z to the map plane, the outline,
 * named areas, floors, extract names and the quest-objective zones known from the data.
 * Positions are game coordinates (x east-west, y height, z north-south).
 */
import type { MapMarker } from "./map-markers";

export type FloorId = "basement" | "bunker" | "main" | "level2" | "level3" | "level4" | "level5";

/** A height band of a floor, optionally only inside some rectangles [x1, z1, x2, z2]. */
export type FloorExtent = { min: number; max: number; areas: [number, number, number, number][] };

export type MapFloor = { id: FloorId; extents: FloorExtent[] };

export type MapLabel = { x: number; z: number; text: string; rotation: number; size: number | null };

export type MapZone = {
  /** The upstream task id (the quest's bsgId) and objective id. */
  task: string;
  objective: string;
  x: number;
  y: number;
  z: number;
  /** The zone's outline as [x, z] corners (empty for a point, such as a quest item's possible place). */
  outline: [number, number][];
};

/** A boss of the map with its spawn chance and the named places it may appear (no positions). */
export type MapBoss = {
  name: string;
  /** The game's Russian name, where known. */
  ruName?: string;
  chance: number;
  /** Where it may appear: each place's share of its spawns, or (`groups`) each group's own chance. */
  places: { name: string; chance: number }[];
  /** Several groups that come independently (Rogues, Raiders); `chance` is that of at least one. */
  groups?: true;
};

/** An extract by name; `ruName` is the game's Russian name where its locale has one. */
export type MapExtract = { name: string; ruName?: string; faction: "pmc" | "scav" | "shared" };

/**
 * The map's base art (served at /map-art/<slug>.svg, and /map-art/<slug>.<floor>.svg for the
 * floors listed): the SVG's size, and the game x/z corners its picture spans (the plane box of
 * these bounds).
 */
export type MapArt = {
  width: number;
  height: number;
  bounds: [[number, number], [number, number]];
  floors: FloorId[];
};

export type MapGeometry = {
  /** The base art, where the data has it (absent: the page draws the outline and labels). */
  art?: MapArt;
  /** Markers at positions, where a source gives them (absent when none does). */
  markers?: MapMarker[];
  slug: string;
  /** Leaflet-style CRS.Simple transformation [a, b, c, d] of the rotated game coordinates. */
  transform: [number, number, number, number];
  /** Degrees the game coordinates are turned before the transform. */
  rotation: number;
  /** Two opposite corners [x, z] of the drawn area. */
  bounds: [[number, number], [number, number]];
  labels: MapLabel[];
  /** Floors other than the main one (which is every height no other floor claims). */
  floors: MapFloor[];
  extracts: MapExtract[];
  /** Bosses and their spawn places by name (the sources give no spawn positions). */
  bosses: MapBoss[];
  /** Switches (power, doors, extract levers) by name. */
  switches: string[];
  zones: MapZone[];
};

export type MapGeometryFile = { source: string; generatedAt: number; maps: Record<string, MapGeometry> };
