import { applyD1Migrations } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { vi } from "vitest";

// The test files share one Worker (the project's `isolate: false`): each starts from an empty
// database and fresh modules, so that no file sees another's rows or the per-isolate memos
// (cache payload, calc data, search index) that another's data filled.
vi.resetModules();
const tables = await env.DB.prepare(
  "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND name <> 'd1_migrations'",
).all<{ name: string }>();
if (tables.results.length > 0) {
  await env.DB.batch([
    env.DB.prepare("PRAGMA defer_foreign_keys = on"),
    ...tables.results.map(({ name }) => env.DB.prepare(`DELETE FROM "${name}"`)),
  ]);
}
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
