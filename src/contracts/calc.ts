import { endpoint } from "./endpoint";
import { gameModeSchema } from "./game-mode";
import { lazySchema, z } from "./zod-mini";

/** GET /api/be/calc query: the game mode whose trader offers and historical prices are sent. */
export const calcQuerySchema = lazySchema(() => z.object({ mode: z._default(gameModeSchema, "pvp") }));

const recipeItemSchema = lazySchema(() =>
  z.object({
    item: z.string(),
    count: z.number(),
    tool: z.optional(z.boolean()),
    /** A dogtag of at least this level (a requirement on the tag, not a count). */
    minLevel: z.optional(z.number()),
  }),
);
const traderLevelSchema = lazySchema(() => z.object({ trader: z.string(), level: z.number() }));

export const calcCraftSchema = lazySchema(() =>
  z.object({
    uid: z.string(),
    stationUid: z.string(),
    level: z.number(),
    /** Seconds before the crafting-skill reduction. */
    duration: z.number(),
    inputs: z.array(recipeItemSchema),
    outputs: z.array(recipeItemSchema),
    questUid: z.nullable(z.string()),
  }),
);
export type CalcCraft = z.infer<typeof calcCraftSchema>;

export const calcBarterSchema = lazySchema(() =>
  z.object({
    uid: z.string(),
    trader: z.string(),
    level: z.number(),
    inputs: z.array(recipeItemSchema),
    outputs: z.array(recipeItemSchema),
    /** The quest that unlocks the barter, when one does. */
    questUid: z.nullable(z.string()),
    /** How many times a player may trade it per trader restock; null when the data does not say. */
    buyLimit: z.nullable(z.number()),
  }),
);
export type CalcBarter = z.infer<typeof calcBarterSchema>;

export const calcStationSchema = lazySchema(() =>
  z.object({
    uid: z.string(),
    name: z.string(),
    ruName: z.nullable(z.string()),
  }),
);

export const calcLevelSchema = lazySchema(() =>
  z.object({
    uid: z.string(),
    stationUid: z.string(),
    level: z.number(),
    /** Seconds. */
    constructionTime: z.number(),
    itemReqs: z.array(recipeItemSchema),
    stationReqs: z.array(z.object({ station: z.string(), level: z.number() })),
    traderReqs: z.array(traderLevelSchema),
  }),
);

/**
 * A trader offer, compact: [trader, level, roubles, currency, price in that currency, and the
 * UTC day the source observed it (days since 1970) when the data dates it].
 */
export const calcOfferSchema = lazySchema(() =>
  z.tuple([
    z.string(),
    z.number(),
    z.number(),
    z.enum(["RUB", "USD", "EUR"]),
    z.number(),
    z.optional(z.number()),
  ]),
);
export type CalcOffer = z.infer<typeof calcOfferSchema>;

/**
 * GET /api/be/calc: recipes, hideout levels, the mode's trader offers and the base prices of the
 * recipes' outputs (flea prices come from /cache).
 */
export const calcDataSchema = lazySchema(() =>
  z.object({
    mode: gameModeSchema,
    crafts: z.array(calcCraftSchema),
    barters: z.array(calcBarterSchema),
    stations: z.array(calcStationSchema),
    levels: z.array(calcLevelSchema),
    traders: z.array(z.object({ uid: z.string(), name: z.string(), ruName: z.nullable(z.string()) })),
    /**
     * Quest uid → its names, of every quest a craft or barter waits for (the calculators name their
     * locks without downloading the quest list).
     */
    quests: z.record(z.string(), z.object({ name: z.string(), ruName: z.nullable(z.string()) })),
    /** Item uid → what traders sell it for. */
    buy: z.record(z.string(), z.array(calcOfferSchema)),
    /** Item uid → what traders pay for it, of every item a craft or barter gives. */
    sell: z.record(z.string(), z.array(calcOfferSchema)),
    /** Item uid → last known daily flea average, for items without a live flea price. */
    historical: z.record(z.string(), z.number()),
    /**
     * Item uid → base price, of every item a craft or barter gives (the flea fee of selling it;
     * the items cache leaves base prices out, the market does not show them).
     */
    basePrice: z.record(z.string(), z.number()),
    /** Generator fuel units per hour before reductions (global settings). */
    fuelBase: z.number(),
    /** Whether the game data is the generated demo set (labelled on the pages). */
    demo: z.boolean(),
  }),
);
export type CalcData = z.infer<typeof calcDataSchema>;

/** GET /api/be/calc */
export const calcEndpoint = endpoint({
  method: "GET",
  path: "/calc",
  query: calcQuerySchema,
  response: calcDataSchema,
});
