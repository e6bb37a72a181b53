import { isAdminRequest } from "../functions/auth/admin-gate";
import type { Env } from "../functions/env";

/**
 * Whether a path is an admin page: /admin and everything under it.
 * @example isAdminPath("/admin/logs") // true
 */
export function isAdminPath(pathname: string): boolean {
  return /^\/admin(?:\/|$)/.test(pathname);
}

/** True when the request may see the page: any non-admin path, or an admin path for an admin. */
export async function passesAdminGate(request: Request, env: Env, pathname: string): Promise<boolean> {
  return !isAdminPath(pathname) || (await isAdminRequest(request, env));
}
