import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import type { Endpoint } from "../../src/contracts/endpoint";
import { said } from "../../src/contracts/messages";
import { clock } from "../clock";
import type { AccountRow, AppBindings } from "../env";
import { forbidden, HttpError, notFound } from "../errors";

/**
 * Who may call each API endpoint (docs/product.md §6), in one table: the guard every endpoint gets from it
 * (functions/endpoint.ts) and the authorization matrix test both read it.
 * - anyone: no guard;
 * - signedIn: 401 for anonymous callers;
 * - pro: 401 for anonymous, 403 "Pro status required" for base callers;
 * - admin: the not-found answer for everyone else, like the /admin pages.
 * `proWhen` names the input that needs Pro on an endpoint open to more callers; the handler checks
 * it with requirePro.
 */
export type Access = "anyone" | "signedIn" | "pro" | "admin";
export type AccessRule = { access: Access; proWhen?: string };

export const ACCESS: Record<string, AccessRule> = {
  "GET /health": { access: "anyone" },
  "GET /weather": { access: "anyone" },
  "GET /website-alert": { access: "anyone" },
  "GET /cache": { access: "anyone" },
  "GET /calc": { access: "anyone" },
  "POST /item/by-url": { access: "anyone" },
  "POST /tag/by-url": { access: "anyone" },
  "GET /items/search": { access: "anyone" },
  "GET /items/:uid/history": { access: "anyone", proWhen: "a range other than 7d" },
  "POST /auth/email/send": { access: "anyone" },
  "POST /auth/email/verify": { access: "anyone" },
  "POST /logout": { access: "anyone" },
  "POST /auth/share": { access: "signedIn" },
  "POST /auth/share/accept": { access: "anyone" },
  "GET /auth/patreon/start": { access: "anyone" },
  "GET /auth/patreon/callback": { access: "anyone" },
  "GET /users/me": { access: "signedIn" },
  "PUT /users/me": { access: "signedIn", proWhen: "any field but username" },
  "POST /users/me/char/select": { access: "signedIn" },
  "POST /users/me/char/create": { access: "pro" },
  "POST /users/me/char/copy-from": { access: "pro" },
  "POST /users/me/char/delete": { access: "signedIn" },
  "GET /users/me/export": { access: "signedIn" },
  "POST /users/me/delete": { access: "signedIn" },
  "POST /progression/update": { access: "pro" },
  "PUT /progression/reset/:kind": { access: "signedIn", proWhen: "the kind all" },
  "POST /items/price/set": { access: "pro" },
  "POST /items/price/clear": { access: "pro" },
  "GET /site-settings": { access: "anyone" },
  "POST /admin/users/role": { access: "admin" },
  "GET /admin/overview": { access: "admin" },
  "GET /admin/logs": { access: "admin" },
  "GET /admin/global-settings": { access: "admin" },
  "PUT /admin/global-settings": { access: "admin" },
  "PUT /admin/website-alert": { access: "admin" },
  "GET /admin/email-settings": { access: "admin" },
  "PUT /admin/email-settings": { access: "admin" },
  "POST /admin/email-settings/test": { access: "admin" },
  "GET /admin/users": { access: "admin" },
  "GET /admin/users/:uid": { access: "admin" },
  "PUT /admin/users/:uid": { access: "admin" },
  "GET /admin/items": { access: "admin" },
  "GET /admin/items/:uid": { access: "admin" },
  "PUT /admin/items/:uid": { access: "admin" },
  "POST /admin/items/:uid/revert": { access: "admin" },
  "GET /admin/palette": { access: "admin" },
  "PUT /admin/palette": { access: "admin" },
  "GET /admin/added-items": { access: "admin" },
  "POST /admin/added-items": { access: "admin" },
  "POST /admin/added-items/:uid/delete": { access: "admin" },
  "GET /admin/rows/:table": { access: "admin" },
  "GET /admin/rows/:table/:key": { access: "admin" },
  "PUT /admin/rows/:table/:key": { access: "admin" },
  "POST /admin/rows/:table/:key/revert": { access: "admin" },
  "POST /admin/compare/:kind": { access: "admin" },
  "POST /admin/compare/:kind/apply": { access: "admin" },
  "GET /challenge": { access: "anyone" },
  "POST /challenge/join": { access: "signedIn" },
  "POST /challenge/leave": { access: "signedIn" },
  "GET /admin/challenges": { access: "admin" },
  "POST /admin/challenges/save": { access: "admin" },
  "GET /weapons": { access: "anyone" },
  "GET /weapons/:uid/parts": { access: "anyone" },
  "GET /loadouts/:uid": { access: "anyone" },
  "POST /loadouts/save": { access: "pro" },
  "POST /loadouts/delete": { access: "signedIn" },
  "GET /loadouts/my": { access: "signedIn" },
  "GET /loadouts/search": { access: "signedIn", proWhen: "more than the top 20 results" },
  "POST /loadouts/like": { access: "signedIn" },
  "GET /gear/items": { access: "anyone" },
  "GET /gear/loadouts/:uid": { access: "anyone" },
  "POST /gear/loadouts/save": { access: "pro" },
  "GET /gear/loadouts/my": { access: "signedIn" },
  "GET /gear/loadouts/search": { access: "signedIn", proWhen: "more than the top 20 results" },
  "GET /pilot/key": { access: "signedIn" },
  "POST /pilot/script/webhook": { access: "anyone" },
  "GET /pilot/version": { access: "anyone" },
  "POST /pilot/key/rotate": { access: "signedIn" },
  "POST /pilot/key/revoke": { access: "signedIn" },
  "GET /bot/token": { access: "signedIn" },
  "POST /bot/token/rotate": { access: "signedIn" },
  "POST /bot/token/revoke": { access: "signedIn" },
  "GET /widget/prices": { access: "anyone" },
  "GET /dev/keys": { access: "pro" },
  "POST /dev/keys/create": { access: "pro" },
  "POST /dev/keys/revoke": { access: "pro" },
};

/** The access rule of an endpoint; an endpoint missing from the table is a programming error. */
export function accessOf(ep: Pick<Endpoint, "method" | "path">): AccessRule {
  const rule = ACCESS[`${ep.method} ${ep.path}`];
  if (!rule) throw new Error(`${ep.method} ${ep.path} has no row in ACCESS (functions/auth/access.ts)`);
  return rule;
}

/** Pro status of an account: the pro flag, or a patron subscription still running (docs/product.md §1, §6). */
export function accountIsPro(user: Pick<AccountRow, "pro" | "patronUntil"> | null, now: number): boolean {
  return !!user && (user.pro || (user.patronUntil ?? 0) > now);
}

/** The signed-in account; throws 401 when anonymous. */
export function requireUser(c: Context<AppBindings>): AccountRow {
  const user = c.get("user");
  if (!user) throw new HttpError("unauthorized", said("error.signInRequired"));
  return user;
}

/**
 * Throws 403 "Pro status required" unless the caller is Pro (anonymous callers too: a Pro-only
 * input of an endpoint open to anyone is refused the same way for both).
 */
export function requirePro(c: Context<AppBindings>): void {
  if (!accountIsPro(c.get("user"), clock.now())) throw forbidden();
}

const GUARDS = {
  anyone: null,
  signedIn: createMiddleware<AppBindings>(async (c, next) => {
    requireUser(c);
    await next();
  }),
  pro: createMiddleware<AppBindings>(async (c, next) => {
    requireUser(c);
    requirePro(c);
    await next();
  }),
  admin: createMiddleware<AppBindings>(async (c, next) => {
    if (!c.get("user")?.admin) throw notFound();
    await next();
  }),
} as const;

/** The guard of an access level (null: none), run before the input is read. */
export const guardOf = (access: Access) => GUARDS[access];

const ROUTE_PATTERNS = Object.keys(ACCESS).map((key) => {
  const [method, path] = key.split(" ") as [string, string];
  const pattern = new RegExp(`^${path.replace(/:[A-Za-z]+/g, "[^/]+")}$`);
  return { method, pattern };
});

/** The methods the API serves at a path (under /api/be), from the access table; empty when none. */
export function allowedMethods(path: string): string[] {
  return ROUTE_PATTERNS.filter((r) => r.pattern.test(path)).map((r) => r.method);
}
