import { Hono } from "hono";
import { userEndpoints } from "../../src/contracts/user";
import { accountByEmail } from "../db/queries/sessions";
import { setRoles } from "../db/queries/users";
import { on } from "../endpoint";
import type { AppBindings } from "../env";
import { notFound } from "../errors";

/** Admin calls on accounts (SPEC §6). Non-admins get the not-found answer, as on /admin pages. */
export const adminUserRoutes = new Hono<AppBindings>();

on(adminUserRoutes, userEndpoints.adminRole, [], async (c, { body }) => {
  const { email, pro, admin } = body;
  const target = await accountByEmail(c.env.DB, email);
  if (!target) throw notFound();
  await setRoles(c.env.DB, target.uid, { pro, admin });
  const after = await accountByEmail(c.env.DB, email);
  if (!after?.email) throw notFound();
  return { uid: after.uid, email: after.email, pro: after.pro, admin: after.admin };
});
