/**
 * Generator fuel (issue 7, docs/product.md §9).
 *
 * - fuelBase (global settings) is the units of fuel the generator burns per hour before any
 *   reduction.
 * - A metal fuel tank holds 100 units, any other kind (expeditionary tank) 60.
 * - Hideout management cuts consumption by 0.5 % per level, at most 25 %
 *   (https://escapefromtarkov.fandom.com/wiki/Hideout_management, as tarkov.dev models it:
 *   the tank lasts duration / (1 − min(0.005 × skill, 0.25))).
 * - Solar power halves consumption (the tank lasts twice as long).
 * The caller decides whether the hideout counts (solar built and progress tracking on).
 */
import { clampSkill } from "./craft-time";

/** Units in a metal fuel tank; every other kind holds FUEL_UNITS_OTHER. */
export const FUEL_UNITS_METAL = 100;
export const FUEL_UNITS_OTHER = 60;
/** Consumption factor of solar power. */
export const SOLAR_FUEL_FACTOR = 0.5;

/** The tank item burnt per fuel kind (hideoutUseFuel), by url; any other kind burns the `other` tank. */
export const FUEL_TANK_URL: Readonly<Record<string, string>> = {
  metal: "metal_fuel_tank",
  other: "expeditionary_fuel_tank",
};

/**
 * Units of fuel in one tank of the kind ('metal' → 100, anything else → 60).
 * @example fuelTankUnits("metal") // 100
 */
export function fuelTankUnits(kind: string): number {
  return kind === "metal" ? FUEL_UNITS_METAL : FUEL_UNITS_OTHER;
}

export type FuelReductionOptions = {
  /** Hideout management skill (capped at MAX_SKILL). */
  hideoutManagement: number;
  /** Solar power built (and counted). */
  solar: boolean;
};

/**
 * What share of the base consumption is burnt: (1 − min(0.5 % × skill, 25 %)) × (½ with solar).
 * @example fuelConsumptionFactor({ hideoutManagement: 51, solar: true }) // 0.375
 */
export function fuelConsumptionFactor(options: FuelReductionOptions): number {
  // Whole per-mille arithmetic (5 per level, at most 250) keeps the factor exact: 1 − 0.25 = 0.75.
  const perMille = Math.min(5 * clampSkill(options.hideoutManagement), 250);
  const skillFactor = (1000 - perMille) / 1000;
  return options.solar ? skillFactor * SOLAR_FUEL_FACTOR : skillFactor;
}

/**
 * The consumption reduction in percent, 2 decimals (docs/product.md §9).
 * @example fuelReductionPercent({ hideoutManagement: 51, solar: true }) // 62.5
 */
export function fuelReductionPercent(options: FuelReductionOptions): number {
  return Math.round((1 - fuelConsumptionFactor(options)) * 10_000) / 100;
}

export type FuelConsumptionOptions = FuelReductionOptions & {
  /** Units burnt per hour before reductions (global settings). */
  fuelBase: number;
};

/**
 * Fuel units burnt per hour after the reductions.
 * @example fuelConsumptionPerHour({ fuelBase: 6.6, hideoutManagement: 0, solar: true }) // 3.3
 */
export function fuelConsumptionPerHour(options: FuelConsumptionOptions): number {
  return options.fuelBase * fuelConsumptionFactor(options);
}

export type FuelCostOptions = FuelConsumptionOptions & {
  /** Fuel kind: 'metal' or another kind (hideoutUseFuel). */
  kind: string;
  /** Price of one full tank (₽). */
  tankPrice: number;
};

/**
 * Hours one full tank lasts.
 * @example fuelTankHours({ fuelBase: 5, kind: "metal", tankPrice: 0, hideoutManagement: 0, solar: false }) // 20
 */
export function fuelTankHours(options: FuelCostOptions): number {
  return fuelTankUnits(options.kind) / fuelConsumptionPerHour(options);
}

/**
 * Roubles of fuel burnt per hour: tank price / tank units × units per hour.
 * @example fuelCostPerHour({ fuelBase: 6.6, kind: "metal", tankPrice: 70_000, hideoutManagement: 0, solar: false }) // 4_620
 */
export function fuelCostPerHour(options: FuelCostOptions): number {
  return (options.tankPrice * fuelConsumptionPerHour(options)) / fuelTankUnits(options.kind);
}
