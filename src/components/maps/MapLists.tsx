/** The map panel's lists: how many markers are drawn, or what the data names without positions. */

import { formatNumber } from "../../domain/format";
import { localName } from "../../domain/local-name";
import type { MapBoss, MapGeometry } from "../../domain/map-geometry";
import { type MapCategory, markerCategory } from "../../domain/map-markers";
import { mapsText } from "../../i18n/maps";
import { SPAWN_LEGEND } from "./map-style";

type Props = { category: MapCategory; geometry: MapGeometry; locale: string };

const percent = (x: number, locale: string) => `${formatNumber(Math.round(x * 100), locale)}%`;

/**
 * How many markers of one category are on the map, or else the named things of that category, or
 * the "no positions" note when the data has none.
 */
export function MapNamedList({ category, geometry: g, locale }: Props) {
  const t = mapsText(locale);
  const placed = (g.markers ?? []).filter((m) => markerCategory(m.kind) === category).length;
  if (placed > 0 && category === "spawns")
    return (
      <>
        <p className="muted">{t.onMap(formatNumber(placed, locale))}</p>
        <ul className="map-legend">
          {SPAWN_LEGEND.map(([kind, color]) => (
            <li key={kind}>
              <Swatch color={color} /> {t.kinds[kind]}
            </li>
          ))}
        </ul>
        {g.bosses.length > 0 ? <BossList bosses={g.bosses} locale={locale} title={t.bossesTitle} /> : null}
      </>
    );
  if (placed > 0) return <p className="muted">{t.onMap(formatNumber(placed, locale))}</p>;
  if (category === "extractions" && g.extracts.length > 0)
    return (
      <div data-testid="map-extracts">
        <p className="muted">{t.noPositions}</p>
        <ul>
          {g.extracts.map((e) => (
            <li key={`${e.faction}:${e.name}`}>
              {localName(e, locale)} <span className="muted">({t.factions[e.faction]})</span>
            </li>
          ))}
        </ul>
      </div>
    );
  if (category === "spawns" && g.bosses.length > 0)
    return <BossList bosses={g.bosses} locale={locale} title={t.bossesNoPositions} />;
  if (category === "misc" && g.switches.length > 0)
    return (
      <div data-testid="map-switches">
        <p className="muted">{t.switchesNoPositions}</p>
        <ul>
          {g.switches.map((s) => (
            <li key={s}>{s}</li>
          ))}
        </ul>
      </div>
    );
  return <p className="muted">{t.noData}</p>;
}

/** The map's bosses with their chance to come and, where named, their places' shares. */
function BossList({ bosses, locale, title }: { bosses: MapBoss[]; locale: string; title: string }) {
  const t = mapsText(locale);
  return (
    <div data-testid="map-bosses">
      <p className="muted">{title}</p>
      <ul>
        {bosses.map((b) => (
          <li key={b.name}>
            {localName(b, locale)}{" "}
            <span className="muted">({b.groups ? t.groupsChance : t.chance(percent(b.chance, locale))})</span>
            {b.places.length > 0 ? (
              <span className="muted">
                {": "}
                {b.places.map((p) => `${p.name} ${percent(p.chance, locale)}`).join(", ")}
              </span>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A marker colour's sample; the colour is set through the DOM, which the page's CSP allows. */
export function Swatch({ color }: { color: string }) {
  return (
    <span
      className="map-swatch"
      aria-hidden="true"
      ref={(el) => {
        el?.style.setProperty("background", color);
      }}
    />
  );
}
