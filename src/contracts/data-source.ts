import { z } from "./zod-mini";

/**
 * Where the loaded game data came from (kv `data_source`): the generated demo world, the
 * committed real-data snapshot, or a live upstream import. Times are milliseconds.
 */
export const dataSourceSchema = z.object({
  kind: z.enum(["demo", "snapshot", "upstream"]),
  /** Folder, file or URL the data was read from. */
  source: z.optional(z.string()),
  /** When the data was imported. */
  importedAt: z.optional(z.number()),
  /** The newest price observation in the data (PvP), when it has prices. */
  pricesAsOf: z.optional(z.nullable(z.number())),
  /** Demo generator version and scale. */
  version: z.optional(z.string()),
  scale: z.optional(z.string()),
});
export type DataSource = z.infer<typeof dataSourceSchema>;
export type DataKind = DataSource["kind"];
