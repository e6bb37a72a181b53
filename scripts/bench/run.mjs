// npm run bench: every benchmark script, printing figures (never asserting times).
// Uses a separate local D1 (.tmp/bench-state) loaded with the full demo dataset.
import { spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { env, freePort, wranglerDevArgs } from "../lib/env.mjs";
import { buildIfChanged, loadData, localD1File, migrateLocal } from "../lib/site.mjs";

const persistTo = ".tmp/bench-state";
// `--scale N` (or npm's npm_config_scale when npm took the flag): the scale benchmarks' largest size
const argv = process.argv.slice(2);
const scaleAt = argv.indexOf("--scale");
const scale = scaleAt >= 0 ? argv[scaleAt + 1] : process.env.npm_config_scale;
const only = argv.filter((a, i) => a !== "--scale" && (scaleAt < 0 || i !== scaleAt + 1));
const wanted = (name) => only.length === 0 || only.includes(name);

const section = (title) => console.log(`\n=== ${title} ===`);
const tsx = (script, args = []) => {
  if (!existsSync(script)) return console.log(`(${script} not present)`);
  spawnSync("tsx", [script, ...args], { stdio: "inherit", env: env() });
};

// every bench but lighthouse, phone, maps and history-api (which serve the real snapshot from their
// own database), build (its own copies of the snapshot), search and ocr (no server) uses the demo set
const realOrNoServer = ["lighthouse", "phone", "maps", "history-api", "build", "search", "ocr"];
const demoWanted = only.length === 0 || only.some((name) => !realOrNoServer.includes(name));
if (demoWanted) {
  migrateLocal(persistTo);
  loadData({ data: "demo", scale: "full", persistTo });
  buildIfChanged({ dataDb: localD1File(persistTo) });
}

/** Starts wrangler dev on a free loopback port over a local database; resolves once it answers. */
async function serve(stateDir) {
  const port = String(await freePort());
  const server = spawn(
    "wrangler",
    // the limits scaled up: the benchmarks measure capacity, not the limits
    wranglerDevArgs({ port, persistTo: stateDir, logLevel: "warn", rateFactor: 1000 }),
    { stdio: ["ignore", "ignore", "inherit"], env: env(), detached: true },
  );
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 120; i++) {
    if (
      await fetch(`${base}/api/be/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await new Promise((r) => setTimeout(r, 500));
  }
  return { base, stop: () => process.kill(-server.pid, "SIGTERM") };
}

const standalone = [
  ["load-demo", "scripts/bench/load-demo.ts", "Loading the full demo dataset into a fresh SQLite file"],
  [
    "load-snapshot",
    "scripts/bench/load-snapshot.ts",
    "Loading the real-data snapshot into a fresh SQLite file",
  ],
  ["import", "scripts/bench/import-upstream.ts", "Importer throughput on the real upstream snapshot"],
  ["fold", "scripts/bench/fold-prices.ts", "Hourly price fold for 4,069 items × 2 modes"],
  ["calculators", "scripts/bench/calculators.ts", "Recomputing every craft and barter"],
  ["quests", "scripts/bench/quests.ts", "Quest statuses for 500 quests"],
  ["loadouts", "scripts/bench/loadouts.ts", "Loadout tree, checks and stats on the largest real gun"],
  ["search", "scripts/bench/search.ts", "Market search and relevance over the real item set (per keystroke)"],
  ["ocr", "scripts/bench/ocr.ts", "Stash screenshot recognition on synthetic screenshots of real items"],
];
for (const [name, script, title] of standalone) {
  if (!wanted(name)) continue;
  section(title);
  tsx(script, name === "search" && scale ? ["--scale", scale] : []);
}

if (wanted("build")) {
  section("Building the site from the real-data snapshot (`--scale 10`: also at 2×, 5× and 10× the items)");
  const snapshot = ".tmp/bench-snapshot";
  migrateLocal(snapshot);
  loadData({ persistTo: snapshot });
  tsx("scripts/bench/build.ts", [localD1File(snapshot), ...(scale ? ["--scale", scale] : [])]);
  // the benches after it read dist/ as built from the demo set
  if (demoWanted) buildIfChanged({ dataDb: localD1File(persistTo) });
}

if (wanted("cache-size")) {
  section("What GET /cache sends each page (the e2e server's real snapshot when npm test has run)");
  tsx("scripts/bench/cache-size.ts");
}

if (wanted("history")) {
  section("One item's 1-year price history (SQLite, query plan)");
  tsx("scripts/bench/history.ts", [localD1File(persistTo)]);
}

if (wanted("page-weight")) {
  section("Page weight (JS and CSS the market, item and calculator pages ship)");
  spawnSync("node", ["scripts/bench/page-weight.mjs", "dist"], { stdio: "inherit" });
}

if (wanted("relay") || wanted("integrations")) {
  const server = await serve(persistTo);
  try {
    if (wanted("relay")) {
      section("The cloud relay: frames per second through one room, fan-out latency to 3 pages (loopback)");
      tsx("scripts/bench/relay.ts", [server.base, localD1File(persistTo)]);
    }
    if (wanted("integrations")) {
      section("Chat-bot answers and the public API's items/all on the full demo item set (loopback)");
      tsx("scripts/bench/integrations.ts", [server.base, localD1File(persistTo)]);
    }
  } finally {
    server.stop();
  }
}

if (wanted("cache") || wanted("market-search") || wanted("calc-settings") || wanted("load")) {
  section("GET /api/be/cache, the market search and the calculators on local wrangler dev");
  const server = await serve(persistTo);
  try {
    const { base } = server;
    if (wanted("cache")) tsx("scripts/bench/cache.ts", [base]);
    if (wanted("market-search")) tsx("scripts/bench/market-search.ts", [base]);
    if (wanted("calc-settings")) tsx("scripts/bench/calc-settings.ts", [base]);
    // LOAD_SECONDS=30 npm run bench load: each route loaded for 30 s (8 unless set, at most 30)
    if (wanted("load")) tsx("scripts/bench/load.ts", [base, "--seconds", process.env.LOAD_SECONDS ?? "8"]);
  } finally {
    server.stop();
  }
}

if (wanted("lighthouse") || wanted("phone") || wanted("maps") || wanted("history-api")) {
  const realState = ".tmp/bench-real";
  migrateLocal(realState);
  loadData({ data: "snapshot", persistTo: realState });
  buildIfChanged({ dataDb: localD1File(realState) });
  const server = await serve(realState);
  try {
    if (wanted("lighthouse")) {
      section("Lighthouse, simulated mobile, on the real snapshot (rebuilds dist/ from it when needed)");
      tsx("scripts/bench/lighthouse.ts", [server.base, process.env.LIGHTHOUSE_RUNS ?? "3"]);
    }
    if (wanted("phone")) {
      section("A mid-range phone (4× slower CPU): calculators, market, item chart, map and quests");
      tsx("scripts/bench/phone.ts", [server.base, process.env.PHONE_RUNS ?? "3"]);
    }
    if (wanted("maps")) {
      section("The map page in headless Chromium: first frame, island JS, frame times by marker count");
      tsx("scripts/bench/maps.ts", [server.base, "3"]);
    }
    if (wanted("history-api")) {
      section("A price chart over HTTP on the real snapshot's weekly and daily series (Pro, loopback)");
      tsx("scripts/bench/history-api.ts", [server.base, localD1File(realState)]);
    }
  } finally {
    server.stop();
  }
}
