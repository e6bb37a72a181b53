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

/** One map's geometry, or null when no source describes it. */
export function mapGeometry(slug: string): MapGeometry | null {
  return mapGeometryFile().maps[slug] ?? null;
}
