import { alertTextFor } from "../../contracts/website-alert";
import { type ItemPalette, paletteCss } from "../../domain/item-palette";
import type { WeatherType } from "../../domain/weather";
import { fetchSiteSettings, fetchWeather, fetchWebsiteAlert } from "../../stores/live-data";
import { weatherIconSvg } from "./weather-icons";
import { renderAlert } from "./website-alert";

/** Weather and website alert are refreshed every 10 minutes (docs/product.md §7, §9). */
export const LIVE_REFRESH_MS = 10 * 60_000;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null;

/** Shows a weather type in every weather icon element (names come from data-names). */
export function showWeather(roots: Iterable<HTMLElement>, type: WeatherType): void {
  for (const root of roots) {
    let names: Record<string, unknown> = {};
    try {
      const parsed: unknown = JSON.parse(root.dataset.names ?? "{}");
      if (isRecord(parsed)) names = parsed;
    } catch {
      names = {};
    }
    const name = typeof names[type] === "string" ? names[type] : type;
    const label = `${root.dataset.label ?? ""}: ${name}`;
    root.dataset.weather = type;
    root.setAttribute("aria-label", label);
    root.title = label;
    const svg = root.querySelector("svg");
    if (svg) svg.innerHTML = weatherIconSvg(type);
  }
}

/** Shows the menu entries that need the tournament setting (docs/product.md §2: the streamer challenge) when it is on. */
function showTournamentLinks(roots: Iterable<HTMLElement>, enabled: boolean): void {
  for (const root of roots) root.hidden = !enabled;
}

/** The admin's palette as a constructed style sheet (CSSOM: the pages' CSP admits no new <style>). */
let paletteSheet: CSSStyleSheet | null = null;

/** Gives item tiles the admin's palette (/admin/palete); replaced on every refresh. */
function showPalette(palette: ItemPalette): void {
  const css = paletteCss(palette);
  if (typeof CSSStyleSheet === "undefined" || !("adoptedStyleSheets" in document)) return;
  if (!paletteSheet) {
    if (!css) return;
    paletteSheet = new CSSStyleSheet();
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, paletteSheet];
  }
  paletteSheet.replaceSync(css);
}

/**
 * Loads weather, alert and the public settings now and every 10 minutes; failures keep what is
 * shown (docs/product.md §8).
 */
export function startLiveData(): void {
  const weather = [...document.querySelectorAll<HTMLElement>("[data-weather-icon]")];
  const alert = document.querySelector<HTMLElement>("[data-site-alert]");
  const alertBody = alert?.querySelector<HTMLElement>("[data-site-alert-body]");
  const tournament = [...document.querySelectorAll<HTMLElement>("[data-tournament-only]")];
  const refresh = () => {
    if (weather.length > 0) {
      fetchWeather()
        .then((type) => showWeather(weather, type))
        .catch((err: unknown) => console.warn("[weather]", err));
    }
    if (alert && alertBody) {
      fetchWebsiteAlert()
        .then((a) => renderAlert(alertBody, alertTextFor(a, document.documentElement.lang)))
        .then((shown) => {
          alert.hidden = !shown;
        })
        .catch((err: unknown) => console.warn("[website-alert]", err));
    }
    fetchSiteSettings()
      .then((settings) => {
        showTournamentLinks(tournament, settings.tournamentEnabled);
        showPalette(settings.palette);
      })
      .catch((err: unknown) => console.warn("[site-settings]", err));
  };
  refresh();
  setInterval(refresh, LIVE_REFRESH_MS);
}
