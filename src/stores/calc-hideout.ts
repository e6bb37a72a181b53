import { computed } from "nanostores";
import { type HideoutCost, hideoutCost } from "../domain/hideout-cost";
import { $calculators } from "./calc-data";
import { $hideoutPlayer } from "./hideout";

/**
 * Every hideout level's build cost and what is still missing, priced like the crafts' inputs,
 * against the active character's built levels, found items and trader levels.
 */
export const $hideoutCost = computed([$calculators, $hideoutPlayer], (calc, player): HideoutCost | null =>
  calc && player
    ? hideoutCost({ levels: calc.data.levels, player, settings: calc.settings, offersOf: calc.offersOf })
    : null,
);
