// npm start: build the site, migrate the local D1, load the demo data, serve with wrangler dev.
import { env, start } from "./lib/env.mjs";
import { buildIfChanged, loadDemo, migrateLocal } from "./lib/site.mjs";

const port = process.env.PORT ?? "8787";
const scale = process.env.DEMO_SCALE ?? "full";

buildIfChanged();
migrateLocal();
loadDemo({ scale });

console.log(`\n[start] serving on http://localhost:${port}  (Ctrl-C stops)\n`);
const child = start(
  "wrangler",
  ["dev", "--ip", "127.0.0.1", "--port", port, "--show-interactive-dev-session=false", "--log-level", "warn"],
  { env: env() },
);

const stop = () => {
  try {
    process.kill(-child.pid, "SIGTERM");
  } catch {
    // already gone
  }
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
child.on("exit", (code) => process.exit(code ?? 0));
