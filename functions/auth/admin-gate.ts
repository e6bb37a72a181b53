import { sha256Hex } from "../accounts/crypto";
import { sessionIdFromCookieHeader } from "../accounts/session";
import { clock } from "../clock";
import { accountBySession } from "../db/queries/sessions";
import type { Env } from "../env";

/**
 * Whether a request comes from a signed-in admin (its session cookie names a live session of an
 * admin account). The Worker answers /admin and everything under it with the not-found page
 * unless this says yes (SPEC §2, §6).
 */
export async function isAdminRequest(request: Request, env: Pick<Env, "DB">): Promise<boolean> {
  const id = sessionIdFromCookieHeader(request.headers.get("Cookie"));
  if (!id) return false;
  const account = await accountBySession(env.DB, await sha256Hex(id), clock.now());
  return account?.admin === true;
}
