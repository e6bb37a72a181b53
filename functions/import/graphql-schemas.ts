/**
 * zod schemas of api.tarkov.dev GraphQL responses (one list per query: `tasks`, `barters`,
 * `crafts`, `hideoutStations`, `traders`, `maps`, `items`), with or without the
 * `{ data: { … } }` envelope, and of items_en.json. References are `{ id, name }` objects,
 * names are English. Only fields the importer reads are checked; optional ones are those a
 * reduced query may leave out.
 */
import { z } from "zod";
import { id, named, num, objectiveFields, stationBonus, traderLevel } from "./schema-parts";

const ref = z.object({ id, name: z.string().optional(), normalizedName: z.string().optional() });
const count = z.object({
  item: ref,
  count: num,
  attributes: z
    .array(z.object({ type: z.string(), value: z.unknown().optional() }))
    .nullable()
    .optional(),
});

const objective = z.object({ ...objectiveFields(ref), description: z.string().nullable().optional() });

const rewards = z.object({
  items: z.array(count).optional(),
  traderStanding: z.array(z.object({ trader: ref, standing: num })).optional(),
  offerUnlock: z.array(z.object({ id, item: ref })).optional(),
  traderUnlock: z.array(ref).optional(),
  craftUnlock: z.array(z.object({ id })).optional(),
});

export const gqlTask = z.object({
  ...named,
  experience: num.nullable().optional(),
  wikiLink: z.string().nullable().optional(),
  minPlayerLevel: num.nullable().optional(),
  kappaRequired: z.boolean().nullable().optional(),
  lightkeeperRequired: z.boolean().nullable().optional(),
  factionName: z.string().nullable().optional(),
  trader: ref,
  map: ref.nullable().optional(),
  taskRequirements: z.array(z.object({ task: ref, status: z.array(z.string()) })).optional(),
  traderRequirements: z
    .array(
      z.object({
        trader: ref,
        value: num,
        requirementType: z.string().optional(),
        compareMethod: z.string().optional(),
      }),
    )
    .optional(),
  objectives: z.array(objective),
  failConditions: z
    .array(objective.extend({ task: ref.optional(), status: z.array(z.string()).optional() }))
    .optional(),
  finishRewards: rewards.nullable().optional(),
});

export const gqlBarter = z.object({
  id,
  level: num,
  trader: ref,
  taskUnlock: ref.nullable().optional(),
  buyLimit: num.nullable().optional(),
  requiredItems: z.array(count),
  rewardItems: z.array(count),
});

export const gqlCraft = z.object({
  id,
  level: num,
  duration: num,
  station: ref,
  taskUnlock: ref.nullable().optional(),
  requiredItems: z.array(count),
  rewardItems: z.array(count),
});

export const gqlStation = z.object({
  ...named,
  levels: z.array(
    z.object({
      id,
      level: num,
      constructionTime: num,
      itemRequirements: z.array(count),
      stationLevelRequirements: z.array(z.object({ station: ref, level: num })),
      traderRequirements: z.array(
        z.object({
          trader: ref,
          level: num.optional(),
          value: num.optional(),
          requirementType: z.string().optional(),
        }),
      ),
      skillRequirements: z.array(z.object({ name: z.string(), level: num })),
      bonuses: z.array(stationBonus).nullable().optional(),
    }),
  ),
});

export const gqlTrader = z.object({
  ...named,
  currency: z.object({ name: z.string(), normalizedName: z.string().optional() }).optional(),
  levels: z.array(traderLevel),
});

export const gqlMap = z.object({
  ...named,
  raidDuration: num.nullable().optional(),
  players: z.string().nullable().optional(),
});

const vendorPrice = z.object({
  priceRUB: num.nullable(),
  price: num.nullable().optional(),
  currency: z.string().nullable().optional(),
  vendor: z.object({
    name: z.string(),
    normalizedName: z.string().optional(),
    minTraderLevel: num.nullable().optional(),
  }),
});

export const gqlItem = z.object({
  id,
  name: z.string(),
  shortName: z.string().nullable().optional(),
  normalizedName: z.string().nullable().optional(),
  basePrice: num.nullable().optional(),
  width: num.nullable().optional(),
  height: num.nullable().optional(),
  weight: num.nullable().optional(),
  wikiLink: z.string().nullable().optional(),
  iconLink: z.string().nullable().optional(),
  image512pxLink: z.string().nullable().optional(),
  lastLowPrice: num.nullable().optional(),
  avg24hPrice: num.nullable().optional(),
  low24hPrice: num.nullable().optional(),
  high24hPrice: num.nullable().optional(),
  updated: z.string().nullable().optional(),
  categories: z.array(z.object({ name: z.string() })).optional(),
  category: z.object({ name: z.string() }).nullable().optional(),
  types: z.array(z.string()).optional(),
  buyFor: z.array(vendorPrice).nullable().optional(),
  sellFor: z.array(vendorPrice).nullable().optional(),
});

/** items_en.json (TarkovTracker format): id → { id, name, shortName }. */
export const itemsEnFile = z.record(
  z.string(),
  z.object({ id: z.string().optional(), name: z.string(), shortName: z.string().optional() }),
);

/** The per-query lists a GraphQL response may hold, by the response key. */
export const GQL_LISTS = {
  tasks: z.array(gqlTask),
  barters: z.array(gqlBarter),
  crafts: z.array(gqlCraft),
  hideoutStations: z.array(gqlStation),
  traders: z.array(gqlTrader),
  maps: z.array(gqlMap),
  items: z.array(gqlItem),
} as const;

export type GqlKey = keyof typeof GQL_LISTS;
export type GqlTask = z.infer<typeof gqlTask>;
export type GqlBarter = z.infer<typeof gqlBarter>;
export type GqlCraft = z.infer<typeof gqlCraft>;
export type GqlStation = z.infer<typeof gqlStation>;
export type GqlTrader = z.infer<typeof gqlTrader>;
export type GqlMap = z.infer<typeof gqlMap>;
export type GqlItem = z.infer<typeof gqlItem>;
