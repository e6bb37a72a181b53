// The server of the e2e suite: the built site, a separate local D1 with the real-data snapshot,
// wrangler dev on E2E_PORT. Playwright starts and stops it.
import { spawn } from "node:child_process";
import { createWriteStream, mkdirSync } from "node:fs";
import { env, wranglerDevArgs } from "./lib/env.mjs";
import { buildIfChanged, loadData, localD1File, migrateLocal, seedAccounts } from "./lib/site.mjs";

const port = process.env.E2E_PORT ?? "8790";
const persistTo = ".tmp/e2e-state";

migrateLocal(persistTo);
loadData({ persistTo });
seedAccounts({ persistTo });
buildIfChanged({ dataDb: localD1File(persistTo) });

const child = spawn(
  "wrangler",
  wranglerDevArgs({
    port,
    persistTo,
    // "log" prints the Worker's console.log lines, such as the local login mails
    logLevel: "log",
    // many sign-ins from one address and IP across the suite: higher sign-in limits
    rateFactor: 100,
    // GET /__scheduled?cron=… runs a cron trigger (the admin tests run the wipe reset)
    extra: ["--test-scheduled"],
  }),
  { stdio: ["ignore", "pipe", "pipe"], env: env() },
);
// The server's output also goes to .tmp/e2e-server.log: tests read the login codes of local
// mail (`[mail] to=<address> code=<code>`) from it.
mkdirSync(".tmp", { recursive: true });
const log = createWriteStream(".tmp/e2e-server.log", { flags: "a" });
// The console gets everything but the per-request lines.
const quiet = (text) =>
  text
    .split("\n")
    .filter((line) => !line.startsWith("[wrangler:info] "))
    .join("\n");
for (const [from, to] of [
  [child.stdout, process.stdout],
  [child.stderr, process.stderr],
]) {
  from.on("data", (chunk) => {
    log.write(chunk);
    const shown = quiet(chunk.toString());
    if (shown.trim()) to.write(shown);
  });
}
for (const sig of ["SIGINT", "SIGTERM"]) process.on(sig, () => child.kill("SIGTERM"));
child.on("exit", (code) => process.exit(code ?? 0));
