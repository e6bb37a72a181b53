import { Hono } from "hono";
import { said } from "../../src/contracts/messages";
import { API_KEYS_PER_USER, apiKeyEndpoints } from "../../src/contracts/public-api";
import { randomToken, randomUid, sha256Hex } from "../accounts/crypto";
import { requireUser } from "../auth/access";
import { clock } from "../clock";
import { getDb } from "../db/client";
import { addApiKey, listApiKeys, revokeApiKey } from "../db/queries/api-keys";
import { on } from "../endpoint";
import type { AppBindings } from "../env";
import { badRequest, notFound } from "../errors";

/** Public API keys on /dev/api (Pro): listed by name and prefix, shown once when made. */
export const apiKeyRoutes = new Hono<AppBindings>();

on(apiKeyRoutes, apiKeyEndpoints.list, [], async (c) => ({
  keys: await listApiKeys(getDb(c.env.DB), requireUser(c).uid),
}));

on(apiKeyRoutes, apiKeyEndpoints.create, [], async (c, { body }) => {
  const { uid } = requireUser(c);
  const db = getDb(c.env.DB);
  const key = `tmk_${randomToken(24)}`;
  const row = {
    id: randomUid(),
    userUid: uid,
    keyHash: await sha256Hex(key),
    prefix: key.slice(0, 8),
    name: body.name,
    createdAt: clock.now(),
  };
  if (!(await addApiKey(db, row, API_KEYS_PER_USER)))
    throw badRequest(said("limit.apiKeys", { max: API_KEYS_PER_USER }));
  return { id: row.id, name: row.name, prefix: row.prefix, createdAt: row.createdAt, lastUsedAt: null, key };
});

on(apiKeyRoutes, apiKeyEndpoints.revoke, [], async (c, { body }) => {
  const { uid } = requireUser(c);
  const db = getDb(c.env.DB);
  if (!(await revokeApiKey(db, uid, body.id))) throw notFound();
  return { keys: await listApiKeys(db, uid) };
});
