import { endpoint } from "./endpoint";
import { gameModeSchema } from "./game-mode";
import { lazySchema, z } from "./zod-mini";

/**
 * The public API (docs/product.md §1, §6 Pro): /api/v1 with an `x-api-key` header, 300 requests a minute per
 * key (or, for spreadsheets, `key=` in the address of /api/v1/sheet), items with the field names
 * tools in this field already read. Keys are made and revoked on
 * /dev/api (the /api/be/dev/keys calls below). The /dev/api page documents these from here.
 */
export const API_CALLS_PER_MINUTE = 300;
export const API_KEYS_PER_USER = 10;

/**
 * One item, with tarkov-market's fields and types: numbers and strings always, where tarkov-market
 * always sends them. An unknown value is 0 or "", and says so: `haveMarketData: false` when there
 * are no flea figures (price, averages, changes), `traderName: ""` when no trader buys the item.
 */
export const apiItemSchema = lazySchema(() =>
  z.object({
    uid: z.string(),
    /** The game's id ("" when the data has none). */
    bsgId: z.string(),
    name: z.string(),
    shortName: z.string(),
    /** Tag names (market categories), in the asked language where the data has it. */
    tags: z.array(z.string()),
    /** Lowest flea price now (₽). */
    price: z.number(),
    basePrice: z.number(),
    avg24hPrice: z.number(),
    avg7daysPrice: z.number(),
    /** The trader that pays most, by display name. */
    traderName: z.string(),
    /** What that trader pays, in its own currency (`traderPriceCur`), and in roubles. */
    traderPrice: z.number(),
    traderPriceCur: z.enum(["₽", "$", "€", ""]),
    traderPriceRub: z.number(),
    /** When the flea price was seen (ISO 8601). */
    updated: z.string(),
    /** Inventory cells the item takes. */
    slots: z.number(),
    /** Changes in percent. */
    diff24h: z.number(),
    diff7days: z.number(),
    icon: z.string(),
    img: z.string(),
    imgBig: z.string(),
    link: z.string(),
    wikiLink: z.string(),
    isFunctional: z.boolean(),
    /** Where to credit the figures (tarkov-market asks public projects to credit it). */
    reference: z.string(),
    bannedOnFlea: z.boolean(),
    haveMarketData: z.boolean(),
    /** Beyond tarkov-market's fields: when the source saw the trader price (ISO 8601), null when undated or none. */
    traderPriceUpdated: z.nullable(z.string()),
  }),
);
export type ApiItem = z.infer<typeof apiItemSchema>;

/**
 * One entry of `/bsg/items/all` (an object keyed by the game's id), in the shape of the game's
 * item templates with the properties the data has; a property the data lacks is left out.
 */
export const apiBsgItemSchema = lazySchema(() =>
  z.object({
    _id: z.string(),
    _type: z.literal("Item"),
    _props: z.object({
      Name: z.string(),
      ShortName: z.string(),
      Weight: z.optional(z.number()),
      Width: z.optional(z.number()),
      Height: z.optional(z.number()),
      CreditsPrice: z.optional(z.number()),
      CanSellOnRagfair: z.optional(z.boolean()),
    }),
  }),
);
export type ApiBsgItem = z.infer<typeof apiBsgItemSchema>;

/**
 * An /api/v1 error, in tarkov-market's shape: `error` is its text ("Access denied" for a missing,
 * unknown or revoked key, as tarkov-market's clients test), `message` says more.
 */
export const apiV1ErrorSchema = lazySchema(() =>
  z.object({ error: z.string(), message: z.optional(z.string()) }),
);
export type ApiV1Error = z.infer<typeof apiV1ErrorSchema>;
export const API_ACCESS_DENIED = "Access denied";

const langMode = {
  lang: lazySchema(() => z.optional(z.enum(["en", "ru"]))),
  mode: lazySchema(() => z._default(gameModeSchema, "pvp")),
};

/**
 * tarkov-market's PvE paths: `/api/v1/pve/item`, `/api/v1/pve/items/all` and
 * `/api/v1/pve/bsg/items/all` answer as their PvP paths with `mode=pve`.
 */
export const PVE_PREFIX = "/api/v1/pve";

/** The public endpoints (the /dev/api page documents them and makes its curl examples from here). */
export const PUBLIC_API = [
  {
    path: "/api/v1/item",
    query: lazySchema(() =>
      z.object({
        q: z.optional(z.string().check(z.maxLength(100))),
        uid: z.optional(z.string().check(z.maxLength(64))),
        ...langMode,
      }),
    ),
    id: "item",
    example: "?q=gpu",
  },
  {
    path: "/api/v1/items/all",
    query: lazySchema(() => z.object({ ...langMode })),
    id: "all",
    example: "",
  },
  {
    path: "/api/v1/bsg/items/all",
    query: lazySchema(() => z.object({ lang: langMode.lang })),
    id: "bsg",
    example: "",
  },
  {
    path: "/api/v1/sheet",
    query: lazySchema(() =>
      z.object({
        format: z._default(z.enum(["csv", "tsv"]), "csv"),
        key: z.optional(z.string()),
        ...langMode,
      }),
    ),
    id: "sheet",
    example: "?format=csv",
  },
] as const;

/** The spreadsheet's columns (GET /api/v1/sheet, for IMPORTDATA and the Apps Script of /dev/google-sheet). */
export const SHEET_COLUMNS = ["uid", "name", "price", "avg24h", "avg7d", "updated"] as const;

const keySchema = lazySchema(() =>
  z.object({
    id: z.string(),
    name: z.string(),
    prefix: z.string(),
    createdAt: z.number(),
    lastUsedAt: z.nullable(z.number()),
  }),
);
export type ApiKeyInfo = z.infer<typeof keySchema>;

export const apiKeyEndpoints = {
  list: endpoint({
    method: "GET",
    path: "/dev/keys",
    response: lazySchema(() => z.object({ keys: z.array(keySchema) })),
  }),
  /** The new key is shown once. */
  create: endpoint({
    method: "POST",
    path: "/dev/keys/create",
    body: lazySchema(() => z.object({ name: z.string().check(z.trim(), z.minLength(1), z.maxLength(40)) })),
    response: lazySchema(() => z.extend(keySchema, { key: z.string() })),
  }),
  revoke: endpoint({
    method: "POST",
    path: "/dev/keys/revoke",
    body: lazySchema(() => z.object({ id: z.string().check(z.maxLength(64)) })),
    response: lazySchema(() => z.object({ keys: z.array(keySchema) })),
  }),
};
