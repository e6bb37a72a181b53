import type { Context } from "hono";
import { clock } from "../clock";
import type { AccountRow } from "../env";
import { forbidden } from "../errors";

/** Pro status of an account: the pro flag, or a patron subscription still running (SPEC §1, §6). */
export function accountIsPro(user: AccountRow | null, now: number): boolean {
  return !!user && (user.pro || (user.patronUntil ?? 0) > now);
}

/** Whether the caller has Pro status (the session middleware loaded the account). */
export function isPro(c: Context): boolean {
  const user = (c.get("user") as AccountRow | null | undefined) ?? null;
  return accountIsPro(user, clock.now());
}

/** Throws 403 "Pro status required" unless the caller is Pro. */
export function requirePro(c: Context): void {
  if (!isPro(c)) throw forbidden();
}
