import { Hono } from "hono";
import { adminEndpoints } from "../../src/contracts/admin";
import { SERVER_MESSAGES } from "../../src/contracts/messages";
import { userEndpoints } from "../../src/contracts/user";
import { requireUser } from "../auth/access";
import { clock } from "../clock";
import { logStatement } from "../db/queries/admin-log";
import { adminUser, rolesOf, searchUsers, setAccountStatement } from "../db/queries/admin-users";
import { accountByEmail } from "../db/queries/sessions";
import { runSqlBatch } from "../db/sql-batch";
import { on } from "../endpoint";
import type { AccountRow, AppBindings } from "../env";
import { badRequest, notFound } from "../errors";

/** Admin calls on accounts (docs/product.md §6). Non-admins get the not-found answer, as on /admin pages. */
export const adminUserRoutes = new Hono<AppBindings>();

/** An admin keeps their own admin role: no one locks the last admin out by a slip. */
const OWN_ADMIN_MESSAGE = SERVER_MESSAGES["admin.ownAdmin"];

/** Changes an account's roles or patron end with its audit line, in one batch; the account after. */
async function changeAccount(
  db: D1Database,
  admin: AccountRow,
  uid: string,
  patch: { pro?: boolean; admin?: boolean; patronUntil?: number | null },
) {
  const before = await adminUser(db, uid);
  if (!before) throw notFound();
  if (uid === admin.uid && patch.admin === false) throw badRequest(OWN_ADMIN_MESSAGE);
  const after = { ...rolesOf(before), ...patch };
  await runSqlBatch(db, [
    setAccountStatement(uid, patch),
    logStatement({
      kind: "audit",
      at: clock.now(),
      actor: admin,
      action: "user.roles",
      target: before.email ?? uid,
      before: rolesOf(before),
      after,
    }),
  ]);
  const result = await adminUser(db, uid);
  if (!result) throw notFound();
  return result;
}

on(adminUserRoutes, userEndpoints.adminRole, [], async (c, { body }) => {
  const { email, pro, admin } = body;
  const target = await accountByEmail(c.env.DB, email);
  if (!target) throw notFound();
  const after = await changeAccount(c.env.DB, requireUser(c), target.uid, {
    ...(pro === undefined ? {} : { pro }),
    ...(admin === undefined ? {} : { admin }),
  });
  return { uid: after.uid, email: after.email ?? email, pro: after.pro, admin: after.admin };
});

on(adminUserRoutes, adminEndpoints.users, [], async (c, { query }) => ({
  users: await searchUsers(c.env.DB, query.q),
}));

on(adminUserRoutes, adminEndpoints.user, [], async (c, { params }) => {
  const user = await adminUser(c.env.DB, params.uid);
  if (!user) throw notFound();
  return user;
});

on(adminUserRoutes, adminEndpoints.userPut, [], async (c, { params, body }) =>
  changeAccount(c.env.DB, requireUser(c), params.uid, body),
);
