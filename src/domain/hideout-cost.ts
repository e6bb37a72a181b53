/**
 * What the hideout costs to build (issue 7, /hideout): each level's item requirements priced from
 * the cheapest source the user reaches (as craft inputs are), what the player still has to buy
 * (the items not found yet, from itemsFound), and the total still to spend on the levels not built.
 * Station, trader and skill requirements come from domain/hideout-progress.
 */
import { type InputLine, type PricingContext, priceInputs } from "./craft-profit";
import {
  builtLevels,
  type HideoutLevel,
  type HideoutPlayer,
  levelRequirements,
  type Requirement,
} from "./hideout-progress";

export type LevelCost = {
  uid: string;
  stationUid: string;
  level: number;
  built: boolean;
  /** Every item requirement priced (the whole count). */
  lines: InputLine[];
  /** All the items at their prices; null when one has no price. */
  cost: number | null;
  /**
   * Only the items not found yet (need − have), over those with a price: with `unpricedItems`
   * it is a lower bound ("at least").
   */
  stillToBuy: number;
  /** Items still to buy that have no price (left out of stillToBuy). */
  unpricedItems: string[];
  /** Requirements not met yet (items, stations, traders, known skills). */
  missing: Requirement[];
};

export type HideoutCost = {
  levels: LevelCost[];
  /** What the levels not built still cost to buy, over every item with a price (at least this, with unpricedItems). */
  remaining: number;
  /** Levels not built with an item still to buy that has no price. */
  unpriced: number;
  /** The items still to buy without a price, over every level not built (each once). */
  unpricedItems: string[];
};

/**
 * Build cost and what is still missing for every hideout level.
 * @example hideoutCost({ levels, player, ...context }).remaining // roubles still to spend
 */
export function hideoutCost(
  options: PricingContext & { levels: readonly HideoutLevel[]; player: HideoutPlayer },
): HideoutCost {
  const { levels, player } = options;
  const stations = builtLevels(levels, player.built);
  let remaining = 0;
  let unpriced = 0;
  const unpricedItems = new Set<string>();
  const out = levels.map((l): LevelCost => {
    const priced = priceInputs(
      l.itemReqs.map((r) => ({ item: r.item, count: r.count })),
      options,
    );
    let stillToBuy = 0;
    const withoutPrice: string[] = [];
    priced.lines.forEach((line, i) => {
      const req = l.itemReqs[i];
      const short = req ? Math.max(0, req.count - (player.itemsFound[req.item] ?? 0)) : 0;
      if (short === 0 || !req) return;
      if (line.price === null) withoutPrice.push(req.item);
      else stillToBuy += short * line.price;
    });
    const built = player.built.has(l.uid);
    if (!built) {
      // every level counts: its priced items add up, its unpriced ones are named
      remaining += stillToBuy;
      if (withoutPrice.length > 0) unpriced++;
      for (const item of withoutPrice) unpricedItems.add(item);
    }
    return {
      uid: l.uid,
      stationUid: l.stationUid,
      level: l.level,
      built,
      lines: priced.lines,
      cost: priced.cost,
      stillToBuy,
      unpricedItems: withoutPrice,
      missing: built ? [] : levelRequirements(l, stations, player).filter((r) => r.met === false),
    };
  });
  return { levels: out, remaining, unpriced, unpricedItems: [...unpricedItems] };
}
