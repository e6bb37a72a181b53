/**
 * The traders a character has a loyalty level (1–4) with (docs/product.md §3 Enumerations, §9), in the
 * game's order; keys are the data's trader uids. Other traders of the data (Fence, Lightkeeper,
 * BTR Driver, the event traders…) have no loyalty levels: only a standing.
 */
export const LOYALTY_TRADERS = [
  "prapor",
  "therapist",
  "skier",
  "peacekeeper",
  "mechanic",
  "ragman",
  "jaeger",
  "ref",
] as const;
export type LoyaltyTrader = (typeof LOYALTY_TRADERS)[number];

/** Loyalty levels a selector offers (docs/product.md §9: 1 to 4, default 1). */
export const LOYALTY_LEVELS = [1, 2, 3, 4] as const;

const LOYALTY_SET: ReadonlySet<string> = new Set(LOYALTY_TRADERS);

/** Whether a trader has loyalty levels. @example hasLoyalty("fence") // false */
export const hasLoyalty = (trader: string): trader is LoyaltyTrader => LOYALTY_SET.has(trader);
