/**
 * Calculator micro benchmark (issue 7): recompute every craft and barter after a settings change.
 * Builds seeded random data (~1,500 items, 200 crafts, 800 barters, a few trader offers per item),
 * then times one full recompute with domain/calc-all (the code the pages run): pass 1 costs each
 * craft and barter from direct sources, which become "craft" and "barter" sources of their
 * outputs; pass 2 prices every craft and barter with all sources. Prints p50/p99 over 50 runs.
 * Node; scripts/bench/calc-settings.ts measures the same in Chromium on /crafts.
 *
 *   tsx scripts/bench/calculators.ts [runs=50] [seed=7]
 */

import type { BarterRecipe } from "../../src/domain/barter-profit";
import { bestListingPrice } from "../../src/domain/best-listing";
import { recomputeCalculators } from "../../src/domain/calc-all";
import type { CraftRecipe } from "../../src/domain/craft-profit";
import { fleaFeeReduction } from "../../src/domain/flea-fee";
import { fuelCostPerHour } from "../../src/domain/fuel";
import {
  DEFAULT_PRICE_SETTINGS,
  type ItemOffers,
  type PriceSettings,
} from "../../src/domain/price-resolution";
import { createRng } from "../data/demo/prng";
import { percentile } from "./stats";

const runs = Number(process.argv[2] ?? 50);
const rng = createRng(Number(process.argv[3] ?? 7));
const ITEMS = 1_500;
const TRADERS = ["prapor", "therapist", "skier", "peacekeeper", "mechanic", "ragman", "jaeger", "ref"];
const STATIONS = [
  "workbench",
  "medstation",
  "lavatory",
  "nutrition-unit",
  "intelligence-center",
  "booze-generator",
];

const uids = Array.from({ length: ITEMS }, (_, i) => `item-${i}`);
const items = new Map<string, ItemOffers>();
for (const uid of uids) {
  const basePrice = Math.round(rng.float(500, 150_000));
  const onFlea = rng.chance(0.9);
  const level = () => rng.int(1, 4);
  items.set(uid, {
    mode: "pvp",
    basePrice,
    flea: onFlea
      ? { price: Math.round(basePrice * rng.float(1.2, 4)), avg24h: Math.round(basePrice * 2) }
      : {},
    historical: onFlea ? null : Math.round(basePrice * 3),
    traderBuy: rng.chance(0.4)
      ? [{ trader: rng.pick(TRADERS), level: level(), price: Math.round(basePrice * 2.5) }]
      : [],
    traderSell: rng.sample(TRADERS, rng.int(1, 3)).map((trader) => ({
      trader,
      level: 1,
      price: Math.round(basePrice * rng.float(0.4, 0.7)),
    })),
  });
}
const counts = (n: number, tools = false) =>
  rng.sample(uids, n).map((item) => ({ item, count: rng.int(1, 4), tool: tools && rng.chance(0.15) }));
const crafts: CraftRecipe[] = Array.from({ length: 200 }, (_, i) => ({
  uid: `craft-${i}`,
  stationUid: rng.pick(STATIONS),
  level: rng.int(1, 3),
  duration: rng.int(1_800, 100_000),
  inputs: counts(rng.int(1, 5), true),
  outputs: [{ item: rng.pick(uids), count: rng.pick([1, 1, 2, 3, 60, 120]) }],
}));
const barters: BarterRecipe[] = Array.from({ length: 800 }, (_, i) => ({
  uid: `barter-${i}`,
  trader: rng.pick(TRADERS),
  level: rng.int(1, 4),
  inputs: counts(rng.int(1, 4)),
  outputs: [{ item: rng.pick(uids), count: 1 }],
}));

const fuel = fuelCostPerHour({
  fuelBase: 6.6,
  kind: "metal",
  tankPrice: 70_000,
  hideoutManagement: 0,
  solar: false,
});
const offersOf = (item: string) => items.get(item);

/** One recompute after a settings change, as the calculator pages do it (domain/calc-all). */
function recompute(settings: PriceSettings): number {
  const out = recomputeCalculators({ crafts, barters, settings, offersOf, fuelCostPerHour: fuel });
  let checksum = 0;
  for (const c of out.crafts) checksum += c.profit ?? 0;
  for (const b of out.barters) checksum += b.profit ?? 0;
  return checksum;
}

function time(label: string, work: (run: number) => unknown): void {
  for (let i = 0; i < 5; i++) work(i); // warm up the JIT
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    work(i);
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  console.log(
    `  ${label}: p50 ${percentile(times, 50).toFixed(2)} ms, p99 ${percentile(times, 99).toFixed(2)} ms`,
  );
}

console.log(
  `Calculators: ${crafts.length} crafts, ${barters.length} barters, ${ITEMS} items (seeded), ${runs} runs`,
);
console.log("  Node (V8, not Chromium): the 50 ms budget is for Chromium, where V8 is the same engine.");
// each run flips a setting, as a user does, so nothing can be cached across runs
const variants: PriceSettings[] = [
  { ...DEFAULT_PRICE_SETTINGS, hideoutUseFuel: "metal" },
  {
    ...DEFAULT_PRICE_SETTINGS,
    tradersLL: { prapor: 4, mechanic: 3 },
    isIC3Built: true,
    skill_HideoutManagement: 51,
  },
  { ...DEFAULT_PRICE_SETTINGS, skill_Crafting: 30, hideoutUsePriceField: "avg24h" },
];
time("recompute all crafts and barters", (run) =>
  recompute(variants[run % variants.length] ?? DEFAULT_PRICE_SETTINGS),
);

const reduction = fleaFeeReduction({ isIC3Built: true, useProgress: true, hideoutManagement: 51 });
time(`best listing price for all ${ITEMS} items (capped at 2× flea)`, () => {
  for (const offers of items.values()) {
    const flea = offers.flea?.price;
    if (flea && offers.basePrice)
      bestListingPrice({ basePrice: offers.basePrice, reduction, maxPrice: flea * 2 });
  }
});
