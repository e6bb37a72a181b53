/** MapLibre paint expressions of the map markers. */
import type * as maplibregl from "maplibre-gl";

/** Marker colours: bosses, scav and sniper spawns by kind, the rest by category. */
export const MARKER_COLOR = [
  "match",
  ["get", "kind"],
  ["spawn-boss", "spawn-rogue", "spawn-raider", "spawn-cultist"],
  "#ff4fd8",
  "spawn-scav",
  "#d98b4a",
  "spawn-sniper",
  "#f7b3a8",
  [
    "match",
    ["get", "category"],
    "extractions",
    "#5fc46a",
    "spawns",
    "#e0564f",
    "keys",
    "#e8d44d",
    "loot",
    "#b07be0",
    "#5aa7e0",
  ],
] as maplibregl.ExpressionSpecification;

/** Spawn points small, bosses large, the rest between. */
export const MARKER_RADIUS = [
  "match",
  ["get", "kind"],
  ["spawn-pmc", "spawn-scav", "spawn-sniper"],
  3.5,
  ["spawn-boss", "spawn-rogue", "spawn-raider", "spawn-cultist"],
  7,
  5,
] as maplibregl.ExpressionSpecification;

/** Draw order: spawn points below, bosses on top. */
export const MARKER_ORDER = [
  "match",
  ["get", "kind"],
  ["spawn-pmc", "spawn-scav", "spawn-sniper"],
  0,
  ["spawn-boss", "spawn-rogue", "spawn-raider", "spawn-cultist"],
  2,
  1,
] as maplibregl.ExpressionSpecification;
