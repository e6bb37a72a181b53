/**
 * The flea listing price that maximises what the seller keeps: price·Q − fee(price), over
 * whole roubles (issue 7), found exactly rather than in 1,000 ₽ steps.
 *
 * Why the search below is exact. Write s(m) = Q·m − F(m), with F the unrounded fee
 * (fleaFeeRaw), and p(m) = Q·m − fleaFee the integer profit we maximise; p(m) ≤ s(m).
 * With x = m / V0 and L = log10 x, the fee per unit over V0 is
 *   below base (x ≤ 1): Ti·4^((−L)^1.08) + Tr·x^1.602   — convex (both terms are),
 *   above base (x ≥ 1): Ti·x^−0.602 + Tr·x·4^(L^1.08)  — convex (x·4^(L^1.08) has the derivative
 *   4^(L^1.08)·(1 + 1.08·ln4/ln10^1.08·(ln x)^0.08), increasing for x ≥ 1),
 * where 0.602 = log10 4. So s is concave on each side of V0 (the pieces meet in a kink at V0).
 * Since Q·m is a whole number, p(m) = Q·m − ceil(F(m)) = floor(s(m)). On each piece:
 * (1) a binary search on the slope s(m+1) − s(m) finds the integer m0 maximising s;
 * (2) p0 = p(m0); a price beating p0 needs s(m) ≥ p0 + 1, and that set is an interval around m0
 *     (concavity), found by two binary searches and scanned (it is empty but for float noise);
 * (3) every m with p(m) ≥ p* has s(m) ≥ p*: the first such m is found by a binary search, and
 *     the lowest price reaching p* by walking up from it (one step in exact arithmetic).
 * The comparisons with s carry a relative slack of 2e-12 (roundFee's own and float noise),
 * which only widens the sets searched. Ties go to the lowest price (it sells sooner).
 */
import { FLEA_RATES, type FleaRates, fleaFeeRaw, roundFee } from "./flea-fee";

export type BestListingOptions = {
  /** The item's base price V0 (₽, > 0). */
  basePrice: number;
  /** Units listed together (Q), default 1. */
  count?: number;
  rates?: FleaRates;
  /** Fraction taken off the fee (fleaFeeReduction), default 0. */
  reduction?: number;
  /** Lowest price considered, default 1. */
  minPrice?: number;
  /** Highest price considered (for example what buyers pay now); unbounded when absent. */
  maxPrice?: number;
};

export type BestListing = {
  /** Listing price per unit (₽). */
  price: number;
  /** Fee for the whole listing (₽). */
  fee: number;
  /** price × count − fee (₽). */
  profit: number;
};

/** The smooth bound and the integer profit of one search, with the float slack between them. */
type Objective = {
  smooth: (m: number) => number;
  profit: (m: number) => number;
  /** Float noise allowed when comparing smooth(m) with an integer profit. */
  slack: (m: number) => number;
};

/**
 * The listing price maximising price·count − fee, exactly, within [minPrice, maxPrice].
 * @example bestListingPrice({ basePrice: 10_000, maxPrice: 30_000 }).price // 30_000
 */
export function bestListingPrice(options: BestListingOptions): BestListing {
  const { basePrice, count = 1, rates = FLEA_RATES, reduction = 0 } = options;
  const lo = Math.max(1, Math.ceil(options.minPrice ?? 1));
  const hi = options.maxPrice === undefined ? undefined : Math.floor(options.maxPrice);
  if (!(basePrice > 0) || !Number.isFinite(basePrice)) throw new RangeError("basePrice must be positive");
  if (hi !== undefined && hi < lo) throw new RangeError(`no whole price in [${lo}, ${hi}]`);

  const fee = (m: number) => fleaFeeRaw({ basePrice, price: m, count, rates, reduction });
  const smooth = (m: number) => count * m - fee(m);
  const objective: Objective = {
    smooth,
    profit: (m) => count * m - roundFee(fee(m)),
    // roundFee shaves 1e-12 of the fee before rounding up, float noise is ~1e-14: 2e-12 covers both
    slack: (m) => 2e-12 * (count * m + Math.abs(smooth(m))),
  };

  const pieces: [number, number][] = [];
  const below = Math.min(Math.floor(basePrice), hi ?? Number.POSITIVE_INFINITY);
  if (lo <= below) pieces.push([lo, below]);
  const aboveLo = Math.max(lo, Math.ceil(basePrice));
  if (hi === undefined) pieces.push([aboveLo, upperBound(aboveLo, smooth)]);
  else if (aboveLo <= hi) pieces.push([aboveLo, hi]);

  let best: { price: number; profit: number } | undefined;
  for (const [a, b] of pieces) {
    const found = bestOnConcavePiece(a, b, objective);
    if (!best || found.profit > best.profit || (found.profit === best.profit && found.price < best.price)) {
      best = found;
    }
  }
  if (!best) throw new RangeError("no price to consider");
  return { price: best.price, fee: count * best.price - best.profit, profit: best.profit };
}

/**
 * A price past the peak of the (concave) smooth profit above base where it has fallen more than
 * 2 ₽ below its value at the peak, so the interval scanned in bestOnConcavePiece ends before it.
 */
function upperBound(start: number, smooth: (m: number) => number): number {
  const grow = (h: number) => {
    if (h > Number.MAX_SAFE_INTEGER / 4)
      throw new RangeError("the fee never outgrows the price: check the rates");
    return h * 2;
  };
  let h = start;
  while (smooth(h + 1) > smooth(h)) h = grow(h);
  // h is at or past the peak, so smooth(peak) ≥ smooth(h)
  const target = smooth(h) - 2;
  let b = h;
  while (smooth(b) >= target) b = grow(b);
  return b;
}

/** The exact integer maximiser of `profit` on [a, b], where smooth ≥ profit and smooth is concave. */
function bestOnConcavePiece(a: number, b: number, objective: Objective): { price: number; profit: number } {
  const { smooth, profit, slack } = objective;
  // (1) the first m whose slope is ≤ 0: the peak of the concave smooth profit
  const peak = firstTrue(a, b, (m) => m === b || smooth(m + 1) - smooth(m) <= 0);
  // (2) no m outside {smooth + slack ≥ profit(peak) + 1} can beat profit(peak): scan that
  // interval (empty unless float noise moved the peak) for the best profit
  let best = profit(peak);
  const beats = (m: number) => smooth(m) + slack(m) >= best + 1;
  if (beats(peak)) {
    const right = lastTrue(peak, b, beats);
    for (let m = firstTrue(a, peak, beats); m <= right; m++) best = Math.max(best, profit(m));
  }
  // (3) the lowest price reaching it: nothing left of the first m with smooth + slack ≥ best can,
  // so walk up from there (in exact arithmetic profit = floor(smooth), so it is the first step)
  const reaches = (m: number) => smooth(m) + slack(m) >= best;
  let price = firstTrue(a, peak, reaches);
  while (profit(price) < best) price++;
  return { price, profit: best };
}

/** The smallest m in [lo, hi] with pred(m), for a pred false…false true…true with pred(hi) true. */
function firstTrue(lo: number, hi: number, pred: (m: number) => boolean): number {
  while (lo < hi) {
    const m = Math.floor((lo + hi) / 2);
    if (pred(m)) hi = m;
    else lo = m + 1;
  }
  return lo;
}

/** The largest m in [lo, hi] with pred(m), for a pred true…true false…false with pred(lo) true. */
function lastTrue(lo: number, hi: number, pred: (m: number) => boolean): number {
  while (lo < hi) {
    const m = Math.ceil((lo + hi) / 2);
    if (pred(m)) lo = m;
    else hi = m - 1;
  }
  return lo;
}
