import { endpoint } from "./endpoint";
import { gameModeSchema } from "./game-mode";
import { lazySchema, z } from "./zod-mini";

// An item as the API answers it. The item page parses POST /item/by-url with these schemas, so
// they are zod/mini (./zod-mini) and this module imports no classic zod.

/** Names in other languages (the data has Russian ones). */
export const l10nSchema = lazySchema(() => z.object({ ru: z.string() }));

/** POST /api/be/item/by-url body. Unknown fields are ignored. */
export const itemByUrlBodySchema = lazySchema(() =>
  z.object({
    url: z.string().check(z.minLength(1), z.maxLength(300)),
    mode: z._default(gameModeSchema, "pvp"),
  }),
);

/** Current prices of one item in one mode (rubles; changes in percent). */
export const itemPricesSchema = lazySchema(() =>
  z.object({
    mode: gameModeSchema,
    flea: z.nullable(z.number()),
    avg24h: z.nullable(z.number()),
    avg7d: z.nullable(z.number()),
    low24h: z.nullable(z.number()),
    high24h: z.nullable(z.number()),
    change24h: z.nullable(z.number()),
    change7d: z.nullable(z.number()),
    offers: z.number(),
    updatedAt: z.number(),
  }),
);

/** A trader's offer: kind "buy" = the trader sells it to you; "sell" = the trader pays you for it. */
export const traderOfferSchema = lazySchema(() =>
  z.object({
    trader: z.string(),
    kind: z.enum(["buy", "sell"]),
    level: z.int(),
    price: z.number(),
    currency: z.enum(["RUB", "USD", "EUR"]),
    priceCur: z.number(),
    /** When the source observed the price (ms); null when undated. */
    observedAt: z.nullable(z.number()),
  }),
);
export type TraderOffer = z.infer<typeof traderOfferSchema>;

/** Weapon and mod stats (functions/db/schema.ts ItemProps); mod recoil in percent. */
export const itemPropsSchema = lazySchema(() =>
  z.object({
    ergonomics: z.optional(z.number()),
    recoilVertical: z.optional(z.number()),
    recoilHorizontal: z.optional(z.number()),
    recoil: z.optional(z.number()),
    caliber: z.optional(z.string()),
    slots: z.optional(
      z.array(
        z.object({ id: z.string(), name: z.string(), required: z.boolean(), allowed: z.array(z.string()) }),
      ),
    ),
    conflicts: z.optional(z.array(z.string())),
  }),
);
export type ItemPropsContract = z.infer<typeof itemPropsSchema>;

/** An item with every field of docs/product.md §3 (the internal search string aside), its prices in the asked mode and its trader offers. */
export const itemSchema = lazySchema(() =>
  z.object({
    uid: z.string(),
    bsgId: z.nullable(z.string()),
    url: z.string(),
    slug: z.string(),
    name: z.string(),
    shortName: z.string(),
    ruName: z.nullable(z.string()),
    enName: z.string(),
    nameL10n: l10nSchema,
    descL10n: l10nSchema,
    /** Null when no source knows it, as basePrice, width, height and weight (kg): shown as unknown, never 0. */
    category: z.nullable(z.string()),
    caliber: z.nullable(z.string()),
    isFunctional: z.boolean(),
    tags: z.array(z.string()),
    side: z.nullable(z.string()),
    basePrice: z.nullable(z.number()),
    width: z.nullable(z.number()),
    height: z.nullable(z.number()),
    weight: z.nullable(z.number()),
    /** Game item types (gun, mods, ammo, noFlea…). */
    types: z.array(z.string()),
    /** Weapon and mod stats, when a source has them. */
    props: z.nullable(itemPropsSchema),
    wikiUrl: z.nullable(z.string()),
    wikiIcon: z.nullable(z.string()),
    wikiImg: z.nullable(z.string()),
    enImg: z.nullable(z.string()),
    gunBuildImg: z.nullable(z.string()),
    gunBuildUid: z.nullable(z.string()),
    gunBuildUrl: z.nullable(z.string()),
    updatedAt: z.number(),
    mode: gameModeSchema,
    prices: z.nullable(itemPricesSchema),
    traderOffers: z.array(traderOfferSchema),
  }),
);
export type Item = z.infer<typeof itemSchema>;

/** POST /api/be/item/by-url: the item page's data (404 when no item has that url). */
export const itemByUrlEndpoint = endpoint({
  method: "POST",
  path: "/item/by-url",
  body: itemByUrlBodySchema,
  response: itemSchema,
});
