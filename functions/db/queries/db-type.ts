import type { BaseSQLiteDatabase } from "drizzle-orm/sqlite-core";
import type * as schema from "../schema";

/** Any drizzle SQLite database over our schema: D1 in the Worker, libSQL in Node tools and tests. */
// biome-ignore lint/suspicious/noExplicitAny: the run-result type differs between drivers
export type AnyDb = BaseSQLiteDatabase<"async", any, typeof schema>;
