/**
 * Checkpoints of the map transform: game positions whose place on the base art is known, from
 * map_positions/quest_locations.json (594 quest objective locations, world x/z with their SVG
 * pixel x/y) and map_positions/lighthouse.json (Lighthouse's extracts, the same). Written beside
 * the snapshot as `map-checkpoints.json.gz`: `{points: [slug, x, z, px, py][]}`; the map tests
 * place every one through the page's own transform.
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

type Located = { map?: string; x: number; y: number; world?: { x: number; z: number } };
type QuestFile = { quests?: { objectives?: { locations?: Located[] }[] }[] };
type LighthouseFile = { extracts?: Located[] };
export type Checkpoint = [slug: string, x: number, z: number, px: number, py: number];

/** The files' map names → our slugs where they differ. */
const SLUGS: Record<string, string> = { "streets-of-tarkov": "streets", "the-lab": "lab" };

export const MAP_CHECKPOINTS_FILE = "map-checkpoints.json.gz";

const read = <T>(file: string): T | null =>
  existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as T) : null;

/** Every checkpoint the input folder has (none without its map_positions files). */
export function mapCheckpoints(folder: string): Checkpoint[] {
  const dir = join(folder, "map_positions");
  const out: Checkpoint[] = [];
  const add = (map: string, l: Located) => {
    if (!l.world || ![l.world.x, l.world.z, l.x, l.y].every(Number.isFinite)) return;
    out.push([SLUGS[map] ?? map, l.world.x, l.world.z, l.x, l.y]);
  };
  for (const q of read<QuestFile>(join(dir, "quest_locations.json"))?.quests ?? [])
    for (const o of q.objectives ?? []) for (const l of o.locations ?? []) add(l.map ?? "", l);
  for (const e of read<LighthouseFile>(join(dir, "lighthouse.json"))?.extracts ?? []) add("lighthouse", e);
  return out;
}

/** Writes the checkpoints beside the snapshot; returns the log line. */
export function writeMapCheckpoints(folder: string, out: string): string {
  const points = mapCheckpoints(folder);
  writeFileSync(join(out, MAP_CHECKPOINTS_FILE), gzipSync(`${JSON.stringify({ points })}\n`, { level: 9 }));
  return `  map checkpoints: ${points.length} positions with their known place on the art`;
}
