import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import type { AccountRow, AppBindings } from "../env";
import { forbidden, HttpError, notFound } from "../errors";
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
  if (!isPro(c)) throw forbidden();
  return user;
}

/** Route guard: 401 for anonymous callers, before the body is read or validated. */
export const signedIn = createMiddleware<AppBindings>(async (c, next) => {
  requireUser(c);
  await next();
});

/** Route guard: 401 for anonymous, 403 "Pro status required" for base callers. */
export const proOnly = createMiddleware<AppBindings>(async (c, next) => {
  requireProUser(c);
  await next();
});

/** Route guard: admins only; everyone else gets the not-found answer, like the /admin pages. */
export const adminOnly = createMiddleware<AppBindings>(async (c, next) => {
  if (!c.get("user")?.admin) throw notFound();
  await next();
});
