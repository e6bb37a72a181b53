import { RISK_CODES } from "../domain/compare-review";
import { endpoint } from "./endpoint";
import { lazySchema, z } from "./zod-mini";

/**
 * The compare pages (docs/product.md §2 /admin/crafts-compare, /admin/barters-compare, /admin/quests-compare,
 * /admin/traders-prices-compare, /admin/guns-compare): an admin uploads an upstream export (a file the importer reads),
 * the Worker maps it with the importer's own code without writing and lists, row by row, what
 * differs from the database (local edits included); the admin then applies the rows they tick.
 */
export const COMPARE_KINDS = ["crafts", "barters", "quests", "traders-prices", "guns"] as const;
export type CompareKind = (typeof COMPARE_KINDS)[number];

/** The largest file a compare takes (the real tasks export is about 2.1 MB). */
export const MAX_UPLOAD_BYTES = 8 * 1024 * 1024;
/** Rows one apply takes (a price file leaves about 10,000 of the real trader offers unlisted). */
export const MAX_APPLY_ROWS = 20_000;

/**
 * One or more files read together, as one import reads them (a tasks export with the GraphQL tasks
 * file that holds the objectives' texts, say), at most MAX_UPLOAD_BYTES in all.
 */
const upload = {
  files: lazySchema(() =>
    z
      .array(
        z.object({
          /** The file's name: the importer recognises some files by it (pve_crafts.json). */
          name: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
          /** The file's text (JSON). */
          text: z.string().check(z.maxLength(MAX_UPLOAD_BYTES, "The file is larger than 8 MB")),
        }),
      )
      .check(z.minLength(1), z.maxLength(10)),
  ),
};

/** One value that differs, at its path in the row ("objectives[2].text"). */
const leafChange = lazySchema(() => z.object({ path: z.string(), before: z.unknown(), after: z.unknown() }));

const fieldDiff = lazySchema(() =>
  z.object({
    field: z.string(),
    before: z.unknown(),
    after: z.unknown(),
    /** The single values that differ inside the field, each with its path, old and new value. */
    changes: z.array(leafChange),
    /** A local edit (row_overrides) holds this field: the database shows the edit, not the data. */
    localEdit: z.optional(z.object({ value: z.unknown(), upstream: z.unknown() })),
  }),
);
export type FieldDiff = z.infer<typeof fieldDiff>;

const compareRow = lazySchema(() =>
  z.object({
    key: z.string(),
    label: z.string(),
    /** added: only in the file; removed: only in the database; changed: in both, some fields differ. */
    status: z.enum(["added", "removed", "changed"]),
    /** The fields that differ (changed rows); empty for added and removed rows. */
    fields: z.array(fieldDiff),
    /** Fields of the row a local edit holds (the edit stays unless reverted too). */
    edited: z.array(z.string()),
    /**
     * What applying the row would make worse (a name replaced by an id, a trader price's currency
     * switched, a needed value emptied): an apply refuses such a row unless `override` is set.
     */
    risks: z.array(z.object({ code: z.enum(RISK_CODES), ...leafChange.shape })),
  }),
);
export type CompareRow = z.infer<typeof compareRow>;

export const compareResultSchema = lazySchema(() =>
  z.object({
    kind: z.enum(COMPARE_KINDS),
    /** The files' names. */
    file: z.string(),
    /** Rows of the file and of the database that were compared, and how many are the same. */
    fileRows: z.number(),
    databaseRows: z.number(),
    same: z.number(),
    rows: z.array(compareRow),
  }),
);
export type CompareResult = z.infer<typeof compareResultSchema>;

const kindParams = lazySchema(() => z.object({ kind: z.enum(COMPARE_KINDS) }));

export const compareEndpoints = {
  compare: endpoint({
    method: "POST",
    path: "/admin/compare/:kind",
    params: kindParams,
    body: lazySchema(() => z.object(upload)),
    response: compareResultSchema,
  }),
  apply: endpoint({
    method: "POST",
    path: "/admin/compare/:kind/apply",
    params: kindParams,
    body: lazySchema(() =>
      z.object({
        ...upload,
        keys: z.array(z.string().check(z.maxLength(200))).check(z.minLength(1), z.maxLength(MAX_APPLY_ROWS)),
        /** Also drop the local edits of the applied rows, so the file's values show. */
        revertEdits: z._default(z.boolean(), false),
        /** Apply ticked rows that carry risks too (otherwise the apply is refused, naming them). */
        override: z._default(z.boolean(), false),
      }),
    ),
    response: lazySchema(() =>
      z.object({
        applied: z.object({ added: z.number(), changed: z.number(), removed: z.number() }),
        /** Picked keys that no longer differ (or are unknown): nothing was written for them. */
        skipped: z.array(z.string()),
        /** The comparison after the apply. */
        result: compareResultSchema,
      }),
    ),
  }),
};
