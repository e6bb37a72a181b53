import { applyD1Migrations } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { vi } from "vitest";
import { ownTables } from "./tables.fixtures";

// The test files share one Worker (the project's `isolate: false`): each starts from an empty
// database and fresh modules, so that no file sees another's rows or the per-isolate memos
// (cache payload, calc data, search index) that another's data filled.
vi.resetModules();
const tables = await ownTables(env.DB);
if (tables.length > 0) {
  await env.DB.batch([
    env.DB.prepare("PRAGMA defer_foreign_keys = on"),
    ...tables.map((name) => env.DB.prepare(`DELETE FROM "${name}"`)),
  ]);
}
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
