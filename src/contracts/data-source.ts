import { z } from "./zod";

/**
 * Where the loaded game data came from (kv `data_source`): the generated demo world, the
 * committed real-data snapshot, or a live upstream import. Times are milliseconds.
 */
export const dataSourceSchema = z.object({
  kind: z.enum(["demo", "snapshot", "upstream"]),
  /** Folder, file or URL the data was read from. */
  source: z.string().optional(),
  /** When the data was imported. */
  importedAt: z.number().optional(),
  /** The newest price observation in the data (PvP), when it has prices. */
  pricesAsOf: z.number().nullable().optional(),
  /** Demo generator version and scale. */
  version: z.string().optional(),
  scale: z.string().optional(),
});
export type DataSource = z.infer<typeof dataSourceSchema>;
export type DataKind = DataSource["kind"];
