/**
 * zod pieces the two upstream shapes share (the JSON feed, feed-schemas.ts, and the GraphQL
 * API, graphql-schemas.ts): they differ mostly in how they reference other records, a bare id
 * in the feed and an `{ id, name }` object in GraphQL.
 */
import { z } from "zod";

export const id = z.string();
export const num = z.number();

/** A record's id and names (English name and normalizedName). */
export const named = { id, name: z.string(), normalizedName: z.string() };

/** What a trader loyalty level asks of the player. */
export const traderLevel = z.object({
  level: num,
  requiredPlayerLevel: num,
  requiredReputation: num,
  requiredCommerce: num,
});

/** A hideout level's bonus (only its type and value are read). */
export const stationBonus = z.object({ type: z.string(), value: num.nullable().optional() });

/** The objective fields of both shapes; `ref` is how an objective names a map or an item. */
export const objectiveFields = <Ref extends z.ZodType>(ref: Ref) => ({
  id,
  type: z.string(),
  optional: z.boolean().optional(),
  maps: z.array(ref).optional(),
  count: num.nullable().optional(),
  items: z.array(ref).optional(),
  item: ref.nullable().optional(),
  questItem: ref.nullable().optional(),
  markerItem: ref.nullable().optional(),
  foundInRaid: z.boolean().optional(),
  targetNames: z.array(z.string()).optional(),
});
