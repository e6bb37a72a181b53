import { GEAR_SLOTS, type GearItemDef, type GearLookup, type GearSlot } from "../domain/gear";
import { endpoint } from "./endpoint";
import { gameModeSchema } from "./game-mode";
import { builderNameFields, buildIdSchema, buyOfferSchema, saveBodyOf, savedBuildFields } from "./loadout";
import { lazySchema, z } from "./zod-mini";

/**
 * Gear loadouts (docs/product.md §1 weapon and gear loadouts; §2 /gear; §5 "Exact same loadout already
 * published"; §6 publishing is Pro, search needs login and Pro, else the top 20). They are saved
 * in the loadouts table beside weapon builds, so likes (`POST /loadouts/like`), deleting
 * (`POST /loadouts/delete`) and the publish refusal are the weapon builds' own; the wearables
 * with their stats and prices come from their own endpoint, loaded when the builder opens.
 */

export const GEAR_MESSAGES = {
  notValidToPublish: "Fix the gear set before publishing: no conflicting items",
  empty: "Choose at least one item",
} as const;

const id = buildIdSchema;
const slotSchema = lazySchema(() => z.enum(GEAR_SLOTS));

/** A gear set: slot → item id; a key that is not a slot is refused. */
export const gearBuildSchema = lazySchema(() =>
  z.strictObject(
    Object.fromEntries(GEAR_SLOTS.map((s) => [s, z.optional(id)])) as Record<
      GearSlot,
      z.ZodMiniOptional<typeof id>
    >,
  ),
);

const offerSchema = buyOfferSchema;

/** A wearable as the builder shows it; null stats are unknown. */
export const gearItemSchema = lazySchema(() =>
  z.object({
    ...builderNameFields(),
    url: z.string(),
    iconUrl: z.nullable(z.string()),
    slot: slotSchema,
    weight: z.nullable(z.number()),
    armorClass: z.nullable(z.number()),
    durability: z.nullable(z.number()),
    speedPenalty: z.nullable(z.number()),
    turnPenalty: z.nullable(z.number()),
    ergoPenalty: z.nullable(z.number()),
    conflicts: z.array(z.string()),
    blocksEarpiece: z.boolean(),
    /** Current flea price (₽), or null when there is none. */
    flea: z.nullable(z.number()),
    /** Trader cash offers (buy) with the loyalty level they need. */
    offers: z.array(offerSchema),
  }),
);
export type GearItem = z.infer<typeof gearItemSchema>;

/** An item of a saved set as lists show it. */
const wornSchema = lazySchema(() =>
  z.object({
    slot: slotSchema,
    uid: z.string(),
    name: z.string(),
    ruName: z.nullable(z.string()),
    shortName: z.string(),
    /** The game's Russian short name, null when the data has none. */
    ruShortName: z.optional(z.nullable(z.string())),
    iconUrl: z.nullable(z.string()),
  }),
);

export const gearLoadoutSchema = lazySchema(() =>
  z.object({
    uid: z.string(),
    kind: z.literal("gear"),
    title: z.string(),
    isPublic: z.boolean(),
    build: gearBuildSchema,
    /** The worn items, in slot order. */
    items: z.array(wornSchema),
    stats: z.object({
      weight: z.nullable(z.number()),
      /** The best class of the body armour or rig, when known. */
      armorClass: z.nullable(z.number()),
    }),
    ...savedBuildFields(),
  }),
);
export type GearLoadout = z.infer<typeof gearLoadoutSchema>;

export const gearSaveBodySchema = lazySchema(() => saveBodyOf(gearBuildSchema));

export const GEAR_SORTS = ["likes", "date", "weight", "armorClass"] as const;
export const gearSearchQuerySchema = lazySchema(() =>
  z.object({
    /** Sets that wear this item (in any slot). */
    item: z.optional(id),
    minArmorClass: z.optional(z.coerce.number().check(z.int(), z.gte(0), z.lte(10))),
    maxWeight: z.optional(z.coerce.number().check(z.gte(0), z.lte(1_000))),
    sort: z.optional(z.enum(GEAR_SORTS)),
  }),
);
export type GearSearchQuery = z.infer<typeof gearSearchQuerySchema>;

export const gearEndpoints = {
  /** Every wearable of the gear slots with its stats and one mode's prices. */
  items: endpoint({
    method: "GET",
    path: "/gear/items",
    query: lazySchema(() => z.object({ mode: z._default(gameModeSchema, "pvp") })),
    response: lazySchema(() => z.object({ items: z.array(gearItemSchema) })),
  }),
  get: endpoint({
    method: "GET",
    path: "/gear/loadouts/:uid",
    params: lazySchema(() => z.object({ uid: id })),
    response: gearLoadoutSchema,
  }),
  /** Pro: create or change one's own set; publishing an identical set is refused (409). */
  save: endpoint({
    method: "POST",
    path: "/gear/loadouts/save",
    body: gearSaveBodySchema,
    response: gearLoadoutSchema,
  }),
  my: endpoint({
    method: "GET",
    path: "/gear/loadouts/my",
    response: lazySchema(() => z.object({ loadouts: z.array(gearLoadoutSchema) })),
  }),
  /** Signed in; without Pro only the top 20 (`limited`). */
  search: endpoint({
    method: "GET",
    path: "/gear/loadouts/search",
    query: gearSearchQuerySchema,
    response: lazySchema(() =>
      z.object({ loadouts: z.array(gearLoadoutSchema), total: z.number(), limited: z.boolean() }),
    ),
  }),
};

/** The domain's view of the wearables (src/domain/gear.ts), looked up by item id. */
export function gearLookup(items: readonly GearItem[]): GearLookup {
  const byId = new Map<string, GearItemDef>(items.map((i) => [i.uid, { ...i, id: i.uid }]));
  return (uid) => byId.get(uid);
}
