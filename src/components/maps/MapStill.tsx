// Long because: the still drawing has the same layers as the map's style (outline, art, areas,
// markers, zones, labels), each a few lines of SVG.
/**
 * The map drawn once as SVG, without MapLibre: the outline, the floor's art, the floor areas, the
 * markers and quest zones shown, and the area labels that do not overlap, in the same place and at
 * the same zoom as the map's first view. It is what the page shows until the player reaches for
 * the map (MapView.tsx), and where the map cannot be made (no WebGL).
 */
import { memo, useLayoutEffect, useMemo, useRef, useState } from "react";
import type { FloorId, MapGeometry } from "../../domain/map-geometry";
import type { MapCategory, MarkerKind } from "../../domain/map-markers";
import {
  artCorners,
  baseFeatures,
  type FeatureCollection,
  keepApart,
  labelLngLat,
  lngLatToUnit,
  stillView,
} from "./map-features";
import { markerColor, markerOrder, markerRadius, QUEST_COLOR } from "./map-style";

type Props = {
  g: MapGeometry;
  floor: FloorId;
  markers: FeatureCollection;
  zones: FeatureCollection;
  /** The box's size in pixels (the view depends on it); 0 × 0 in the prerendered page. */
  width: number;
  height: number;
};

type Point = [number, number];
type Round = (v: number) => number;
/** A unit-square coordinate to a millionth (a third of a pixel at the closest first view). */
const roundLive: Round = (v) => Math.round(v * 1e6) / 1e6;
/**
 * In the page, to the fewest decimals that keep a coordinate within a tenth of a pixel of the
 * drawing (`px`: a pixel in the view's units; rounding moves a value by half a step at most):
 * four on a phone, where six wrote about 1 KB more (gzip) than the page's first round trip holds.
 */
const roundInPage = (px: number): Round => {
  const k = 10 ** Math.max(0, Math.ceil(-Math.log10(px / 5)));
  return (v) => Math.round(v * k) / k;
};
/** A size (a stroke, a radius, a font) to three significant digits. */
const size = (v: number) => Number(v.toPrecision(3));
const path = (ring: Point[], round: Round) =>
  `M${ring.map((p) => lngLatToUnit(p).map(round).join(" ")).join("L")}Z`;

/**
 * The map as SVG: one frame, drawn with the page (MapView's first frame until MapLibre starts);
 * drawn again only when what it shows changes.
 */
export const MapStill = memo(function MapStill({ g, floor, markers, zones, width, height }: Props) {
  const inPage = width <= 0 || height <= 0;
  // in the page: the map's whole box, covering the box it is shown in (cut at the sides or top
  // and bottom), drawn at a phone's scale
  const view = inPage ? stillView(g, 0, 0) : stillView(g, width, height);
  const [w, h] = inPage ? PHONE_BOX : [width, height];
  // one pixel in the view's units
  const px = inPage ? 1 / Math.max(w / view[2], h / view[3]) : view[2] / w;
  const round = inPage ? roundInPage(px) : roundLive;
  const base = useMemo(() => baseFeatures(g), [g]);
  const basePaths = polygons(base, round);
  const dots = points(markers, round).sort(
    (a, b) => markerOrder(a.p.kind as MarkerKind) - markerOrder(b.p.kind as MarkerKind),
  );

  return (
    <svg
      className="map-still"
      viewBox={view.join(" ")}
      // in the page (no size known yet) it covers the box, as on a phone
      preserveAspectRatio={inPage ? "xMidYMid slice" : "xMidYMid meet"}
      aria-hidden="true"
      data-testid="map-still"
    >
      {keyed(
        basePaths.filter((x) => x.p.kind === "outline"),
        (x) => x.d,
      ).map(([key, x]) => (
        <path key={key} d={x.d} fill="#232a30" />
      ))}
      {/* the art follows in the browser: in the page it would hold up the first paint */}
      {g.art && !inPage ? <Art g={{ ...g, art: g.art }} floor={floor} /> : null}
      {keyed(basePaths, (x) => x.d).map(([key, { p, d }]) => (
        <path
          key={key}
          d={d}
          fill="none"
          stroke={p.kind === "outline" ? "#8a97a3" : "#5f6c77"}
          strokeWidth={size((p.kind === "outline" ? 2 : 1) * px)}
          // the map's areas are dashed; dashes here would cost seconds of painting without a GPU
          strokeOpacity={p.kind === "outline" ? 1 : 0.6}
        />
      ))}
      {keyed(polygons(markers, round), (x) => x.d).map(([key, { p, d }]) => (
        <path
          key={key}
          d={d}
          fill={markerColor(p.kind as MarkerKind, p.category as MapCategory)}
          fillOpacity={p.dim ? 0.08 : 0.25}
        />
      ))}
      <g stroke="#14181c" strokeWidth={size(px)}>
        {keyed(dots, (x) => `${x.at}${x.p.kind}`).map(
          ([
            key,
            {
              p,
              at: [x, y],
            },
          ]) => (
            <circle
              key={key}
              cx={x}
              cy={y}
              r={size(markerRadius(p.kind as MarkerKind) * px)}
              fill={markerColor(p.kind as MarkerKind, p.category as MapCategory)}
              opacity={p.dim ? 0.3 : 1}
            >
              {inPage ? null : <title>{String(p.name)}</title>}
            </circle>
          ),
        )}
      </g>
      {keyed(polygons(zones, round), (x) => x.d).map(([key, { p, d }]) => (
        <path
          key={key}
          d={d}
          fill={QUEST_COLOR}
          fillOpacity={p.dim ? 0.12 : 0.4}
          stroke={QUEST_COLOR}
          strokeOpacity={p.dim ? 0.3 : 1}
          strokeWidth={size(2 * px)}
        />
      ))}
      {keyed(points(zones, round), (x) => String(x.at)).map(
        ([
          key,
          {
            p,
            at: [x, y],
          },
        ]) => (
          <circle key={key} cx={x} cy={y} r={size(6 * px)} fill={QUEST_COLOR} opacity={p.dim ? 0.3 : 1} />
        ),
      )}
      <Labels g={g} view={view} size={[w, h]} px={px} round={round} measure={!inPage} />
    </svg>
  );
});

type ShapeProps = FeatureCollection["features"][number]["properties"];

/** The polygons of a collection as SVG paths. */
const polygons = (fc: FeatureCollection, round: Round) =>
  fc.features.flatMap((f) =>
    f.geometry.type === "Polygon"
      ? [{ p: f.properties as ShapeProps, d: path(f.geometry.coordinates[0] as Point[], round) }]
      : [],
  );

/** The points of a collection in unit-square coordinates. */
const points = (fc: FeatureCollection, round: Round) =>
  fc.features.flatMap((f) =>
    f.geometry.type === "Point"
      ? [{ p: f.properties as ShapeProps, at: lngLatToUnit(f.geometry.coordinates).map(round) as Point }]
      : [],
  );

/** Keys from what each shape draws, numbered where two draw the same. */
function keyed<T>(list: readonly T[], id: (x: T) => string): [string, T][] {
  const seen = new Map<string, number>();
  return list.map((x) => {
    const k = id(x);
    const n = seen.get(k) ?? 0;
    seen.set(k, n + 1);
    return [n ? `${k}#${n}` : k, x];
  });
}

/**
 * The area labels, those that would overlap a bigger (or earlier) one hidden, as on the map:
 * measured in the browser (a render of the labels alone), estimated in the prerendered page.
 */
function Labels({
  g,
  view,
  size: [w, h],
  px,
  round,
  measure,
}: {
  g: MapGeometry;
  view: [number, number, number, number];
  size: [number, number];
  px: number;
  round: Round;
  measure: boolean;
}) {
  const box = useRef<SVGGElement>(null);
  const at = useMemo(
    () => g.labels.map((l) => lngLatToUnit(labelLngLat(g, l.x, l.z)).map(round) as Point),
    [g, round],
  );
  const [measured, setMeasured] = useState<boolean[] | null>(null);
  const priority = g.labels.map((l) => l.size ?? 0);
  const hidden =
    measured ??
    keepApart(
      at.map(([x, y], i) => labelBox((x - view[0]) / px, (y - view[1]) / px, g.labels[i]?.text)),
      priority,
    ).map((show) => !show);
  // biome-ignore lint/correctness/useExhaustiveDependencies: measured again whenever the view changes
  useLayoutEffect(() => {
    if (!measure) return;
    const els = [...(box.current?.children ?? [])];
    setMeasured(
      keepApart(
        els.map((el) => el.getBoundingClientRect()),
        priority,
      ).map((show) => !show),
    );
  }, [g, measure, w, h]);
  return (
    <g ref={box}>
      {g.labels.map((l, i) => {
        const [x, y] = at[i] ?? [0, 0];
        return (
          <text
            // biome-ignore lint/suspicious/noArrayIndexKey: the map's labels, in their fixed order
            key={i}
            className="map-still__label"
            x={x}
            y={y}
            fontSize={size(12 * px)}
            textAnchor="middle"
            dominantBaseline="middle"
            transform={l.rotation ? `rotate(${l.rotation} ${x} ${y})` : undefined}
            visibility={hidden[i] ? "hidden" : undefined}
          >
            {l.text}
          </text>
        );
      })}
    </g>
  );
}

/** The box the prerendered page draws for: a phone's (375 px wide, the map 78 % of its height). */
const PHONE_BOX: [number, number] = [343, 624];

/** A label's estimated box in pixels (12 px bold: about 0.6 em a character), centred on x, y. */
function labelBox(x: number, y: number, text = "") {
  const [halfW, halfH] = [(text.length * 7.2) / 2, 8];
  return { left: x - halfW, right: x + halfW, top: y - halfH, bottom: y + halfH };
}

/** The floor's art (another floor's over the main floor's, dimmed), at its corners on the map. */
function Art({ g, floor }: { g: MapGeometry & { art: NonNullable<MapGeometry["art"]> }; floor: FloorId }) {
  const [tl = [0, 0], , br = [0, 0]] = artCorners(g).map((c) => lngLatToUnit(c));
  const own = floor !== "main" && g.art.floors.includes(floor);
  const at = { x: tl[0], y: tl[1], width: br[0] - tl[0], height: br[1] - tl[1] };
  return (
    <>
      <image
        href={`/map-art/${g.slug}.svg`}
        {...at}
        preserveAspectRatio="none"
        opacity={own ? 0.35 : 1}
        onLoad={markFirstFrame}
      />
      {own ? <image href={`/map-art/${g.slug}.${floor}.svg`} {...at} preserveAspectRatio="none" /> : null}
    </>
  );
}

/** The still drawing's first frame, for the phone benchmark (once per page). */
export function markFirstFrame(): void {
  if (performance.getEntriesByName("map-first-frame").length === 0) performance.mark("map-first-frame");
}
