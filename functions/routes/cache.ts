import { Hono } from "hono";
import { cacheQuerySchema } from "../../src/contracts/cache";
import { getDb } from "../db/client";
import { cachePayload, cacheResponseText } from "../db/queries/cache-payload";
import type { AppBindings } from "../env";
import { revalidate } from "../middleware/cache-headers";
import { validate } from "../validate";

/** GET /cache: items and quests as compact rows, sent only when the client's hash differs. */
export const cacheRoutes = new Hono<AppBindings>().get(
  "/cache",
  revalidate(),
  validate("query", cacheQuerySchema),
  async (c) => {
    const { itemsHash, questsHash, mode } = c.req.valid("query");
    const payload = await cachePayload(getDb(c.env.DB), mode);
    const itemsFresh = itemsHash !== payload.items.hash;
    const questsFresh = questsHash !== payload.quests.hash;
    // The body is fully determined by the two current hashes and which lists are sent.
    c.header(
      "ETag",
      `"${payload.items.hash}.${payload.quests.hash}.${Number(itemsFresh)}${Number(questsFresh)}"`,
    );
    c.header("Content-Type", "application/json; charset=UTF-8");
    return c.body(cacheResponseText(payload, itemsHash, questsHash));
  },
);
