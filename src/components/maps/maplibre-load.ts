/** Loads MapLibre once, after the map page's first paint (see maplibre-lib.ts). */
export type MapLibre = typeof import("maplibre-gl");

let loading: Promise<MapLibre> | null = null;
let loaded: MapLibre | null = null;

/** MapLibre, loaded on the first call; the same module afterwards. */
export function loadMapLibre(): Promise<MapLibre> {
  loading ??= import("./maplibre-lib").then(async ({ maplibregl, styled }) => {
    await styled; // no map is drawn unstyled
    loaded = maplibregl;
    return maplibregl;
  });
  return loading;
}

/** MapLibre when it has loaded (a map exists only then), else null. */
export const loadedMapLibre = (): MapLibre | null => loaded;
