import type { $ZodType } from "zod/v4/core";
import { endpoint } from "./endpoint";
import { lazySchema, z } from "./zod-mini";

/**
 * The game-data rows admins edit on /admin/quests, /admin/crafts, /admin/barters, /admin/tags and
 * /admin/traders-prices (trader offers): which fields, of which kind. Each edit is kept across data
 * imports until an admin reverts it (functions/db/queries/row-overrides.ts), and audited.
 */
export const ROW_TABLES = ["quests", "crafts", "barters", "tags", "traderOffers"] as const;
export type RowTable = (typeof ROW_TABLES)[number];

/**
 * - text: a line of text (one of `options` when given); l10n: the Russian text of a localised
 *   field ("" for none);
 * - int: a whole number; bool: yes or no;
 * - ids: a list of ids (quests of `refs`); counts: items with counts (`refs`: items).
 */
export type FieldKind = "text" | "l10n" | "int" | "bool" | "ids" | "counts";
export type RowField = {
  kind: FieldKind;
  min?: number;
  max?: number;
  refs?: "items" | "quests";
  options?: readonly [string, ...string[]];
};

export const ROW_FIELDS: Record<RowTable, Record<string, RowField>> = {
  quests: {
    name: { kind: "text" },
    nameRu: { kind: "l10n" },
    trader: { kind: "text" },
    reqLevel: { kind: "int", min: 0, max: 100 },
    active: { kind: "bool" },
    requiredForKappa: { kind: "bool" },
    requiredForLighthouse: { kind: "bool" },
    require: { kind: "ids", refs: "quests" },
    requireOr: { kind: "ids", refs: "quests" },
    locations: { kind: "ids" },
  },
  crafts: {
    level: { kind: "int", min: 1, max: 10 },
    duration: { kind: "int", min: 0, max: 10_000_000 },
    inputs: { kind: "counts", refs: "items" },
    outputs: { kind: "counts", refs: "items" },
  },
  barters: {
    trader: { kind: "text" },
    level: { kind: "int", min: 1, max: 4 },
    inputs: { kind: "counts", refs: "items" },
    outputs: { kind: "counts", refs: "items" },
  },
  tags: {
    name: { kind: "text" },
    nameRu: { kind: "l10n" },
  },
  // the table holds no purchase limits or other restrictions: only these can be edited
  traderOffers: {
    price: { kind: "int", min: 0, max: 1_000_000_000 },
    currency: { kind: "text", options: ["RUB", "USD", "EUR"] },
    priceCur: { kind: "int", min: 0, max: 1_000_000_000 },
    loyaltyLevel: { kind: "int", min: 1, max: 4 },
  },
};

/**
 * The key of a trader offer's row: item, mode, trader and kind (a trader has one offer of an item
 * per mode and kind, so its loyalty level is an editable field, not part of the key).
 */
export const traderOfferKey = (o: { itemUid: string; mode: string; trader: string; kind: string }) =>
  `${o.itemUid}|${o.mode}|${o.trader}|${o.kind}`;

const id = lazySchema(() => z.string().check(z.trim(), z.minLength(1), z.maxLength(64)));
const itemCount = lazySchema(() =>
  z.object({
    item: id,
    count: z.number().check(z.int(), z.gte(1), z.lte(1_000_000)),
    fir: z.optional(z.boolean()),
    tool: z.optional(z.boolean()),
  }),
);

/** The schema of a field's value. */
export function fieldSchema(f: RowField): $ZodType {
  switch (f.kind) {
    case "text":
      return f.options ? z.enum(f.options) : z.string().check(z.trim(), z.minLength(1), z.maxLength(200));
    case "l10n":
      return z.string().check(z.trim(), z.maxLength(200));
    case "int":
      return z.number().check(z.int(), z.gte(f.min ?? 0), z.lte(f.max ?? 1_000_000));
    case "bool":
      return z.boolean();
    case "ids":
      return z.array(id).check(z.maxLength(200));
    case "counts":
      return z.array(itemCount).check(z.minLength(1), z.maxLength(50));
  }
}

const tableParams = lazySchema(() => z.object({ table: z.enum(ROW_TABLES) }));
const rowParams = lazySchema(() =>
  z.object({
    table: z.enum(ROW_TABLES),
    key: z.string().check(z.minLength(1), z.maxLength(100)),
  }),
);

export const rowSummarySchema = lazySchema(() =>
  z.object({ key: z.string(), label: z.string(), edited: z.boolean() }),
);
export const rowDetailSchema = lazySchema(() =>
  z.object({
    key: z.string(),
    label: z.string(),
    values: z.record(z.string(), z.unknown()),
    overrides: z.array(
      z.object({
        field: z.string(),
        value: z.unknown(),
        upstream: z.unknown(),
        byEmail: z.nullable(z.string()),
        at: z.number(),
      }),
    ),
  }),
);
export type RowDetail = z.infer<typeof rowDetailSchema>;

export const rowEndpoints = {
  list: endpoint({
    method: "GET",
    path: "/admin/rows/:table",
    params: tableParams,
    query: lazySchema(() => z.object({ q: z._default(z.string().check(z.trim(), z.maxLength(100)), "") })),
    response: lazySchema(() => z.object({ rows: z.array(rowSummarySchema) })),
  }),
  get: endpoint({
    method: "GET",
    path: "/admin/rows/:table/:key",
    params: rowParams,
    response: rowDetailSchema,
  }),
  put: endpoint({
    method: "PUT",
    path: "/admin/rows/:table/:key",
    params: rowParams,
    body: lazySchema(() => z.object({ values: z.record(z.string(), z.unknown()) })),
    response: rowDetailSchema,
  }),
  revert: endpoint({
    method: "POST",
    path: "/admin/rows/:table/:key/revert",
    params: rowParams,
    body: lazySchema(() =>
      z.object({
        fields: z.array(z.string().check(z.maxLength(40))).check(z.minLength(1), z.maxLength(20)),
      }),
    ),
    response: rowDetailSchema,
  }),
};
