/**
 * The map's base art in MapLibre: the floor's SVG (/map-art/<slug>.svg, another floor's
 * /map-art/<slug>.<floor>.svg drawn over the main floor's, dimmed) rendered into a canvas sized to
 * the map's box, shown as a canvas source under the markers. SVG is drawn by the browser
 * itself: MapLibre's image sources take no SVG.
 */
import type * as maplibregl from "maplibre-gl";
import type { FloorId, MapArt, MapGeometry } from "../../domain/map-geometry";
import { artCorners } from "./map-features";

const SOURCE = "art";
/** The layer the art goes under: above the map's outline fill, below its lines and markers. */
const BELOW = "outline-line";

const images = new Map<string, Promise<HTMLImageElement>>();

/** An art file, decoded once per page. */
function image(url: string): Promise<HTMLImageElement> {
  let found = images.get(url);
  if (!found) {
    const img = new Image();
    img.src = url;
    found = img.decode().then(() => img);
    found.catch(() => images.delete(url));
    images.set(url, found);
  }
  return found;
}

/**
 * The canvas's longest side in pixels: twice the map box's longest side in device pixels (sharp
 * at two zoom steps in), at least 1,024, at most 4,096 and what the GPU takes. A larger canvas
 * costs memory and, without a GPU, seconds.
 */
function canvasSide(m: maplibregl.Map): number {
  const gl = m.painter?.context?.gl as WebGLRenderingContext | undefined;
  const max = gl ? (gl.getParameter(gl.MAX_TEXTURE_SIZE) as number) : 4096;
  const box = m.getContainer();
  const wanted = 2 * Math.max(box.clientWidth, box.clientHeight) * (window.devicePixelRatio || 1);
  return Math.min(max, 4096, Math.max(1024, Math.round(wanted)));
}

/**
 * Draws the art of `floor` on the map (the main floor's art when that floor has none of its own);
 * `current` says whether the page still wants it when the files arrive.
 */
export async function showArt(
  m: maplibregl.Map,
  g: MapGeometry & { art: MapArt },
  floor: FloorId,
  current: () => boolean,
): Promise<void> {
  const own = floor !== "main" && g.art.floors.includes(floor);
  const [main, upper] = await Promise.all([
    image(`/map-art/${g.slug}.svg`),
    own ? image(`/map-art/${g.slug}.${floor}.svg`) : null,
  ]);
  if (!current()) return;
  const scale = canvasSide(m) / Math.max(g.art.width, g.art.height);
  const canvas = document.createElement("canvas");
  canvas.width = Math.round(g.art.width * scale);
  canvas.height = Math.round(g.art.height * scale);
  const ctx = canvas.getContext("2d");
  if (!ctx) return;
  // another floor: the ground dimmed under it
  ctx.globalAlpha = upper ? 0.35 : 1;
  ctx.drawImage(main, 0, 0, canvas.width, canvas.height);
  if (upper) {
    ctx.globalAlpha = 1;
    ctx.drawImage(upper, 0, 0, canvas.width, canvas.height);
  }
  if (m.getLayer(SOURCE)) m.removeLayer(SOURCE);
  if (m.getSource(SOURCE)) m.removeSource(SOURCE);
  m.addSource(SOURCE, {
    type: "canvas",
    canvas,
    animate: false,
    coordinates: artCorners(g) as [[number, number], [number, number], [number, number], [number, number]],
  });
  m.addLayer(
    { id: SOURCE, type: "raster", source: SOURCE, paint: { "raster-fade-duration": 0 } },
    m.getLayer(BELOW) ? BELOW : undefined,
  );
  m.getContainer().dataset.art = own ? floor : "main";
}
