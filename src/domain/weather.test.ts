import { describe, expect, it } from "vitest";
import { scheduledWeather, WEATHER_SLOT_MS, WEATHER_TYPES } from "./weather";

describe("scheduledWeather", () => {
  it("is the same within one 30-minute slot", () => {
    const start = 1_790_000_000_000 - (1_790_000_000_000 % WEATHER_SLOT_MS);
    expect(scheduledWeather(start)).toBe(scheduledWeather(start + WEATHER_SLOT_MS - 1));
  });

  it("uses every weather type over a week of slots", () => {
    const seen = new Set<string>();
    for (let i = 0; i < 336; i++) seen.add(scheduledWeather(i * WEATHER_SLOT_MS));
    expect([...seen].sort()).toEqual([...WEATHER_TYPES].sort());
  });

  it("changes between slots at least sometimes", () => {
    const values = Array.from({ length: 10 }, (_, i) => scheduledWeather(i * WEATHER_SLOT_MS));
    expect(new Set(values).size).toBeGreaterThan(3);
  });
});
