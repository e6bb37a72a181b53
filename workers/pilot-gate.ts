import { sha256Hex } from "../functions/accounts/crypto";
import { sessionIdFromCookieHeader } from "../functions/accounts/session";
import { accountBySession } from "../functions/db/queries/sessions";
import type { Env } from "../functions/env";
import { isOwnOrigin } from "../functions/middleware/session";

/**
 * Who may open /ws/pilot: a WebSocket upgrade (else 426), from this site's own origin when the
 * client names one (else 403; the browser always does), with a valid session (else 401). The
 * relay is keyed by that account, never by anything the client claims. The desktop helper's own
 * credential (a pairing key) comes with the helper.
 */
export async function pilotGate(
  request: Request,
  env: Env,
  now: number,
): Promise<Response | { userUid: string }> {
  if (request.headers.get("Upgrade")?.toLowerCase() !== "websocket") {
    return new Response("Expected a WebSocket upgrade", { status: 426 });
  }
  const origin = request.headers.get("Origin");
  if (origin !== null && !isOwnOrigin(origin, request.url, request.headers.get("Host") ?? undefined)) {
    return new Response("Cross-site socket refused", { status: 403 });
  }
  const id = sessionIdFromCookieHeader(request.headers.get("Cookie"));
  const account = id ? await accountBySession(env.DB, await sha256Hex(id), now) : null;
  if (!account) return new Response("Sign in first", { status: 401 });
  return { userUid: account.uid };
}
