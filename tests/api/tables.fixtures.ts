/**
 * The names of the project's own tables in a D1 database: SQLite's and workerd's internal
 * tables (`sqlite_…`, `_cf_…`) and the migrations' record left out.
 */
export async function ownTables(db: D1Database): Promise<string[]> {
  const { results } = await db
    .prepare(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\' AND name NOT LIKE '\\_cf\\_%' ESCAPE '\\' AND name <> 'd1_migrations'",
    )
    .all<{ name: string }>();
  return results.map(({ name }) => name);
}
