import { useStore } from "@nanostores/react";
import * as maplibregl from "maplibre-gl";
import workerUrl from "maplibre-gl/dist/maplibre-gl-worker.mjs?url";
import "maplibre-gl/dist/maplibre-gl.css";
import { useEffect, useMemo, useRef, useState } from "react";
import { formatNumber } from "../../domain/format";
import type { FloorId, MapGeometry } from "../../domain/map-geometry";
import { MAP_CATEGORIES } from "../../domain/map-markers";
import { gameToLngLat, headingOnPlane } from "../../domain/map-plane";
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
import { followDetail, showArt } from "./map-art";
import { baseFeatures, coverZoom, floorsOf, lngLatBox, markerFeatures, zoneFeatures } from "./map-features";
import { addLabels } from "./map-labels";
import { CATEGORY_COLOR, MARKER_COLOR, MARKER_ORDER, MARKER_RADIUS, QUEST_COLOR } from "./map-style";
import { PilotLine } from "./PilotLine";
import "./maps.css";
import { useMapCategories } from "./use-map-categories";

maplibregl.setWorkerUrl(workerUrl);

type Props = { locale: string; slug: string; geometry: MapGeometry; mapName: string };

/**
 * /maps/:map island: the map's own schematic (outline, floor areas, labels) in MapLibre over
 * image-space coordinates, category toggles, floors, the Pro quest zones of the user's active
 * quests and the Pro position arrow from a screenshot file name.
 */
export default function MapView({ locale, slug, geometry: g, mapName }: Props) {
  const t = mapsText(locale);
  const box = useRef<HTMLElement>(null);
  const map = useRef<maplibregl.Map | null>(null);
  const [ready, setReady] = useState(false);
  const [failed, setFailed] = useState(false);
  const [drawn, setDrawn] = useState(0);
  const [floor, setFloor] = useState<FloorId>("main");
  const [shown, toggle] = useMapCategories();
  const [fileName, setFileName] = useState("");
  const pro = useStore($isPro);
  const states = useStore($questStates);
  const cache = useStore($cache);
  const position = useStore($mapPosition);
  const user = useStore($user);

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

  useEffect(() => {
    if (!box.current) return;
    let m: maplibregl.Map;
    try {
      const [w, s, e, n] = lngLatBox(g);
      m = new maplibregl.Map({
        container: box.current,
        renderWorldCopies: false,
        attributionControl: false,
        bounds: [w, s, e, n],
        maxZoom: 22,
        // the zoom buttons' titles in the page's language
        locale:
          locale === "ru"
            ? {
                "Map.Title": "Карта",
                "NavigationControl.ZoomIn": "Приблизить",
                "NavigationControl.ZoomOut": "Отдалить",
              }
            : {},
        dragRotate: false,
        pitchWithRotate: false,
        style: {
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
        },
      });
    } catch (err) {
      console.warn("map", err);
      setFailed(true);
      return;
    }
    m.addControl(new maplibregl.NavigationControl({ showCompass: false }), "top-right");
    // on a phone the map covers its box (the player pans) rather than being a strip in it
    const { clientWidth: width, clientHeight: height } = box.current;
    if (width < 640) m.setZoom(m.getZoom() + coverZoom(g, width, height));
    addLabels(m, g);
    // a zone or marker on another floor switches to that floor; a marker on this one names itself
    for (const layer of ["zones-fill", "zones-dot", "markers-fill", "markers-dot"])
      m.on("click", layer, (e) => {
        const f = e.features?.[0]?.properties as
          | { dim?: boolean; floor?: FloorId; name?: string }
          | undefined;
        if (f?.dim && f.floor) setFloor(f.floor);
        else if (f?.name)
          new maplibregl.Popup({ closeButton: false }).setLngLat(e.lngLat).setText(f.name).addTo(m);
      });
    m.on("load", () => {
      performance.mark("map-first-frame");
      setReady(true);
    });
    map.current = m;
    // the map benchmark (scripts/bench/maps.ts) drives the map through its element
    Object.assign(box.current, { maplibre: m });
    return () => {
      m.remove();
      map.current = null;
    };
  }, [g, locale]);

  // zones follow the floor, the toggle and the active quests
  useEffect(() => {
    const source = map.current?.getSource("zones") as maplibregl.GeoJSONSource | undefined;
    if (!ready || !source) return;
    source.setData(
      (shown.quests ? zoneFeatures(g, zones, floor) : { type: "FeatureCollection", features: [] }) as never,
    );
  }, [ready, g, zones, floor, shown.quests]);

  // positioned markers follow the floor and the category toggles
  useEffect(() => {
    const source = map.current?.getSource("markers") as maplibregl.GeoJSONSource | undefined;
    if (!ready || !source) return;
    const features = markerFeatures(g, shown, floor, locale, (k) => t.kinds[k]);
    source.setData(features as never);
    setDrawn(features.features.filter((f) => f.geometry.type === "Point").length);
  }, [ready, g, floor, shown, locale, t]);

  // the base art of the floor shown (over the main floor's), where the data has it
  useEffect(() => {
    const m = map.current;
    if (!ready || !m || !g.art) return;
    let current = true;
    const art = { ...g, art: g.art };
    void showArt(m, art, floor, () => current).catch((err: unknown) => console.warn("map art", err));
    const stopDetail = followDetail(m, art, floor);
    return () => {
      current = false;
      stopDetail();
    };
  }, [ready, g, floor]);

  // the position arrow
  useEffect(() => {
    const m = map.current;
    if (!m || !position || !pro || (position.map !== null && position.map !== slug)) return;
    const el = document.createElement("div");
    el.className = "map-arrow";
    el.dataset.testid = "map-arrow";
    const heading = headingOnPlane(g, position.x, position.z, position.yaw);
    el.dataset.heading = String(heading);
    const marker = new maplibregl.Marker({ element: el, rotation: heading, rotationAlignment: "map" })
      .setLngLat(gameToLngLat(g, position.x, position.z))
      .addTo(m);
    return () => {
      marker.remove();
    };
  }, [position, pro, g, slug]);

  const parsed = fileName.trim() ? parseScreenshotName(fileName.trim()) : null;
  const applyFileName = (name: string) => {
    setFileName(name);
    const p = parseScreenshotName(name.trim());
    if (p) setMapPosition({ map: slug, x: p.x, y: p.y, z: p.z, yaw: p.yaw });
  };
  const num = (x: number) => formatNumber(x, locale, 2);

  return (
    <div className="mapview">
      <section
        className="mapview__canvas"
        ref={box}
        aria-label={mapName}
        data-zones={shown.quests ? zones.length : 0}
        data-markers={drawn}
      >
        {failed ? <p role="alert">{t.loadError}</p> : null}
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
