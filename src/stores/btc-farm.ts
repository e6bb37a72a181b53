import { computed } from "nanostores";
import { FUEL_TANK_URL } from "../domain/fuel";
import {
  type InputSource,
  type OutputSource,
  type Resolution,
  resolveInputPrice,
  resolveOutputValue,
} from "../domain/price-resolution";
import { $cache } from "./cache";
import { $calculators, itemByUrl } from "./calc-data";

/** The bitcoin and graphics card items, by url. */
export const BTC_URL = "physical_bitcoin";
export const GPU_URL = "graphics_card";
/** The hideout station whose craft gives bitcoins (its duration is the farm's D). */
export const BTC_STATION = "bitcoin-farm";

/**
 * What the bitcoin farm reads from the market and the settings, in the active mode: a bitcoin at
 * its best sell route (after the fee), a graphics card and a fuel tank at their cheapest source,
 * the fuel base, the farm's duration from the data, solar power and hideout management.
 */
export type BtcMarket = {
  bitcoin: Resolution<OutputSource> | null;
  card: Resolution<InputSource> | null;
  tank: Resolution<InputSource> | null;
  /** The settings' fuel kind, metal when fuel is not counted in crafts. */
  tankKind: string;
  fuelBase: number;
  duration: number | null;
  solar: boolean;
  hideoutManagement: number;
};

export const $btcMarket = computed([$calculators, $cache], (calc, cache): BtcMarket | null => {
  if (!calc) return null;
  const { settings, offersOf } = calc;
  const uidOf = (url: string) => itemByUrl(cache.items, url)?.uid;
  const btc = uidOf(BTC_URL);
  const gpu = uidOf(GPU_URL);
  const tankKind = settings.hideoutUseFuel || "metal";
  const tankUid = uidOf(FUEL_TANK_URL[tankKind] ?? FUEL_TANK_URL.other ?? "");
  const buy = (item: string | undefined) =>
    item ? resolveInputPrice({ item, offers: offersOf(item), settings }) : null;
  const craft = calc.data.crafts.find(
    (c) => c.stationUid === BTC_STATION && c.outputs.some((o) => o.item === btc),
  );
  return {
    bitcoin: btc ? resolveOutputValue({ item: btc, offers: offersOf(btc), settings }) : null,
    card: buy(gpu),
    tank: buy(tankUid),
    tankKind,
    fuelBase: calc.data.fuelBase,
    duration: craft?.duration ?? null,
    solar: settings.isSolarPowerBuilt,
    hideoutManagement: settings.skill_HideoutManagement,
  };
});
