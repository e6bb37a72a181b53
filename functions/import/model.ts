/**
 * The importer's intermediate model: what the feed and the GraphQL shapes both say, with
 * references as upstream game ids. Adapters (from-feed, from-graphql) produce it; the mappers
 * (map-*) turn it into Dataset rows.
 */
import type { ItemProps } from "../db/schema";
import type { OverlayStoryChapter } from "./overlay-schema";

export type Mode = "pvp" | "pve";

export type UCount = { item: string; count: number; fir?: boolean; tool?: boolean; minLevel?: number };

export type UTrader = {
  id: string;
  normalizedName: string;
  /** English name, or undefined when the source has only a translation key. */
  name?: string;
  currency: "RUB" | "USD" | "EUR";
  levels: { level: number; reqPlayerLevel: number; reqReputation: number; reqCommerce: number }[];
};

export type UMap = {
  id: string;
  normalizedName: string;
  name: string;
  raidDuration: number | null;
  players: string | null;
};

export type UObjective = {
  id: string;
  /** Upstream type: giveItem, findItem, shoot, visit… */
  type: string;
  /** English text, or undefined when the source has only a key. */
  text?: string;
  optional: boolean;
  maps: string[];
  /** Item ids (the first is the objective's item); quest-item ids included. */
  items: string[];
  questItem: boolean;
  count?: number;
  fir?: boolean;
  targets: string[];
};

export type URewards = {
  experience: number;
  items: UCount[];
  standing: { trader: string; value: number }[];
  offers: { id: string; item: string }[];
  traders: string[];
  crafts: { id?: string; station?: string; level?: number; item?: string }[];
};

export type UTask = {
  id: string;
  name?: string;
  normalizedName: string;
  trader: string;
  map: string | null;
  minPlayerLevel: number;
  faction: string;
  kappa: boolean;
  lighthouse: boolean;
  gameModes: string[];
  taskReqs: { task: string; status: string[] }[];
  /** type level (loyalty) or reputation (standing); compare ">=", "<"… when the source says. */
  traderReqs: { trader: string; type: string; value: number; compare?: string }[];
  objectives: UObjective[];
  /** Tasks whose completion fails this one (mutually exclusive alternatives). */
  failsWhenDone: string[];
  rewards: URewards;
  wikiUrl: string | null;
  /** The game editions (docs/product.md §3 names) that may take it; undefined when every edition may. */
  editions?: string[];
};

export type ULevel = {
  id: string;
  level: number;
  constructionTime: number;
  items: UCount[];
  stations: { station: string; level: number }[];
  traders: { trader: string; level: number }[];
  skills: { skill: string; level: number }[];
  bonuses: { type: string; value: number }[];
};

export type UStation = {
  id: string;
  normalizedName: string;
  name?: string;
  /** The game's locale key of its name (hideout_area_<n>_name), when the source gives it. */
  nameKey?: string;
  levels: ULevel[];
};

export type UCraft = {
  id: string;
  station: string;
  level: number;
  duration: number;
  taskUnlock: string | null;
  gameEditions: string[];
  inputs: UCount[];
  outputs: UCount[];
};

export type UBarter = {
  id: string;
  trader: string;
  level: number;
  taskUnlock: string | null;
  buyLimit: number | null;
  inputs: UCount[];
  outputs: UCount[];
};

export type UOffer = {
  vendor: string;
  kind: "buy" | "sell";
  priceRUB: number;
  price?: number;
  currency?: string;
  level?: number;
  /** Milliseconds: when the source observed this price (else the item's or the source's time). */
  at?: number;
};

/**
 * One item as one source tells it. A field the source does not know is left out (undefined):
 * sources are merged per field (merge-items.ts), the newer source first.
 */
export type UItem = {
  id: string;
  /** Display name; undefined when the source has only a key it cannot resolve. */
  name?: string;
  shortName?: string;
  normalizedName?: string;
  /** Category names, leaf first; undefined when the source has none. */
  categories?: string[];
  /** Game category id, when the source names the category by id only (resolved through the name book). */
  categoryId?: string;
  /** The game handbook's category id (a grouping of its own, not named here). */
  handbookCategory?: string;
  /** Roubles; undefined (never 0) when unknown. */
  basePrice?: number;
  width?: number;
  height?: number;
  /** Kilograms. */
  weight?: number;
  /** Game item types, camelCase (ammo, mods, noFlea…). */
  types?: string[];
  /** Ammunition caliber id (e.g. Caliber556x45NATO). */
  caliber?: string;
  props?: ItemProps;
  wikiUrl?: string;
  iconUrl?: string;
  imageUrl?: string;
  /** Whether the record carries flea prices at all (fields present, values may be null). */
  hasPrices: boolean;
  flea: number | null;
  avg24h: number | null;
  low24h: number | null;
  high24h: number | null;
  offers: UOffer[];
  /** Milliseconds of the record's last price update. */
  updated?: number;
};

/** A weapon preset (a named build of a gun) as one source tells it. */
export type UPreset = {
  id: string;
  /** The gun's item id. */
  gun: string;
  /** The preset's own name; undefined when the source does not name it. */
  name?: string;
  /** A name to fall back on when no source names the preset (the gun's short name). */
  gunName?: string;
  isDefault: boolean;
  /** Installed items, the gun itself excluded; counts summed per item. */
  parts: { item: string; count: number }[];
};

/** One source of presets: the presets file lists every preset, a live feed only default builds. */
export type PresetSource = {
  name: string;
  /** Milliseconds: the source's newest record (0 when undated); newer sources win per preset. */
  asOf: number;
  /** Whether the source lists every preset (presets it lacks are gone). */
  whole: boolean;
  presets: UPreset[];
};

/** How a file tells items: its kind ranks its names (live feed, then items_en, then the rest). */
export type ItemSourceKind = "live" | "graphql" | "legacy" | "props" | "current";

/** One item file, normalised. */
export type ItemSource = {
  /** File name or URL. */
  name: string;
  kind: ItemSourceKind;
  /** The mode its prices and trader offers belong to. */
  mode: Mode;
  /** Milliseconds: its newest record's update time (0 when undated); newer sources win per field. */
  asOf: number;
  /** Milliseconds: when the import read it (price time of records without their own). */
  timestamp: number;
  /** Adds fields and prices to items other sources have, never an item of its own (lists of every game id). */
  enrichOnly?: boolean;
  items: UItem[];
};

/** A price series of one mode (weekly or daily): per item, one price or null per step from `start`. */
export type USeries = {
  name: string;
  mode: Mode;
  step: "week" | "day";
  /** Milliseconds of 00:00 UTC of the first sample. */
  start: number;
  values: Map<string, (number | null)[]>;
  /** Milliseconds of the samples masked as frozen (missing for every item). */
  masked: number[];
};

/** Names known for ids (GraphQL nested refs, items_en, quest items): id → name. */
export type NameBook = {
  /** Names seen in references (GraphQL nested `{ id, name }`). */
  items: Map<string, { name: string; shortName?: string }>;
  /** items_en.json: names and short names that rank above every item file but the live feed. */
  itemsEn: Map<string, { name: string; shortName?: string }>;
  /** Item category id → name (from a live feed's category table). */
  categories: Map<string, string>;
  /** Quest items (feed `data.questItems`): names from their normalizedName. */
  questItems: Map<string, { name: string; width?: number; height?: number }>;
  tasks: Map<string, string>;
  objectives: Map<string, string>;
  stations: Map<string, string>;
  traders: Map<string, string>;
  /**
   * The game's locale files by language: key ("<itemId> Name", "<itemId> ShortName",
   * "<taskId> name", "<traderId> Nickname", "<mapId> Name", hideout_area_<n>_name) → text.
   */
  locale: { ru: Map<string, string>; en: Map<string, string> };
};

/** Everything one import read, normalised. Lists are undefined when no source provided them. */
export type Upstream = {
  traders?: UTrader[];
  maps?: UMap[];
  tasks?: UTask[];
  stations?: UStation[];
  crafts?: UCraft[];
  barters?: UBarter[];
  /** Item files, in the order read. */
  items?: ItemSource[];
  /** Preset sources, in the order read. */
  presets?: PresetSource[];
  /** Price series, in the order read. */
  series?: USeries[];
  /** Tarkov 1.0 story chapters (the data overlay's), by chapter id. */
  story?: Record<string, OverlayStoryChapter>;
  names: NameBook;
};

export const emptyNames = (): NameBook => ({
  items: new Map(),
  itemsEn: new Map(),
  categories: new Map(),
  questItems: new Map(),
  tasks: new Map(),
  objectives: new Map(),
  stations: new Map(),
  traders: new Map(),
  locale: { ru: new Map(), en: new Map() },
});
