/**
 * MapLibre (about 1.1 MB of script), its worker and its stylesheet: a chunk of its own, loaded by
 * `loadMapLibre` once the map page's island has painted its panel.
 */
import * as maplibregl from "maplibre-gl";
import workerUrl from "maplibre-gl/dist/maplibre-gl-worker.mjs?url";
import "maplibre-gl/dist/maplibre-gl.css";

maplibregl.setWorkerUrl(workerUrl);

export { maplibregl };
