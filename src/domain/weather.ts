/** The 13 weather types of the game (docs/product.md §3), each with its own icon. */
export const WEATHER_TYPES = [
  "ClearDay",
  "ClearFogDay",
  "ClearWind",
  "CloudFog",
  "CloudWind",
  "CloudWindRain",
  "Fog",
  "FullCloud",
  "LightRain",
  "MostlyCloud",
  "PartlyCloudDay",
  "Rain",
  "ThunderCloud",
] as const;
export type WeatherType = (typeof WEATHER_TYPES)[number];

/** Weather changes every 30 real minutes in the schedule. */
export const WEATHER_SLOT_MS = 30 * 60_000;

/**
 * A deterministic in-game weather schedule, used until a real source is configured:
 * the same instant always gives the same weather, on every server.
 * @example scheduledWeather(0) // "PartlyCloudDay"
 */
export function scheduledWeather(realMs: number): WeatherType {
  const slot = Math.floor(realMs / WEATHER_SLOT_MS);
  // xorshift-style integer mix of the slot number, so neighbouring slots differ
  let h = (slot ^ 0x9e3779b9) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x45d9f3b) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x45d9f3b) >>> 0;
  h = (h ^ (h >>> 16)) >>> 0;
  return WEATHER_TYPES[h % WEATHER_TYPES.length] as WeatherType;
}
