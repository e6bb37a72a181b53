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

/** A marker's colour: its kind's own, else its category's (as MARKER_COLOR draws it). */
export const markerColor = (kind: MarkerKind, category: MapCategory): string =>
  KIND_COLOR[kind] ?? (category === "quests" ? QUEST_COLOR : CATEGORY_COLOR[category]);

/** Radius in pixels and draw order: spawn points small and below, bosses large and on top. */
const SIZE = { spawnPoint: [3.5, 0], boss: [7, 2], other: [5, 1] } as const;
const sizeOf = (kind: MarkerKind) =>
  SPAWN_POINTS.includes(kind) ? SIZE.spawnPoint : BOSSES.includes(kind) ? SIZE.boss : SIZE.other;

/** A marker's radius in pixels. */
export const markerRadius = (kind: MarkerKind): number => sizeOf(kind)[0];
/** A marker's draw order (higher on top). */
export const markerOrder = (kind: MarkerKind): number => sizeOf(kind)[1];

const bySize = (i: 0 | 1) =>
  [
    "match",
    ["get", "kind"],
    SPAWN_POINTS,
    SIZE.spawnPoint[i],
    BOSSES,
    SIZE.boss[i],
    SIZE.other[i],
  ] as maplibregl.ExpressionSpecification;
/** MapLibre's form of markerRadius. */
export const MARKER_RADIUS = bySize(0);
/** MapLibre's form of markerOrder. */
export const MARKER_ORDER = bySize(1);
