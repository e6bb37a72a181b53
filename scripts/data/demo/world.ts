import type { Dataset } from "../../../functions/db/dataset";
import { bsgIdOf } from "./prng";

type TraderDef = [uid: string, name: string, ru: string, currency: "RUB" | "USD" | "EUR", leveled: boolean];
const TRADERS: TraderDef[] = [
  ["prapor", "Prapor", "Прапор", "RUB", true],
  ["therapist", "Therapist", "Терапевт", "RUB", true],
  ["fence", "Fence", "Скупщик", "RUB", false],
  ["skier", "Skier", "Лыжник", "RUB", true],
  ["peacekeeper", "Peacekeeper", "Миротворец", "USD", true],
  ["mechanic", "Mechanic", "Механик", "RUB", true],
  ["ragman", "Ragman", "Барахольщик", "RUB", true],
  ["jaeger", "Jaeger", "Егерь", "RUB", true],
  ["lightkeeper", "Lightkeeper", "Смотритель", "RUB", false],
  ["btr-driver", "BTR Driver", "Водитель БТР", "RUB", false],
  ["ref", "Ref", "Реф", "RUB", true],
];

/** The uids of the traders with loyalty levels 1–4 (docs/product.md §3). */
export const LEVELED_TRADERS = TRADERS.filter((t) => t[4]).map((t) => t[0]);
/** Every trader uid, in display order. */
/** Roubles per unit of a currency at the traders. */
export const RATES = { RUB: 1, USD: 142, EUR: 158 } as const;
/** The currency each trader deals in. */
export const TRADER_CURRENCY = Object.fromEntries(TRADERS.map((t) => [t[0], t[3]])) as Record<
  string,
  "RUB" | "USD" | "EUR"
>;

// Loyalty requirements close to the game's: player level, reputation, sales in roubles.
const LEVELS = [
  { level: 1, reqPlayerLevel: 1, reqReputation: 0, reqCommerce: 0 },
  { level: 2, reqPlayerLevel: 15, reqReputation: 0.2, reqCommerce: 750_000 },
  { level: 3, reqPlayerLevel: 26, reqReputation: 0.35, reqCommerce: 1_500_000 },
  { level: 4, reqPlayerLevel: 36, reqReputation: 0.5, reqCommerce: 2_200_000 },
];

/** The 11 traders; the ones without loyalty levels get a single level 1. */
export function buildTraders(): Dataset["traders"] {
  return TRADERS.map(([uid, name, ru, currency, leveled], i) => ({
    uid,
    bsgId: bsgIdOf(`trader:${uid}`),
    name,
    nameL10n: { ru },
    currency,
    levels: leveled
      ? LEVELS.map((l) =>
          currency === "USD" ? { ...l, reqCommerce: Math.round(l.reqCommerce / RATES.USD / 100) * 100 } : l,
        )
      : [LEVELS[0] as (typeof LEVELS)[number]],
    sort: i + 1,
  }));
}

type MapDef = [slug: string, name: string, ru: string, raidMinutes: number, players: string];
const MAPS: MapDef[] = [
  ["ground-zero", "Ground Zero", "Эпицентр", 35, "9-10"],
  ["factory", "Factory", "Завод", 20, "4-6"],
  ["customs", "Customs", "Таможня", 40, "10-12"],
  ["woods", "Woods", "Лес", 40, "10-14"],
  ["shoreline", "Shoreline", "Берег", 45, "10-13"],
  ["interchange", "Interchange", "Развязка", 40, "10-14"],
  ["reserve", "Reserve", "Резерв", 40, "9-12"],
  ["lab", "The Lab", "Лаборатория", 35, "6-10"],
  ["lighthouse", "Lighthouse", "Маяк", 40, "9-12"],
  ["streets", "Streets of Tarkov", "Улицы Таркова", 50, "12-16"],
  ["labyrinth", "The Labyrinth", "Лабиринт", 30, "4-6"],
];

/** Map slugs (docs/product.md §3) in menu order. */
export const MAP_SLUGS = MAPS.map((m) => m[0]);
/** Map display names by slug. */
export const MAP_NAMES = Object.fromEntries(MAPS.map((m) => [m[0], m[1]])) as Record<string, string>;

/** The 11 maps with real names, raid durations (minutes) and player counts. */
export function buildMaps(): Dataset["maps"] {
  return MAPS.map(([slug, name, ru, raidDuration, players], i) => ({
    slug,
    bsgId: bsgIdOf(`map:${slug}`),
    name,
    nameL10n: { ru },
    raidDuration,
    players,
    sort: i + 1,
  }));
}
