// Long because: the MapLibre canvas and its side panel (floors, category toggles, quest zones, the
// position from a screenshot name) share one map, one floor and one set of toggles kept in step.
import { useStore } from "@nanostores/react";
import type * as maplibregl from "maplibre-gl";
import { useEffect, useMemo, useRef, useState } from "react";
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
import { followDetail, showArt } from "./map-art";
import { floorsOf, markerFeatures, zoneFeatures } from "./map-features";
import { CATEGORY_COLOR, QUEST_COLOR } from "./map-style";
import { PilotLine } from "./PilotLine";
import { useArrow, useMapLibre } from "./use-maplibre";
import "./maps.css";
import { useMapCategories } from "./use-map-categories";

type Props = { locale: string; slug: string; geometry: MapGeometry; mapName: string };

/**
 * /maps/:map island: the map's own schematic (outline, floor areas, labels) in MapLibre over
 * image-space coordinates, category toggles, floors, the Pro quest zones of the user's active
 * quests and the Pro position arrow from a screenshot file name.
 */
export default function MapView({ locale, slug, geometry: g, mapName }: Props) {
  const t = mapsText(locale);
  const box = useRef<HTMLElement>(null);
  const [drawn, setDrawn] = useState(0);
  const [floor, setFloor] = useState<FloorId>("main");
  const { map, ready, failed } = useMapLibre(box, g, locale, setFloor);
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

  // zones follow the floor, the toggle and the active quests
  useEffect(() => {
    const source = map?.getSource("zones") as maplibregl.GeoJSONSource | undefined;
    if (!ready || !source) return;
    source.setData(
      (shown.quests ? zoneFeatures(g, zones, floor) : { type: "FeatureCollection", features: [] }) as never,
    );
  }, [map, ready, g, zones, floor, shown.quests]);

  // positioned markers follow the floor and the category toggles
  useEffect(() => {
    const source = map?.getSource("markers") as maplibregl.GeoJSONSource | undefined;
    if (!ready || !source) return;
    const features = markerFeatures(g, shown, floor, locale, (k) => t.kinds[k]);
    source.setData(features as never);
    setDrawn(features.features.filter((f) => f.geometry.type === "Point").length);
  }, [map, ready, g, floor, shown, locale, t]);

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

  // the position arrow (Pro), on this map or a position of no map
  const arrowAt = pro && position && (position.map === null || position.map === slug) ? position : null;
  useArrow(map, g, arrowAt);

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
