import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { circles, importGraph, importsOf, sourceFiles } from "./import-graph";

const ROOT = resolve(import.meta.dirname, "../..");

describe("the import graph", () => {
  it("has no circle among the source files", () => {
    const graph = importGraph(ROOT, sourceFiles(ROOT, ["src", "functions", "workers", "scripts"]));
    expect(graph.size).toBeGreaterThan(400);
    expect(circles(graph)).toEqual([]);
  });

  it("finds a circle, however long, and a file importing itself", () => {
    const graph = new Map([
      ["a", ["b"]],
      ["b", ["c"]],
      ["c", ["a", "d"]],
      ["d", []],
      ["e", ["e"]],
    ]);
    expect(circles(graph)).toEqual([["a", "b", "c"], ["e"]]);
  });

  it("reads static, type-only, multi-line, re-exported and dynamic imports", () => {
    const text = [
      'import { a } from "./a";',
      'import type { B } from "../b";',
      "import {\n  c,\n  d,\n} from './c';",
      'export { e } from "./e";',
      'const f = await import("./f");',
      'import "./g.css";',
      'import React from "react";',
    ].join("\n");
    expect(importsOf(text)).toEqual(["./a", "../b", "./c", "./e", "./f", "./g.css"]);
  });
});

/**
 * Each floor's allow-list in biome.json, tried on probe files in a copy of the configuration: an
 * import upward (or sideways into a floor it may not use) is an error, an allowed one is not.
 */
describe("the floors, as the linter holds them", () => {
  const dir = mkdtempSync(join(tmpdir(), "floors-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const probes: { path: string; from: string; allowed: boolean }[] = [
    { path: "src/domain/probe-up.ts", from: "../i18n/user", allowed: false },
    { path: "src/domain/probe-store.ts", from: "../stores/user", allowed: false },
    { path: "src/domain/probe-ok.ts", from: "./format", allowed: true },
    { path: "src/contracts/probe-up.ts", from: "../i18n/user", allowed: false },
    { path: "src/contracts/probe-ok.ts", from: "../domain/format", allowed: true },
    { path: "src/site/probe-up.ts", from: "../i18n/pages", allowed: false },
    { path: "src/site/probe-ok.ts", from: "../domain/slug", allowed: true },
    { path: "src/i18n/probe-up.ts", from: "../stores/user", allowed: false },
    { path: "src/i18n/probe-ok.ts", from: "../contracts/error", allowed: true },
    { path: "src/stores/probe-up.ts", from: "../components/item/ItemIcon", allowed: false },
    { path: "src/stores/probe-build.ts", from: "../build-data/catalog", allowed: false },
    { path: "src/stores/probe-ok.ts", from: "../i18n/user", allowed: true },
    { path: "src/components/market/ProbeRaw.tsx", from: "../../stores/api", allowed: false },
    { path: "src/components/market/ProbeWorker.tsx", from: "../../../functions/env", allowed: false },
    { path: "src/components/market/ProbeBuild.tsx", from: "../../build-data/catalog", allowed: false },
    { path: "src/components/market/ProbeOk.tsx", from: "../../stores/market-mode", allowed: true },
    { path: "functions/probe-up.ts", from: "../src/stores/user", allowed: false },
    { path: "functions/probe-ok.ts", from: "../src/domain/format", allowed: true },
    { path: "workers/probe-up.ts", from: "../src/components/item/ItemIcon", allowed: false },
  ];

  it("refuses every upward import and lets the allowed ones through", () => {
    const config = JSON.parse(readFileSync(join(ROOT, "biome.json"), "utf8"));
    delete config.$schema;
    config.vcs = { enabled: false };
    writeFileSync(join(dir, "biome.json"), JSON.stringify(config));
    for (const p of probes) {
      mkdirSync(dirname(join(dir, p.path)), { recursive: true });
      writeFileSync(join(dir, p.path), `import { x } from "${p.from}";\nexport const y = x;\n`);
    }
    const run = spawnSync(join(ROOT, "node_modules/.bin/biome"), ["lint", "--reporter=json", "."], {
      cwd: dir,
      encoding: "utf8",
    });
    const report = JSON.parse(run.stdout) as {
      diagnostics: { category: string; location: { path: string } }[];
    };
    const refused = new Set(
      report.diagnostics
        .filter((d) => d.category === "lint/style/noRestrictedImports")
        .map((d) => d.location.path),
    );
    expect(probes.filter((p) => refused.has(p.path) === p.allowed)).toEqual([]);
  });
});
