import { Hono } from "hono";
import { tagByUrlBodySchema } from "../../src/contracts/tag";
import { getDb } from "../db/client";
import { tagByUrl } from "../db/queries/items";
import type { AppBindings } from "../env";
import { notFound } from "../errors";
import { validate } from "../validate";

/** Tag pages: a tag and its items. */
export const tagRoutes = new Hono<AppBindings>().post(
  "/tag/by-url",
  validate("json", tagByUrlBodySchema),
  async (c) => {
    const tag = await tagByUrl(getDb(c.env.DB), c.req.valid("json").tag);
    if (!tag) throw notFound();
    return c.json(tag);
  },
);
