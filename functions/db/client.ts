import { drizzle } from "drizzle-orm/d1";
import * as schema from "./schema";

/** drizzle over the D1 binding. */
export const getDb = (d1: D1Database) => drizzle(d1, { schema });
export type Db = ReturnType<typeof getDb>;
