import type { Context } from "hono";
import type { AccountRow, AppBindings } from "../env";
import { HttpError } from "../errors";
import { isPro } from "./pro";

/** The signed-in account; throws 401 when anonymous. */
export function requireUser(c: Context<AppBindings>): AccountRow {
  const user = c.get("user");
  if (!user) throw new HttpError("unauthorized", "Sign in required");
  return user;
}

/** The signed-in Pro account; 401 when anonymous, 403 "Pro status required" when base. */
export function requireProUser(c: Context<AppBindings>): AccountRow {
  const user = requireUser(c);
  if (!isPro(c)) throw new HttpError("forbidden", "Pro status required");
  return user;
}
