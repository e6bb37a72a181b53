// npm test: unit and API tests (vitest: node + workerd), then Chromium e2e tests (Playwright)
// against the built site served by wrangler; ends with one line of totals across both runners.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { stripVTControlCharacters } from "node:util";
import { TEST_BROWSERS, testBrowser } from "./lib/browser.mjs";
import { env, freePort } from "./lib/env.mjs";
import { buildIfChanged, loadData, localD1File, migrateLocal } from "./lib/site.mjs";

mkdirSync(".tmp", { recursive: true });
const totals = { passed: 0, failed: 0, skipped: 0 };
/** What failed, named again above the totals (a long log's tail then says which test failed). */
const failures = [];
let exitCode = 0;

function runStep(cmd, args, extraEnv = {}) {
  const res = spawnSync(cmd, args, { stdio: "inherit", env: { ...env(), ...extraEnv } });
  if (res.status !== 0) exitCode = 1;
  return res.status;
}

function firstLine(text) {
  return stripVTControlCharacters(String(text ?? ""))
    .trim()
    .split("\n")[0]
    .slice(0, 300);
}

/** The titles of Playwright's tests that failed every try (its JSON report's nested suites). */
function unexpectedTests(suites, path = []) {
  const out = [];
  for (const suite of suites) {
    const here = suite.title ? [...path, suite.title] : path;
    for (const spec of suite.specs ?? []) {
      if (spec.tests?.some((t) => t.status === "unexpected"))
        out.push(`${[...here, spec.title].join(" › ")}`);
    }
    out.push(...unexpectedTests(suite.suites ?? [], here));
  }
  return out;
}

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, "utf8"));
  } catch {
    return null;
  }
}

// 1. unit + API (vitest)
const vitestOut = ".tmp/vitest.json";
runStep("vitest", ["run", "--reporter=default", "--reporter=json", `--outputFile.json=${vitestOut}`]);
const v = readJson(vitestOut);
if (v) {
  totals.passed += v.numPassedTests;
  for (const file of v.testResults ?? []) {
    const name = file.name.replace(`${process.cwd()}/`, "");
    const failed = file.assertionResults.filter((a) => a.status === "failed");
    for (const a of failed) failures.push(`${name} › ${a.fullName}: ${firstLine(a.failureMessages[0])}`);
    // a file that failed outside its tests (an import, a hook) counts once
    if (file.status === "failed" && failed.length === 0) failures.push(`${name}: ${firstLine(file.message)}`);
  }
  totals.failed += failures.length;
  totals.skipped += (v.numPendingTests ?? 0) + (v.numTodoTests ?? 0);
} else {
  totals.failed += 1;
}

// 2. e2e (Playwright + Debian's Chromium, its headless shell when installed), on a free port
const [shell] = TEST_BROWSERS;
// A fresh machine: Debian's headless shell through apt-get when running as root (never a downloaded
// build); without root, or when apt-get fails, an installed Chromium serves instead.
if (!process.env.CHROMIUM_PATH && !existsSync(shell.path) && process.getuid?.() === 0) {
  console.log(`[test] installing Chromium's headless shell (apt-get install ${shell.apt})`);
  const apt = (args) =>
    spawnSync("apt-get", args, {
      stdio: "inherit",
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    }).status === 0;
  if (!apt(["update", "-qq"]) || !apt(["install", "-y", "-qq", shell.apt])) {
    console.error(`[test] apt-get could not install ${shell.apt}`);
  }
}
const chromium = testBrowser();
if (!chromium || !existsSync(chromium)) {
  console.error(
    `[test] Chromium not found (${chromium ?? TEST_BROWSERS.map((b) => b.path).join(", ")}): run "sudo apt-get install ${shell.apt}" (or set CHROMIUM_PATH), then npm test again`,
  );
  totals.failed += 1;
  exitCode = 1;
} else {
  // the e2e server's data (the real-data snapshot), then the site built from it (serve-e2e.mjs reuses both)
  const e2eState = ".tmp/e2e-state";
  migrateLocal(e2eState);
  loadData({ persistTo: e2eState });
  buildIfChanged({ dataDb: localD1File(e2eState) });
  // two passes (playwright.config.ts): the visitors' and shared accounts' specs on two workers,
  // then the admin specs alone (they change what every visitor sees)
  const passes = [
    { projects: ["independent", "shared-accounts"], workers: process.env.E2E_WORKERS ?? "2" },
    { projects: ["admin"], workers: "1" },
  ];
  for (const [i, pass] of passes.entries()) {
    const pwOut = `.tmp/playwright-${i + 1}.json`;
    rmSync(pwOut, { force: true });
    const port = String(await freePort());
    runStep("playwright", ["test", "--reporter=list,json", ...pass.projects.map((p) => `--project=${p}`)], {
      E2E_PORT: port,
      E2E_WORKERS: pass.workers,
      CHROMIUM_PATH: chromium,
      PLAYWRIGHT_JSON_OUTPUT_NAME: pwOut,
    });
    const p = readJson(pwOut);
    if (p?.stats) {
      totals.passed += p.stats.expected + (p.stats.flaky ?? 0);
      if (p.stats.flaky) console.log(`[test] ${p.stats.flaky} e2e test(s) passed only on retry (flaky)`);
      totals.failed += p.stats.unexpected + (p.errors?.length ?? 0);
      for (const t of unexpectedTests(p.suites ?? [])) failures.push(t);
      for (const e of p.errors ?? []) failures.push(`playwright: ${firstLine(e.message)}`);
      totals.skipped += p.stats.skipped;
    } else {
      totals.failed += 1;
    }
  }
}

if (totals.failed > 0) exitCode = 1;
if (failures.length > 0) console.log(`\nFailed:\n${failures.map((f) => `  ${f}`).join("\n")}`);
console.log(
  `\n${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ""}`,
);
process.exit(exitCode);
