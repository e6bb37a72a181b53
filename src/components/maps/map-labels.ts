/** The map's area labels as HTML markers that never overlap: lower-priority ones hide first. */
import type * as maplibregl from "maplibre-gl";
import type { MapGeometry } from "../../domain/map-geometry";
import { keepApart, labelLngLat } from "./map-features";

/**
 * Adds the labels of `g` to the map and hides those that would overlap a bigger (or earlier) one,
 * again after every move; returns a function that removes them.
 */
export function addLabels(lib: typeof maplibregl, m: maplibregl.Map, g: MapGeometry): () => void {
  const priority = g.labels.map((l) => l.size ?? 0);
  const markers = g.labels.map((l) => {
    const el = document.createElement("div");
    el.className = "map-label";
    el.textContent = l.text;
    return new lib.Marker({ element: el, rotation: l.rotation, rotationAlignment: "map" })
      .setLngLat(labelLngLat(g, l.x, l.z))
      .addTo(m);
  });
  let frame = 0;
  const declutter = () => {
    frame = 0;
    const els = markers.map((x) => x.getElement());
    const show = keepApart(
      els.map((el) => el.getBoundingClientRect()),
      priority,
    );
    els.forEach((el, i) => {
      el.classList.toggle("map-label--hidden", !show[i]);
    });
  };
  const schedule = () => {
    if (!frame) frame = requestAnimationFrame(declutter);
  };
  m.on("move", schedule);
  m.on("resize", schedule);
  m.once("load", schedule);
  schedule();
  return () => {
    if (frame) cancelAnimationFrame(frame);
    m.off("move", schedule);
    m.off("resize", schedule);
    for (const x of markers) x.remove();
  };
}
