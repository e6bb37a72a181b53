// Long because: the map's style and the hook that makes the MapLibre map need the same geometry and
// layer names, and the arrow hook moves a marker on that same map.
/**
 * The map's controller: one MapLibre map over the map's image-space coordinates in its box (made
 * again when the map or the language changes), and the position arrow on it.
 */
import type * as maplibregl from "maplibre-gl";
import { type RefObject, useEffect, useRef, useState } from "react";
import type { FloorId, MapGeometry } from "../../domain/map-geometry";
import { gameToLngLat, headingOnPlane } from "../../domain/map-plane";
import { mapsText } from "../../i18n/maps";
import { baseFeatures, coverZoom, lngLatBox } from "./map-features";
import { addLabels } from "./map-labels";
import { MARKER_COLOR, MARKER_ORDER, MARKER_RADIUS, QUEST_COLOR } from "./map-style";
import { loadedMapLibre, loadMapLibre, type MapLibre } from "./maplibre-load";

/** The map's style: its outline and areas, then the marker and quest-zone layers (filled later). */
function mapStyle(g: MapGeometry): maplibregl.StyleSpecification {
  return {
    version: 8,
    sources: {
      base: { type: "geojson", data: baseFeatures(g) as never },
      zones: { type: "geojson", data: { type: "FeatureCollection", features: [] } },
      markers: { type: "geojson", data: { type: "FeatureCollection", features: [] } },
    },
    layers: [
      { id: "bg", type: "background", paint: { "background-color": "#14181c" } },
      {
        id: "outline-fill",
        type: "fill",
        source: "base",
        filter: ["==", ["get", "kind"], "outline"],
        paint: { "fill-color": "#232a30" },
      },
      {
        id: "outline-line",
        type: "line",
        source: "base",
        filter: ["==", ["get", "kind"], "outline"],
        paint: { "line-color": "#8a97a3", "line-width": 2 },
      },
      {
        id: "areas",
        type: "line",
        source: "base",
        filter: ["==", ["get", "kind"], "area"],
        paint: { "line-color": "#5f6c77", "line-width": 1, "line-dasharray": [2, 2] },
      },
      {
        id: "markers-fill",
        type: "fill",
        source: "markers",
        filter: ["==", ["geometry-type"], "Polygon"],
        paint: { "fill-color": MARKER_COLOR, "fill-opacity": ["case", ["get", "dim"], 0.08, 0.25] },
      },
      {
        id: "markers-dot",
        type: "circle",
        source: "markers",
        filter: ["==", ["geometry-type"], "Point"],
        layout: { "circle-sort-key": MARKER_ORDER },
        paint: {
          "circle-radius": MARKER_RADIUS,
          "circle-color": MARKER_COLOR,
          "circle-stroke-color": "#14181c",
          "circle-stroke-width": 1,
          "circle-opacity": ["case", ["get", "dim"], 0.3, 1],
        },
      },
      {
        id: "zones-fill",
        type: "fill",
        source: "zones",
        paint: { "fill-color": QUEST_COLOR, "fill-opacity": ["case", ["get", "dim"], 0.12, 0.4] },
      },
      {
        id: "zones-line",
        type: "line",
        source: "zones",
        paint: {
          "line-color": QUEST_COLOR,
          "line-width": 2,
          "line-opacity": ["case", ["get", "dim"], 0.3, 1],
        },
      },
      {
        id: "zones-dot",
        type: "circle",
        source: "zones",
        filter: ["==", ["geometry-type"], "Point"],
        paint: {
          "circle-radius": 6,
          "circle-color": QUEST_COLOR,
          "circle-opacity": ["case", ["get", "dim"], 0.3, 1],
        },
      },
    ],
  };
}

/** The map in `el` with its controls, labels and clicks; null when it cannot be made (no WebGL). */
function makeMap(
  lib: MapLibre,
  el: HTMLElement,
  g: MapGeometry,
  locale: string,
  setFloor: (floor: FloorId) => void,
): maplibregl.Map | null {
  let m: maplibregl.Map;
  const text = mapsText(locale);
  try {
    const [w, s, e, n] = lngLatBox(g);
    m = new lib.Map({
      container: el,
      renderWorldCopies: false,
      attributionControl: false,
      bounds: [w, s, e, n],
      maxZoom: 22,
      // the zoom buttons' titles in the page's language
      locale: {
        "Map.Title": text.mapTitle,
        "NavigationControl.ZoomIn": text.zoomIn,
        "NavigationControl.ZoomOut": text.zoomOut,
      },
      dragRotate: false,
      pitchWithRotate: false,
      style: mapStyle(g),
    });
  } catch (err) {
    console.warn("map", err);
    return null;
  }
  m.addControl(new lib.NavigationControl({ showCompass: false }), "top-right");
  // on a phone the map covers its box (the player pans) rather than being a strip in it
  const { clientWidth: width, clientHeight: height } = el;
  if (width < 640) m.setZoom(m.getZoom() + coverZoom(g, width, height));
  addLabels(lib, m, g);
  // a zone or marker on another floor switches to that floor; a marker on this one names itself
  for (const layer of ["zones-fill", "zones-dot", "markers-fill", "markers-dot"])
    m.on("click", layer, (e) => {
      const f = e.features?.[0]?.properties as { dim?: boolean; floor?: FloorId; name?: string } | undefined;
      if (f?.dim && f.floor) setFloor(f.floor);
      else if (f?.name) new lib.Popup({ closeButton: false }).setLngLat(e.lngLat).setText(f.name).addTo(m);
    });
  return m;
}

/**
 * Makes the map in `box` once `start` is true and answers it, whether its first frame is drawn
 * (`ready`) and whether it could not be made (`failed`). A click on a zone or marker of another
 * floor asks for that floor.
 */
export function useMapLibre(
  box: RefObject<HTMLElement | null>,
  g: MapGeometry,
  locale: string,
  setFloor: (floor: FloorId) => void,
  start: boolean,
) {
  const [map, setMap] = useState<maplibregl.Map | null>(null);
  const [ready, setReady] = useState(false);
  const [failed, setFailed] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the box is the island's own element, there before its first effect
  useEffect(() => {
    const el = box.current;
    if (!el || !start) return;
    let m: maplibregl.Map | null = null;
    let gone = false;
    // MapLibre loads and draws into the box, over the still drawing
    loadMapLibre().then(
      (lib) => {
        if (gone) return;
        m = makeMap(lib, el, g, locale, setFloor);
        if (!m) return setFailed(true);
        m.on("load", () => {
          performance.mark("map-interactive");
          setReady(true);
        });
        setMap(m);
        // the map benchmark (scripts/bench/maps.ts) drives the map through its element
        Object.assign(el, { maplibre: m });
      },
      (err: unknown) => {
        console.warn("map", err);
        if (!gone) setFailed(true);
      },
    );
    return () => {
      gone = true;
      m?.remove();
      setMap(null);
      setReady(false);
    };
  }, [g, locale, setFloor, start]);
  return { map, ready, failed };
}

/** Where the arrow stands: a game position and the way it looks. */
type ArrowAt = { x: number; z: number; yaw: number };

/**
 * The position arrow: one marker per map, moved and turned as the position changes (its element
 * stays, so what reads it never finds it gone), removed when there is no position to show.
 */
export function useArrow(map: maplibregl.Map | null, g: MapGeometry, at: ArrowAt | null) {
  const arrow = useRef<{ marker: maplibregl.Marker; on: maplibregl.Map } | null>(null);
  const x = at?.x;
  const z = at?.z;
  const yaw = at?.yaw;
  useEffect(() => {
    const m = map;
    const shown = x !== undefined && z !== undefined && yaw !== undefined;
    if (arrow.current && (!shown || !m || arrow.current.on !== m)) {
      arrow.current.marker.remove();
      arrow.current = null;
    }
    const lib = loadedMapLibre();
    if (!m || !shown || !lib) return;
    const heading = headingOnPlane(g, x, z, yaw);
    if (!arrow.current) {
      const el = document.createElement("div");
      el.className = "map-arrow";
      el.dataset.testid = "map-arrow";
      const marker = new lib.Marker({ element: el, rotationAlignment: "map" });
      arrow.current = { marker: marker.setLngLat(gameToLngLat(g, x, z)).addTo(m), on: m };
    }
    const { marker } = arrow.current;
    marker.getElement().dataset.heading = String(heading);
    marker.setLngLat(gameToLngLat(g, x, z)).setRotation(heading);
  }, [map, g, x, z, yaw]);
  useEffect(
    () => () => {
      arrow.current?.marker.remove();
      arrow.current = null;
    },
    [],
  );
}
