/**
 * The flea market listing fee (issue 7; docs/product.md §9 for the Intelligence Center reduction).
 *
 * Community formula, as tarkov.dev uses it (https://escapefromtarkov.fandom.com/wiki/Trading#Fees):
 *   V0 = base price, VR = listing price (per unit), Q = count,
 *   P0 = log10(V0 / VR), raised to the power 1.08 when VR < V0,
 *   PR = log10(VR / V0), raised to the power 1.08 when VR >= V0,
 *   fee = ceil(V0·Ti·4^P0·Q + VR·Tr·4^PR·Q), Ti = Tr = 0.03 unless the data gives other rates.
 * With Intelligence Center level 3 built (and progress tracking on) the fee is reduced by
 * 30 % × (1 + 0.01 × hideout-management skill). The reduction applies to the unrounded fee;
 * the result is rounded up once.
 */
import { clampSkill } from "./craft-time";

export type FleaRates = { ti: number; tr: number };

/** The game's default fee rates (Ti for the base-price part, Tr for the listing-price part). */
export const FLEA_RATES: FleaRates = { ti: 0.03, tr: 0.03 };
/** The exponent applied to the positive logarithm. */
const FEE_EXPONENT = 1.08;
/** Relative slack before rounding up, so float noise (3000.0000000000005) does not add 1 ₽. */
const ROUND_SLACK = 1e-12;

export type FleaFeeOptions = {
  /** The item's base price V0 (₽, > 0). */
  basePrice: number;
  /** The listing price per unit VR (₽, > 0). */
  price: number;
  /** Units listed together (Q), default 1. */
  count?: number;
  rates?: FleaRates;
  /** Fraction taken off the fee (see fleaFeeReduction), default 0. */
  reduction?: number;
};

/**
 * The unrounded fee (after the reduction): the smooth function fleaFee rounds up.
 * @example fleaFeeRaw({ basePrice: 10_000, price: 10_000 }) // 600
 */
export function fleaFeeRaw(options: FleaFeeOptions): number {
  const { basePrice: v0, price: vr, count = 1, rates = FLEA_RATES, reduction = 0 } = options;
  if (!(v0 > 0) || !(vr > 0) || !Number.isFinite(v0) || !Number.isFinite(vr)) {
    throw new RangeError(`fleaFee: prices must be positive (base ${v0}, listing ${vr})`);
  }
  let p0 = Math.log10(v0 / vr);
  let pr = Math.log10(vr / v0);
  if (vr < v0) p0 = p0 ** FEE_EXPONENT;
  else pr = pr ** FEE_EXPONENT;
  const fee = v0 * rates.ti * 4 ** p0 * count + vr * rates.tr * 4 ** pr * count;
  return fee * (1 - reduction);
}

/**
 * Rounds an unrounded fee up to whole roubles (the rounding fleaFee applies).
 * @example roundFee(545.2) // 546
 */
export function roundFee(raw: number): number {
  return Math.max(0, Math.ceil(raw * (1 - ROUND_SLACK)));
}

/**
 * The flea listing fee in roubles for `count` units listed at `price` each.
 * @example fleaFee({ basePrice: 10_000, price: 20_000 }) // 1075
 */
export function fleaFee(options: FleaFeeOptions): number {
  return roundFee(fleaFeeRaw(options));
}

/**
 * The fee when the item's base price is known, else null (unknown, never 0): the fee grows
 * with the base price, so without it there is nothing to compute.
 * @example fleaFeeIfKnown({ basePrice: null, price: 20_000 }) // null
 */
export function fleaFeeIfKnown(
  options: Omit<FleaFeeOptions, "basePrice"> & { basePrice: number | null },
): number | null {
  const { basePrice } = options;
  if (basePrice === null || !(basePrice > 0) || !Number.isFinite(basePrice)) return null;
  return fleaFee({ ...options, basePrice });
}

export type FleaFeeReductionOptions = {
  isIC3Built: boolean;
  /** hideoutUseProgress: the user's hideout counts only when progress tracking is on. */
  useProgress: boolean;
  /** Hideout management skill (capped at MAX_SKILL). */
  hideoutManagement: number;
};

/**
 * The fraction taken off the fee: 0.3 × (1 + 0.01 × skill) with IC3 built and progress on, else 0.
 * @example fleaFeeReduction({ isIC3Built: true, useProgress: true, hideoutManagement: 51 }) // 0.453
 */
export function fleaFeeReduction(options: FleaFeeReductionOptions): number {
  if (!options.isIC3Built || !options.useProgress) return 0;
  // Written as 3·(100 + skill) / 1000 so 0.3 × 1.51 comes out as exactly 0.453.
  return (3 * (100 + clampSkill(options.hideoutManagement))) / 1000;
}
