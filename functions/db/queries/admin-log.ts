import { type SQL, sql } from "drizzle-orm";
import { LOG_PAGE, type LogEntry } from "../../../src/contracts/admin";
import { jsonChunks } from "../write-dataset";
import { containsPattern } from "./like";

/** What one log line records (see admin_log in functions/db/schema.ts). */
export type LogLine = {
  kind: LogEntry["kind"];
  at: number;
  actor?: { uid: string; email: string | null } | null;
  action: string;
  target?: string | null;
  before?: unknown;
  after?: unknown;
  failed?: boolean;
};

const json = (v: unknown) => (v === undefined ? null : JSON.stringify(v));

/**
 * The statement that writes a log line, to batch (runSqlBatch) with the change it records: both
 * land or neither does.
 */
export function logStatement(line: LogLine): SQL {
  return sql`INSERT INTO admin_log (kind, at, actor_uid, actor_email, action, target, before, after, failed)
    VALUES (${line.kind}, ${line.at}, ${line.actor?.uid ?? null}, ${line.actor?.email ?? null}, ${line.action},
      ${line.target ?? null}, ${json(line.before)}, ${json(line.after)}, ${line.failed ? 1 : 0})`;
}

/**
 * Statements that write many log lines (one per row of a compare's apply) with few queries: the
 * lines travel as JSON expanded by json_each, about 900 KB per statement (D1 counts statements).
 */
export function logLinesStatements(lines: LogLine[]): SQL[] {
  const rows = lines.map((l) =>
    JSON.stringify([
      l.kind,
      l.at,
      l.actor?.uid ?? null,
      l.actor?.email ?? null,
      l.action,
      l.target ?? null,
      json(l.before),
      json(l.after),
      l.failed ? 1 : 0,
    ]),
  );
  return jsonChunks(rows).map(
    (
      chunk,
    ) => sql`INSERT INTO admin_log (kind, at, actor_uid, actor_email, action, target, before, after, failed)
      SELECT json_extract(value, '$[0]'), json_extract(value, '$[1]'), json_extract(value, '$[2]'),
        json_extract(value, '$[3]'), json_extract(value, '$[4]'), json_extract(value, '$[5]'),
        json_extract(value, '$[6]'), json_extract(value, '$[7]'), json_extract(value, '$[8]')
      FROM json_each(${chunk})`,
  );
}

type LogRow = {
  id: number;
  kind: LogEntry["kind"];
  at: number;
  actor_email: string | null;
  action: string;
  target: string | null;
  before: string | null;
  after: string | null;
  failed: number;
};

const parse = (text: string | null): unknown => (text === null ? null : JSON.parse(text));
const toEntry = (r: LogRow): LogEntry => ({
  id: r.id,
  kind: r.kind,
  at: r.at,
  actorEmail: r.actor_email,
  action: r.action,
  target: r.target,
  before: parse(r.before),
  after: parse(r.after),
  failed: r.failed === 1,
});

/**
 * Log lines, newest first, one page at a time: of one kind or all, matching `q` in the action,
 * target or admin's email (case-insensitive), older than `before` (an id) when given.
 */
export async function listLog(
  db: D1Database,
  opts: { kind: LogEntry["kind"] | "all"; q: string; before?: number; failedOnly?: boolean; limit?: number },
): Promise<{ entries: LogEntry[]; next: number | null }> {
  const limit = opts.limit ?? LOG_PAGE;
  const like = containsPattern(opts.q);
  const { results } = await db
    .prepare(
      `SELECT id, kind, at, actor_email, action, target, before, after, failed FROM admin_log
       WHERE (?1 = 'all' OR kind = ?1)
         AND (?2 = '%%' OR lower(action) LIKE ?2 ESCAPE '\\' OR lower(coalesce(target, '')) LIKE ?2 ESCAPE '\\'
              OR lower(coalesce(actor_email, '')) LIKE ?2 ESCAPE '\\')
         AND (?3 IS NULL OR id < ?3)
         AND (?4 = 0 OR failed = 1)
       ORDER BY id DESC LIMIT ?5`,
    )
    .bind(opts.kind, like, opts.before ?? null, opts.failedOnly ? 1 : 0, limit + 1)
    .all<LogRow>();
  const entries = results.slice(0, limit).map(toEntry);
  return { entries, next: results.length > limit ? (entries.at(-1)?.id ?? null) : null };
}
