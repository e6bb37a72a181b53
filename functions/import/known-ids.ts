/**
 * Fixed game facts the importer maps upstream ids and names onto: our trader uids and map
 * slugs (docs/product.md §3 Enumerations), game editions and kill targets. Game ids are constants of
 * the game (the same in every upstream source and mode).
 */

/** Our trader uids in display order; upstream normalizedName → uid. */
export const TRADER_ORDER = [
  "prapor",
  "therapist",
  "fence",
  "skier",
  "peacekeeper",
  "mechanic",
  "ragman",
  "jaeger",
  "lightkeeper",
  "btr-driver",
  "ref",
] as const;

/** Trader game ids → our uid (used when a source names a trader by id only). */
export const TRADER_IDS: Record<string, string> = {
  "54cb50c76803fa8b248b4571": "prapor",
  "54cb57776803fa99248b456e": "therapist",
  "579dc571d53a0658a154fbec": "fence",
  "58330581ace78e27b8b10cee": "skier",
  "5935c25fb3acc3127c3d8cd9": "peacekeeper",
  "5a7c2eca46aef81a7ca2145d": "mechanic",
  "5ac3b934156ae10c4430e83c": "ragman",
  "5c0647fdd443bc2504c2d371": "jaeger",
  "638f541a29ffd1183d187f57": "lightkeeper",
  "656f0f98d80a697f855d34b1": "btr-driver",
  "6617beeaa9cfa777ca915b7c": "ref",
};

/** Display names of our traders (used when a source has only a translation key). */
export const TRADER_NAMES: Record<string, string> = {
  prapor: "Prapor",
  therapist: "Therapist",
  fence: "Fence",
  skier: "Skier",
  peacekeeper: "Peacekeeper",
  mechanic: "Mechanic",
  ragman: "Ragman",
  jaeger: "Jaeger",
  lightkeeper: "Lightkeeper",
  "btr-driver": "BTR Driver",
  ref: "Ref",
};

/** Our map slugs in menu order with display names. */
export const MAP_ORDER: [slug: string, name: string][] = [
  ["ground-zero", "Ground Zero"],
  ["factory", "Factory"],
  ["customs", "Customs"],
  ["woods", "Woods"],
  ["shoreline", "Shoreline"],
  ["interchange", "Interchange"],
  ["reserve", "Reserve"],
  ["lab", "The Lab"],
  ["lighthouse", "Lighthouse"],
  ["streets", "Streets of Tarkov"],
  ["labyrinth", "The Labyrinth"],
];

/** Upstream map normalizedName → our slug (variants such as Night Factory share a slug). */
export const MAP_SLUGS: Record<string, string> = {
  "ground-zero": "ground-zero",
  "ground-zero-21": "ground-zero",
  "ground-zero-tutorial": "ground-zero",
  factory: "factory",
  "night-factory": "factory",
  customs: "customs",
  woods: "woods",
  shoreline: "shoreline",
  interchange: "interchange",
  reserve: "reserve",
  "the-lab": "lab",
  lighthouse: "lighthouse",
  "streets-of-tarkov": "streets",
  "the-labyrinth": "labyrinth",
};

/** Map game ids → upstream normalizedName (the feed names maps by id only). */
export const MAP_IDS: Record<string, string> = {
  "55f2d3fd4bdc2d5f408b4567": "factory",
  "59fc81d786f774390775787e": "night-factory",
  "56f40101d2720b2a4d8b45d6": "customs",
  "5704e3c2d2720bac5b8b4567": "woods",
  "5704e554d2720bac5b8b456e": "shoreline",
  "5714dbc024597771384a510d": "interchange",
  "5704e5fad2720bc05b8b4567": "reserve",
  "5b0fc42d86f7744a585f9105": "the-lab",
  "5704e4dad2720bb55b8b4567": "lighthouse",
  "5714dc692459777137212e12": "streets-of-tarkov",
  "653e6760052c01c1c805532f": "ground-zero",
  "65b8d6f5cdde2479cb2a3125": "ground-zero-21",
  "68236e8153654e8c1200798a": "ground-zero-tutorial",
  "6733700029c367a3d40b02af": "the-labyrinth",
  "6925a2c38bdebd9e2302692e": "terminal",
};

/** Upstream game-edition codes → the product's names (docs/product.md §3). */
export const EDITIONS: Record<string, string> = {
  standard: "Standard",
  left_behind: "Left Behind",
  prepare_for_escape: "Prepare for Escape",
  edge_of_darkness: "Edge of Darkness",
  unheard_edition: "The Unheard",
  eod_tue_edition: "EOD + The Unheard",
  // TarkovTracker's overlay names the last two so
  unheard: "The Unheard",
  edge_of_darkness_unheard: "EOD + The Unheard",
};

/** Upstream kill-target names → the product's kill targets (others are kept as they are). */
export const KILL_TARGETS: Record<string, string> = {
  Savage: "Scavs",
  Any: "Any",
  AnyPmc: "Pmc",
  Usec: "Usec",
  Bear: "Bear",
  bossTagilla: "Tagilla",
  bossTagillaAgro: "Tagilla",
  bossKilla: "Killa",
  bossKillaAgro: "Killa",
  bossBully: "Reshala",
  bossKojaniy: "Shturman",
  bossGluhar: "Glukhar",
  bossSanitar: "Sanitar",
  bossBoar: "Kaban",
  bossKolontay: "Kollontay",
  followerBoar: "Kaban's guards",
  followerBoarClose1: "Kaban's guards",
  followerBoarClose2: "Kaban's guards",
  bossBoarSniper: "Kaban's guards",
  followerKolontayAssault: "Kollontay's guards",
  followerKolontaySecurity: "Kollontay's guards",
};

/** Currency items (roubles, dollars, euros): handing them over is spending. */
export const CURRENCY_ITEMS: Record<string, "RUB" | "USD" | "EUR"> = {
  "5449016a4bdc2d6f028b456f": "RUB",
  "5696686a4bdc2da3298b456a": "USD",
  "569668774bdc2da2298b4568": "EUR",
};

/** Title case from a normalized name: "booze-generator" → "Booze Generator". */
export function titleFromNormalized(normalized: string): string {
  return normalized
    .split("-")
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(" ");
}
