import type { CalcCraft, CalcData } from "../../contracts/calc";
import type { CraftProfit } from "../../domain/craft-profit";
import type { Calculators } from "../../stores/calc-data";
import { type Names, type NamesTable, namesTable } from "./calc-format";

/**
 * The rows of /crafts from the calculators' results: which crafts are listed, in which order,
 * and what each row shows. The island lists them; the build prerenders the first of them for a
 * visitor (src/build-data/calc-preview.ts), with the same functions.
 */

/** What a row shows of a craft's result. */
export type CraftFigures = Pick<CraftProfit, "uid" | "cost" | "revenue" | "profit" | "profitPerHour"> & {
  time: Pick<CraftProfit["time"], "seconds">;
};
/** What a row shows of a recipe. */
export type CraftRecipeShown = Pick<CalcCraft, "stationUid" | "level" | "duration" | "outputs">;
/** A listed craft: its result, its recipe, and the quest that still locks it (progress tracked). */
export type CraftLine<P extends CraftFigures = CraftProfit, R extends CraftRecipeShown = CalcCraft> = {
  p: P;
  r: R;
  questLock: string | null;
};
/** A row as prerendered: only what it shows. */
export type ShownCraft = CraftLine<CraftFigures, CraftRecipeShown>;

const byProfitPerHour = (a: CraftFigures, b: CraftFigures) =>
  (b.profitPerHour ?? Number.NEGATIVE_INFINITY) - (a.profitPerHour ?? Number.NEGATIVE_INFINITY);

/**
 * The crafts listed, best profit per hour first: those of one station (or all), and with "only
 * what my hideout can craft" on, those whose station level is built and whose quest is done.
 */
export function craftLines(
  calc: Pick<Calculators, "crafts" | "data" | "settings" | "stationLevels">,
  filter: { station: string; questsDone: readonly string[] },
): CraftLine[] {
  const recipes = new Map(calc.data.crafts.map((r) => [r.uid, r]));
  const out: CraftLine[] = [];
  for (const p of calc.crafts) {
    const r = recipes.get(p.uid);
    if (!r || (filter.station && r.stationUid !== filter.station)) continue;
    const questLock =
      calc.settings.hideoutUseProgress && r.questUid && !filter.questsDone.includes(r.questUid)
        ? r.questUid
        : null;
    if (calc.stationLevels && (questLock || r.level > (calc.stationLevels[r.stationUid] ?? 0))) continue;
    out.push({ p, r, questLock });
  }
  return out.sort((a, b) => byProfitPerHour(a.p, b.p));
}

/** The choices of the station and hideout-level filters. */
export type CraftFilters = { stations: { value: string; label: string }[]; levels: number[] };

export function craftFilters(
  data: Pick<CalcData, "stations" | "crafts" | "levels">,
  names: Names,
): CraftFilters {
  return {
    stations: data.stations
      .filter((st) => data.crafts.some((r) => r.stationUid === st.uid))
      .map((st) => ({ value: st.uid, label: names.station(st.uid) })),
    levels: [...new Set(data.levels.map((l) => l.level))].filter((l) => l > 0).sort((a, b) => a - b),
  };
}

/** The first rows of /crafts as plain data, with their names and the filters' choices. */
export type CraftsPreview = {
  rows: ShownCraft[];
  /** How many crafts are listed in all (the pager under the rows). */
  total: number;
  names: NamesTable;
  filters: CraftFilters;
};

/** The first `count` lines, cut down to what their rows show. */
export function craftsPreview(
  lines: readonly CraftLine[],
  count: number,
  names: Names,
  filters: CraftFilters,
): CraftsPreview {
  const rows = lines.slice(0, count).map(({ p, r, questLock }) => ({
    p: {
      uid: p.uid,
      time: { seconds: p.time.seconds },
      cost: p.cost,
      revenue: p.revenue,
      profit: p.profit,
      profitPerHour: p.profitPerHour,
    },
    r: { stationUid: r.stationUid, level: r.level, duration: r.duration, outputs: r.outputs },
    questLock,
  }));
  return {
    rows,
    total: lines.length,
    names: namesTable(names, {
      items: rows.flatMap((x) => x.r.outputs.map((o) => o.item)),
      stations: rows.map((x) => x.r.stationUid),
      quests: rows.map((x) => x.questLock),
    }),
    filters,
  };
}
