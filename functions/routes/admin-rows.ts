import { Hono } from "hono";
import { safeParse } from "zod/v4/core";
import { fieldSchema, ROW_FIELDS, type RowTable, rowEndpoints } from "../../src/contracts/admin-rows";
import { said } from "../../src/contracts/messages";
import { requireUser } from "../auth/access";
import { clock } from "../clock";
import { logStatement } from "../db/queries/admin-log";
import { missingIds, rowDetail, searchRows } from "../db/queries/admin-rows";
import { bumpDataVersionStatement } from "../db/queries/data-version";
import { editRowStatements, revertRowStatements } from "../db/queries/row-overrides";
import { runSqlBatch } from "../db/sql-batch";
import { on } from "../endpoint";
import type { AppBindings } from "../env";
import { badRequest, notFound } from "../errors";
import { issueText } from "../validate";

/**
 * Editors of quests, crafts, barters and tags (docs/product.md §2 /admin/quests, /admin/crafts,
 * /admin/barters, /admin/tags): an edit is kept across imports until reverted, audited, and bumps
 * the data version so the pages' data carry it.
 */
export const adminRowRoutes = new Hono<AppBindings>();

async function rowOr404(d1: D1Database, table: RowTable, key: string) {
  const row = await rowDetail(d1, table, key);
  if (!row) throw notFound();
  return row;
}

/** The values of a body, each checked against its field; the refs they name must exist. */
async function checkedValues(d1: D1Database, table: RowTable, values: Record<string, unknown>) {
  const fields = ROW_FIELDS[table];
  const out: Record<string, unknown> = {};
  const refs = { items: [] as string[], quests: [] as string[] };
  for (const [field, value] of Object.entries(values)) {
    const def = Object.hasOwn(fields, field) ? fields[field] : undefined;
    if (!def) throw badRequest(said("admin.notEditable", { field }));
    const parsed = safeParse(fieldSchema(def), value);
    if (!parsed.success) throw badRequest(`${field}: ${issueText(parsed.error.issues)}`);
    out[field] = parsed.data;
    if (def.refs === "items") refs.items.push(...(parsed.data as { item: string }[]).map((c) => c.item));
    if (def.refs === "quests") refs.quests.push(...(parsed.data as string[]));
  }
  if (Object.keys(out).length === 0) throw badRequest(said("admin.nothingToChange"));
  for (const kind of ["items", "quests"] as const) {
    const missing = await missingIds(d1, kind, refs[kind]);
    if (missing.length > 0)
      throw badRequest(`Unknown ${kind === "items" ? "item" : "quest"}: ${missing.join(", ")}`);
  }
  return out;
}

on(adminRowRoutes, rowEndpoints.list, [], async (c, { params, query }) => ({
  rows: await searchRows(c.env.DB, params.table, query.q),
}));

on(adminRowRoutes, rowEndpoints.get, [], async (c, { params }) =>
  rowOr404(c.env.DB, params.table, params.key),
);

on(adminRowRoutes, rowEndpoints.put, [], async (c, { params, body }) => {
  const admin = requireUser(c);
  const { table, key } = params;
  const before = await rowOr404(c.env.DB, table, key);
  const values = await checkedValues(c.env.DB, table, body.values);
  const changed = Object.fromEntries(
    Object.entries(values).filter(([f, v]) => JSON.stringify(v) !== JSON.stringify(before.values[f])),
  );
  if (Object.keys(changed).length === 0) return before;
  const now = clock.now();
  await runSqlBatch(c.env.DB, [
    ...editRowStatements(table, key, changed, admin.uid, now),
    bumpDataVersionStatement(now),
    logStatement({
      kind: "audit",
      at: now,
      actor: admin,
      action: `${table}.edit`,
      target: key,
      before: Object.fromEntries(Object.keys(changed).map((f) => [f, before.values[f]])),
      after: changed,
    }),
  ]);
  return rowOr404(c.env.DB, table, key);
});

on(adminRowRoutes, rowEndpoints.revert, [], async (c, { params, body }) => {
  const admin = requireUser(c);
  const { table, key } = params;
  const before = await rowOr404(c.env.DB, table, key);
  const fields = body.fields.filter((f) => before.overrides.some((o) => o.field === f));
  if (fields.length === 0) return before;
  const now = clock.now();
  await runSqlBatch(c.env.DB, [
    ...revertRowStatements(table, key, fields),
    bumpDataVersionStatement(now),
    logStatement({
      kind: "audit",
      at: now,
      actor: admin,
      action: `${table}.revert`,
      target: key,
      before: Object.fromEntries(fields.map((f) => [f, before.values[f]])),
      after: Object.fromEntries(
        fields.map((f) => [f, before.overrides.find((o) => o.field === f)?.upstream ?? null]),
      ),
    }),
  ]);
  return rowOr404(c.env.DB, table, key);
});
