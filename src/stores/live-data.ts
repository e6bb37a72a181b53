import { type SiteSettings, siteSettingsEndpoint } from "../contracts/site-settings";
import { weatherEndpoint } from "../contracts/weather";
import { websiteAlertEndpoint } from "../contracts/website-alert";
import type { WeatherType } from "../domain/weather";
import { api } from "./api";

/**
 * The header's live data on every page (docs/product.md §7, §9), read through the typed client: the weather
 * and website-alert contracts are zod/mini, small enough for every page.
 */

/** GET /api/be/weather → the weather type. */
export async function fetchWeather(): Promise<WeatherType> {
  return (await api.call(weatherEndpoint)).weather.type;
}

/** GET /api/be/website-alert → the alert's texts (text "" when none; ru when written). */
export async function fetchWebsiteAlert(): Promise<{ text: string; ru?: string | undefined }> {
  return (await api.call(websiteAlertEndpoint)).websiteAlert;
}

/** GET /api/be/site-settings → what pages may know of the global settings (the tournament switch…). */
export async function fetchSiteSettings(): Promise<SiteSettings> {
  return api.call(siteSettingsEndpoint);
}
