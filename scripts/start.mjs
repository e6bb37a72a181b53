// npm start: migrate the local D1, load the game data (the real-data snapshot, or the demo world
// with --demo / DATA=demo), build the site from it, serve with wrangler dev.
import { env, start, wranglerDevArgs } from "./lib/env.mjs";
import { buildIfChanged, loadData, localD1File, migrateLocal, seedAccounts } from "./lib/site.mjs";

const port = process.env.PORT ?? "8787";
const argv = process.argv.slice(2);
const data = argv.includes("--demo") ? "demo" : (process.env.DATA ?? "snapshot");
const force = argv.includes("--force") || process.env.DATA_FORCE === "1";

migrateLocal();
loadData({ data, scale: process.env.DEMO_SCALE ?? "full", force });
seedAccounts();
buildIfChanged({ dataDb: localD1File() });

console.log(`\n[start] serving on http://localhost:${port}  (Ctrl-C stops)\n`);
const child = start(
  "wrangler",
  // "log" prints the Worker's console.log lines: local login mails (`[mail] to=… code=…`)
  wranglerDevArgs({ port, logLevel: "log" }),
  { env: env() },
);

// wrangler dev never fires cron triggers by itself: fire ours (weather, website alert) once the
// server answers, then every 10 minutes, as the deployed Worker's [triggers] would.
const base = `http://127.0.0.1:${port}`;
const fireCron = () =>
  fetch(`${base}/cdn-cgi/local/scheduled?cron=${encodeURIComponent("*/10 * * * *")}`).catch(() => {});
const waitReady = async () => {
  for (let i = 0; i < 120; i++) {
    const ok = await fetch(`${base}/api/be/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return fireCron();
    await new Promise((r) => setTimeout(r, 500));
  }
};
waitReady();
const cron = setInterval(fireCron, 10 * 60_000);
cron.unref();

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
