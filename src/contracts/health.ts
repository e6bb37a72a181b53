import { z } from "zod";

export const healthResponseSchema = z.object({
  ok: z.literal(true),
  db: z.boolean(),
  dataMode: z.enum(["demo", "upstream", "empty"]),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;
