/**
 * Build-time access to the game data: the SQLite file of a local D1 (or any copy of the
 * database), named by the DATA_DB environment variable (scripts/lib/site.mjs sets it).
 * Runs in Node during `astro build` only; never import this folder from client code.
 */
import { createClient } from "@libsql/client";
import { drizzle } from "drizzle-orm/libsql";
import * as schema from "../../functions/db/schema";

export type BuildDb = ReturnType<typeof drizzle<typeof schema>>;

/** Opens DATA_DB read-only in spirit (nothing here writes). Throws a clear error when unset. */
export function openBuildDb(path = process.env.DATA_DB): BuildDb {
  if (!path) {
    throw new Error(
      "DATA_DB is not set: the item and tag pages are built from the game data. " +
        "Run `npm start` (migrates, loads the demo data, then builds), or set DATA_DB to a SQLite file " +
        "holding the game tables (README: Deploying).",
    );
  }
  return drizzle(createClient({ url: `file:${path}` }), { schema });
}
