/**
 * zod schemas of the current-world item files (2025–26): flat flea price tables per mode, the
 * derived weekly and daily price series, the item list with weights and best trader prices,
 * the item sizes, the per-trader sell prices and the game's handbook. Fields the importer reads
 * are checked; fields known but not read are typed unknown (so they are not reported as new).
 */
import { z } from "zod";
import { id, num } from "./schema-parts";

const known = z.unknown().optional();
const optNum = num.nullable().optional();

/** `{ itemId: roubles }` of one mode (SPT-LiveFleaPriceDB: tarkov.dev's avg24hPrice). */
export const flatPricesFile = z.record(z.string().regex(/^[0-9a-f]{24}$/), num);
export type FlatPricesFile = z.infer<typeof flatPricesFile>;

/** A price series: one price (or null) per date, per item. */
export const seriesFile = z.object({
  source: known,
  note: known,
  mode: z.string(),
  dates: z.array(z.string().regex(/^\d{4}-\d{2}-\d{2}$/)).min(1),
  commits: known,
  prices: z.record(z.string(), z.array(num.nullable())),
});
export type SeriesFile = z.infer<typeof seriesFile>;

/** A trimmed tarkov.dev items answer with weights and best trader prices (names are not English). */
export const weightsFile = z.object({
  time: z.string(),
  items: z.array(
    z.object({
      id,
      name: known,
      shortName: known,
      slots: known,
      weight: optNum,
      category: known,
      bestTraderPrice: optNum,
      bestTraderName: z.string().nullable().optional(),
      img: z.string().nullable().optional(),
      props: known,
    }),
  ),
});
export type WeightsFile = z.infer<typeof weightsFile>;

/** Item sizes with English names (its avg24hPrice is not sane and is not read). */
export const sizesFile = z.array(
  z.object({
    id,
    name: z.string(),
    shortName: z.string().optional(),
    width: optNum,
    height: optNum,
    avg24hPrice: known,
    types: z.array(z.string()).optional(),
  }),
);
export type SizesFile = z.infer<typeof sizesFile>;

/** Per-trader sell prices, keyed by lower-case short name. */
export const sellForFile = z.record(
  z.string(),
  z.object({
    id,
    name: z.string(),
    shortName: z.string().optional(),
    basePrice: optNum,
    avg24hPrice: known,
    sellFor: z.record(z.string(), num),
    width: optNum,
    height: optNum,
  }),
);
export type SellForFile = z.infer<typeof sellForFile>;

/** The game's handbook: categories and each item's handbook price. */
export const handbookFile = z.object({
  Categories: z.array(
    z.object({ Id: id, ParentId: z.string().nullable().optional(), Icon: known, Color: known, Order: known }),
  ),
  Items: z.array(z.object({ Id: id, ParentId: z.string(), Price: num })),
});
export type HandbookFile = z.infer<typeof handbookFile>;
