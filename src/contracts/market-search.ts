import { cacheItemSchema } from "./cache";
import { endpoint } from "./endpoint";
import { gameModeSchema } from "./game-mode";
import { lazySchema, z } from "./zod-mini";

/** How many of the best matches GET /items/search sends: more than a tall screen holds. */
export const FIRST_MATCHES = 30;

/**
 * GET /api/be/items/search: the best matches of a market query, ranked as the market ranks them,
 * with how many items match in all. The market asks for them while its whole list is still on its
 * way, so a first visit's first search does not wait for every item.
 */
export const marketSearchEndpoint = endpoint({
  method: "GET",
  path: "/items/search",
  query: lazySchema(() =>
    z.object({
      q: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
      mode: z._default(gameModeSchema, "pvp"),
      /** Russian names travel to Russian pages only, as in GET /cache. */
      lang: z._default(z.enum(["en", "ru"]), "en"),
    }),
  ),
  response: lazySchema(() =>
    z.object({
      /** Every item that matches. */
      total: z.number(),
      /** The first FIRST_MATCHES of them, best first, as GET /cache sends its rows (expandCacheItem). */
      items: z.array(cacheItemSchema),
    }),
  ),
});
