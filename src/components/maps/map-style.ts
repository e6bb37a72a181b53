/** Colours, sizes and draw order of the map markers, as plain tables and as MapLibre expressions. */
import type * as maplibregl from "maplibre-gl";
import type { MapCategory, MarkerKind } from "../../domain/map-markers";

const BOSSES: MarkerKind[] = ["spawn-boss", "spawn-rogue", "spawn-raider", "spawn-cultist"];
const SPAWN_POINTS: MarkerKind[] = ["spawn-pmc", "spawn-scav", "spawn-sniper"];

/** A category's colour (PMC spawns take the spawns' colour). */
export const CATEGORY_COLOR: Record<Exclude<MapCategory, "quests">, string> = {
  extractions: "#5fc46a",
  spawns: "#e0564f",
  keys: "#e8d44d",
  misc: "#5aa7e0",
  loot: "#b07be0",
};
/** The quest zones' colour. */
export const QUEST_COLOR = "#f0a830";

/** Kinds drawn in a colour of their own rather than their category's. */
export const KIND_COLOR: Partial<Record<MarkerKind, string>> = {
  ...Object.fromEntries(BOSSES.map((k) => [k, "#ff4fd8"])),
  "spawn-scav": "#d98b4a",
  "spawn-sniper": "#f7b3a8",
};

/** The spawn kinds the legend names, with their colours. */
export const SPAWN_LEGEND: [MarkerKind, string][] = [
  ["spawn-pmc", CATEGORY_COLOR.spawns],
  ["spawn-scav", KIND_COLOR["spawn-scav"] ?? ""],
  ["spawn-sniper", KIND_COLOR["spawn-sniper"] ?? ""],
  ["spawn-boss", KIND_COLOR["spawn-boss"] ?? ""],
];

export const MARKER_COLOR = [
  "match",
  ["get", "kind"],
  ...Object.entries(KIND_COLOR).flat(),
  ["match", ["get", "category"], ...Object.entries(CATEGORY_COLOR).flat(), CATEGORY_COLOR.misc],
] as unknown as maplibregl.ExpressionSpecification;

/** Spawn points small, bosses large, the rest between. */
export const MARKER_RADIUS = [
  "match",
  ["get", "kind"],
  SPAWN_POINTS,
  3.5,
  BOSSES,
  7,
  5,
] as maplibregl.ExpressionSpecification;

/** Draw order: spawn points below, bosses on top. */
export const MARKER_ORDER = [
  "match",
  ["get", "kind"],
  SPAWN_POINTS,
  0,
  BOSSES,
  2,
  1,
] as maplibregl.ExpressionSpecification;
