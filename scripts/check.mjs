// npm run check: the one gate. Format + lint (zero warnings), no focused or skipped tests,
// typecheck per runtime (domain without DOM/Workers types, Worker code, Astro site), then tests.
import { execFileSync } from "node:child_process";
import { run } from "./lib/env.mjs";

const step = (name, fn) => {
  console.log(`\n[check] ${name}`);
  fn();
};

step("format and lint", () => run("biome", ["check", "--error-on-warnings", "."]));
step("no committed .only / .skip", () => {
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
step("types: domain (no DOM, no Workers)", () => run("tsc", ["-p", "src/domain/tsconfig.json"]));
step("types: Worker and API", () => run("tsc", ["-p", "tsconfig.worker.json"]));
step("types: Node tools and unit tests", () => run("tsc", ["-p", "tsconfig.node.json"]));
step("types: site and scripts (astro check)", () => run("astro", ["check", "--minimumSeverity", "warning"]));
if (!process.argv.includes("--no-test")) step("tests", () => run("node", ["scripts/test-all.mjs"]));
