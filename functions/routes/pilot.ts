import { Hono } from "hono";
import { pilotEndpoints } from "../../src/contracts/pilot";
import { randomToken, sha256Hex } from "../accounts/crypto";
import { requireUser } from "../auth/access";
import { clock } from "../clock";
import { getDb } from "../db/client";
import { deletePilotKey, pilotKeyInfo, setPilotKey } from "../db/queries/pilot-keys";
import { on } from "../endpoint";
import type { AppBindings } from "../env";

/** Pairing keys of the cloud helper (/pilot/cloud): shown once when made, stored hashed. */
export const pilotRoutes = new Hono<AppBindings>();

/** Closes the helper sockets of the account's relay room (its key changed or went). */
async function dropHelpers(env: AppBindings["Bindings"], userUid: string) {
  const room = env.PILOT_RELAY.get(env.PILOT_RELAY.idFromName(userUid));
  await room.fetch("https://relay/drop-helpers", { method: "POST" });
}

on(pilotRoutes, pilotEndpoints.key, [], async (c) => pilotKeyInfo(getDb(c.env.DB), requireUser(c).uid));

on(pilotRoutes, pilotEndpoints.rotate, [], async (c) => {
  const { uid } = requireUser(c);
  const key = `tmp_${randomToken(24)}`;
  const prefix = key.slice(0, 8);
  await setPilotKey(getDb(c.env.DB), {
    userUid: uid,
    keyHash: await sha256Hex(key),
    prefix,
    createdAt: clock.now(),
  });
  await dropHelpers(c.env, uid);
  return { ...(await pilotKeyInfo(getDb(c.env.DB), uid)), key };
});

on(pilotRoutes, pilotEndpoints.revoke, [], async (c) => {
  const { uid } = requireUser(c);
  await deletePilotKey(getDb(c.env.DB), uid);
  await dropHelpers(c.env, uid);
  return pilotKeyInfo(getDb(c.env.DB), uid);
});
