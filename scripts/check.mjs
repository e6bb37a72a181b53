// npm run check: the one gate. Every step runs (a failure does not hide the next ones); it ends
// with a table of steps, their result and time, and exits 1 when any failed.
//   node scripts/check.mjs                  every step, the tests last
//   node scripts/check.mjs --no-test        every step but the tests (.ci/run runs them next)
//   node scripts/check.mjs --only=knip,types-worker   just those steps (names in the table)
import { execFileSync, spawn } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { env } from "./lib/env.mjs";

const argv = process.argv.slice(2);
const only = argv
  .find((a) => a.startsWith("--only="))
  ?.slice("--only=".length)
  .split(",")
  .filter(Boolean);
/**
 * Steps at once. Each step runs slower beside another (tsc and astro check do not fill a core
 * alone, but nearly), yet two lanes end sooner: 59 s against 87 s one at a time on 2 cores.
 */
const JOBS = Math.max(1, Number(process.env.CHECK_JOBS ?? 2));
const steps = [];
const began = performance.now();

/**
 * Declares a step: `fn(sh)` runs it, `sh(cmd, args, opts)` runs a command whose output the step
 * keeps, printed in one block when the step ends (two steps run at once). `cost` orders the
 * steps, longest first, so that the two lanes end together; the table keeps this file's order.
 */
const step = (name, title, cost, fn) => {
  if (only && !only.includes(name)) return;
  steps.push({ name, title, cost, fn });
};

/** Runs a command, its output kept in `log`; resolves with its exit status and output. */
function exec(cmd, args, log, opts = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { env: env(), ...opts, stdio: ["ignore", "pipe", "pipe"] });
    let out = "";
    child.stdout.on("data", (d) => {
      out += d;
      log.push(String(d));
    });
    child.stderr.on("data", (d) => {
      out += d;
      log.push(String(d));
    });
    child.on("error", (err) => {
      log.push(`${err.message}\n`);
      resolve({ status: -1, out });
    });
    child.on("close", (status) => resolve({ status, out }));
  });
}

async function runStep({ name, title, fn }) {
  const log = [];
  const started = performance.now();
  let error = null;
  const sh = async (cmd, args, opts) => {
    const res = await exec(cmd, args, log, opts);
    if (res.status !== 0) throw new Error(`${cmd} ${args.join(" ")} exited with ${res.status}`);
    return res.out;
  };
  try {
    await fn(sh, log);
  } catch (err) {
    error = err instanceof Error ? err.message : String(err);
  }
  const seconds = (performance.now() - started) / 1000;
  const text = log.join("").trimEnd();
  console.log(`\n[check] ${name}: ${title}${text ? `\n${text}` : ""}`);
  if (error) console.error(`[check] ${name} FAILED: ${error}`);
  return { name, ok: error === null, seconds };
}

step("format", "format and lint, zero warnings (biome)", 2, (sh) =>
  sh("biome", ["check", "--error-on-warnings", "."]),
);

step("focused", "no committed .only / .skip", 0, async () => {
  let hits = "";
  try {
    hits = execFileSync(
      "git",
      ["grep", "-nE", String.raw`\b(it|test|describe)\.(only|skip)\b`, "--", "*.ts", "*.tsx", "*.mjs"],
      { encoding: "utf8" },
    );
  } catch {
    hits = ""; // git grep exits 1 when nothing matches
  }
  const real = hits.split("\n").filter((l) => l && !l.startsWith("scripts/check.mjs"));
  if (real.length) throw new Error(`focused or skipped tests:\n${real.join("\n")}`);
});

step(
  "wrangler-types",
  "functions/worker-configuration.d.ts is what `npm run types` writes now",
  2,
  async (sh, log) => {
    // The command of package.json's "types" script, writing a scratch file beside the committed one
    // (the generated imports are relative to it; the header names the file it was written to).
    const pkg = JSON.parse(readFileSync("package.json", "utf8"));
    const [cmd, ...args] = pkg.scripts.types.split(" ");
    const target = args.at(-1);
    const scratch = target.replace(/\.d\.ts$/, ".check.d.ts");
    try {
      await sh(cmd, [...args.slice(0, -1), scratch]);
      const fresh = readFileSync(scratch, "utf8").replaceAll(scratch, target);
      const committed = existsSync(target) ? readFileSync(target, "utf8") : "";
      if (fresh !== committed) {
        writeFileSync(scratch, fresh); // with the header naming the committed file, so only real changes show
        const diff = await exec("git", ["diff", "--no-index", "--no-color", target, scratch], []);
        log.push(`${diff.out.split("\n").slice(0, 40).join("\n")}\n`);
        throw new Error(`${target} is stale: run \`npm run types\` and commit it`);
      }
    } finally {
      rmSync(scratch, { force: true });
    }
  },
);

step("types-domain", "types: domain (no DOM, no Workers)", 2, (sh) =>
  sh("tsc", ["-p", "src/domain/tsconfig.json"]),
);
step("types-worker", "types: Worker and API", 11, (sh) => sh("tsc", ["-p", "tsconfig.worker.json"]));
step("types-node", "types: Node tools and unit tests", 15, (sh) => sh("tsc", ["-p", "tsconfig.node.json"]));
step("astro-check", "types: site and scripts (astro check)", 29, (sh) =>
  sh("astro", ["check", "--minimumSeverity", "warning"]),
);

step("knip", "no unused files, exports or dependencies (knip.jsonc)", 5, (sh) =>
  sh("knip", ["--no-progress"]),
);

step(
  "coverage",
  "src/domain covered by its unit tests: lines and branches >= 95 % (vitest.config.ts)",
  8,
  (sh) => sh("vitest", ["run", "--project", "unit", "--coverage", "src/domain"]),
);

step("dry-run", "the Worker bundles for deployment (wrangler deploy --dry-run, offline)", 6, (sh, log) => {
  // The built site is the assets directory; before a build (a fresh clone) an empty one stands in,
  // so the bundle and the configuration are still checked.
  const args = ["deploy", "--dry-run", "--outdir", ".tmp/dry-run"];
  if (!existsSync("dist")) {
    mkdirSync(".tmp/dry-run-assets", { recursive: true });
    args.push("--assets", ".tmp/dry-run-assets");
    log.push("[check] no dist/ yet: dry run with an empty assets directory\n");
  }
  return sh("wrangler", args);
});

// two lanes, the longest steps first; then the tests alone, their output as it comes
const results = new Map();
const queue = [...steps].sort((a, b) => b.cost - a.cost);
await Promise.all(
  Array.from({ length: Math.min(JOBS, queue.length) }, async () => {
    for (let next = queue.shift(); next; next = queue.shift()) results.set(next.name, await runStep(next));
  }),
);
const table = steps.map((s) => results.get(s.name));
if (!argv.includes("--no-test") && (!only || only.includes("tests"))) {
  console.log("\n[check] tests: unit, API and e2e tests");
  const started = performance.now();
  const code = await new Promise((resolve) =>
    spawn("node", ["scripts/test-all.mjs"], { stdio: "inherit", env: env() }).on("close", resolve),
  );
  if (code !== 0) console.error(`[check] tests FAILED: node scripts/test-all.mjs exited with ${code}`);
  table.push({ name: "tests", ok: code === 0, seconds: (performance.now() - started) / 1000 });
}

console.log("\n[check] step             result   time");
for (const r of table) {
  console.log(`[check] ${r.name.padEnd(16)} ${(r.ok ? "ok" : "FAILED").padEnd(8)} ${r.seconds.toFixed(1)} s`);
}
const failed = table.filter((r) => !r.ok);
console.log(
  `[check] ${table.length - failed.length} of ${table.length} steps passed in ${((performance.now() - began) / 1000).toFixed(1)} s (${JOBS} at a time)`,
);
if (only && table.length === 0) {
  console.error(`[check] no step named ${only.join(", ")}`);
  process.exit(1);
}
if (failed.length) process.exit(1);
