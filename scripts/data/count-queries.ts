import type { Client } from "@libsql/client";

/**
 * Counts what D1 would count as queries on a libSQL client: each statement run alone and each
 * statement of a batch (drizzle's libSQL session runs single queries with execute and batches
 * with batch). The counter object is updated as the client runs.
 */
export function countQueries(client: Client): { queries: number; largestBatch: number } {
  const counter = { queries: 0, largestBatch: 0 };
  const execute = client.execute.bind(client);
  const batch = client.batch.bind(client);
  client.execute = ((...args: Parameters<typeof execute>) => {
    counter.queries += 1;
    return execute(...args);
  }) as typeof client.execute;
  client.batch = ((stmts: Parameters<typeof batch>[0], mode?: Parameters<typeof batch>[1]) => {
    counter.queries += stmts.length;
    counter.largestBatch = Math.max(counter.largestBatch, stmts.length);
    return batch(stmts, mode);
  }) as typeof client.batch;
  return counter;
}
