import { Hono } from "hono";
import { addItemEndpoints } from "../../src/contracts/admin-add-item";
import { said } from "../../src/contracts/messages";
import { isValidSlug, slugifyName } from "../../src/domain/slug";
import { requireUser } from "../auth/access";
import { clock } from "../clock";
import { addStatements, deleteStatements } from "../db/queries/added-items";
import { clashingItem, listAddedItems } from "../db/queries/added-items-read";
import { logStatement } from "../db/queries/admin-log";
import { bumpDataVersionStatement } from "../db/queries/data-version";
import { runSqlBatch } from "../db/sql-batch";
import { on } from "../endpoint";
import type { AppBindings } from "../env";
import { badRequest } from "../errors";

/**
 * /admin/add-item (docs/product.md §2): items the data lacks. An added item is written into `items` at once
 * and again after every import (functions/db/queries/added-items.ts); the data version is bumped,
 * so the market and GET /cache carry it at once (its prerendered page comes with the next build).
 */
export const adminAddItemRoutes = new Hono<AppBindings>();

/** A new game-like id: 24 random hex digits. */
const newUid = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(12)), (b) => b.toString(16).padStart(2, "0")).join("");

on(adminAddItemRoutes, addItemEndpoints.list, [], async (c) => {
  const [items, categories, tags] = await Promise.all([
    listAddedItems(c.env.DB),
    c.env.DB.prepare("SELECT DISTINCT category FROM items WHERE category IS NOT NULL ORDER BY category").all<{
      category: string;
    }>(),
    c.env.DB.prepare("SELECT tag FROM tags ORDER BY tag").all<{ tag: string }>(),
  ]);
  return {
    items,
    categories: categories.results.map((r) => r.category),
    tags: tags.results.map((r) => r.tag),
  };
});

on(adminAddItemRoutes, addItemEndpoints.add, [], async (c, { body }) => {
  const admin = requireUser(c);
  const url = slugifyName(body.name);
  if (!isValidSlug(url)) throw badRequest(said("admin.noAddress"));
  const clashError = async () => {
    const clash = await clashingItem(c.env.DB, url, body.name);
    if (!clash) return null;
    return badRequest(
      clash.url === url
        ? said("admin.addressTakenBy", { url, name: clash.name })
        : said("admin.nameTaken", { name: clash.name, url: clash.url }),
    );
  };
  const clash = await clashError();
  if (clash) throw clash;
  const tags = [...new Set(body.tags)];
  const item = { ...body, tags, icon: body.icon || null, uid: newUid(), url };
  const now = clock.now();
  try {
    await runSqlBatch(c.env.DB, [
      ...addStatements(item, admin.uid, now),
      bumpDataVersionStatement(now),
      logStatement({
        kind: "audit",
        at: now,
        actor: admin,
        action: "item.add",
        target: item.uid,
        after: item,
      }),
    ]);
  } catch (err) {
    // the same item added at the same moment by another request: the unique address refused it
    if (!/UNIQUE constraint failed/i.test(String((err as { cause?: unknown }).cause ?? err))) throw err;
    throw (await clashError()) ?? badRequest(said("admin.addressTaken", { url }));
  }
  const added = (await listAddedItems(c.env.DB)).find((i) => i.uid === item.uid);
  if (!added) throw new Error("The added item was not stored");
  return added;
});

on(adminAddItemRoutes, addItemEndpoints.remove, [], async (c, { params }) => {
  const admin = requireUser(c);
  const before = (await listAddedItems(c.env.DB)).find((i) => i.uid === params.uid);
  if (!before) return { deleted: false };
  const now = clock.now();
  await runSqlBatch(c.env.DB, [
    ...deleteStatements(params.uid),
    bumpDataVersionStatement(now),
    logStatement({ kind: "audit", at: now, actor: admin, action: "item.delete", target: params.uid, before }),
  ]);
  return { deleted: true };
});
