import { describe, expect, it } from "vitest";
import {
  fuelConsumptionFactor,
  fuelConsumptionPerHour,
  fuelCostPerHour,
  fuelReductionPercent,
  fuelTankHours,
  fuelTankUnits,
} from "./fuel";

describe("fuelTankUnits", () => {
  it.each([
    ["metal", 100],
    ["expeditionary", 60],
    ["", 60],
  ])("%j → %s units", (kind, units) => {
    expect(fuelTankUnits(kind)).toBe(units);
  });
});

describe("fuel reduction (0.5 % per hideout-management level, at most 25 %; solar halves)", () => {
  it.each([
    // skill, solar, factor, percent shown
    [0, false, 1, 0],
    [1, false, 0.995, 0.5], // 1 − 0.005
    [10, false, 0.95, 5],
    [33, false, 0.835, 16.5], // 1 − 0.165
    [50, false, 0.75, 25], // 1 − min(0.25, 0.25)
    [51, false, 0.75, 25], // 0.255 capped at 0.25
    [0, true, 0.5, 50],
    [1, true, 0.4975, 50.25], // 0.995 × 0.5
    [33, true, 0.4175, 58.25], // 0.835 × 0.5
    [51, true, 0.375, 62.5], // 0.75 × 0.5
    [90, true, 0.375, 62.5], // skill capped at 51
  ])("skill %s, solar %s → factor %s, %s %%", (hideoutManagement, solar, factor, percent) => {
    expect(fuelConsumptionFactor({ hideoutManagement, solar })).toBe(factor);
    expect(fuelReductionPercent({ hideoutManagement, solar })).toBe(percent);
  });

  it("shows 2 decimals", () => {
    // skill 7: 1 − 0.965 × 0.5 = 0.5175 → 51.75 %; skill 3: 1 − 0.985 = 1.5 %
    expect(fuelReductionPercent({ hideoutManagement: 7, solar: true })).toBe(51.75);
    expect(fuelReductionPercent({ hideoutManagement: 3, solar: false })).toBe(1.5);
  });
});

describe("fuel consumption and cost (demo fuelBase 6.6 units per hour)", () => {
  const base = { fuelBase: 6.6, hideoutManagement: 0, solar: false };

  it("metal tank at 70,000 ₽: 70,000 / 100 × 6.6 = 4,620 ₽ per hour, 100 / 6.6 = 15.15 h a tank", () => {
    const options = { ...base, kind: "metal", tankPrice: 70_000 };
    expect(fuelConsumptionPerHour(options)).toBe(6.6);
    expect(fuelCostPerHour(options)).toBeCloseTo(4_620, 9);
    expect(fuelTankHours(options)).toBeCloseTo(15.1515, 4);
  });

  it("expeditionary tank at 32,000 ₽: 32,000 / 60 × 6.6 = 3,520 ₽ per hour, 60 / 6.6 = 9.09 h", () => {
    const options = { ...base, kind: "expeditionary", tankPrice: 32_000 };
    expect(fuelCostPerHour(options)).toBeCloseTo(3_520, 9);
    expect(fuelTankHours(options)).toBeCloseTo(9.0909, 4);
  });

  it("hideout management 51: 4,620 × 0.75 = 3,465 ₽/h; with solar × 0.5 = 1,732.5 ₽/h", () => {
    const metal = { ...base, kind: "metal", tankPrice: 70_000, hideoutManagement: 51 };
    expect(fuelConsumptionPerHour(metal)).toBeCloseTo(4.95, 9);
    expect(fuelCostPerHour(metal)).toBeCloseTo(3_465, 9);
    expect(fuelCostPerHour({ ...metal, solar: true })).toBeCloseTo(1_732.5, 9);
    // the tank lasts 100 / (6.6 × 0.375) = 40.4 h
    expect(fuelTankHours({ ...metal, solar: true })).toBeCloseTo(40.404, 3);
  });
});
