import { Hono } from "hono";
import { AUTH_MESSAGES, authEndpoints } from "../../src/contracts/auth";
import { randomToken, sha256Hex } from "../accounts/crypto";
import { SHARE_TTL_MS, TOKEN_BYTES } from "../accounts/limits";
import { startSession } from "../accounts/session";
import { requireUser } from "../auth/access";
import { clock } from "../clock";
import { accountByUid } from "../db/queries/sessions";
import { acceptShareToken, createShareToken } from "../db/queries/share-tokens";
import { userView } from "../db/queries/users";
import { on } from "../endpoint";
import type { AppBindings } from "../env";
import { badRequest } from "../errors";

/** Share link (docs/product.md §4): a one-time token, valid 15 minutes, that signs another device in. */
export const shareRoutes = new Hono<AppBindings>();

on(shareRoutes, authEndpoints.share, [], async (c) => {
  const account = requireUser(c);
  const token = randomToken(TOKEN_BYTES);
  await createShareToken(c.env.DB, {
    tokenHash: await sha256Hex(token),
    userUid: account.uid,
    now: clock.now(),
    ttlMs: SHARE_TTL_MS,
  });
  c.header("Cache-Control", "private, no-store");
  return { token, url: `${new URL(c.req.url).origin}/user?share=${token}` };
});

on(
  shareRoutes,
  authEndpoints.shareAccept,
  [],
  async (c, { body }) => {
    const result = await acceptShareToken(c.env.DB, await sha256Hex(body.token), clock.now());
    if (!result.ok) {
      throw badRequest(
        result.reason === "accepted" ? AUTH_MESSAGES.shareAccepted : AUTH_MESSAGES.shareNotValid,
      );
    }
    const account = await accountByUid(c.env.DB, result.userUid);
    if (!account) throw badRequest(AUTH_MESSAGES.shareNotValid);
    await startSession(c, account.uid);
    c.header("Cache-Control", "private, no-store");
    return userView(c.env.DB, account);
  },
  { invalidBody: () => AUTH_MESSAGES.shareNotValid },
);
