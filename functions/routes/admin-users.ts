import { Hono } from "hono";
import { type AdminRoleResponse, adminRoleBodySchema } from "../../src/contracts/user";
import { accountByEmail } from "../db/queries/sessions";
import { setRoles } from "../db/queries/users";
import type { AppBindings } from "../env";
import { notFound } from "../errors";
import { adminOnly } from "../middleware/auth";
import { validate } from "../validate";

/** Admin calls on accounts (SPEC §6). Non-admins get the not-found answer, as on /admin pages. */
export const adminUserRoutes = new Hono<AppBindings>().post(
  "/admin/users/role",
  adminOnly,
  validate("json", adminRoleBodySchema),
  async (c) => {
    const { email, pro, admin } = c.req.valid("json");
    const target = await accountByEmail(c.env.DB, email);
    if (!target) throw notFound();
    await setRoles(c.env.DB, target.uid, { pro, admin });
    const after = await accountByEmail(c.env.DB, email);
    if (!after?.email) throw notFound();
    const body: AdminRoleResponse = {
      uid: after.uid,
      email: after.email,
      pro: after.pro,
      admin: after.admin,
    };
    return c.json(body);
  },
);
