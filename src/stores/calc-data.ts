import { atom, computed } from "nanostores";
import type { CacheItem } from "../contracts/cache";
import { type CalcData, calcEndpoint } from "../contracts/calc";
import type { GameMode } from "../contracts/game-mode";
import { type CalculatorsResult, recomputeCalculators } from "../domain/calc-all";
import { builtWithEdition } from "../domain/editions";
import { FUEL_TANK_URL, fuelCostPerHour } from "../domain/fuel";
import { type PriceSettings, resolveInputPrice } from "../domain/price-resolution";
import { type ApiClient, api as defaultApi } from "./api";
import { $cache, loadCache } from "./cache";
import { calcInWorker } from "./cache-decode";
import { CALC_PAGE_CACHE } from "./cache-keys";
import { builtStationLevels, offersLookup, toPriceSettings, uniformStationLevels } from "./calc-offers";
import { $calcSettings, initLocalSettings } from "./calc-settings";
import { $priceMode } from "./market-mode";
import { $progressionChar, initProgression, type ProgressionChar } from "./progression";
import { yieldToMain } from "./scheduling";

/**
 * The calculators' data (recipes, hideout levels, trader offers of the price mode) from
 * GET /api/be/calc, and every craft and barter recomputed whenever the data, the cached prices
 * or the settings change.
 */
export type CalcDataState =
  | { status: "idle" | "loading" | "error"; mode: GameMode; data: null }
  | { status: "ready"; mode: GameMode; data: CalcData };

export const $calcData = atom<CalcDataState>({ status: "idle", mode: "pvp", data: null });

let client: ApiClient = defaultApi;
/** Tests swap the API client (then the page asks it itself, not the data worker). */
export function configureCalcData(deps: { client: ApiClient }): void {
  client = deps.client;
}

/** GET /calc for a mode (kept until the mode changes). */
export async function loadCalcData(mode: GameMode): Promise<void> {
  const current = $calcData.get();
  if (current.mode === mode && (current.status === "ready" || current.status === "loading")) return;
  $calcData.set({ status: "loading", mode, data: null });
  try {
    // checked in the data worker where there is one (the page's longest parse after the cache)
    const data =
      (client === defaultApi ? await calcInWorker({ mode }) : null) ??
      (await client.call(calcEndpoint, { query: { mode } }));
    // the answer was read (about 475 KB of JSON) in the task that received it: every craft and barter is
    // priced from it in a task of its own, not one long task of both
    await yieldToMain();
    if ($calcData.get().mode === mode) $calcData.set({ status: "ready", mode, data });
  } catch (err) {
    console.error(err);
    if ($calcData.get().mode === mode) $calcData.set({ status: "error", mode, data: null });
  }
}

let started = false;
/**
 * Starts the calculators on a page: the settings kept in the browser, the items and data of the
 * price mode, and the progression (session, trader levels, built modules, quests done). The
 * quest list stays unloaded: the calc data names the quests the recipes wait for.
 */
export function initCalculators(): void {
  if (started) return;
  started = true;
  initLocalSettings();
  $priceMode.subscribe((mode) => {
    void loadCache({ mode, ...CALC_PAGE_CACHE });
    void loadCalcData(mode);
  });
  initProgression(undefined, { quests: false });
}

/** "Only what my hideout can craft": off, the built modules of the character, or one level. */
export type HideoutLimit = { kind: "off" } | { kind: "built" } | { kind: "level"; level: number };
/** No limit: what every page starts with, and what the build renders. */
export const NO_HIDEOUT_LIMIT: HideoutLimit = { kind: "off" };
export const $hideoutLimit = atom<HideoutLimit>(NO_HIDEOUT_LIMIT);

/** The item uid of a url in the cache, if any. */
export function itemByUrl(items: Readonly<Record<string, CacheItem>>, url: string): CacheItem | undefined {
  return Object.values(items).find((i) => i.url === url);
}

export type Calculators = CalculatorsResult & {
  settings: PriceSettings;
  /** Built level per station when the list is limited to what the hideout can craft. */
  stationLevels: Readonly<Record<string, number>> | null;
  data: CalcData;
  fuel: { kind: string; tankUid: string | null; tankPrice: number | null; costPerHour: number | null };
};

/**
 * The performance measure of a recompute: the sources of every recipe, then each list the page
 * reads as it first reads it (a change's measures add up to the page's recompute).
 */
export const CALC_MEASURE = "calc-recompute";

/** Runs a part of a recompute under the performance measure CALC_MEASURE. */
function measured<T>(work: () => T): T {
  const start = performance.now();
  try {
    return work();
  } finally {
    // read by scripts/bench/calc-settings.ts (the page's recompute after a settings change)
    performance.measure(CALC_MEASURE, { start, end: performance.now() });
  }
}

/**
 * Every craft and barter priced with the current settings, each list as the page first reads it
 * (calc-all.ts); null until the data is in.
 */
export const $calculators = computed(
  [$calcData, $cache, $calcSettings, $hideoutLimit, $progressionChar],
  (calc, cache, settings, limit, char): Calculators | null => {
    if (calc.status !== "ready" || cache.status !== "ready" || cache.mode !== calc.mode) return null;
    return measured(() => calculatorsFor(calc.data, cache.items, settings, limit, char));
  },
);

/** Quests the active character has done (barter quest locks). */
export const $questsDone = computed($progressionChar, (char) => char?.questsDone ?? []);

/**
 * What $calculators computes for these settings, hideout limit and character: the trader levels
 * are the character's (the Pro character's, or those set in this browser) when there is one.
 * The build calls it with a visitor's defaults for the rows prerendered on /crafts and /barters.
 */
export function calculatorsFor(
  data: CalcData,
  items: Readonly<Record<string, CacheItem>>,
  settings: Parameters<typeof toPriceSettings>[0],
  limit: HideoutLimit,
  char: (Pick<ProgressionChar, "tradersLL" | "modulesBuilt"> & { gameEdition?: string }) | null,
): Calculators {
  const flags = char ? { ...settings, tradersLL: char.tradersLL } : settings;
  const built = char ? builtWithEdition(char.modulesBuilt, char.gameEdition ?? "Standard", data.levels) : [];
  return computeCalculators(data, items, flags, limit, built);
}

/** The work of $calculators, as a plain function (the bench calls it). */
export function computeCalculators(
  data: CalcData,
  items: Readonly<Record<string, CacheItem>>,
  flags: Parameters<typeof toPriceSettings>[0],
  limit: HideoutLimit,
  modulesBuilt: readonly string[],
): Calculators {
  const stationLevels =
    limit.kind === "built"
      ? builtStationLevels(modulesBuilt, data.levels)
      : limit.kind === "level"
        ? uniformStationLevels(limit.level, data.stations)
        : undefined;
  const settings = toPriceSettings(flags, stationLevels);
  const offersOf = offersLookup(items, data);
  const kind = settings.hideoutUseFuel;
  const tank = kind ? itemByUrl(items, FUEL_TANK_URL[kind] ?? FUEL_TANK_URL.other ?? "") : undefined;
  const tankPrice = tank
    ? resolveInputPrice({ item: tank.uid, offers: offersOf(tank.uid), settings }).price
    : null;
  const costPerHour =
    kind && tankPrice !== null
      ? fuelCostPerHour({
          fuelBase: data.fuelBase,
          kind,
          tankPrice,
          hideoutManagement: settings.skill_HideoutManagement,
          solar: settings.isSolarPowerBuilt,
        })
      : null;
  const result = recomputeCalculators({
    crafts: data.crafts,
    barters: data.barters,
    settings,
    offersOf,
    timed: measured,
    ...(costPerHour === null ? {} : { fuelCostPerHour: costPerHour }),
  });
  // assigned, not spread: the lists stay unpriced until read
  return Object.assign(result, {
    settings,
    data,
    stationLevels: stationLevels ?? null,
    fuel: { kind, tankUid: tank?.uid ?? null, tankPrice, costPerHour },
  });
}
