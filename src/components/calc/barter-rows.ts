import type { CalcBarter, CalcData } from "../../contracts/calc";
import { type BarterLock, type BarterProfit, barterInvolves, barterLock } from "../../domain/barter-profit";
import type { Calculators } from "../../stores/calc-data";
import { type Names, type NamesTable, namesTable } from "./calc-format";

/**
 * The rows of /barters from the calculators' results: which barters are listed, in which order,
 * and what each row shows. The island lists them; the build prerenders the first of them for a
 * visitor (src/build-data/calc-preview.ts), with the same functions.
 */

/** What a row shows of a barter's result. */
export type BarterFigures = Pick<BarterProfit, "uid" | "cost" | "revenue" | "profit"> & {
  outright: Pick<BarterProfit["outright"], "cost" | "saving">;
};
/** What a row shows of a recipe. */
export type BarterRecipeShown = Pick<CalcBarter, "trader" | "level" | "inputs" | "outputs" | "buyLimit">;
/** A listed barter: its result, its recipe, and what still locks it (progress tracked). */
export type BarterLine<P extends BarterFigures = BarterProfit, R extends BarterRecipeShown = CalcBarter> = {
  p: P;
  r: R;
  lock: BarterLock | null;
};
/** A row as prerendered: only what it shows. */
export type ShownBarter = BarterLine<BarterFigures, BarterRecipeShown>;

const rank = (x: number | null) => x ?? Number.NEGATIVE_INFINITY;
const bySaving = (a: BarterFigures, b: BarterFigures) =>
  rank(b.outright.saving) - rank(a.outright.saving) || rank(b.profit) - rank(a.profit);

/**
 * The barters listed, biggest saving first: one trader's (or all), those that take or give one
 * item (`item`, its uid; or all), and only the reachable ones if asked.
 */
export function barterLines(
  calc: Pick<Calculators, "barters" | "data" | "settings">,
  filter: { trader: string; item?: string; onlyReachable: boolean; questsDone: readonly string[] },
): BarterLine[] {
  const recipes = new Map(calc.data.barters.map((r) => [r.uid, r]));
  const out: BarterLine[] = [];
  for (const p of calc.barters) {
    const r = recipes.get(p.uid);
    if (!r || (filter.trader && r.trader !== filter.trader)) continue;
    if (filter.item && !barterInvolves(r, filter.item)) continue;
    const lock = barterLock(r, { settings: calc.settings, questsDone: filter.questsDone });
    if (filter.onlyReachable && lock !== null) continue;
    out.push({ p, r, lock });
  }
  return out.sort((a, b) => bySaving(a.p, b.p));
}

/** The choices of the trader filter. */
export type BarterFilters = { traders: { value: string; label: string }[] };

export function barterFilters(data: Pick<CalcData, "traders" | "barters">, names: Names): BarterFilters {
  return {
    traders: data.traders
      .filter((tr) => data.barters.some((b) => b.trader === tr.uid))
      .map((tr) => ({ value: tr.uid, label: names.trader(tr.uid) })),
  };
}

/** The first rows of /barters as plain data, with their names and the filter's choices. */
export type BartersPreview = {
  rows: ShownBarter[];
  /** How many barters are listed in all (the pager under the rows). */
  total: number;
  names: NamesTable;
  filters: BarterFilters;
};

/** The first `count` lines, cut down to what their rows show. */
export function bartersPreview(
  lines: readonly BarterLine[],
  count: number,
  names: Names,
  filters: BarterFilters,
): BartersPreview {
  const rows = lines.slice(0, count).map(({ p, r, lock }) => ({
    p: {
      uid: p.uid,
      cost: p.cost,
      revenue: p.revenue,
      profit: p.profit,
      outright: { cost: p.outright.cost, saving: p.outright.saving },
    },
    r: { trader: r.trader, level: r.level, inputs: r.inputs, outputs: r.outputs, buyLimit: r.buyLimit },
    lock,
  }));
  return {
    rows,
    total: lines.length,
    names: namesTable(names, {
      items: rows.flatMap((x) => [...x.r.outputs, ...x.r.inputs].map((o) => o.item)),
      traders: rows.flatMap((x) => [x.r.trader, x.lock?.kind === "loyalty" ? x.lock.trader : null]),
      quests: rows.map((x) => (x.lock?.kind === "quest" ? x.lock.questUid : null)),
    }),
    filters,
  };
}
