/**
 * MapLibre (about 1.1 MB of script), its worker and its stylesheet: a chunk of its own, loaded by
 * `loadMapLibre` once the map page's island has painted its panel. The stylesheet (70 KB) is a
 * file linked with the script, not by the page's HTML, where it held the map page's first paint.
 */
import * as maplibregl from "maplibre-gl";
import cssHref from "maplibre-gl/dist/maplibre-gl.css?url";
import workerUrl from "maplibre-gl/dist/maplibre-gl-worker.mjs?url";
import { linkStylesheet } from "../shell/link-stylesheet";

maplibregl.setWorkerUrl(workerUrl);

/** Resolves once MapLibre's stylesheet applies (or failed to load). */
export const styled = linkStylesheet(cssHref);

export { maplibregl };
