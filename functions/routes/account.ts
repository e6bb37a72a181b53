import { Hono } from "hono";
import { accountEndpoints } from "../../src/contracts/account";
import { clearSessionCookie } from "../accounts/session";
import { requireUser } from "../auth/access";
import { clock } from "../clock";
import { deleteAccount, exportAccount } from "../db/queries/account-data";
import { on } from "../endpoint";
import type { AppBindings } from "../env";
import { notFound } from "../errors";

/** The caller's own data: download it all, or delete the account (/account, /legal/privacy). */
export const accountRoutes = new Hono<AppBindings>();

on(accountRoutes, accountEndpoints.export, [], async (c) => {
  const now = clock.now();
  const data = await exportAccount(c.env.DB, requireUser(c).uid, now);
  if (!data) throw notFound();
  const day = new Date(now).toISOString().slice(0, 10);
  c.header("Cache-Control", "private, no-store");
  c.header("Content-Disposition", `attachment; filename="tarkov-companion-account-${day}.json"`);
  return data;
});

on(accountRoutes, accountEndpoints.delete, [], async (c) => {
  if (!(await deleteAccount(c.env.DB, requireUser(c).uid))) throw notFound();
  clearSessionCookie(c);
  c.header("Cache-Control", "no-store");
  return { deleted: true as const };
});
