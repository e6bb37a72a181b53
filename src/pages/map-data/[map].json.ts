import type { APIRoute, GetStaticPaths } from "astro";
import { mapGeometry } from "../../build-data/map-geometry";
import { MAP_SLUGS } from "../../domain/maps";

/**
 * /map-data/:map.json: a map's geometry (outline, floors, labels, markers, extracts, quest zones),
 * which the map page's island fetches (MapView.tsx). It is a file of its own rather than part of
 * the page: the page stays within one round trip of a slow connection (its drawing of the map is
 * in the page), and the browser keeps the file for the next visit of the map.
 */
export const getStaticPaths = (() =>
  MAP_SLUGS.filter((map) => mapGeometry(map) !== null).map((map) => ({
    params: { map },
  }))) satisfies GetStaticPaths;

export const GET: APIRoute = ({ params }) =>
  new Response(JSON.stringify(mapGeometry(String(params.map))), {
    headers: { "Content-Type": "application/json; charset=utf-8" },
  });
