import { endpoint } from "./endpoint";
import { z } from "./zod";

/** Game modes; prices are kept per mode and never borrowed across them. */
export const GAME_MODES = ["pvp", "pve"] as const;
export const gameModeSchema = z.enum(GAME_MODES);
export type GameMode = z.infer<typeof gameModeSchema>;

export const l10nSchema = z.object({ ru: z.string() });

/** POST /api/be/item/by-url body. Unknown fields are ignored. */
export const itemByUrlBodySchema = z.object({
  url: z.string().min(1).max(300),
  mode: gameModeSchema.default("pvp"),
});

/** Current prices of one item in one mode (rubles; changes in percent). */
export const itemPricesSchema = z.object({
  mode: gameModeSchema,
  flea: z.number().nullable(),
  avg24h: z.number().nullable(),
  avg7d: z.number().nullable(),
  low24h: z.number().nullable(),
  high24h: z.number().nullable(),
  change24h: z.number().nullable(),
  change7d: z.number().nullable(),
  offers: z.number(),
  updatedAt: z.number(),
});

/** A trader's offer: kind "buy" = the trader sells it to you; "sell" = the trader pays you for it. */
export const traderOfferSchema = z.object({
  trader: z.string(),
  kind: z.enum(["buy", "sell"]),
  level: z.number().int(),
  price: z.number(),
  currency: z.enum(["RUB", "USD", "EUR"]),
  priceCur: z.number(),
});
export type TraderOffer = z.infer<typeof traderOfferSchema>;

/** Weapon and mod stats (functions/db/schema.ts ItemProps); mod recoil in percent. */
export const itemPropsSchema = z.object({
  ergonomics: z.number().optional(),
  recoilVertical: z.number().optional(),
  recoilHorizontal: z.number().optional(),
  recoil: z.number().optional(),
  caliber: z.string().optional(),
  slots: z
    .array(
      z.object({ id: z.string(), name: z.string(), required: z.boolean(), allowed: z.array(z.string()) }),
    )
    .optional(),
  conflicts: z.array(z.string()).optional(),
});
export type ItemPropsContract = z.infer<typeof itemPropsSchema>;

/** An item with every field of SPEC §3 (the internal search string aside), its prices in the asked mode and its trader offers. */
export const itemSchema = z.object({
  uid: z.string(),
  bsgId: z.string().nullable(),
  url: z.string(),
  slug: z.string(),
  name: z.string(),
  shortName: z.string(),
  ruName: z.string().nullable(),
  enName: z.string(),
  nameL10n: l10nSchema,
  descL10n: l10nSchema,
  /** Null when no source knows it, as basePrice, width, height and weight (kg): shown as unknown, never 0. */
  category: z.string().nullable(),
  caliber: z.string().nullable(),
  isFunctional: z.boolean(),
  tags: z.array(z.string()),
  side: z.string().nullable(),
  basePrice: z.number().nullable(),
  width: z.number().nullable(),
  height: z.number().nullable(),
  weight: z.number().nullable(),
  /** Game item types (gun, mods, ammo, noFlea…). */
  types: z.array(z.string()),
  /** Weapon and mod stats, when a source has them. */
  props: itemPropsSchema.nullable(),
  wikiUrl: z.string().nullable(),
  wikiIcon: z.string().nullable(),
  wikiImg: z.string().nullable(),
  enImg: z.string().nullable(),
  gunBuildImg: z.string().nullable(),
  gunBuildUid: z.string().nullable(),
  gunBuildUrl: z.string().nullable(),
  updatedAt: z.number(),
  mode: gameModeSchema,
  prices: itemPricesSchema.nullable(),
  traderOffers: z.array(traderOfferSchema),
});
export type Item = z.infer<typeof itemSchema>;

/** POST /api/be/item/by-url: the item page's data (404 when no item has that url). */
export const itemByUrlEndpoint = endpoint({
  method: "POST",
  path: "/item/by-url",
  body: itemByUrlBodySchema,
  response: itemSchema,
});
