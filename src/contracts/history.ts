import { endpoint } from "./endpoint";
import { gameModeSchema } from "./game-mode";
import { lazySchema, z } from "./zod-mini";

// The item page's chart parses GET /items/:uid/history with these schemas, so they are zod/mini.

/** Price chart ranges (docs/product.md §9); only 7d is free. */
export const HISTORY_RANGES = ["7d", "1m", "6m", "1y", "all"] as const;
export const historyRangeSchema = lazySchema(() => z.enum(HISTORY_RANGES));
export type HistoryRange = z.infer<typeof historyRangeSchema>;
export const FREE_HISTORY_RANGES: readonly HistoryRange[] = ["7d"];

const DAY_MS = 86_400_000;
/** Milliseconds covered by each range (null: everything). */
export const HISTORY_RANGE_MS: Record<HistoryRange, number | null> = {
  "7d": 7 * DAY_MS,
  "1m": 30 * DAY_MS,
  "6m": 182 * DAY_MS,
  "1y": 365 * DAY_MS,
  all: null,
};

/** GET /api/be/items/:uid/history query. */
export const historyQuerySchema = lazySchema(() =>
  z.object({
    range: z._default(historyRangeSchema, "7d"),
    mode: z._default(gameModeSchema, "pvp"),
  }),
);

/** A raw (hourly) point or an imported sample; t is Unix milliseconds; price null: nothing observed there (a gap). */
export const historyPointSchema = lazySchema(() =>
  z.object({ t: z.number(), price: z.nullable(z.number()) }),
);
/**
 * A UTC day (t: Unix milliseconds of 00:00 UTC), or a sample of the imported weekly or daily
 * series; null prices: nothing observed there (absent, or masked as a frozen feed), a gap.
 */
export const historyDaySchema = lazySchema(() =>
  z.object({
    t: z.number(),
    avg: z.nullable(z.number()),
    min: z.nullable(z.number()),
    max: z.nullable(z.number()),
  }),
);

export const historyResponseSchema = lazySchema(() =>
  z.discriminatedUnion("range", [
    z.object({
      uid: z.string(),
      mode: gameModeSchema,
      range: z.literal("7d"),
      points: z.array(historyPointSchema),
    }),
    z.object({
      uid: z.string(),
      mode: gameModeSchema,
      range: z.enum(["1m", "6m", "1y", "all"]),
      points: z.array(historyDaySchema),
    }),
  ]),
);
export type HistoryResponse = z.infer<typeof historyResponseSchema>;

/** GET /api/be/items/:uid/history (ranges past 7d are Pro: 403). */
export const historyEndpoint = endpoint({
  method: "GET",
  path: "/items/:uid/history",
  params: lazySchema(() => z.object({ uid: z.string().check(z.minLength(1), z.maxLength(64)) })),
  query: historyQuerySchema,
  response: historyResponseSchema,
});
