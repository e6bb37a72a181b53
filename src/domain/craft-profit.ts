/**
 * Profit of a hideout craft (issue 7): inputs bought at their cheapest reachable source, tools
 * (`tool: true`, given back when the craft ends) shown but not counted, outputs sold on their
 * best route after the flea fee, generator fuel for the craft's time when counted
 * (hideoutUseFuel set and a cost per hour given), the time cut by the crafting skill.
 * Every line keeps its source so the UI can show how each number was made.
 */
import { craftTime } from "./craft-time";
import type { FleaRates } from "./flea-fee";
import {
  type InputSource,
  type ItemOffers,
  type OutputSource,
  type PriceSettings,
  type Resolution,
  resolveInputPrice,
  resolveOutputValue,
  stationReachable,
} from "./price-resolution";

/** An item and a count, as in a craft's or barter's inputs and outputs. */
/** An item and a count; `minLevel`: a dogtag of at least that level (priced like any other tag). */
export type ItemCount = { item: string; count: number; tool?: boolean; minLevel?: number };
/** Where the calculators look up an item's offers (in the settings' mode). */
export type OffersLookup = (item: string) => ItemOffers | undefined;
/** What pricing a recipe reads besides the recipe itself. */
export type PricingContext = { settings: PriceSettings; offersOf: OffersLookup; rates?: FleaRates };

/** An input's line; `asked` is the recipe's fractional count when the whole count (`count`) differs. */
export type InputLine = Resolution<InputSource> & { tool: boolean; asked?: number; minLevel?: number };

/**
 * The whole items a recipe takes for a count: a fractional count (some barters ask for 124.08 GP
 * coins) is rounded up, since no part of an item can be handed over.
 * @example wholeCount(124.08) // 125
 */
export const wholeCount = (count: number) => Math.ceil(count - 1e-9);
export type OutputLine = Resolution<OutputSource>;

/**
 * Prices a recipe's inputs; tools are priced for display but left out of the cost.
 * @example priceInputs([{ item: "bolts", count: 2 }], context).cost // 2 × the cheapest bolts
 */
export function priceInputs(
  inputs: readonly ItemCount[],
  context: PricingContext,
): { lines: InputLine[]; cost: number | null; missing: string[] } {
  const lines: InputLine[] = [];
  const missing: string[] = [];
  let cost = 0;
  for (const { item, count: asked, tool = false, minLevel } of inputs) {
    const count = wholeCount(asked);
    const line: InputLine = {
      ...resolveInputPrice({ item, count, offers: context.offersOf(item), ...context }),
      tool,
      ...(count !== asked ? { asked } : {}),
      ...(minLevel ? { minLevel } : {}),
    };
    lines.push(line);
    if (tool) continue;
    if (line.total === null) missing.push(item);
    else cost += line.total;
  }
  return { lines, cost: missing.length > 0 ? null : cost, missing };
}

/**
 * Values a recipe's outputs at their best sell routes.
 * @example valueOutputs([{ item: "moonshine", count: 1 }], context).value // flea price − fee, or a trader's
 */
export function valueOutputs(
  outputs: readonly ItemCount[],
  context: PricingContext,
): { lines: OutputLine[]; value: number | null; missing: string[] } {
  const lines: OutputLine[] = [];
  const missing: string[] = [];
  let value = 0;
  for (const { item, count } of outputs) {
    const line = resolveOutputValue({ item, count, offers: context.offersOf(item), ...context });
    lines.push(line);
    if (line.total === null) missing.push(item);
    else value += line.total;
  }
  return { lines, value: missing.length > 0 ? null : value, missing };
}

export type CraftRecipe = {
  uid: string;
  stationUid: string;
  level: number;
  /** Seconds before the crafting-skill reduction. */
  duration: number;
  inputs: readonly ItemCount[];
  outputs: readonly ItemCount[];
};

export type CraftProfitOptions = PricingContext & {
  craft: CraftRecipe;
  /** Roubles of fuel per hour (fuelCostPerHour); counted only when settings.hideoutUseFuel is set. */
  fuelCostPerHour?: number;
};

export type CraftProfit = {
  uid: string;
  /** The station level is built (always true with progress off or unknown stations). */
  reachable: boolean;
  time: { base: number; craftingSkill: number; seconds: number };
  inputs: InputLine[];
  outputs: OutputLine[];
  fuel: { costPerHour: number; hours: number; cost: number } | null;
  /** Inputs (tools excluded) plus fuel; null when an input has no price. */
  cost: number | null;
  /** Outputs at their best routes; null when an output has no value. */
  revenue: number | null;
  profit: number | null;
  profitPerHour: number | null;
  /** Cost of one output unit (single-output crafts), to price the output as a craft elsewhere. */
  unitCost: number | null;
  /** Items that could not be priced (tools excluded). */
  missing: string[];
};

/**
 * What a craft costs: its inputs (tools excluded) and its fuel for the craft's time.
 * @example craftCost({ craft, settings, offersOf }).cost // null when an input has no price
 */
export function craftCost(options: CraftProfitOptions) {
  const { craft, settings } = options;
  const seconds = craftTime(craft.duration, settings.skill_Crafting);
  const hours = seconds / 3600;
  const inputs = priceInputs(craft.inputs, options);
  const fuel =
    settings.hideoutUseFuel && options.fuelCostPerHour !== undefined
      ? { costPerHour: options.fuelCostPerHour, hours, cost: options.fuelCostPerHour * hours }
      : null;
  const cost = inputs.cost === null ? null : inputs.cost + (fuel?.cost ?? 0);
  return { seconds, hours, inputs, fuel, cost };
}

/**
 * A craft's cost, revenue, profit and profit per hour, with a line per input and output.
 * @example craftProfit({ craft, settings, offersOf }).profitPerHour
 */
export function craftProfit(options: CraftProfitOptions): CraftProfit {
  const { craft, settings } = options;
  const { seconds, hours, inputs, fuel, cost } = craftCost(options);
  const outputs = valueOutputs(craft.outputs, options);
  const revenue = outputs.value;
  const profit = cost === null || revenue === null ? null : revenue - cost;
  return {
    uid: craft.uid,
    reachable: stationReachable(settings, craft.stationUid, craft.level),
    time: { base: craft.duration, craftingSkill: settings.skill_Crafting, seconds },
    inputs: inputs.lines,
    outputs: outputs.lines,
    fuel,
    cost,
    revenue,
    profit,
    profitPerHour: profit === null || hours <= 0 ? null : profit / hours,
    unitCost: unitCostOf(cost, craft.outputs),
    missing: [...inputs.missing, ...outputs.missing],
  };
}

/**
 * Cost per unit of output for a recipe with one output kind; null otherwise or without a cost.
 * @example unitCostOf(1_200, [{ item: "ammo", count: 120 }]) // 10
 */
export function unitCostOf(cost: number | null, outputs: readonly ItemCount[]): number | null {
  const [only, ...rest] = outputs;
  if (cost === null || !only || rest.length > 0 || only.count <= 0) return null;
  return cost / only.count;
}
