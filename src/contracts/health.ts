import { dataSourceSchema } from "./data-source";
import { endpoint } from "./endpoint";
import { z } from "./zod";

export const healthResponseSchema = z.object({
  ok: z.literal(true),
  db: z.boolean(),
  /** The loaded game data: its kind, where it came from, when it was imported and how old its prices are (ms). */
  data: z.union([
    z.object({ kind: z.literal("empty") }),
    dataSourceSchema.pick({ kind: true, source: true, importedAt: true, pricesAsOf: true }),
  ]),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;

/** GET /api/be/health */
export const healthEndpoint = endpoint({ method: "GET", path: "/health", response: healthResponseSchema });
