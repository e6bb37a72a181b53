import { describe, expect, it } from "vitest";
import { WEATHER_TYPES } from "../../domain/weather";
import { weatherIconSvg } from "./weather-icons";

describe("weather icons", () => {
  it("draws one distinct icon per weather type", () => {
    const icons = WEATHER_TYPES.map(weatherIconSvg);
    for (const svg of icons) expect(svg).toMatch(/^<(path|circle) /);
    expect(new Set(icons).size).toBe(WEATHER_TYPES.length);
  });
});
