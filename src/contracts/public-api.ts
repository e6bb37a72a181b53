import { endpoint } from "./endpoint";
import { gameModeSchema } from "./game-mode";
import { z } from "./zod-mini";

/**
 * The public API (SPEC §1, §6 Pro): /api/v1 with an `x-api-key` header, 300 requests a minute per
 * key (or, for spreadsheets, `key=` in the address of /api/v1/sheet), items with the field names
 * tools in this field already read. Keys are made and revoked on
 * /dev/api (the /api/be/dev/keys calls below). The /dev/api page documents these from here.
 */
export const API_CALLS_PER_MINUTE = 300;
export const API_KEYS_PER_USER = 10;

export const apiItemSchema = z.object({
  uid: z.string(),
  bsgId: z.nullable(z.string()),
  name: z.string(),
  shortName: z.string(),
  /** Lowest flea price now (₽), null when there is none. */
  price: z.nullable(z.number()),
  basePrice: z.nullable(z.number()),
  avg24hPrice: z.nullable(z.number()),
  avg7daysPrice: z.nullable(z.number()),
  traderName: z.nullable(z.string()),
  traderPrice: z.nullable(z.number()),
  traderPriceCur: z.nullable(z.string()),
  /** When the source saw the trader price (ISO 8601); null when the data does not date it. */
  traderPriceUpdated: z.nullable(z.string()),
  /** When the flea price was seen (ISO 8601). */
  updated: z.string(),
  /** Inventory cells the item takes, null when its size is unknown. */
  slots: z.nullable(z.number()),
  diff24h: z.nullable(z.number()),
  diff7days: z.nullable(z.number()),
  icon: z.nullable(z.string()),
  link: z.string(),
  wikiLink: z.nullable(z.string()),
});
export type ApiItem = z.infer<typeof apiItemSchema>;

const langMode = { lang: z.optional(z.enum(["en", "ru"])), mode: z._default(gameModeSchema, "pvp") };

/** The public endpoints (the /dev/api page documents them and makes its curl examples from here). */
export const PUBLIC_API = [
  {
    path: "/api/v1/item",
    query: z.object({
      q: z.optional(z.string().check(z.maxLength(100))),
      uid: z.optional(z.string().check(z.maxLength(64))),
      ...langMode,
    }),
    id: "item",
    example: "?q=gpu",
  },
  {
    path: "/api/v1/items/all",
    query: z.object({ ...langMode }),
    id: "all",
    example: "",
  },
  {
    path: "/api/v1/sheet",
    query: z.object({
      format: z._default(z.enum(["csv", "tsv"]), "csv"),
      key: z.optional(z.string()),
      ...langMode,
    }),
    id: "sheet",
    example: "?format=csv",
  },
] as const;

/** The spreadsheet's columns (GET /api/v1/sheet, for IMPORTDATA and the Apps Script of /dev/google-sheet). */
export const SHEET_COLUMNS = ["uid", "name", "price", "avg24h", "avg7d", "updated"] as const;

const keySchema = z.object({
  id: z.string(),
  name: z.string(),
  prefix: z.string(),
  createdAt: z.number(),
  lastUsedAt: z.nullable(z.number()),
});
export type ApiKeyInfo = z.infer<typeof keySchema>;

export const apiKeyEndpoints = {
  list: endpoint({ method: "GET", path: "/dev/keys", response: z.object({ keys: z.array(keySchema) }) }),
  /** The new key is shown once. */
  create: endpoint({
    method: "POST",
    path: "/dev/keys/create",
    body: z.object({ name: z.string().check(z.trim(), z.minLength(1), z.maxLength(40)) }),
    response: z.extend(keySchema, { key: z.string() }),
  }),
  revoke: endpoint({
    method: "POST",
    path: "/dev/keys/revoke",
    body: z.object({ id: z.string().check(z.maxLength(64)) }),
    response: z.object({ keys: z.array(keySchema) }),
  }),
};
