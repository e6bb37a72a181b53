import { dataSourceSchema } from "./data-source";
import { endpoint } from "./endpoint";
import { lazySchema, z } from "./zod-mini";

export const healthResponseSchema = lazySchema(() =>
  z.object({
    ok: z.literal(true),
    db: z.boolean(),
    /** The loaded game data: its kind, where it came from, when it was imported and how old its prices are (ms). */
    data: z.union([
      z.object({ kind: z.literal("empty") }),
      z.pick(dataSourceSchema, {
        kind: true,
        source: true,
        importedAt: true,
        pricesAsOf: true,
        pvePricesAsOf: true,
        priceFigure: true,
      }),
    ]),
    /** The server's clock when it answered (ms since epoch): /test compares the visitor's clock with it. */
    now: z.number(),
  }),
);
export type HealthResponse = z.infer<typeof healthResponseSchema>;

/** GET /api/be/health (zod/mini: the /test page reads the server's time from it) */
export const healthEndpoint = endpoint({ method: "GET", path: "/health", response: healthResponseSchema });
