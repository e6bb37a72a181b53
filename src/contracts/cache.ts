import { z } from "zod";
import { gameModeSchema, l10nSchema } from "./item";

/** GET /api/be/cache query: the hashes the client holds, and the game mode of the prices. */
export const cacheQuerySchema = z.object({
  itemsHash: z.string().max(64).optional(),
  questsHash: z.string().max(64).optional(),
  mode: gameModeSchema.default("pvp"),
});
export type CacheQuery = z.input<typeof cacheQuerySchema>;

const nullableNumber = z.number().nullable();

/** One market-table row of the items cache; prices are the asked mode's. */
export const cacheItemSchema = z.object({
  uid: z.string(),
  url: z.string(),
  name: z.string(),
  shortName: z.string(),
  category: z.string(),
  caliber: z.string().nullable(),
  tags: z.array(z.string()),
  basePrice: z.number(),
  width: z.number(),
  height: z.number(),
  flea: nullableNumber,
  avg24h: nullableNumber,
  avg7d: nullableNumber,
  change24h: nullableNumber,
  change7d: nullableNumber,
  /** Best price a trader pays for the item (rubles), and that trader. */
  traderPrice: nullableNumber,
  trader: z.string().nullable(),
  updatedAt: z.number(),
  ruName: z.string().nullable(),
});
export type CacheItem = z.infer<typeof cacheItemSchema>;
export const CACHE_ITEM_FIELDS = Object.keys(cacheItemSchema.shape) as (keyof CacheItem)[];

const itemCountSchema = z.object({
  item: z.string(),
  count: z.number(),
  fir: z.boolean().optional(),
  tool: z.boolean().optional(),
});
const traderLevelReqSchema = z.object({ trader: z.string(), level: z.number() });

/** One quest of the quest cache: every column the tracker uses. */
export const cacheQuestSchema = z.object({
  uid: z.string(),
  bsgId: z.string().nullable(),
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
  require: z.array(z.string()),
  requireOr: z.array(z.string()),
  after: z.string().nullable(),
  before: z.string().nullable(),
  prev: z.string().nullable(),
  next: z.string().nullable(),
  left: z.string().nullable(),
  left2: z.string().nullable(),
  left3: z.string().nullable(),
  right: z.string().nullable(),
  right2: z.string().nullable(),
  right3: z.string().nullable(),
  bottom: z.string().nullable(),
  locations: z.array(z.string()),
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
      maps: z.array(z.string()),
      item: z.string().optional(),
      count: z.number().optional(),
      fir: z.boolean().optional(),
      target: z.string().optional(),
      optional: z.boolean().optional(),
    }),
  ),
  related: z.array(z.string()),
  wikiUrl: z.string().nullable(),
  sort: z.number(),
});
export type CacheQuest = z.infer<typeof cacheQuestSchema>;
export const CACHE_QUEST_FIELDS = Object.keys(cacheQuestSchema.shape) as (keyof CacheQuest)[];

const rowsSchema = z.array(z.array(z.unknown()));

export const cacheResponseSchema = z.object({
  itemsData: z.object({
    fields: z.array(z.string()),
    items: rowsSchema,
    hash: z.string(),
    needRefresh: z.boolean(),
  }),
  questsData: z.object({
    fields: z.array(z.string()),
    quests: rowsSchema,
    hash: z.string(),
    needRefresh: z.boolean(),
  }),
});
export type CacheResponse = z.infer<typeof cacheResponseSchema>;
