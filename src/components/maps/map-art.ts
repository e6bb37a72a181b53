// Long because: drawing the floor art whole and redrawing the part in view sharper share the same
// decoded images, canvas painting and source replacement on one map.
/**
 * The map's base art in MapLibre: the floor's SVG (/map-art/<slug>.svg, another floor's
 * /map-art/<slug>.<floor>.svg drawn over the main floor's, dimmed) rendered into a canvas sized to
 * the map's box, shown as a canvas source under the markers. SVG is drawn by the browser
 * itself: MapLibre's image sources take no SVG.
 */
import type * as maplibregl from "maplibre-gl";
import type { FloorId, MapArt, MapGeometry } from "../../domain/map-geometry";
import { artCorners, artRegion, regionCorners } from "./map-features";

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
  const images = await floorImages(g, floor);
  if (!current()) return;
  const scale = canvasSide(m) / Math.max(g.art.width, g.art.height);
  const canvas = paint(
    images,
    [0, 0, 1, 1],
    Math.round(g.art.width * scale),
    Math.round(g.art.height * scale),
  );
  if (!canvas) return;
  // under the sharper detail of the part in view, where that is drawn
  setCanvas(
    m,
    SOURCE,
    canvas,
    artCorners(g),
    m.getLayer(DETAIL) ? DETAIL : m.getLayer(BELOW) ? BELOW : undefined,
  );
  m.getContainer().dataset.art = own ? floor : "main";
}

type Pair = [main: HTMLImageElement, upper: HTMLImageElement | null];

/** The main floor's art and, for another floor with art of its own, that floor's. */
async function floorImages(g: MapGeometry & { art: MapArt }, floor: FloorId): Promise<Pair> {
  const own = floor !== "main" && g.art.floors.includes(floor);
  return Promise.all([
    image(`/map-art/${g.slug}.svg`),
    own ? image(`/map-art/${g.slug}.${floor}.svg`) : null,
  ]);
}

/**
 * A canvas of `width` × `height` showing the region [u0, v0, u1, v1] (fractions of the art) of
 * the floor's art: another floor over the ground, dimmed. The browser draws SVG as vectors, so a
 * small region on a large canvas stays sharp.
 */
function paint(
  [main, upper]: Pair,
  [u0, v0, u1, v1]: readonly [number, number, number, number],
  width: number,
  height: number,
): HTMLCanvasElement | null {
  const canvas = document.createElement("canvas");
  canvas.width = Math.max(1, width);
  canvas.height = Math.max(1, height);
  const ctx = canvas.getContext("2d");
  if (!ctx) return null;
  const draw = (img: HTMLImageElement) => {
    const [w, h] = [img.naturalWidth, img.naturalHeight];
    ctx.drawImage(img, u0 * w, v0 * h, (u1 - u0) * w, (v1 - v0) * h, 0, 0, canvas.width, canvas.height);
  };
  ctx.globalAlpha = upper ? 0.35 : 1;
  draw(main);
  if (upper) {
    ctx.globalAlpha = 1;
    draw(upper);
  }
  return canvas;
}

/** Puts a canvas on the map at `corners` as source and layer `id` (replacing an earlier one). */
function setCanvas(
  m: maplibregl.Map,
  id: string,
  canvas: HTMLCanvasElement,
  corners: [number, number][],
  below: string | undefined,
): void {
  if (m.getLayer(id)) m.removeLayer(id);
  if (m.getSource(id)) m.removeSource(id);
  m.addSource(id, {
    type: "canvas",
    canvas,
    animate: false,
    coordinates: corners as [[number, number], [number, number], [number, number], [number, number]],
  });
  m.addLayer({ id, type: "raster", source: id, paint: { "raster-fade-duration": 0 } }, below);
}

const DETAIL = "art-detail";

/**
 * Keeps the art sharp at close zooms: once the whole-map canvas has fewer pixels than the screen
 * shows of it, the part in view (with a margin of half its size around) is drawn again at the
 * screen's resolution over it, after each move. Returns a function that stops it.
 */
export function followDetail(
  m: maplibregl.Map,
  g: MapGeometry & { art: MapArt },
  floor: FloorId,
): () => void {
  let stopped = false;
  let drawn = 0;
  const corners = artCorners(g);
  const update = async () => {
    const turn = ++drawn;
    const ratio = window.devicePixelRatio || 1;
    const [tl, tr] = corners.map((c) => m.project(c as [number, number]));
    const artOnScreen = Math.abs((tr?.x ?? 0) - (tl?.x ?? 0)) * ratio;
    const base = Math.round(canvasSide(m) * (g.art.width / Math.max(g.art.width, g.art.height)));
    const b = m.getBounds();
    const region =
      artOnScreen > base * 1.25
        ? artRegion(corners, [b.getWest(), b.getSouth(), b.getEast(), b.getNorth()], 0.5)
        : null;
    if (!region) return clearDetail(m);
    const images = await floorImages(g, floor);
    if (stopped || turn !== drawn) return;
    const [u0, v0, u1, v1] = region;
    const scale = Math.min(
      1,
      4096 / Math.max((u1 - u0) * artOnScreen, ((v1 - v0) * artOnScreen * g.art.height) / g.art.width),
    );
    const canvas = paint(
      images,
      region,
      Math.round((u1 - u0) * artOnScreen * scale),
      Math.round(((v1 - v0) * artOnScreen * scale * g.art.height) / g.art.width),
    );
    if (!canvas) return;
    setCanvas(m, DETAIL, canvas, regionCorners(corners, region), m.getLayer(BELOW) ? BELOW : undefined);
    m.getContainer().dataset.artDetail = region.map((x) => x.toFixed(3)).join(",");
  };
  const onMove = () => {
    void update().catch((err: unknown) => console.warn("map art", err));
  };
  m.on("moveend", onMove);
  onMove();
  return () => {
    stopped = true;
    m.off("moveend", onMove);
    clearDetail(m);
  };
}

function clearDetail(m: maplibregl.Map): void {
  if (m.getLayer(DETAIL)) m.removeLayer(DETAIL);
  if (m.getSource(DETAIL)) m.removeSource(DETAIL);
  delete m.getContainer().dataset.artDetail;
}
