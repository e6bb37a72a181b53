/**
 * Build-time hideout data for the progression pages: stations with their levels and the names of
 * the items and traders the levels ask for (small: a few hundred rows), passed to the islands.
 */

import * as s from "../../functions/db/schema";
import type { HideoutLevel } from "../domain/hideout-progress";
import { localName } from "../domain/local-name";
import { itemSlug } from "../domain/slug";
import { ruGameName } from "../i18n/game-names";
import { type BuildDb, openBuildDb } from "./db";

export type HideoutStationData = {
  uid: string;
  name: string;
  ruName: string | null;
  levels: (HideoutLevel & { constructionTime: number })[];
};
/** Shown names of what the levels refer to: items (with the page slug), traders, stations. */
export type HideoutNames = {
  items: Record<string, { name: string; ruName: string | null; slug: string }>;
  traders: Record<string, string>;
  /** Russian trader names: the data's, else the game-names catalogue's, else the English one. */
  tradersRu: Record<string, string>;
};
export type HideoutData = { stations: HideoutStationData[]; names: HideoutNames };

/** Reads the stations (in the data's order) and the names their levels need. */
export async function loadHideout(db: BuildDb): Promise<HideoutData> {
  const [stations, levels, items, traders] = await Promise.all([
    db.select().from(s.hideoutStations),
    db.select().from(s.hideoutLevels),
    db.select().from(s.items),
    db.select().from(s.traders),
  ]);
  const wanted = new Set(levels.flatMap((l) => l.itemReqs.map((r) => r.item)));
  const names: HideoutNames = { items: {}, traders: {}, tradersRu: {} };
  for (const it of items) {
    if (wanted.has(it.uid))
      names.items[it.uid] = { name: it.name, ruName: it.nameL10n.ru || null, slug: itemSlug(it) };
  }
  for (const t of traders) {
    names.traders[t.uid] = t.name;
    names.tradersRu[t.uid] = ruGameName("trader", t.uid, t.nameL10n.ru) ?? t.name;
  }
  const data = [...stations]
    .sort((a, b) => a.sort - b.sort || a.name.localeCompare(b.name))
    .map((st) => ({
      uid: st.uid,
      name: st.name,
      ruName: ruGameName("station", st.uid, st.nameL10n.ru),
      levels: levels
        .filter((l) => l.stationUid === st.uid)
        .sort((a, b) => a.level - b.level)
        .map((l) => ({
          uid: l.uid,
          stationUid: l.stationUid,
          level: l.level,
          constructionTime: l.constructionTime,
          itemReqs: l.itemReqs.map(({ item, count, fir }) => ({ item, count, fir: fir === true })),
          stationReqs: l.stationReqs,
          traderReqs: l.traderReqs,
          skillReqs: l.skillReqs,
        })),
    }));
  return { stations: data, names };
}

let cached: Promise<HideoutData> | undefined;

/** The hideout data of DATA_DB, loaded once per build. */
export function buildHideout(): Promise<HideoutData> {
  cached ??= loadHideout(openBuildDb());
  return cached;
}

/** The levels of every station as the progression islands take them (no construction time). */
export const islandLevels = (stations: HideoutStationData[]): HideoutLevel[] =>
  stations.flatMap((st) => st.levels.map(({ constructionTime: _, ...l }) => l));

/** A label per level uid, made from the station's shown name in `locale` and the level number. */
export const levelLabels = (
  stations: HideoutStationData[],
  locale: string,
  label: (station: string, level: number) => string,
): Record<string, string> =>
  Object.fromEntries(
    stations.flatMap((st) => st.levels.map((l) => [l.uid, label(localName(st, locale), l.level)])),
  );

/** Trader names as a page in `locale` shows them. */
export const traderNames = (names: HideoutNames, locale: string): Record<string, string> =>
  locale === "ru" ? names.tradersRu : names.traders;

/** The names of a page in `locale`: trader names in its language. */
export const localNames = (names: HideoutNames, locale: string): HideoutNames => ({
  ...names,
  traders: traderNames(names, locale),
});
