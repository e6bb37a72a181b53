import { Hono } from "hono";
import { adminEndpoints } from "../../src/contracts/admin";
import { requireUser } from "../auth/access";
import { clock } from "../clock";
import { adminItem, changedFields, editStatements, searchItems } from "../db/queries/admin-items";
import { logStatement } from "../db/queries/admin-log";
import { bumpDataVersionStatement } from "../db/queries/data-version";
import { revertStatements } from "../db/queries/item-overrides";
import { runSqlBatch } from "../db/sql-batch";
import { on } from "../endpoint";
import type { AppBindings } from "../env";
import { notFound } from "../errors";

/**
 * Item search and edits (docs/product.md §2 /admin/items, /admin/item/:uid). An edit is kept across data
 * imports until reverted; both are audited and bump the data version, so GET /cache and the item
 * page's live data carry the change at once (the prerendered pages at the next build).
 */
export const adminItemRoutes = new Hono<AppBindings>();

async function itemOr404(d1: D1Database, uid: string) {
  const item = await adminItem(d1, uid);
  if (!item) throw notFound();
  return item;
}

on(adminItemRoutes, adminEndpoints.items, [], async (c, { query }) => ({
  items: await searchItems(c.env.DB, query.q),
}));

on(adminItemRoutes, adminEndpoints.item, [], async (c, { params }) => itemOr404(c.env.DB, params.uid));

on(adminItemRoutes, adminEndpoints.itemPut, [], async (c, { params, body }) => {
  const admin = requireUser(c);
  const before = await itemOr404(c.env.DB, params.uid);
  const changes = changedFields(before, body);
  if (changes.length === 0) return before;
  const now = clock.now();
  const audit = logStatement({
    kind: "audit",
    at: now,
    actor: admin,
    action: "item.edit",
    target: params.uid,
    before: Object.fromEntries(changes.map((ch) => [ch.field, ch.before])),
    after: Object.fromEntries(changes.map((ch) => [ch.field, ch.after])),
  });
  await runSqlBatch(c.env.DB, [
    ...editStatements(params.uid, changes, admin.uid, now),
    bumpDataVersionStatement(now),
    audit,
  ]);
  return itemOr404(c.env.DB, params.uid);
});

on(adminItemRoutes, adminEndpoints.itemRevert, [], async (c, { params, body }) => {
  const admin = requireUser(c);
  const before = await itemOr404(c.env.DB, params.uid);
  const fields = body.fields.filter((f) => before.overrides.some((o) => o.field === f));
  if (fields.length === 0) return before;
  const now = clock.now();
  const audit = logStatement({
    kind: "audit",
    at: now,
    actor: admin,
    action: "item.revert",
    target: params.uid,
    before: Object.fromEntries(fields.map((f) => [f, before[f]])),
    after: Object.fromEntries(
      fields.map((f) => [f, before.overrides.find((o) => o.field === f)?.upstream ?? null]),
    ),
  });
  await runSqlBatch(c.env.DB, [
    ...revertStatements(params.uid, fields),
    bumpDataVersionStatement(now),
    audit,
  ]);
  return itemOr404(c.env.DB, params.uid);
});
