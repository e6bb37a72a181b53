import { atom } from "nanostores";

/** Where the player is and looks (SPEC §3 screenshot name; later also the pilot helper). */
export type MapPosition = {
  /** The map slug the position belongs to; null: whichever map is open. */
  map: string | null;
  x: number;
  y: number;
  z: number;
  /** Degrees clockwise from +z. */
  yaw: number;
};

export const $mapPosition = atom<MapPosition | null>(null);

/** The one action that moves the map arrow: a pasted screenshot name now, the pilot helper later. */
export function setMapPosition(position: MapPosition | null): void {
  $mapPosition.set(position);
}
