/**
 * The scrolling price ticker of /widgets/scroll-text, for OBS browser sources: its settings come
 * from the address, the prices from GET /api/be/widget/prices (refreshed every 5 minutes), and
 * the line is drawn twice and moved by half its width, so the loop has no seam.
 */

import { formatChange, formatPrice } from "../../domain/format";
import { localName } from "../../domain/local-name";
import { widgetPrices } from "../../stores/widgets";

/** How a widget looks, set in its address (every widget reads these the same way). */
export type WidgetLook = {
  lang: "en" | "ru";
  /** Pixels per second. */
  speed: number;
  /** Text colour and size (px). */
  color: string;
  size: number;
};

export type TickerSettings = WidgetLook & { items: string[]; mode: "pvp" | "pve" };

/** A number of the address within bounds, else the fallback. */
export function numberParam(
  q: URLSearchParams,
  key: string,
  fallback: number,
  min: number,
  max: number,
): number {
  const raw = q.get(key);
  const n = Number(raw);
  return raw && Number.isFinite(n) && n >= min && n <= max ? n : fallback;
}

/** The look of a widget from its address; anything missing or odd falls back to its default. */
export function widgetLook(q: URLSearchParams): WidgetLook {
  const color = q.get("color") ?? "";
  return {
    lang: q.get("lang") === "ru" ? "ru" : "en",
    speed: numberParam(q, "speed", 60, 5, 1000),
    color: /^[0-9a-f]{3}([0-9a-f]{3})?$/i.test(color) ? `#${color}` : "#ffffff",
    size: numberParam(q, "size", 24, 8, 200),
  };
}

/**
 * Shows a line in a looping track: drawn twice and moved by half its width (the page's CSS
 * animation), so the loop has no seam; one half's width at the chosen speed is one loop.
 */
export function showLoop(track: HTMLElement, line: string, speed: number): void {
  const half = document.createElement("span");
  half.className = "ticker__half";
  half.textContent = `${line}   ·   `;
  track.replaceChildren(half, half.cloneNode(true));
  const width = half.getBoundingClientRect().width;
  track.style.animationDuration = `${Math.max(1, width / speed)}s`;
}

const DEFAULT_ITEMS = [
  "graphics_card",
  "physical_bitcoin",
  "ledx_skin_transilluminator",
  "tetriz_portable_game_console",
];

/** The settings in an address; anything missing or odd falls back to its default. */
export function tickerSettings(search: string): TickerSettings {
  const q = new URLSearchParams(search);
  const items = (q.get("items") ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean)
    .slice(0, 30);
  return {
    items: items.length > 0 ? items : DEFAULT_ITEMS,
    mode: q.get("mode") === "pve" ? "pve" : "pvp",
    ...widgetLook(q),
  };
}

export async function startTicker(root: HTMLElement) {
  const s = tickerSettings(location.search);
  root.style.color = s.color;
  root.style.fontSize = `${s.size}px`;
  const track = document.createElement("div");
  track.className = "ticker__track";
  root.replaceChildren(track);
  const draw = async () => {
    const { items } = await widgetPrices(s.items, s.mode);
    const line = items
      .map((i) => {
        const name = localName(i, s.lang);
        const price = i.flea === null ? "—" : formatPrice(i.flea, "RUB", s.lang);
        const change = i.change24h === null ? "" : ` ${formatChange(i.change24h, s.lang)}`;
        return `${name} ${price}${change}`;
      })
      .join("   ·   ");
    showLoop(track, line, s.speed);
    root.dataset.items = String(items.length);
  };
  await draw().catch(() => undefined);
  setInterval(() => void draw().catch(() => undefined), 5 * 60_000);
}
