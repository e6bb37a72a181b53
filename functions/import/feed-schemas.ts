/**
 * zod schemas of the tarkov.dev JSON feed shape (json.tarkov.dev/<mode>/<name>): top level
 * `{ data, translations }`, records keyed by id, references as bare ids, display strings as
 * translation keys. Only the fields the importer reads are checked; others pass through.
 */
import { z } from "zod";
import { id, named, num, objectiveFields, stationBonus, traderLevel } from "./schema-parts";

const optIds = z.array(id).optional();
/** A feed file: its data and the translation table the display keys index. */
const feedFile = <Data extends z.ZodType>(data: Data) =>
  z.object({ data, translations: z.array(z.string()).optional() });

const count = z.object({ item: id, count: num, attributes: z.unknown().optional() });

export const feedObjective = z.object({
  ...objectiveFields(id),
  description: z.string().optional(),
  useAny: optIds,
  zones: z.array(z.object({ map: id.nullable().optional() })).optional(),
  minDurability: z.union([num, z.string()]).optional(),
  maxDurability: z.union([num, z.string()]).optional(),
  task: id.optional(),
  status: z.array(z.string()).optional(),
});

const feedRewards = z.object({
  traderStanding: z.array(z.object({ trader: id, standing: num })),
  items: z.array(count),
  offerUnlock: z.array(z.object({ id, item: id })).optional(),
  traderUnlock: optIds,
  craftUnlock: z.array(z.object({ station: id, level: num, item: id })).optional(),
});

export const feedTask = z.object({
  id,
  name: z.string(),
  normalizedName: z.string(),
  trader: id,
  map: id.nullable().optional(),
  wikiLink: z.string().nullable().optional(),
  minPlayerLevel: num,
  experience: num.nullable().optional(),
  factionName: z.string(),
  kappaRequired: z.boolean().optional(),
  lightkeeperRequired: z.boolean().optional(),
  gameMode: z.array(z.string()).optional(),
  taskRequirements: z.array(z.object({ task: id, status: z.array(z.string()) })),
  traderRequirements: z.array(
    z.object({ trader: id, requirementType: z.string(), compareMethod: z.string().optional(), value: num }),
  ),
  objectives: z.array(feedObjective),
  failConditions: z.array(feedObjective).optional(),
  finishRewards: feedRewards,
});

export const feedQuestItem = z.object({
  id,
  name: z.string(),
  shortName: z.string().optional(),
  normalizedName: z.string().optional(),
  width: num.optional(),
  height: num.optional(),
});

export const feedTasksFile = feedFile(
  z.object({
    tasks: z.record(z.string(), feedTask),
    questItems: z.record(z.string(), feedQuestItem).optional(),
  }),
);

export const feedBartersFile = feedFile(
  z.array(
    z.object({
      id,
      trader: id,
      taskUnlock: id.nullable().optional(),
      minTraderLevel: num,
      buyLimit: num.nullable().optional(),
      requiredItems: z.array(
        count.extend({ attributes: z.looseObject({ minLevel: num.optional() }).optional() }),
      ),
      offeredItem: count.extend({ baseId: id.optional() }),
    }),
  ),
);

export const feedCraftsFile = feedFile(
  z.array(
    z.object({
      id,
      station: id,
      level: num,
      duration: num,
      taskUnlock: id.nullable().optional(),
      gameEditions: z.array(z.string()).optional(),
      requiredItems: z.array(
        count.extend({ attributes: z.object({ tool: z.boolean().optional() }).optional() }),
      ),
      requiredQuestItems: z.array(z.object({ item: id })).optional(),
      productItem: count,
    }),
  ),
);

export const feedHideoutFile = feedFile(
  z.record(
    z.string(),
    z.object({
      ...named,
      levels: z.array(
        z.object({
          id,
          level: num,
          constructionTime: num,
          itemRequirements: z.array(
            count.extend({ attributes: z.object({ foundInRaid: z.boolean().optional() }).optional() }),
          ),
          stationLevelRequirements: z.array(z.object({ station: id, level: num })),
          traderRequirements: z.array(z.object({ trader: id, requirementType: z.string(), value: num })),
          skillRequirements: z.array(z.object({ skill: z.string(), level: num })),
          bonuses: z.array(stationBonus).optional(),
        }),
      ),
    }),
  ),
);

export const feedTradersFile = feedFile(
  z.record(
    z.string(),
    z.object({ ...named, currency: z.enum(["RUB", "USD", "EUR"]), levels: z.array(traderLevel) }),
  ),
);

export type FeedTask = z.infer<typeof feedTask>;
export type FeedObjective = z.infer<typeof feedObjective>;
export type FeedTasksFile = z.infer<typeof feedTasksFile>;
export type FeedBartersFile = z.infer<typeof feedBartersFile>;
export type FeedCraftsFile = z.infer<typeof feedCraftsFile>;
export type FeedHideoutFile = z.infer<typeof feedHideoutFile>;
export type FeedTradersFile = z.infer<typeof feedTradersFile>;
