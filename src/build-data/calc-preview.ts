/**
 * The first rows of /crafts and /barters for a visitor, computed at build time from DATA_DB by
 * the calculators' own functions with the stores' defaults (a visitor's settings, price mode,
 * hideout limit and new character), so that the pages' HTML shows them before the island has
 * loaded its data, and the island starts from the same rows.
 */
import { buildCalcData } from "../../functions/db/queries/calc";
import {
  type BartersPreview,
  barterFilters,
  barterLines,
  bartersPreview,
} from "../components/calc/barter-rows";
import { namesOf } from "../components/calc/calc-format";
import { PAGE_ROWS } from "../components/calc/calc-table";
import { type CraftsPreview, craftFilters, craftLines, craftsPreview } from "../components/calc/craft-rows";
import { type Calculators, calculatorsFor, NO_HIDEOUT_LIMIT } from "../stores/calc-data";
import { VISITOR_CALC_SETTINGS } from "../stores/calc-settings";
import { $priceMode } from "../stores/market-mode";
import { guestChar } from "../stores/progression";
import { cacheItems } from "./cache-items";
import { openBuildDb } from "./db";

/**
 * Rows prerendered: the island's whole first page. Fewer would be enough to fill a screen, but
 * the table sizes its columns to fit every row it holds: the rows the island adds would widen
 * some columns and move the rows above them.
 */
const PREVIEW_ROWS = PAGE_ROWS;

/** A visitor's character: nothing done, trader levels 1. */
const visitor = guestChar();

type Computed = { calc: Calculators; cache: Awaited<ReturnType<typeof cacheData>> };
let computed: Promise<Computed> | undefined;

async function cacheData() {
  const mode = $priceMode.get();
  return { mode, items: await cacheItems(mode) };
}

/** Every craft and barter priced as a visitor's page prices them, once per build. */
function compute(): Promise<Computed> {
  computed ??= cacheData().then(async (cache) => {
    const data = await buildCalcData(openBuildDb() as never, cache.mode);
    const calc = calculatorsFor(data, cache.items, VISITOR_CALC_SETTINGS, NO_HIDEOUT_LIMIT, visitor);
    return { calc, cache };
  });
  return computed;
}

/** The first rows of /crafts in the page's language. */
export async function craftsFirstRows(locale: string): Promise<CraftsPreview> {
  const { calc, cache } = await compute();
  const names = namesOf(cache.items, calc.data, locale);
  const lines = craftLines(calc, { station: "", questsDone: visitor.questsDone });
  return craftsPreview(lines, PREVIEW_ROWS, names, craftFilters(calc.data, names));
}

/** The first rows of /barters in the page's language. */
export async function bartersFirstRows(locale: string): Promise<BartersPreview> {
  const { calc, cache } = await compute();
  const names = namesOf(cache.items, calc.data, locale);
  const lines = barterLines(calc, { trader: "", onlyReachable: false, questsDone: visitor.questsDone });
  return bartersPreview(lines, PREVIEW_ROWS, names, barterFilters(calc.data, names));
}
