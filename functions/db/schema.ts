/**
 * The D1 schema. drizzle-kit generates migrations/ from this file (`npm run db:generate`);
 * migrations are append-only.
 *
 * Lists that are always read whole with their row (quest objectives, craft inputs…) are
 * JSON text columns typed with `$type`; relations that are queried (tags of an item,
 * price history) are tables of their own.
 */
import { sql } from "drizzle-orm";
import { index, integer, primaryKey, real, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import type { StoryObjective } from "../../src/domain/story";

/** Localised text: `{ ru: "…" }`; English lives in the plain column. */
export type L10n = { ru: string };
/** An item and its count; `minLevel`: a dogtag must be of at least this level (a requirement, not a count). */
export type ItemCount = { item: string; count: number; fir?: boolean; tool?: boolean; minLevel?: number };
export type TraderLevelReq = { trader: string; level: number };
export type StationLevelReq = { station: string; level: number };
export type SkillReq = { skill: string; level: number };
export type TraderLevel = {
  level: number;
  reqPlayerLevel: number;
  reqReputation: number;
  reqCommerce: number;
};
/** What meets a prerequisite: that quest completed, failed, or merely accepted (active). */
export type QuestReqStatus = "complete" | "failed" | "active";
export type StandingReq = { trader: string; compare: ">=" | ">" | "<=" | "<"; value: number };
/** Weapon and mod stats from the modding data (percent for mod recoil). */
export type ItemProps = {
  ergonomics?: number;
  recoilVertical?: number;
  recoilHorizontal?: number;
  /** Mods: recoil change in percent (−7 = −7 %). */
  recoil?: number;
  caliber?: string;
  slots?: { id: string; name: string; required: boolean; allowed: string[] }[];
  conflicts?: string[];
  /** Slot ids (of other items) that must stay empty while this item is installed. */
  conflictSlots?: string[];
  /** Wearables (2022 data): armour class 1–6, absent when the item is not armoured. */
  armorClass?: number;
  /** Wearables (2022 data): the armour's maximum durability. */
  durability?: number;
  /** Wearables (2022 data): movement speed change in percent (−7 = −7 %); 0 when the record has none. */
  speedPenalty?: number;
  /** Wearables (2022 data): turning (mouse) speed change in percent. */
  turnPenalty?: number;
  /** Wearables (2022 data): the change to the carried weapon's ergonomics. */
  ergoPenalty?: number;
  /** A helmet that leaves no room for a headset. */
  blocksEarpiece?: boolean;
};
/** An item installed in a weapon preset; `count` only when more than one (rounds in a magazine). */
export type PresetPart = { item: string; count?: number };
export type QuestObjective = {
  id: string;
  type:
    | "Find in raid"
    | "Find"
    | "HandOver"
    | "Kill"
    | "Survive"
    | "Place"
    | "Mark"
    | "Reach"
    | "Modify"
    | "Spend";
  text: string;
  /** The game's Russian text, where its locale has one. */
  textRu?: string;
  maps: string[];
  item?: string;
  count?: number;
  fir?: boolean;
  target?: string;
  optional?: boolean;
};
export type QuestRewards = {
  experience: number;
  items: ItemCount[];
  standing: { trader: string; value: number }[];
  unlocks: { kind: "barter" | "craft" | "trader" | "offer"; ref: string }[];
};

const json = <T>(name: string) => text(name, { mode: "json" }).$type<T>();

/** Key/value store: global settings, website alert, weather, data hashes. */
export const kv = sqliteTable("kv", {
  key: text("key").primaryKey(),
  value: json<unknown>("value").notNull(),
  updatedAt: integer("updated_at").notNull(),
});

export const items = sqliteTable(
  "items",
  {
    uid: text("uid").primaryKey(),
    bsgId: text("bsg_id"),
    url: text("url").notNull().unique(),
    name: text("name").notNull(),
    shortName: text("short_name").notNull(),
    nameL10n: json<L10n>("name_l10n").notNull(),
    /** The game's Russian short name; null (or empty) when the data has none. */
    shortNameL10n: json<L10n>("short_name_l10n"),
    descL10n: json<L10n>("desc_l10n").notNull(),
    /** Leaf category; null when no source knows it. */
    category: text("category"),
    caliber: text("caliber"),
    isFunctional: integer("is_functional", { mode: "boolean" }).notNull().default(true),
    tags: json<string[]>("tags").notNull(),
    side: text("side"),
    /** Null when no source knows it (shown as unknown, never 0). */
    basePrice: integer("base_price"),
    width: integer("width"),
    height: integer("height"),
    /** Kilograms; null when unknown. */
    weight: real("weight"),
    /** Game item types (ammo, mods, noFlea, barter…), when a source has them. */
    types: json<string[]>("types").notNull().default([]),
    /** Weapon and mod stats (ergonomics, recoil, slots, conflicts), when a source has them. */
    props: json<ItemProps>("props"),
    wikiUrl: text("wiki_url"),
    wikiIcon: text("wiki_icon"),
    wikiImg: text("wiki_img"),
    enImg: text("en_img"),
    gunBuildImg: text("gun_build_img"),
    gunBuildUid: text("gun_build_uid"),
    gunBuildUrl: text("gun_build_url"),
    /** Precomputed lowercase search string: names, short names, tags (both languages). */
    search: text("search").notNull(),
    updatedAt: integer("updated_at").notNull(),
  },
  (t) => [index("items_bsg_id").on(t.bsgId)],
);

export const tags = sqliteTable("tags", {
  tag: text("tag").primaryKey(),
  name: text("name").notNull(),
  nameL10n: json<L10n>("name_l10n").notNull(),
});

export const itemTags = sqliteTable(
  "item_tags",
  {
    tag: text("tag").notNull(),
    itemUid: text("item_uid").notNull(),
  },
  (t) => [primaryKey({ columns: [t.tag, t.itemUid] }), index("item_tags_item").on(t.itemUid)],
);

/** Current prices of an item in one game mode; a price is never borrowed across modes. */
export const itemPrices = sqliteTable(
  "item_prices",
  {
    itemUid: text("item_uid").notNull(),
    mode: text("mode", { enum: ["pvp", "pve"] }).notNull(),
    flea: integer("flea"),
    avg24h: integer("avg_24h"),
    avg7d: integer("avg_7d"),
    low24h: integer("low_24h"),
    high24h: integer("high_24h"),
    change24h: real("change_24h"),
    change7d: real("change_7d"),
    offers: integer("offers").notNull().default(0),
    updatedAt: integer("updated_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.itemUid, t.mode] })],
);

/** What a trader sells an item for (buy) or pays for it (sell), per loyalty level and mode. */
export const traderOffers = sqliteTable(
  "trader_offers",
  {
    itemUid: text("item_uid").notNull(),
    mode: text("mode", { enum: ["pvp", "pve"] }).notNull(),
    trader: text("trader").notNull(),
    kind: text("kind", { enum: ["buy", "sell"] }).notNull(),
    /** Loyalty level the offer needs; 0 when the source does not say (shown as "?"). */
    level: integer("level").notNull(),
    /** Price in roubles. */
    price: integer("price").notNull(),
    currency: text("currency", { enum: ["RUB", "USD", "EUR"] }).notNull(),
    /** Price in the offer's own currency. */
    priceCur: integer("price_cur").notNull(),
    /** Milliseconds: when the source observed the price; null when the source is undated. */
    observedAt: integer("observed_at"),
  },
  (t) => [primaryKey({ columns: [t.itemUid, t.mode, t.trader, t.kind, t.level] })],
);

/** Raw price points (hourly or as imported); folded into daily rows by the cron job. */
export const pricePoints = sqliteTable(
  "price_points",
  {
    itemUid: text("item_uid").notNull(),
    mode: text("mode", { enum: ["pvp", "pve"] }).notNull(),
    /** Unix milliseconds. */
    ts: integer("ts").notNull(),
    price: integer("price").notNull(),
  },
  (t) => [primaryKey({ columns: [t.itemUid, t.mode, t.ts] })],
);

/**
 * An imported price series of one item and mode at a fixed step (a week or a day): the
 * upstream history (about 1.2 M prices of the real game) as one row per series rather than a
 * row per price, so a snapshot loads in a second and a chart reads one row. `values[i]` is the
 * price at `start + i × step`; null where the data has no observation (absent, or masked as
 * frozen).
 */
export const priceSeries = sqliteTable(
  "price_series",
  {
    itemUid: text("item_uid").notNull(),
    mode: text("mode", { enum: ["pvp", "pve"] }).notNull(),
    step: text("step", { enum: ["week", "day"] }).notNull(),
    /** Unix milliseconds of 00:00 UTC of the first value's day. */
    start: integer("start").notNull(),
    values: text("values", { mode: "json" }).$type<(number | null)[]>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.itemUid, t.mode, t.step] })],
);

/** One row per item, mode and UTC day. */
export const priceDaily = sqliteTable(
  "price_daily",
  {
    itemUid: text("item_uid").notNull(),
    mode: text("mode", { enum: ["pvp", "pve"] }).notNull(),
    /** Unix milliseconds of 00:00 UTC of the day. */
    day: integer("day").notNull(),
    avg: integer("avg").notNull(),
    min: integer("min").notNull(),
    max: integer("max").notNull(),
  },
  (t) => [primaryKey({ columns: [t.itemUid, t.mode, t.day] })],
);

export const traders = sqliteTable("traders", {
  uid: text("uid").primaryKey(),
  bsgId: text("bsg_id"),
  name: text("name").notNull(),
  nameL10n: json<L10n>("name_l10n").notNull(),
  currency: text("currency", { enum: ["RUB", "USD", "EUR"] }).notNull(),
  levels: json<TraderLevel[]>("levels").notNull(),
  sort: integer("sort").notNull(),
});

export const maps = sqliteTable("maps", {
  slug: text("slug").primaryKey(),
  bsgId: text("bsg_id"),
  name: text("name").notNull(),
  nameL10n: json<L10n>("name_l10n").notNull(),
  raidDuration: integer("raid_duration"),
  players: text("players"),
  sort: integer("sort").notNull(),
});

export const quests = sqliteTable("quests", {
  uid: text("uid").primaryKey(),
  bsgId: text("bsg_id"),
  bsgIds: json<string[]>("bsg_ids").notNull(),
  name: text("name").notNull(),
  nameL10n: json<L10n>("name_l10n").notNull(),
  descL10n: json<L10n>("desc_l10n").notNull(),
  trader: text("trader").notNull(),
  active: integer("active", { mode: "boolean" }).notNull().default(true),
  fraction: text("fraction", { enum: ["Any", "Bear", "Usec"] }).notNull(),
  reqGameEdition: json<string[]>("req_game_edition").notNull(),
  reqGameMode: json<string[]>("req_game_mode").notNull(),
  reqLevel: integer("req_level").notNull().default(0),
  reqLL: json<TraderLevelReq[]>("req_ll").notNull(),
  /** Prerequisite quest uid → the statuses that meet it, when not just "complete". */
  reqStatus: json<Record<string, QuestReqStatus[]>>("req_status").notNull().default({}),
  /** Trader standing requirements. */
  reqStanding: json<StandingReq[]>("req_standing").notNull().default([]),
  require: json<string[]>("require").notNull(),
  requireOr: json<string[]>("require_or").notNull(),
  after: text("after"),
  before: text("before"),
  prev: text("prev"),
  next: text("next"),
  left: text("left"),
  left2: text("left2"),
  left3: text("left3"),
  right: text("right"),
  right2: text("right2"),
  right3: text("right3"),
  bottom: text("bottom"),
  locations: json<string[]>("locations").notNull(),
  multiple: json<string[]>("multiple").notNull(),
  other: json<string[]>("other").notNull(),
  requiredForKappa: integer("required_for_kappa", { mode: "boolean" }).notNull().default(false),
  requiredForLighthouse: integer("required_for_lighthouse", { mode: "boolean" }).notNull().default(false),
  unlocks: json<string[]>("unlocks").notNull(),
  rewards: json<QuestRewards>("rewards").notNull(),
  objectives: json<QuestObjective[]>("objectives").notNull(),
  related: json<string[]>("related").notNull(),
  wikiUrl: text("wiki_url"),
  sort: integer("sort").notNull().default(0),
});

export const hideoutStations = sqliteTable("hideout_stations", {
  uid: text("uid").primaryKey(),
  bsgId: text("bsg_id"),
  name: text("name").notNull(),
  nameL10n: json<L10n>("name_l10n").notNull(),
  sort: integer("sort").notNull(),
});

export const hideoutLevels = sqliteTable(
  "hideout_levels",
  {
    uid: text("uid").primaryKey(),
    stationUid: text("station_uid").notNull(),
    level: integer("level").notNull(),
    constructionTime: integer("construction_time").notNull(),
    itemReqs: json<ItemCount[]>("item_reqs").notNull(),
    stationReqs: json<StationLevelReq[]>("station_reqs").notNull(),
    traderReqs: json<TraderLevelReq[]>("trader_reqs").notNull(),
    skillReqs: json<SkillReq[]>("skill_reqs").notNull(),
    bonuses: json<{ type: string; value: number }[]>("bonuses").notNull(),
  },
  (t) => [index("hideout_levels_station").on(t.stationUid, t.level)],
);

export const crafts = sqliteTable(
  "crafts",
  {
    uid: text("uid").primaryKey(),
    bsgId: text("bsg_id"),
    stationUid: text("station_uid").notNull(),
    level: integer("level").notNull(),
    /** Seconds, before the crafting-skill reduction. */
    duration: integer("duration").notNull(),
    inputs: json<ItemCount[]>("inputs").notNull(),
    outputs: json<ItemCount[]>("outputs").notNull(),
    questUid: text("quest_uid"),
    gameEditions: json<string[]>("game_editions").notNull(),
  },
  (t) => [index("crafts_station").on(t.stationUid)],
);

export const barters = sqliteTable(
  "barters",
  {
    uid: text("uid").primaryKey(),
    bsgId: text("bsg_id"),
    trader: text("trader").notNull(),
    level: integer("level").notNull(),
    inputs: json<ItemCount[]>("inputs").notNull(),
    outputs: json<ItemCount[]>("outputs").notNull(),
    questUid: text("quest_uid"),
    buyLimit: integer("buy_limit"),
  },
  (t) => [index("barters_trader").on(t.trader)],
);

/** The game's named builds of a gun (presets): the items installed on it, the gun itself excluded. */
export const presets = sqliteTable(
  "presets",
  {
    uid: text("uid").primaryKey(),
    bsgId: text("bsg_id"),
    /** The gun (an items uid). */
    gunUid: text("gun_uid").notNull(),
    name: text("name").notNull(),
    nameL10n: json<L10n>("name_l10n").notNull(),
    /** The gun's default build: the one it is sold with. */
    isDefault: integer("is_default", { mode: "boolean" }).notNull().default(false),
    parts: json<PresetPart[]>("parts").notNull(),
  },
  (t) => [index("presets_gun").on(t.gunUid)],
);

/**
 * The story chapters of Tarkov 1.0 (src/domain/story.ts): one row per chapter with its objectives;
 * `steps` lists the story quests (the game's ids) a character can mark done, each once.
 */
export const storyChapters = sqliteTable("story_chapters", {
  uid: text("uid").primaryKey(),
  order: integer("order").notNull(),
  name: text("name").notNull(),
  description: text("description").notNull(),
  activation: text("activation"),
  notes: text("notes"),
  rewards: text("rewards"),
  requires: json<string[]>("requires").notNull(),
  quest: text("quest").notNull(),
  objectives: json<StoryObjective[]>("objectives").notNull(),
  steps: json<string[]>("steps").notNull(),
  unlocksQuests: json<string[]>("unlocks_quests").notNull(),
  wikiUrl: text("wiki_url"),
});

/* ---- Accounts (docs/product.md §1, §3, §4): users, characters, sessions, login codes, mail, limits ---- */

/** One account. `uid` is also the uid of its main character (docs/product.md §3). */
export const users = sqliteTable("users", {
  uid: text("uid").primaryKey(),
  email: text("email").unique(),
  username: text("username").unique(),
  /** The username's comparison key (src/domain/username.ts): two names that read alike share it. */
  usernameKey: text("username_key").unique(),
  admin: integer("admin", { mode: "boolean" }).notNull().default(false),
  pro: integer("pro", { mode: "boolean" }).notNull().default(false),
  /** Patron status end (ms since epoch), when known. */
  patronUntil: integer("patron_until"),
  /** The active character's uid. */
  charUid: text("char_uid").notNull(),
  createdAt: integer("created_at").notNull(),
});

/**
 * A character of a user. The main profile has `uid == userUid`. Field groups are JSON text
 * columns written field by field, so two updates on different fields both survive.
 */
export const characters = sqliteTable(
  "characters",
  {
    uid: text("uid").primaryKey(),
    userUid: text("user_uid").notNull(),
    /** The character's own fields and settings flags, one JSON object. */
    fields: text("fields").notNull().$type<string>(),
    /** Progression lists (questsDone, questsHidden, itemsFound, modulesBuilt), one JSON object. */
    progression: text("progression").notNull().$type<string>(),
    createdAt: integer("created_at").notNull(),
  },
  (t) => [index("characters_user").on(t.userUid)],
);

/** A signed-in session; `idHash` is the SHA-256 of the opaque cookie value. */
export const sessions = sqliteTable(
  "sessions",
  {
    idHash: text("id_hash").primaryKey(),
    userUid: text("user_uid").notNull(),
    createdAt: integer("created_at").notNull(),
    expiresAt: integer("expires_at").notNull(),
  },
  (t) => [index("sessions_user").on(t.userUid)],
);

/** An emailed login code, stored hashed; valid 10 minutes, at most 5 wrong tries. */
/**
 * Login codes, hashed: several live per address (a send adds one), each with the requester that
 * asked for it (a hash of its IP), whose wrong tries alone count against it.
 */
export const loginCodes = sqliteTable(
  "login_codes",
  {
    email: text("email").notNull(),
    codeHash: text("code_hash").notNull(),
    requester: text("requester").notNull(),
    expiresAt: integer("expires_at").notNull(),
    tries: integer("tries").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.email, t.codeHash] })],
);

/** Mail sent in local mode (and a record of sends in production). */
export const mailOutbox = sqliteTable(
  "mail_outbox",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    body: text("body").notNull(),
    createdAt: integer("created_at").notNull(),
  },
  (t) => [index("mail_outbox_to").on(t.to)],
);

/** Fixed-window counters: `key` names the limit and subject (e.g. `send-email:a@b.c`). */
export const rateLimits = sqliteTable("rate_limits", {
  key: text("key").primaryKey(),
  windowStart: integer("window_start").notNull(),
  count: integer("count").notNull(),
});

/** One-time share-link tokens (docs/product.md §4), stored hashed. */
export const shareTokens = sqliteTable("share_tokens", {
  tokenHash: text("token_hash").primaryKey(),
  userUid: text("user_uid").notNull(),
  createdAt: integer("created_at").notNull(),
  expiresAt: integer("expires_at").notNull(),
  acceptedAt: integer("accepted_at"),
});

/**
 * A saved build (docs/product.md §3 Loadout): a weapon build (the build tree) or a gear loadout (`kind`
 * gear: no gun, `build.parts` maps gear slots to items, `ergonomics` holds the weapon ergonomics
 * penalty), its stats for search, and its like count.
 */
export const loadouts = sqliteTable(
  "loadouts",
  {
    uid: text("uid").primaryKey(),
    userUid: text("user_uid").notNull(),
    /** "weapon" or "gear". */
    kind: text("kind", { enum: ["weapon", "gear"] })
      .notNull()
      .default("weapon"),
    /** The gun; empty for gear loadouts. */
    gunUid: text("gun_uid").notNull(),
    title: text("title").notNull(),
    isPublic: integer("is_public", { mode: "boolean" }).notNull(),
    /** { gun, parts: slot path → item id, ammo } (src/domain/loadout.ts Build). */
    build: json<{ gun: string; parts: Record<string, string>; ammo?: string | null }>("build").notNull(),
    /** Gun and parts by slot (buildKey): unique among published builds. */
    buildKey: text("build_key").notNull(),
    ergonomics: real("ergonomics").notNull(),
    recoilVertical: real("recoil_vertical").notNull(),
    recoilHorizontal: real("recoil_horizontal").notNull(),
    /** Kilograms; null when a part's weight is unknown. */
    weight: real("weight"),
    /** Gear: the best armour class of the body armour or rig, when known. */
    armorClass: integer("armor_class"),
    likes: integer("likes").notNull().default(0),
    createdAt: integer("created_at").notNull(),
    updatedAt: integer("updated_at").notNull(),
  },
  (t) => [
    index("loadouts_user").on(t.userUid),
    index("loadouts_public_likes").on(t.isPublic, t.likes),
    index("loadouts_kind_public").on(t.kind, t.isPublic, t.likes),
    uniqueIndex("loadouts_published_key").on(t.buildKey).where(sql`${t.isPublic} = 1`),
  ],
);

/** One like per user and build. */
export const loadoutLikes = sqliteTable(
  "loadout_likes",
  {
    loadoutUid: text("loadout_uid").notNull(),
    userUid: text("user_uid").notNull(),
    createdAt: integer("created_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.loadoutUid, t.userUid] }), index("loadout_likes_user").on(t.userUid)],
);

/** The cloud helper's pairing key of an account (one at a time), stored as its SHA-256. */
export const pilotKeys = sqliteTable("pilot_keys", {
  userUid: text("user_uid").primaryKey(),
  keyHash: text("key_hash").notNull().unique(),
  /** The key's first characters, shown to tell keys apart. */
  prefix: text("prefix").notNull(),
  createdAt: integer("created_at").notNull(),
});

/**
 * A streamer's chat-bot tokens, one per bot kind (so rotating one breaks no other bot), each stored
 * as its SHA-256, with how often it was used.
 */
export const botTokens = sqliteTable(
  "bot_tokens",
  {
    userUid: text("user_uid").notNull(),
    kind: text("kind", { enum: ["nightbot", "streamelements", "moobot"] }).notNull(),
    tokenHash: text("token_hash").notNull(),
    prefix: text("prefix").notNull(),
    createdAt: integer("created_at").notNull(),
    uses: integer("uses").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.userUid, t.kind] }),
    uniqueIndex("bot_tokens_kind_hash").on(t.kind, t.tokenHash),
  ],
);

/** Public API keys (docs/product.md §6: the API is Pro), stored as their SHA-256; revoked keys are deleted. */
export const apiKeys = sqliteTable(
  "api_keys",
  {
    id: text("id").primaryKey(),
    userUid: text("user_uid").notNull(),
    keyHash: text("key_hash").notNull().unique(),
    prefix: text("prefix").notNull(),
    name: text("name").notNull(),
    createdAt: integer("created_at").notNull(),
    lastUsedAt: integer("last_used_at"),
  },
  (t) => [index("api_keys_user").on(t.userUid)],
);

/* ---- Admin (docs/product.md §2, §6): the audit and import log, item edits kept across imports ---- */

/**
 * One line of the admin log: an admin's change (kind "audit": who, what, before → after), an
 * upstream import with its report (kind "import"), or a scheduled step (kind "job": the wipe reset).
 */
export const adminLog = sqliteTable(
  "admin_log",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    kind: text("kind").notNull().$type<"audit" | "import" | "job">(),
    at: integer("at").notNull(),
    /** The admin's uid and email (audit lines); null for jobs and imports. */
    actorUid: text("actor_uid"),
    actorEmail: text("actor_email"),
    /** What happened, e.g. "settings.global", "user.roles", "item.edit", "import", "wipe.reset". */
    action: text("action").notNull(),
    /** What it happened to (a user's uid, an item's uid, a source), when anything. */
    target: text("target"),
    before: json<unknown>("before"),
    after: json<unknown>("after"),
    /** Whether the step failed (imports); its message is in `after`. */
    failed: integer("failed", { mode: "boolean" }).notNull().default(false),
  },
  (t) => [index("admin_log_kind_at").on(t.kind, t.at), index("admin_log_target").on(t.target)],
);

/**
 * An admin's edit of one item field, re-applied after every data import until an admin reverts
 * it. `value` is the field's JSON value (a string for names, a boolean for isFunctional…).
 */
export const itemOverrides = sqliteTable(
  "item_overrides",
  {
    itemUid: text("item_uid").notNull(),
    field: text("field").notNull(),
    value: json<unknown>("value").notNull(),
    /** The item's value from the data when the edit was made, shown on the compare pages. */
    upstream: json<unknown>("upstream"),
    byUid: text("by_uid").notNull(),
    at: integer("at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.itemUid, t.field] })],
);

/**
 * Items an admin added (/admin/add-item) that the data lacks. `writeDataset` writes them into
 * `items` again after every import of items, until the data carries the same uid or url: then the
 * data's item wins, the row here goes and the log says so (`item.add.superseded`).
 */
export const addedItems = sqliteTable("added_items", {
  uid: text("uid").primaryKey(),
  url: text("url").notNull().unique(),
  name: text("name").notNull(),
  shortName: text("short_name").notNull(),
  category: text("category").notNull(),
  tags: json<string[]>("tags").notNull(),
  width: integer("width").notNull(),
  height: integer("height").notNull(),
  basePrice: integer("base_price").notNull(),
  icon: text("icon"),
  byUid: text("by_uid").notNull(),
  at: integer("at").notNull(),
});

/* ---- Streamer challenge (docs/product.md §1, §2; tournamentEnabled in the global settings) ---- */

/** A challenge an admin defines: its dates and scoring rules (src/domain/challenge.ts). */
export const challenges = sqliteTable("challenges", {
  id: text("id").primaryKey(),
  title: text("title").notNull(),
  startsAt: integer("starts_at").notNull(),
  endsAt: integer("ends_at").notNull(),
  rules: json<{ quest: number; kappaQuest: number; module: number; item: number }>("rules").notNull(),
  createdAt: integer("created_at").notNull(),
  /** When the scores were frozen (the challenge ended); null until then. */
  frozenAt: integer("frozen_at"),
});

/**
 * A streamer in a challenge: the character that plays it, the name and channel shown, and the
 * progress when they joined (only progress beyond it scores). `finalScore` is set when frozen.
 */
export const challengeEntries = sqliteTable(
  "challenge_entries",
  {
    challengeId: text("challenge_id").notNull(),
    userUid: text("user_uid").notNull(),
    charUid: text("char_uid").notNull(),
    name: text("name").notNull(),
    channel: text("channel"),
    baseline: json<{ questsDone: string[]; modulesBuilt: string[]; itemsFound: Record<string, number> }>(
      "baseline",
    ).notNull(),
    joinedAt: integer("joined_at").notNull(),
    /** When the baseline was taken: at joining, and again at the start for those who joined before it. */
    baselineAt: integer("baseline_at").notNull(),
    final: json<{ score: number; quests: number; kappaQuests: number; modules: number; items: number }>(
      "final",
    ),
  },
  (t) => [primaryKey({ columns: [t.challengeId, t.userUid] })],
);

/**
 * An admin's edit of one field of a game-data row (quests, crafts, barters, tags), re-applied after
 * every data import until an admin reverts it, like item_overrides. `value` is the field's JSON.
 */
export const rowOverrides = sqliteTable(
  "row_overrides",
  {
    tableName: text("table_name").notNull(),
    rowKey: text("row_key").notNull(),
    field: text("field").notNull(),
    value: json<unknown>("value").notNull(),
    /** The data's value of the field, as of the edit or the latest import. */
    upstream: json<unknown>("upstream"),
    byUid: text("by_uid").notNull(),
    at: integer("at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.tableName, t.rowKey, t.field] })],
);
