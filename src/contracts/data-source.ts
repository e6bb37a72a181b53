import { lazySchema, z } from "./zod-mini";

/**
 * Where the loaded game data came from (kv `data_source`): the generated demo world, the
 * committed real-data snapshot, or a live upstream import. Times are milliseconds.
 */
export const dataSourceSchema = lazySchema(() =>
  z.object({
    kind: z.enum(["demo", "snapshot", "upstream"]),
    /** Folder, file or URL the data was read from. */
    source: z.optional(z.string()),
    /** When the data was imported. */
    importedAt: z.optional(z.number()),
    /** The day the data's PvP prices are as of (their median observation), when it has prices. */
    pricesAsOf: z.optional(z.nullable(z.number())),
    /** The same for PvE prices. */
    pvePricesAsOf: z.optional(z.nullable(z.number())),
    /**
     * Which figure the flea price is: the lowest offer (a live feed's lastLowPrice), or a 24-hour
     * average standing in for it (the snapshot's price tables).
     */
    priceFigure: z.optional(z.enum(["lowest", "avg24h"])),
    /** Demo generator version and scale. */
    version: z.optional(z.string()),
    scale: z.optional(z.string()),
  }),
);
export type DataSource = z.infer<typeof dataSourceSchema>;
export type DataKind = DataSource["kind"];
