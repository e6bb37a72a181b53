import type { Env } from "../env";

/**
 * Whether a request comes from a signed-in admin. The Worker answers /admin and everything
 * under it with the not-found page unless this says yes (SPEC §2, §6).
 * Accounts do not exist yet, so nobody is an admin; the accounts work replaces this body
 * with a session lookup (keep the signature: the Worker's admin gate calls it).
 */
export async function isAdminRequest(_request: Request, _env: Env): Promise<boolean> {
  return false;
}
