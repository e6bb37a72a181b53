import { atom } from "nanostores";
import { z } from "../contracts/zod-mini";
import { browserStorage, type KeyValueStorage } from "./cache-keys";

/** Where the player is and looks (docs/product.md §3 screenshot name, or the pilot helper). */
export type MapPosition = {
  /** The map slug the position belongs to; null: whichever map is open. */
  map: string | null;
  x: number;
  y: number;
  z: number;
  /** Degrees clockwise from +z. */
  yaw: number;
};

/** The browser key of the last position, so that the arrow survives a reload. */
export const MAP_POSITION_KEY = "tm_map_position";

const positionSchema = z.object({
  map: z.nullable(z.string()),
  x: z.number(),
  y: z.number(),
  z: z.number(),
  yaw: z.number(),
});

export const $mapPosition = atom<MapPosition | null>(null);

let storage: KeyValueStorage | undefined;

/** Reads the last position kept in this browser (a bad or missing one leaves none). */
export function initMapPosition(from: KeyValueStorage | undefined = browserStorage()): void {
  storage = from;
  try {
    const raw = storage?.getItem(MAP_POSITION_KEY);
    const parsed = raw ? positionSchema.safeParse(JSON.parse(raw)) : null;
    if (parsed?.success && $mapPosition.get() === null) $mapPosition.set(parsed.data);
  } catch {
    // unreadable storage: no position
  }
}

/**
 * The one action that moves the map arrow (a pasted screenshot name or the pilot helper); the
 * position is kept in this browser for the next visit.
 */
export function setMapPosition(position: MapPosition | null): void {
  $mapPosition.set(position);
  try {
    storage ??= browserStorage();
    storage?.setItem(MAP_POSITION_KEY, JSON.stringify(position));
  } catch {
    // a full or blocked storage: the arrow still moves, it is only not kept
  }
}
