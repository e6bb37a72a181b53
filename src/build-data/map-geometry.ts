/**
 * Build-time map geometry of the map pages: data/snapshot/map-geometry.json.gz, written by the
 * importer (scripts/data/snapshot-maps.ts). Node only, during `astro build`.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gunzipSync } from "node:zlib";
import type { MapGeometry, MapGeometryFile } from "../domain/map-geometry";

// the build runs from the project folder (a bundled chunk has no stable path of its own)
const FILE = join(process.cwd(), "data/snapshot/map-geometry.json.gz");
let cached: MapGeometryFile | null = null;

/** The whole file (an empty one when the snapshot has none). */
export function mapGeometryFile(): MapGeometryFile {
  if (!cached) {
    cached = existsSync(FILE)
      ? (JSON.parse(gunzipSync(readFileSync(FILE)).toString("utf8")) as MapGeometryFile)
      : { source: "", generatedAt: 0, maps: {} };
  }
  return cached;
}

/**
 * The base-art setting of a build (`MAP_ART`): "off" draws every map on its schematic layer (the
 * outline, floors, labels and markers from the data), without the CC BY-NC-SA art; anything else
 * keeps the art (the snapshot's, or a folder that replaces it: scripts/astro/map-art.mjs).
 */
export const mapArtOn = (setting = process.env.MAP_ART ?? ""): boolean =>
  setting.trim().toLowerCase() !== "off";

/** One map's geometry, or null when no source describes it; without its art when `MAP_ART=off`. */
export function mapGeometry(slug: string, artOn = mapArtOn()): MapGeometry | null {
  const g = mapGeometryFile().maps[slug];
  if (!g) return null;
  if (artOn || !g.art) return g;
  const { art: _off, ...schematic } = g;
  return schematic;
}
