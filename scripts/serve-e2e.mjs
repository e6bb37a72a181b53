// The server of the e2e suite: the built site, a separate local D1 with the small demo set,
// wrangler dev on E2E_PORT. Playwright starts and stops it.
import { spawn } from "node:child_process";
import { env } from "./lib/env.mjs";
import { buildIfChanged, loadDemo, localD1File, migrateLocal } from "./lib/site.mjs";

const port = process.env.E2E_PORT ?? "8790";
const persistTo = ".tmp/e2e-state";

migrateLocal(persistTo);
loadDemo({ scale: "small", persistTo });
buildIfChanged({ dataDb: localD1File(persistTo) });

const child = spawn(
  "wrangler",
  [
    "dev",
    "--ip",
    "127.0.0.1",
    "--port",
    port,
    "--persist-to",
    persistTo,
    "--show-interactive-dev-session=false",
    "--log-level",
    "warn",
  ],
  { stdio: "inherit", env: env() },
);
for (const sig of ["SIGINT", "SIGTERM"]) process.on(sig, () => child.kill("SIGTERM"));
child.on("exit", (code) => process.exit(code ?? 0));
