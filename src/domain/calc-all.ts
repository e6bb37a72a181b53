/**
 * Every craft and barter priced at once (issue 7), as the calculator pages recompute them after
 * a settings change. Two passes: pass 1 prices each recipe from direct sources only (flea,
 * traders, historical, custom) to learn the cost of one unit of its output; those unit costs
 * become "barter" and "craft" sources of the outputs; pass 2 prices every recipe with all
 * sources. One level of recipe chaining is enough for the game's recipes and keeps the work
 * linear (no cycles: a barter priced through a craft priced through that barter).
 * A craft that consumes nothing (the bitcoin farm: only time and fuel) is no source: pricing its
 * output at the fuel alone would make bitcoins free as barter and craft inputs.
 * Pass 2 prices each list when it is first read: a page reads the list it shows (/crafts prices
 * no barter twice), or none (the hideout and the bitcoin farm read the offers alone).
 */
import { type BarterProfit, type BarterRecipe, barterProfit } from "./barter-profit";
import {
  type CraftProfit,
  type CraftRecipe,
  craftCost,
  craftProfit,
  type OffersLookup,
  priceInputs,
  unitCostOf,
} from "./craft-profit";
import type { FleaRates } from "./flea-fee";
import type { BarterSource, CraftSource, ItemOffers, PriceSettings } from "./price-resolution";

export type CalculatorsOptions = {
  crafts: readonly CraftRecipe[];
  barters: readonly BarterRecipe[];
  settings: PriceSettings;
  /** Direct offers of an item (no barter or craft sources) in the settings' mode. */
  offersOf: OffersLookup;
  /** Roubles of generator fuel per hour, counted in crafts when settings.hideoutUseFuel is set. */
  fuelCostPerHour?: number;
  rates?: FleaRates;
  /** Runs each list's pass 2 (a page's performance measure); default: runs it. */
  timed?: <T>(work: () => T) => T;
};

/** The lists are getters, priced on first read: copy the result with its getters, not by spreading it. */
export type CalculatorsResult = {
  readonly crafts: CraftProfit[];
  readonly barters: BarterProfit[];
  /** The offers with barter and craft sources added (what pass 2 priced with). */
  offersOf: OffersLookup;
};

type MadeBy = { barters: BarterSource[]; crafts: CraftSource[] };

/**
 * Prices every craft and barter with every source the settings allow.
 * @example recomputeCalculators({ crafts, barters, settings, offersOf }).crafts[0].profit
 */
export function recomputeCalculators(options: CalculatorsOptions): CalculatorsResult {
  const { crafts, barters, settings, offersOf, fuelCostPerHour, rates, timed = (work) => work() } = options;
  const direct = { ...settings, hideoutUseBarters: false, hideoutUseCrafts: false };
  const madeBy = new Map<string, MadeBy>();
  const sourcesOf = (item: string): MadeBy => {
    let entry = madeBy.get(item);
    if (!entry) {
      entry = { barters: [], crafts: [] };
      madeBy.set(item, entry);
    }
    return entry;
  };
  const fuel = fuelCostPerHour === undefined ? {} : { fuelCostPerHour };
  const withRates = rates ? { rates } : {};
  if (settings.hideoutUseBarters) {
    for (const barter of barters) {
      // pass 1 needs the inputs' cost only (no outputs valued, no fee worked out)
      const unitCost = unitCostOf(
        priceInputs(barter.inputs, { settings: direct, offersOf }).cost,
        barter.outputs,
      );
      const output = barter.outputs[0];
      if (unitCost === null || !output) continue;
      sourcesOf(output.item).barters.push({
        uid: barter.uid,
        trader: barter.trader,
        level: barter.level,
        unitCost,
      });
    }
  }
  if (settings.hideoutUseCrafts) {
    for (const craft of crafts) {
      if (!craft.inputs.some((i) => !i.tool)) continue;
      const unitCost = unitCostOf(
        craftCost({ craft, settings: direct, offersOf, ...fuel }).cost,
        craft.outputs,
      );
      const output = craft.outputs[0];
      if (unitCost === null || !output) continue;
      sourcesOf(output.item).crafts.push({
        uid: craft.uid,
        station: craft.stationUid,
        level: craft.level,
        unitCost,
      });
    }
  }
  const full = new Map<string, ItemOffers>();
  const fullOffersOf: OffersLookup = (item) => {
    const sources = madeBy.get(item);
    if (!sources) return offersOf(item);
    let offers = full.get(item);
    if (!offers) {
      const own = offersOf(item);
      if (!own) return undefined;
      offers = { ...own, barters: sources.barters, crafts: sources.crafts };
      full.set(item, offers);
    }
    return offers;
  };
  let craftsPriced: CraftProfit[] | undefined;
  let bartersPriced: BarterProfit[] | undefined;
  return {
    get crafts() {
      craftsPriced ??= timed(() =>
        crafts.map((craft) =>
          craftProfit({ craft, settings, offersOf: fullOffersOf, ...fuel, ...withRates }),
        ),
      );
      return craftsPriced;
    },
    get barters() {
      bartersPriced ??= timed(() =>
        barters.map((barter) => barterProfit({ barter, settings, offersOf: fullOffersOf, ...withRates })),
      );
      return bartersPriced;
    },
    offersOf: fullOffersOf,
  };
}
