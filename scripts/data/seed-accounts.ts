/**
 * Seeds the local accounts (admin@, pro@, free@example.test) into a local D1 file. Local and demo
 * use only: `npm start` and the e2e server run it; a deployed database never does.
 *
 *   tsx scripts/data/seed-accounts.ts [--db path.sqlite]
 */
import { parseArgs } from "node:util";
import { findLocalD1File, openClient } from "./demo-loader";
import { LOCAL_ACCOUNTS, seedLocalAccounts } from "./local-accounts";

const { values } = parseArgs({ options: { db: { type: "string" } } });
const path = values.db ?? findLocalD1File();
const client = openClient(path);
await seedLocalAccounts(client);
client.close();
console.log(
  `[start] local accounts: ${LOCAL_ACCOUNTS.map((a) => a.email).join(", ")} (sign in with the code from the log)`,
);
