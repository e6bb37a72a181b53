import { Hono } from "hono";
import { botEndpoints } from "../../src/contracts/bot";
import { randomToken, sha256Hex } from "../accounts/crypto";
import { requireUser } from "../auth/access";
import { clock } from "../clock";
import { getDb } from "../db/client";
import { botTokenInfo, deleteBotToken, setBotToken } from "../db/queries/bot-tokens";
import { on } from "../endpoint";
import type { AppBindings } from "../env";

/** A streamer's chat-bot tokens (/streamers/*), one per bot: shown once when made, stored hashed. */
export const botTokenRoutes = new Hono<AppBindings>();

on(botTokenRoutes, botEndpoints.token, [], async (c) => botTokenInfo(getDb(c.env.DB), requireUser(c).uid));

on(botTokenRoutes, botEndpoints.rotate, [], async (c, { body }) => {
  const { uid } = requireUser(c);
  const token = randomToken(18);
  await setBotToken(getDb(c.env.DB), {
    userUid: uid,
    kind: body.kind,
    tokenHash: await sha256Hex(token),
    prefix: token.slice(0, 6),
    createdAt: clock.now(),
  });
  return { ...(await botTokenInfo(getDb(c.env.DB), uid))[body.kind], token };
});

on(botTokenRoutes, botEndpoints.revoke, [], async (c, { body }) => {
  const { uid } = requireUser(c);
  await deleteBotToken(getDb(c.env.DB), uid, body.kind);
  return (await botTokenInfo(getDb(c.env.DB), uid))[body.kind];
});
