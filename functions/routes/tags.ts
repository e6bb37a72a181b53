import { Hono } from "hono";
import { tagByUrlEndpoint } from "../../src/contracts/tag";
import { getDb } from "../db/client";
import { tagByUrl } from "../db/queries/items";
import { on } from "../endpoint";
import type { AppBindings } from "../env";
import { notFound } from "../errors";

/** Tag pages: a tag and its items. */
export const tagRoutes = new Hono<AppBindings>();

on(tagRoutes, tagByUrlEndpoint, [], async (c, { body }) => {
  const tag = await tagByUrl(getDb(c.env.DB), body.tag);
  if (!tag) throw notFound();
  return tag;
});
