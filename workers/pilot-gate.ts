import { sha256Hex } from "../functions/accounts/crypto";
import { sessionOf } from "../functions/accounts/session";
import { getDb } from "../functions/db/client";
import { userForPilotKey } from "../functions/db/queries/pilot-keys";
import type { Env } from "../functions/env";
import { isOwnOrigin } from "../functions/middleware/session";

export type PilotRole = "browser" | "helper";

/**
 * Who may open /ws/pilot: a WebSocket upgrade (else 426), from this site's own origin when the
 * client names one (else 403; the browser always does), and either the desktop helper with the
 * account's pairing key (`Authorization: Bearer <key>`, else 401) or a browser with a valid
 * session (else 401). The relay room is that account's, never one the client names.
 */
export async function pilotGate(
  request: Request,
  env: Env,
  now: number,
): Promise<Response | { userUid: string; role: PilotRole }> {
  if (request.headers.get("Upgrade")?.toLowerCase() !== "websocket") {
    return new Response("Expected a WebSocket upgrade", { status: 426 });
  }
  const origin = request.headers.get("Origin");
  if (origin !== null && !isOwnOrigin(origin, request.url, request.headers.get("Host") ?? undefined)) {
    return new Response("Cross-site socket refused", { status: 403 });
  }
  const bearer = /^Bearer\s+(\S+)$/i.exec(request.headers.get("Authorization") ?? "")?.[1];
  if (bearer) {
    const userUid = await userForPilotKey(getDb(env.DB), await sha256Hex(bearer));
    if (!userUid) return new Response("Unknown pairing key", { status: 401 });
    return { userUid, role: "helper" };
  }
  const session = await sessionOf(env.DB, request.headers.get("Cookie"), now);
  if (!session) return new Response("Sign in first", { status: 401 });
  return { userUid: session.account.uid, role: "browser" };
}
