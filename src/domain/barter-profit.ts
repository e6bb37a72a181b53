/**
 * Profit of a trader barter (issue 7): what the inputs cost at their cheapest reachable source
 * against what the outputs fetch on their best sell route after the flea fee, and against buying
 * the outputs outright (flea or traders, never through a barter or craft, so a barter is not
 * compared with itself). Tools are not counted. Whether the user reaches the trader's loyalty
 * level, or has done the quest that unlocks the barter, is reported, not enforced, so a page can
 * still show locked barters and say why.
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
  /** The quest that unlocks the barter, when one does. */
  questUid?: string | null;
};

/** Why a barter is out of reach: the trader's loyalty level or an unfinished quest. */
export type BarterLock =
  | { kind: "loyalty"; trader: string; level: number; have: number }
  | { kind: "quest"; questUid: string };

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
  /** The outputs bought outright (flea or traders), and what the barter saves against that. */
  outright: { lines: InputLine[]; cost: number | null; saving: number | null };
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
  const direct = { ...settings, hideoutUseBarters: false, hideoutUseCrafts: false };
  const bought = priceInputs(barter.outputs, { ...options, settings: direct });
  return {
    uid: barter.uid,
    reachable: traderReachable(settings, barter.trader, barter.level),
    inputs: inputs.lines,
    outputs: outputs.lines,
    cost,
    revenue,
    profit: cost === null || revenue === null ? null : revenue - cost,
    unitCost: unitCostOf(cost, barter.outputs),
    outright: {
      lines: bought.lines,
      cost: bought.cost,
      saving: cost === null || bought.cost === null ? null : bought.cost - cost,
    },
    missing: [...inputs.missing, ...outputs.missing],
  };
}

/**
 * Why the user cannot trade a barter yet (loyalty first, then the quest); null when they can.
 * Nothing is locked with progress tracking off.
 * @example barterLock(barter, { settings, questsDone: [] }) // { kind: "quest", questUid: "q1" }
 */
export function barterLock(
  barter: BarterRecipe,
  context: { settings: PricingContext["settings"]; questsDone: readonly string[] },
): BarterLock | null {
  const { settings, questsDone } = context;
  if (!settings.hideoutUseProgress) return null;
  if (!traderReachable(settings, barter.trader, barter.level)) {
    return {
      kind: "loyalty",
      trader: barter.trader,
      level: barter.level,
      have: settings.tradersLL[barter.trader] ?? 1,
    };
  }
  if (barter.questUid && !questsDone.includes(barter.questUid))
    return { kind: "quest", questUid: barter.questUid };
  return null;
}

/**
 * Whether a barter takes or gives an item (its uid): the barters /barters?item= lists.
 * @example barterInvolves({ inputs: [{ item: "a", count: 1 }], outputs: [] }, "a") // true
 */
export function barterInvolves(barter: Pick<BarterRecipe, "inputs" | "outputs">, item: string): boolean {
  return barter.inputs.some((x) => x.item === item) || barter.outputs.some((x) => x.item === item);
}
