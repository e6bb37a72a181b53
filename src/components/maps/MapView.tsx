// Long because: the MapLibre canvas and its side panel (floors, category toggles, quest zones, the
// position from a screenshot name) share one map, one floor and one set of toggles kept in step.
import { useStore } from "@nanostores/react";
import type * as maplibregl from "maplibre-gl";
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from "react";
import { formatNumber } from "../../domain/format";
import type { FloorId, MapGeometry } from "../../domain/map-geometry";
import { MAP_CATEGORIES } from "../../domain/map-markers";
import { headingOnPlane } from "../../domain/map-plane";
import { mapsInSideMenu, SIDE_MENU_MAPS_FLAG } from "../../domain/maps";
import { isActive } from "../../domain/quest-status";
import { parseScreenshotName } from "../../domain/screenshot-name";
import { mapsText } from "../../i18n/maps";
import { $cache } from "../../stores/cache";
import { $mapPosition, initMapPosition, setMapPosition } from "../../stores/map-position";
import { $isPro } from "../../stores/market-mode";
import { pilot } from "../../stores/pilot-browser";
import { $questStates, initProgression, setQuestDone } from "../../stores/progression";
import { updateUser } from "../../stores/user";
import { $user } from "../../stores/user-state";
import { MapNamedList, Swatch } from "./MapLists";
import { MapStill, markFirstFrame } from "./MapStill";
import { followDetail, showArt } from "./map-art";
import { floorsOf, markerFeatures, zoneFeatures } from "./map-features";
import { CATEGORY_COLOR, QUEST_COLOR } from "./map-style";
import { PageStill } from "./PageStill";
import { PilotLine } from "./PilotLine";
import { useMapGeometry } from "./use-map-geometry";
import { useArrow, useMapLibre } from "./use-maplibre";
import "./maps.css";
import { useMapCategories } from "./use-map-categories";

type Props = { locale: string; slug: string; mapName: string };

/**
 * /maps/:map island (client:only). Its geometry is a file of its own (/map-data/:map.json, not
 * part of the page, use-map-geometry.ts); until it has come, the page's own drawing of the map
 * (the island's fallback) stays on screen.
 */
export default function MapView(props: Props) {
  const { g, failed } = useMapGeometry(props.slug);
  if (!g) return <PageStill failed={failed} error={mapsText(props.locale).dataError} />;
  return <MapWithGeometry {...props} g={g} />;
}

/**
 * The map drawn once (MapStill) until the visitor reaches for it, then in MapLibre over
 * image-space coordinates (its art, outline, floor areas, labels and markers), with category
 * toggles, floors, the Pro quest zones of the user's active quests and the Pro position arrow from
 * a screenshot file name or the helper. Once started, the map stays.
 */
function MapWithGeometry({ locale, slug, mapName, g }: Props & { g: MapGeometry }) {
  const t = mapsText(locale);
  const box = useRef<HTMLElement>(null);
  const [floor, setFloor] = useState<FloorId>("main");
  const [shown, toggle] = useMapCategories();
  const [fileName, setFileName] = useState("");
  const pro = useStore($isPro);
  const states = useStore($questStates);
  const cache = useStore($cache);
  const position = useStore($mapPosition);
  const user = useStore($user);
  // the position arrow (Pro), on this map or a position of no map
  const arrowAt = pro && position && (position.map === null || position.map === slug) ? position : null;
  // MapLibre starts when the player reaches for the map (or there is an arrow to follow); until
  // then, and where it cannot start, the page shows the map drawn once (MapStill)
  const [wanted, setWanted] = useState(false);
  const hasArrow = arrowAt !== null;
  useEffect(() => {
    if (hasArrow) setWanted(true);
  }, [hasArrow]);
  const { map, ready, failed } = useMapLibre(box, g, locale, setFloor, wanted);
  const size = useBoxSize(box);
  const zoomWhenReady = useRef(0);

  useEffect(() => {
    if (pro) return initProgression(undefined, { items: false });
  }, [pro]);

  // the last position (kept in this browser), and the helper moves the arrow here too when the
  // user connected it (on /pilot) last time
  useEffect(() => {
    initMapPosition();
    pilot.resume();
  }, []);

  // the zones of the user's active quests on this map (Pro)
  const zones = useMemo(() => {
    if (!pro || !states) return [];
    return g.zones.flatMap((z) => {
      const quest = cache.questsByBsgId[z.task];
      return quest && isActive(states.byUid.get(quest.uid)) ? [{ ...z, quest: quest.uid }] : [];
    });
  }, [pro, states, cache.questsByBsgId, g.zones]);

  const zoneShapes = useMemo(
    () =>
      shown.quests ? zoneFeatures(g, zones, floor) : { type: "FeatureCollection" as const, features: [] },
    [g, zones, floor, shown.quests],
  );
  const markerShapes = useMemo(
    () => markerFeatures(g, shown, floor, locale, (k) => t.kinds[k]),
    [g, floor, shown, locale, t],
  );
  const drawn = markerShapes.features.filter((f) => f.geometry.type === "Point").length;

  // zones follow the floor, the toggle and the active quests
  useEffect(() => {
    const source = map?.getSource("zones") as maplibregl.GeoJSONSource | undefined;
    if (ready && source) source.setData(zoneShapes as never);
  }, [map, ready, zoneShapes]);

  // positioned markers follow the floor and the category toggles
  useEffect(() => {
    const source = map?.getSource("markers") as maplibregl.GeoJSONSource | undefined;
    if (ready && source) source.setData(markerShapes as never);
  }, [map, ready, markerShapes]);

  // a zoom button pressed on the still drawing zooms the map once it is there
  useEffect(() => {
    if (!ready || !map || !zoomWhenReady.current) return;
    map.zoomTo(map.getZoom() + zoomWhenReady.current);
    zoomWhenReady.current = 0;
  }, [map, ready]);

  // the still drawing's first frame: at once, or when the art it shows has loaded
  useEffect(() => {
    if (!g.art) markFirstFrame();
  }, [g]);

  // the base art of the floor shown (over the main floor's), where the data has it
  useEffect(() => {
    const m = map;
    if (!ready || !m || !g.art) return;
    let current = true;
    const art = { ...g, art: g.art };
    void showArt(m, art, floor, () => current).catch((err: unknown) => console.warn("map art", err));
    const stopDetail = followDetail(m, art, floor);
    return () => {
      current = false;
      stopDetail();
    };
  }, [map, ready, g, floor]);

  useArrow(map, g, arrowAt);

  const parsed = fileName.trim() ? parseScreenshotName(fileName.trim()) : null;
  const applyFileName = (name: string) => {
    setFileName(name);
    const p = parseScreenshotName(name.trim());
    if (p) setMapPosition({ map: slug, x: p.x, y: p.y, z: p.z, yaw: p.yaw });
  };
  const num = (x: number) => formatNumber(x, locale, 2);
  const start = () => setWanted(true);

  return (
    <div className="mapview">
      <section
        className="mapview__canvas"
        ref={box}
        aria-label={mapName}
        data-zones={shown.quests ? zones.length : 0}
        data-markers={drawn}
        data-map={ready ? "interactive" : wanted ? "starting" : "still"}
        tabIndex={ready ? undefined : 0}
        onPointerEnter={start}
        onPointerDown={start}
        onTouchStart={start}
        onWheel={start}
        onFocus={start}
      >
        {ready ? null : (
          <>
            {/* drawn once the box's size is known (before the first paint) */}
            {size[0] > 0 ? (
              <MapStill
                g={g}
                floor={floor}
                markers={markerShapes}
                zones={zoneShapes}
                width={size[0]}
                height={size[1]}
              />
            ) : null}
            <div className="map-still__zoom">
              {([1, -1] as const).map((by) => (
                <button
                  key={by}
                  type="button"
                  aria-label={by > 0 ? t.zoomIn : t.zoomOut}
                  onClick={() => {
                    zoomWhenReady.current += by;
                    setWanted(true);
                  }}
                >
                  {by > 0 ? "+" : "−"}
                </button>
              ))}
            </div>
          </>
        )}
        {failed ? (
          <p role="alert" className="map-still__status">
            {t.loadError}
          </p>
        ) : wanted && !ready ? (
          <p className="map-still__status">{t.loading}</p>
        ) : null}
      </section>
      <aside className="mapview__panel">
        <fieldset className="mapview__floors">
          <legend>{t.floorsTitle}</legend>
          {floorsOf(g).map((f) => (
            <button key={f} type="button" aria-pressed={floor === f} onClick={() => setFloor(f)}>
              {t.floors[f]}
            </button>
          ))}
        </fieldset>
        <fieldset>
          <legend>{t.categoriesTitle}</legend>
          {MAP_CATEGORIES.map((c) => (
            <div key={c} className="mapview__cat">
              <label>
                <input type="checkbox" checked={shown[c]} onChange={() => toggle(c)} />{" "}
                <Swatch color={c === "quests" ? QUEST_COLOR : CATEGORY_COLOR[c]} /> {t.categories[c]}
              </label>
              {shown[c] && c === "quests" ? (
                <div data-testid="map-quests">
                  {!pro ? (
                    <p className="muted">{t.questsPro}</p>
                  ) : zones.length === 0 ? (
                    <p className="muted">{t.questsNone}</p>
                  ) : (
                    <ul>
                      {[...new Set(zones.map((z) => z.quest))].map((uid) => (
                        <li key={uid}>
                          {cache.quests[uid]?.name ?? uid}{" "}
                          <button type="button" onClick={() => setQuestDone(uid, true)}>
                            {t.done}
                          </button>
                        </li>
                      ))}
                    </ul>
                  )}
                </div>
              ) : null}
              {shown[c] && c !== "quests" ? <MapNamedList category={c} geometry={g} locale={locale} /> : null}
            </div>
          ))}
          {user ? (
            <label className="mapview__side-menu">
              <input
                type="checkbox"
                checked={mapsInSideMenu(user.feature_maps)}
                disabled={!user.pro}
                onChange={(e) =>
                  updateUser({
                    feature_maps: { ...user.feature_maps, [SIDE_MENU_MAPS_FLAG]: e.currentTarget.checked },
                  })
                }
              />{" "}
              {t.sideMenu}
            </label>
          ) : null}
        </fieldset>
        <fieldset>
          <legend>{t.positionTitle}</legend>
          {pro ? (
            <>
              <PilotLine t={t} />
              <label htmlFor="map-screenshot">{t.positionLabel}</label>
              <input
                id="map-screenshot"
                type="text"
                value={fileName}
                placeholder="2026-08-19[17-50]_585.73, 11.24, 146.56_…"
                onChange={(e) => applyFileName(e.currentTarget.value)}
              />
              <p className="muted">
                {fileName.trim() && !parsed
                  ? t.positionBad
                  : parsed
                    ? t.positionAt(
                        num(parsed.x),
                        num(parsed.z),
                        num(headingOnPlane(g, parsed.x, parsed.z, parsed.yaw)),
                      )
                    : t.positionHint}
              </p>
            </>
          ) : (
            <p className="muted">{t.positionPro}</p>
          )}
        </fieldset>
        {g.art ? null : <p className="muted">{t.noArt}</p>}
        <p className="muted mapview__source">
          {t.source}
          {g.art ? (
            <>
              {" "}
              {t.artSource[0]}
              <span translate="no">TarkovLab/TarkovData (CC BY-NC-SA 4.0)</span>
              {t.artSource[1]}
              <span translate="no">tarkov.dev</span>
              {t.artSource[2]}
            </>
          ) : null}
          {g.markers?.some((m) => m.kind.startsWith("spawn-")) ? (
            <>
              {" "}
              {t.spawnSource[0]}
              <span translate="no">SPT server-csharp (CC BY-NC-SA 4.0)</span>
              {t.spawnSource[1]}
            </>
          ) : null}
        </p>
      </aside>
    </div>
  );
}

/** The element's size in pixels, following its changes. */
function useBoxSize(box: React.RefObject<HTMLElement | null>): [number, number] {
  const [size, setSize] = useState<[number, number]>([0, 0]);
  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    const measure = () => setSize([el.clientWidth, el.clientHeight]);
    measure();
    const watch = new ResizeObserver(measure);
    watch.observe(el);
    return () => watch.disconnect();
  }, [box]);
  return size;
}
