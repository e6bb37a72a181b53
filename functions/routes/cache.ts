import { Hono } from "hono";
import { cacheEndpoint } from "../../src/contracts/cache";
import { getDb } from "../db/client";
import { cachePayload, cacheResponseCompressed, cacheResponseText } from "../db/queries/cache-payload";
import { onRaw } from "../endpoint";
import type { AppBindings } from "../env";
import { preferredEncoding } from "../middleware/accept-encoding";
import { revalidate } from "../middleware/cache-headers";

/** GET /cache: items and quests as compact rows, sent only when the client's hash differs. */
export const cacheRoutes = new Hono<AppBindings>();

// Raw: the body is serialized (and compressed) once per data version, not per request.
onRaw(cacheRoutes, cacheEndpoint, [revalidate()], async (c, { query }) => {
  const { mode, lang } = query;
  const payload = await cachePayload(getDb(c.env.DB), mode, lang);
  // a skipped list is answered as if the client held the current one: no rows, needRefresh false
  const itemsHash = query.items === "skip" ? payload.items.hash : query.itemsHash;
  const questsHash = query.quests === "skip" ? payload.quests.hash : query.questsHash;
  const itemsFresh = itemsHash !== payload.items.hash;
  const questsFresh = questsHash !== payload.quests.hash;
  const headers = new Headers({
    // The body is fully determined by the two current hashes and which lists are sent.
    ETag: `"${payload.items.hash}.${payload.quests.hash}.${Number(itemsFresh)}${Number(questsFresh)}"`,
    "Content-Type": "application/json; charset=UTF-8",
    Vary: "Accept-Encoding",
  });
  const encoding = preferredEncoding(c.req.header("Accept-Encoding"), c.req.raw.cf);
  if ((itemsFresh || questsFresh) && encoding) {
    // Compressed once per data version, encoding and variant; "manual": the bytes are encoded already.
    headers.set("Content-Encoding", encoding);
    const body = await cacheResponseCompressed(payload, encoding, itemsHash, questsHash);
    return new Response(body, { headers, encodeBody: "manual" });
  }
  return new Response(cacheResponseText(payload, itemsHash, questsHash), { headers });
});
