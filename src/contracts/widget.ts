import { endpoint } from "./endpoint";
import { gameModeSchema } from "./game-mode";
import { lazySchema, z } from "./zod-mini";

/** Items a price ticker may show (docs/product.md §2 /widgets/scroll-text). */
export const WIDGET_ITEMS_MAX = 30;

export const widgetItemSchema = lazySchema(() =>
  z.object({
    url: z.string(),
    name: z.string(),
    ruName: z.nullable(z.string()),
    shortName: z.string(),
    flea: z.nullable(z.number()),
    change24h: z.nullable(z.number()),
  }),
);

/** Streamer widgets' data: a few items' prices by their page urls, for anyone (OBS has no session). */
export const widgetEndpoints = {
  prices: endpoint({
    method: "GET",
    path: "/widget/prices",
    query: lazySchema(() =>
      z.object({
        /** Item page urls, comma separated. */
        items: z.string().check(z.maxLength(2000)),
        mode: z._default(gameModeSchema, "pvp"),
      }),
    ),
    response: lazySchema(() => z.object({ items: z.array(widgetItemSchema) })),
  }),
};
