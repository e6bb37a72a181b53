/**
 * Profit of a trader barter (issue 7): what the inputs cost at their cheapest reachable source
 * against what the outputs fetch on their best sell route after the flea fee. Tools are not
 * counted. Whether the user reaches the trader's loyalty level is reported, not enforced, so a
 * page can still show locked barters.
 */
import {
  type InputLine,
  type ItemCount,
  type OutputLine,
  type PricingContext,
  priceInputs,
  unitCostOf,
  valueOutputs,
} from "./craft-profit";
import { traderReachable } from "./price-resolution";

export type BarterRecipe = {
  uid: string;
  trader: string;
  level: number;
  inputs: readonly ItemCount[];
  outputs: readonly ItemCount[];
};

export type BarterProfit = {
  uid: string;
  /** The user reaches the trader's loyalty level (always true with progress off). */
  reachable: boolean;
  inputs: InputLine[];
  outputs: OutputLine[];
  /** Inputs (tools excluded); null when an input has no price. */
  cost: number | null;
  /** Outputs at their best routes; null when an output has no value. */
  revenue: number | null;
  profit: number | null;
  /** Cost of one output unit (single-output barters), to price the output as a barter elsewhere. */
  unitCost: number | null;
  /** Items that could not be priced (tools excluded). */
  missing: string[];
};

/**
 * A barter's cost, revenue and profit, with a line per input and output.
 * @example barterProfit({ barter, settings, offersOf }).profit
 */
export function barterProfit(options: PricingContext & { barter: BarterRecipe }): BarterProfit {
  const { barter, settings } = options;
  const inputs = priceInputs(barter.inputs, options);
  const outputs = valueOutputs(barter.outputs, options);
  const cost = inputs.cost;
  const revenue = outputs.value;
  return {
    uid: barter.uid,
    reachable: traderReachable(settings, barter.trader, barter.level),
    inputs: inputs.lines,
    outputs: outputs.lines,
    cost,
    revenue,
    profit: cost === null || revenue === null ? null : revenue - cost,
    unitCost: unitCostOf(cost, barter.outputs),
    missing: [...inputs.missing, ...outputs.missing],
  };
}
