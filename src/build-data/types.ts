import type { DataKind } from "../contracts/data-source";
import type { ItemPropsContract as ItemProps, TraderOffer } from "../contracts/item-by-url";
import type { StoryChapter } from "../domain/story";
import type { NamedTag } from "../domain/tag-name";
import type { LivePrice } from "../stores/market-item";

/** Another item as shown in a list: its page slug, names and a count. */
export type ItemRef = {
  slug: string;
  name: string;
  /** The item's Russian name, null when the data has none. */
  ruName: string | null;
  shortName: string;
  /** The game's Russian short name, null when the data has none. */
  ruShortName: string | null;
  count: number;
};

/** Trader and station names are the data's English ones with their Russian name beside (null: none). */
export type StaticCraft = {
  station: string;
  stationRu: string | null;
  level: number;
  /** Seconds, before skill reductions. */
  duration: number;
  inputs: ItemRef[];
  outputs: ItemRef[];
};
export type StaticBarter = {
  trader: string;
  traderRu: string | null;
  level: number;
  inputs: ItemRef[];
  outputs: ItemRef[];
};
export type StaticQuestNeed = {
  name: string;
  /** The quest's Russian name, null when the data has none. */
  ruName: string | null;
  trader: string;
  traderRu: string | null;
  count: number;
  fir: boolean;
  wikiUrl: string | null;
};
export type StaticHideoutNeed = { station: string; stationRu: string | null; level: number; count: number };
export type StaticOffer = TraderOffer & { traderName: string; traderRu: string | null };

/** The build-time price of an item (PVP: anonymous visitors' mode); the island refreshes it with a live one. */
export type StaticPrice = LivePrice;

/** Everything an item page shows without JavaScript. */
export type StaticItem = {
  uid: string;
  slug: string;
  name: string;
  shortName: string;
  ruName: string | null;
  /** The game's Russian short name, null when the data has none. */
  ruShortName: string | null;
  /** Null when no source knows it, as size, weight (kg) and base price: shown as unknown. */
  category: string | null;
  caliber: string | null;
  tags: NamedTag[];
  width: number | null;
  height: number | null;
  weight: number | null;
  basePrice: number | null;
  /** Weapon and mod stats, when the data has them. */
  props: ItemProps | null;
  wikiUrl: string | null;
  image: string | null;
  /** The data's icon address (null: none; the short-name tile shows instead). */
  icon: string | null;
  /** The data marks it as never sold on the flea market (src/domain/flea-ban.ts). */
  fleaBanned: boolean;
  /** False for an entry no player holds (src/domain/in-game.ts): its page stays, no list names it. */
  inGame: boolean;
  price: StaticPrice | null;
  buy: StaticOffer[];
  sell: StaticOffer[];
  craftsMaking: StaticCraft[];
  craftsUsing: StaticCraft[];
  bartersMaking: StaticBarter[];
  bartersUsing: StaticBarter[];
  quests: StaticQuestNeed[];
  hideout: StaticHideoutNeed[];
};

/** A tag page: the tag and its items (by name). */
export type StaticTag = NamedTag & {
  items: {
    slug: string;
    name: string;
    /** The item's Russian name, null when the data has none. */
    ruName: string | null;
    shortName: string;
    /** The game's Russian short name, null when the data has none. */
    ruShortName: string | null;
    icon: string | null;
    flea: number | null;
    width: number | null;
    height: number | null;
  }[];
};

/** Where the data came from (kv data_source) and its version (kv data_version). */
export type DataMeta = {
  kind: DataKind | "unknown";
  version: number;
  /** The day the PvP prices are as of (ms), when the data says. */
  pricesAsOf: number | null;
  /** The same for PvE prices. */
  pvePricesAsOf: number | null;
  /** Which figure the flea prices are: the lowest offer or a 24-hour average (null: not said). */
  priceFigure: "lowest" | "avg24h" | null;
  /** Game modes the data holds any price for. */
  priceModes: ("pvp" | "pve")[];
};

export type BuildCatalog = { items: StaticItem[]; tags: StaticTag[]; meta: DataMeta };

/** The story chapters in order, and the names of the regular quests they unlock (by the game's quest id). */
export type StoryData = {
  chapters: StoryChapter[];
  questNames: Record<string, { name: string; ruName: string | null }>;
};
