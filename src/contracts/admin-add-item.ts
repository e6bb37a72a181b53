import { isSafeImageAddress } from "./admin";
import { endpoint } from "./endpoint";
import { lazySchema, z } from "./zod-mini";

/**
 * /admin/add-item (docs/product.md §2): items an admin adds that the data lacks. Each gets a generated game-like
 * id and the url slug of its name, is kept over imports until the data carries the same id or url,
 * and can be deleted.
 */

/** A tag key as the data writes them (e.g. "Barter_item"). */
const tagKey = lazySchema(() =>
  z.string().check(z.regex(/^[A-Za-z0-9_-]{1,40}$/, { error: "A tag is letters, digits, _ or -" })),
);
const cells = lazySchema(() => z.number().check(z.int(), z.gte(1), z.lte(20)));

export const newItemSchema = lazySchema(() =>
  z.object({
    name: z.string().check(z.trim(), z.minLength(2), z.maxLength(100)),
    shortName: z.string().check(z.trim(), z.minLength(1), z.maxLength(40)),
    category: z.string().check(z.trim(), z.minLength(1), z.maxLength(60)),
    width: cells,
    height: cells,
    basePrice: z.number().check(z.int(), z.gte(0), z.lte(1_000_000_000)),
    tags: z.array(tagKey).check(z.maxLength(20)),
    icon: z.nullable(
      z.string().check(
        z.trim(),
        z.maxLength(500),
        z.refine(isSafeImageAddress, {
          error: "An image address must start with https:// or / (this site)",
        }),
      ),
    ),
  }),
);
export type NewItem = z.infer<typeof newItemSchema>;

export const addedItemSchema = lazySchema(() =>
  z.object({
    ...newItemSchema.shape,
    uid: z.string(),
    url: z.string(),
    at: z.number(),
    byEmail: z.nullable(z.string()),
  }),
);
export type AddedItem = z.infer<typeof addedItemSchema>;

export const addItemEndpoints = {
  list: endpoint({
    method: "GET",
    path: "/admin/added-items",
    response: lazySchema(() =>
      z.object({
        items: z.array(addedItemSchema),
        /** The categories and tags the data uses, to pick from. */
        categories: z.array(z.string()),
        tags: z.array(z.string()),
      }),
    ),
  }),
  add: endpoint({
    method: "POST",
    path: "/admin/added-items",
    body: newItemSchema,
    response: addedItemSchema,
  }),
  remove: endpoint({
    method: "POST",
    path: "/admin/added-items/:uid/delete",
    params: lazySchema(() => z.object({ uid: z.string().check(z.minLength(1), z.maxLength(64)) })),
    /** False when no added item has this uid (already deleted, or an item of the data). */
    response: lazySchema(() => z.object({ deleted: z.boolean() })),
  }),
};
