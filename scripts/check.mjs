// npm run check: the one gate. Every step runs (a failure does not hide the next ones); it ends
// with a table of steps, their result and time, and exits 1 when any failed.
//   node scripts/check.mjs                  every step, the tests last
//   node scripts/check.mjs --no-test        every step but the tests (.ci/run runs them next)
//   node scripts/check.mjs --only=knip,types-worker   just those steps (names in the table)
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { env, run } from "./lib/env.mjs";

const argv = process.argv.slice(2);
const only = argv
  .find((a) => a.startsWith("--only="))
  ?.slice("--only=".length)
  .split(",")
  .filter(Boolean);
const results = [];

const step = (name, title, fn) => {
  if (only && !only.includes(name)) return;
  console.log(`\n[check] ${name}: ${title}`);
  const started = performance.now();
  let error = null;
  try {
    fn();
  } catch (err) {
    error = err instanceof Error ? err.message : String(err);
    console.error(`[check] ${name} FAILED: ${error}`);
  }
  results.push({ name, ok: error === null, seconds: (performance.now() - started) / 1000 });
};

step("format", "format and lint, zero warnings (biome)", () =>
  run("biome", ["check", "--error-on-warnings", "."]),
);

step("focused", "no committed .only / .skip", () => {
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

step("wrangler-types", "functions/worker-configuration.d.ts is what `npm run types` writes now", () => {
  // The command of package.json's "types" script, writing a scratch file beside the committed one
  // (the generated imports are relative to it; the header names the file it was written to).
  const pkg = JSON.parse(readFileSync("package.json", "utf8"));
  const [cmd, ...args] = pkg.scripts.types.split(" ");
  const target = args.at(-1);
  const scratch = target.replace(/\.d\.ts$/, ".check.d.ts");
  try {
    const res = spawnSync(cmd, [...args.slice(0, -1), scratch], { encoding: "utf8", env: env() });
    if (res.status !== 0) throw new Error(`${cmd} types exited with ${res.status}: ${res.stderr}`);
    const fresh = readFileSync(scratch, "utf8").replaceAll(scratch, target);
    const committed = existsSync(target) ? readFileSync(target, "utf8") : "";
    if (fresh !== committed) {
      writeFileSync(scratch, fresh); // with the header naming the committed file, so only real changes show
      const diff = spawnSync("git", ["diff", "--no-index", "--no-color", target, scratch], {
        encoding: "utf8",
      });
      console.log(diff.stdout.split("\n").slice(0, 40).join("\n"));
      throw new Error(`${target} is stale: run \`npm run types\` and commit it`);
    }
  } finally {
    rmSync(scratch, { force: true });
  }
});

step("types-domain", "types: domain (no DOM, no Workers)", () =>
  run("tsc", ["-p", "src/domain/tsconfig.json"]),
);
step("types-worker", "types: Worker and API", () => run("tsc", ["-p", "tsconfig.worker.json"]));
step("types-node", "types: Node tools and unit tests", () => run("tsc", ["-p", "tsconfig.node.json"]));
step("astro-check", "types: site and scripts (astro check)", () =>
  run("astro", ["check", "--minimumSeverity", "warning"]),
);

step("knip", "no unused files, exports or dependencies (knip.jsonc)", () => run("knip", ["--no-progress"]));

step("coverage", "src/domain covered by its unit tests: lines and branches >= 95 % (vitest.config.ts)", () =>
  run("vitest", ["run", "--project", "unit", "--coverage", "src/domain"]),
);

step("dry-run", "the Worker bundles for deployment (wrangler deploy --dry-run, offline)", () => {
  // The built site is the assets directory; before a build (a fresh clone) an empty one stands in,
  // so the bundle and the configuration are still checked.
  const args = ["deploy", "--dry-run", "--outdir", ".tmp/dry-run"];
  if (!existsSync("dist")) {
    mkdirSync(".tmp/dry-run-assets", { recursive: true });
    args.push("--assets", ".tmp/dry-run-assets");
    console.log("[check] no dist/ yet: dry run with an empty assets directory");
  }
  run("wrangler", args);
});

if (!argv.includes("--no-test"))
  step("tests", "unit, API and e2e tests", () => run("node", ["scripts/test-all.mjs"]));

console.log("\n[check] step             result   time");
for (const r of results) {
  console.log(`[check] ${r.name.padEnd(16)} ${(r.ok ? "ok" : "FAILED").padEnd(8)} ${r.seconds.toFixed(1)} s`);
}
const failed = results.filter((r) => !r.ok);
const total = results.reduce((sum, r) => sum + r.seconds, 0);
console.log(
  `[check] ${results.length - failed.length} of ${results.length} steps passed in ${total.toFixed(1)} s`,
);
if (only && results.length === 0) {
  console.error(`[check] no step named ${only.join(", ")}`);
  process.exit(1);
}
if (failed.length) process.exit(1);
