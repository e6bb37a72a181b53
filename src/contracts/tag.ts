import { endpoint } from "./endpoint";
import { l10nSchema } from "./item-by-url";
import { lazySchema, z } from "./zod-mini";

/** POST /api/be/tag/by-url body. Unknown fields are ignored. */
export const tagByUrlBodySchema = lazySchema(() =>
  z.object({ tag: z.string().check(z.minLength(1), z.maxLength(200)) }),
);

/** A tag with the uids of its items (ordered by item name). */
export const tagSchema = lazySchema(() =>
  z.object({
    tag: z.string(),
    name: z.string(),
    nameL10n: l10nSchema,
    items: z.array(z.string()),
  }),
);
export type Tag = z.infer<typeof tagSchema>;

/** POST /api/be/tag/by-url: a tag and its items (404 when unknown). */
export const tagByUrlEndpoint = endpoint({
  method: "POST",
  path: "/tag/by-url",
  body: tagByUrlBodySchema,
  response: tagSchema,
});
