import type { Context } from "hono";
import { forbidden } from "../errors";

/**
 * Whether the caller has Pro status. Until accounts exist every caller is free; the accounts
 * work replaces this one function (session → user → pro flag / patron expiry).
 */
export function isPro(_c: Context): boolean {
  return false;
}

/** Throws 403 "Pro status required" unless the caller is Pro. */
export function requirePro(c: Context): void {
  if (!isPro(c)) throw forbidden();
}
