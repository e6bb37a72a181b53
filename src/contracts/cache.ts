import { packId, unpackId } from "../domain/compact-id";
import { slugifyName } from "../domain/slug";
import { endpoint } from "./endpoint";
import { gameModeSchema } from "./game-mode";
import { l10nSchema } from "./item-by-url";
import { lazySchema, z } from "./zod-mini";

/** GET /api/be/cache query: the hashes the client holds, and the game mode of the prices. */
export const cacheQuerySchema = lazySchema(() =>
  z.object({
    itemsHash: z.optional(z.string().check(z.maxLength(64))),
    questsHash: z.optional(z.string().check(z.maxLength(64))),
    mode: z._default(gameModeSchema, "pvp"),
    /** The page's language: Russian names (items' ruName, quests' nameL10n) travel to Russian pages only. */
    lang: z._default(z.enum(["en", "ru"]), "en"),
    /** "skip": a list the page does not show (the market shows no quests) is not sent. */
    items: z.optional(z.enum(["skip"])),
    quests: z.optional(z.enum(["skip"])),
  }),
);

const nullableNumber = lazySchema(() => z.nullable(z.number()));

/**
 * One market-table row of the items cache as sent; prices are the asked mode's. What no page
 * shows from the cache stays out (base prices travel with the calculators' data, GET /calc,
 * the only pages that use them). To keep the payload small, `uid` is packed (`packId`: 16 base64url characters for a hex game id),
 * `url` is null when it equals the slugged name (`slugifyName(name)`, docs/product.md §3),
 * `shortName` null when it equals the name, the changes are rounded to one decimal (what the
 * table shows) and `updatedAt` is in whole minutes; use `expandCacheItem`.
 */
export const cacheItemSchema = lazySchema(() =>
  z.object({
    uid: z.string(),
    url: z.nullable(z.string()),
    name: z.string(),
    /** Null: the same as the name. */
    shortName: z.nullable(z.string()),
    /** Null when no source knows it (shown as unknown). */
    category: z.nullable(z.string()),
    caliber: z.nullable(z.string()),
    tags: z.array(z.string()),
    width: nullableNumber,
    height: nullableNumber,
    flea: nullableNumber,
    avg24h: nullableNumber,
    avg7d: nullableNumber,
    change24h: nullableNumber,
    change7d: nullableNumber,
    /** Best price a trader pays for the item (rubles), and that trader. */
    traderPrice: nullableNumber,
    trader: z.nullable(z.string()),
    /** Minutes since 1970 (the row as sent); milliseconds once expanded. */
    updatedAt: z.number(),
    ruName: z.nullable(z.string()),
    /** The game's Russian short name (sent to Russian pages only); null: none, or an English page. */
    ruShortName: z.optional(z.nullable(z.string())),
    /** The icon's address with the uid written as "{uid}" (null: the data has none). */
    icon: z.nullable(z.string()),
    /**
     * An admin's crop of the icon (/admin/cut-edges): percent cut from the top, right, bottom and
     * left, as "t,r,b,l"; null (the rest of the items) when none.
     */
    crop: z.optional(z.nullable(z.string().check(z.regex(/^\d{1,2},\d{1,2},\d{1,2},\d{1,2}$/)))),
  }),
);
export type CacheItemRow = z.infer<typeof cacheItemSchema>;
/** The item row's fields in the schema's order (the columns of GET /cache's items). */
export const cacheItemFields = (): (keyof CacheItemRow)[] =>
  Object.keys(cacheItemSchema.shape) as (keyof CacheItemRow)[];
/** A cache item as the pages use it: url and short name filled in, updatedAt in milliseconds. */
export type CacheItem = Omit<CacheItemRow, "url" | "shortName"> & { url: string; shortName: string };

const MINUTE = 60_000;

/** Fills in what the row left out (the uid unpacked, url, short name, the uid in the icon's address). */
export const expandCacheItem = (row: CacheItemRow): CacheItem => {
  const uid = unpackId(row.uid);
  return {
    ...row,
    uid,
    url: row.url ?? slugifyName(row.name),
    shortName: row.shortName ?? row.name,
    icon: row.icon === null ? null : row.icon.replace("{uid}", uid),
    updatedAt: row.updatedAt * MINUTE,
  };
};

/**
 * An item's names as a page of that language receives them: Russian names travel to Russian pages
 * only (GET /cache, GET /market-search), so an English page's lists carry null in their place.
 */
export const namesForLang = <T extends { ruName: string | null; ruShortName?: string | null | undefined }>(
  item: T,
  lang: string | undefined,
): T => (lang === "ru" ? item : { ...item, ruName: null, ruShortName: null });

/**
 * The row as sent: uid packed, url and short name null when derivable from the name, changes to one
 * decimal, updatedAt in whole minutes (rounded down: an age is never shown younger than it is).
 */
export const compactCacheItem = (item: CacheItem): CacheItemRow => ({
  ...item,
  uid: packId(item.uid),
  url: item.url === slugifyName(item.name) ? null : item.url,
  shortName: item.shortName === item.name ? null : item.shortName,
  updatedAt: Math.floor(item.updatedAt / MINUTE),
  // addresses differ only by the uid: as a template they compress to almost nothing
  icon: item.icon === null ? null : item.icon.replace(item.uid, "{uid}"),
  change24h: item.change24h === null ? null : Math.round(item.change24h * 10) / 10,
  change7d: item.change7d === null ? null : Math.round(item.change7d * 10) / 10,
});

const itemCountSchema = lazySchema(() =>
  z.object({
    item: z.string(),
    count: z.number(),
    fir: z.optional(z.boolean()),
    tool: z.optional(z.boolean()),
  }),
);
const traderLevelReqSchema = lazySchema(() => z.object({ trader: z.string(), level: z.number() }));
const reqStatusSchema = lazySchema(() => z.enum(["complete", "failed", "active"]));
const standingReqSchema = lazySchema(() =>
  z.object({
    trader: z.string(),
    compare: z.enum([">=", ">", "<=", "<"]),
    value: z.number(),
  }),
);

/** One quest of the quest cache: every column the tracker uses. */
export const cacheQuestSchema = lazySchema(() =>
  z.object({
    uid: z.string(),
    bsgId: z.nullable(z.string()),
    bsgIds: z.array(z.string()),
    name: z.string(),
    nameL10n: l10nSchema,
    descL10n: l10nSchema,
    trader: z.string(),
    active: z.boolean(),
    fraction: z.enum(["Any", "Bear", "Usec"]),
    reqGameEdition: z.array(z.string()),
    reqGameMode: z.array(z.string()),
    reqLevel: z.number(),
    reqLL: z.array(traderLevelReqSchema),
    /** Prerequisite uid → the statuses of it that meet it, when not just "complete". */
    reqStatus: z.record(z.string(), z.array(reqStatusSchema)),
    /** Trader standing requirements (checked with progress tracking on). */
    reqStanding: z.array(standingReqSchema),
    require: z.array(z.string()),
    requireOr: z.array(z.string()),
    after: z.nullable(z.string()),
    before: z.nullable(z.string()),
    prev: z.nullable(z.string()),
    next: z.nullable(z.string()),
    left: z.nullable(z.string()),
    left2: z.nullable(z.string()),
    left3: z.nullable(z.string()),
    right: z.nullable(z.string()),
    right2: z.nullable(z.string()),
    right3: z.nullable(z.string()),
    bottom: z.nullable(z.string()),
    locations: z.array(z.string()),
    /** Quests that fail (show as Cancelled) when this one is completed: its alternatives. */
    multiple: z.array(z.string()),
    other: z.array(z.string()),
    requiredForKappa: z.boolean(),
    requiredForLighthouse: z.boolean(),
    unlocks: z.array(z.string()),
    rewards: z.object({
      experience: z.number(),
      items: z.array(itemCountSchema),
      standing: z.array(z.object({ trader: z.string(), value: z.number() })),
      unlocks: z.array(z.object({ kind: z.enum(["barter", "craft", "trader", "offer"]), ref: z.string() })),
    }),
    objectives: z.array(
      z.object({
        id: z.string(),
        type: z.enum([
          "Find in raid",
          "Find",
          "HandOver",
          "Kill",
          "Survive",
          "Place",
          "Mark",
          "Reach",
          "Modify",
          "Spend",
        ]),
        text: z.string(),
        /** Russian pages only: the game's Russian text. */
        textRu: z.optional(z.string()),
        maps: z.array(z.string()),
        item: z.optional(z.string()),
        count: z.optional(z.number()),
        fir: z.optional(z.boolean()),
        target: z.optional(z.string()),
        optional: z.optional(z.boolean()),
      }),
    ),
    related: z.array(z.string()),
    wikiUrl: z.nullable(z.string()),
    sort: z.number(),
  }),
);
export type CacheQuest = z.infer<typeof cacheQuestSchema>;
/** The quest's fields in the schema's order (the columns of GET /cache's quests). */
export const cacheQuestFields = (): (keyof CacheQuest)[] =>
  Object.keys(cacheQuestSchema.shape) as (keyof CacheQuest)[];

/**
 * One array per field, in the order of `fields` (src/domain/cache-columns.ts). Only the arrays
 * are checked here: their values are checked once, against the row contract, where the rows are
 * rebuilt (rebuildRows), instead of twice (90,000 values on the market).
 */
export const columnsSchema = lazySchema(() => z.array(z.custom<unknown[]>((v) => Array.isArray(v))));

export const cacheResponseSchema = lazySchema(() =>
  z.object({
    itemsData: z.object({
      fields: z.array(z.string()),
      items: columnsSchema,
      hash: z.string(),
      needRefresh: z.boolean(),
    }),
    questsData: z.object({
      fields: z.array(z.string()),
      quests: columnsSchema,
      hash: z.string(),
      needRefresh: z.boolean(),
    }),
  }),
);
export type CacheResponse = z.infer<typeof cacheResponseSchema>;

/** GET /api/be/cache (answers gzip bytes to clients that accept them, 304 when unchanged). */
export const cacheEndpoint = endpoint({
  method: "GET",
  path: "/cache",
  query: cacheQuerySchema,
  response: cacheResponseSchema,
});
