import { sessionOf } from "../accounts/session";
import { clock } from "../clock";
import type { Env } from "../env";

/**
 * Whether a request comes from a signed-in admin (its session cookie names a live session of an
 * admin account). The Worker answers /admin and everything under it with the not-found page
 * unless this says yes (docs/product.md §2, §6).
 */
export async function isAdminRequest(request: Request, env: Pick<Env, "DB">): Promise<boolean> {
  const session = await sessionOf(env.DB, request.headers.get("Cookie"), clock.now());
  return session?.account.admin === true;
}
