import type { WeatherType } from "../../domain/weather";

/**
 * Weather icons (docs/product.md §3: one per weather type), drawn on a 24×24 grid from a few parts
 * so that the 13 icons cost a kilobyte of code instead of 13 image files.
 */
const SUN = "#f2c14e";
const CLOUD = "#c9ced6";
const DARK = "#8b93a1";
const WATER = "#6cb6ff";
const rays = (cx: number, cy: number, r1: number, r2: number) =>
  [0, 45, 90, 135, 180, 225, 270, 315]
    .map((deg) => {
      const a = (deg * Math.PI) / 180;
      const p = (r: number) => `${(cx + r * Math.cos(a)).toFixed(1)} ${(cy + r * Math.sin(a)).toFixed(1)}`;
      return `M${p(r1)}L${p(r2)}`;
    })
    .join("");
const cloudPath = (dx: number, dy: number, fill: string) =>
  `<path transform="translate(${dx} ${dy})" d="M7 19h10a4 4 0 0 0 .6-7.96A5.5 5.5 0 0 0 6.8 12.2 3.4 3.4 0 0 0 7 19z" fill="${fill}" stroke="#1d2026" stroke-width="1"/>`;

const PARTS = {
  sun: `<circle cx="12" cy="12" r="4.2" fill="${SUN}"/><path d="${rays(12, 12, 6.3, 9)}" stroke="${SUN}" stroke-width="1.8" stroke-linecap="round"/>`,
  sunSmall: `<circle cx="8" cy="8" r="3.3" fill="${SUN}"/><path d="${rays(8, 8, 5, 7)}" stroke="${SUN}" stroke-width="1.5" stroke-linecap="round"/>`,
  cloud: cloudPath(0, 0, CLOUD),
  cloudHigh: cloudPath(0, -5, CLOUD),
  cloudDark: cloudPath(0, -5, DARK),
  cloudBack: cloudPath(-3, -5, DARK),
  cloudSmall: `<path d="M12 20h6.5a3 3 0 0 0 .3-5.98A4 4 0 0 0 11.3 15 2.5 2.5 0 0 0 12 20z" fill="${CLOUD}" stroke="#1d2026" stroke-width="1"/>`,
  rain: `<path d="M8.5 16.5l-1.5 4.5M12.5 16.5l-1.5 4.5M16.5 16.5l-1.5 4.5" stroke="${WATER}" stroke-width="1.8" stroke-linecap="round"/>`,
  drizzle: `<path d="M9 17v1.2M13 18v1.2M17 17v1.2M11 21v.8M15 21v.8" stroke="${WATER}" stroke-width="1.6" stroke-linecap="round"/>`,
  bolt: `<path d="M13 14l-4 5.5h3l-1 4 4.5-6h-3l1.5-3.5z" fill="${SUN}"/>`,
  fogLow: `<path d="M3 16.5h18M5 19.5h14M3 22.5h18" stroke="${CLOUD}" stroke-width="1.6" stroke-linecap="round"/>`,
  fogFull: `<path d="M3 6h18M5 10h14M3 14h18M5 18h14" stroke="${CLOUD}" stroke-width="1.8" stroke-linecap="round"/>`,
  wind: `<path d="M3 16.5h11a2.2 2.2 0 1 0-2.2-2.2M3 19.5h14a2.2 2.2 0 1 1-2.2 2.2" fill="none" stroke="${CLOUD}" stroke-width="1.5" stroke-linecap="round"/>`,
  windSide: `<path d="M17.5 17h4M18.5 20h3" stroke="${CLOUD}" stroke-width="1.5" stroke-linecap="round"/>`,
} as const;
type Part = keyof typeof PARTS;

/** The parts each weather type is drawn with, back to front. */
export const WEATHER_ICON_PARTS = {
  ClearDay: ["sun"],
  ClearFogDay: ["sunSmall", "fogLow"],
  ClearWind: ["sunSmall", "wind"],
  CloudFog: ["cloudHigh", "fogLow"],
  CloudWind: ["cloudHigh", "wind"],
  CloudWindRain: ["cloudHigh", "rain", "windSide"],
  Fog: ["fogFull"],
  FullCloud: ["cloudBack", "cloud"],
  LightRain: ["cloudHigh", "drizzle"],
  MostlyCloud: ["sunSmall", "cloud"],
  PartlyCloudDay: ["sunSmall", "cloudSmall"],
  Rain: ["cloudDark", "rain"],
  ThunderCloud: ["cloudDark", "bolt"],
} as const satisfies Record<WeatherType, readonly Part[]>;

/**
 * The inner SVG markup (24×24 viewBox) of a weather type's icon.
 * @example weatherIconSvg("Rain") // '<path … fill="#8b93a1" …/><path … stroke="#6cb6ff" …/>'
 */
export function weatherIconSvg(type: WeatherType): string {
  return WEATHER_ICON_PARTS[type].map((part: Part) => PARTS[part]).join("");
}
