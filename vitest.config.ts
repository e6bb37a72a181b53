import { availableParallelism } from "node:os";
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { defineConfig } from "vitest/config";

/** Unit tests of modules that hold page state (see the "unit-isolated" project). */
const ISOLATED = ["src/stores/**/*.test.ts", "src/components/**/*.test.ts"];

export default defineConfig(async () => {
  const migrations = await readD1Migrations("./migrations");
  return {
    test: {
      // The suite's file-database and workerd tests take 1 to 4 s alone; on a 2-core CI machine
      // that also transforms the files cold they can take several times that. A test fails on
      // what it checks, never on the machine's load (speed is measured by npm run bench).
      testTimeout: 30_000,
      hookTimeout: 60_000,
      // a worker per core: Vitest's default leaves one core to its main process, which on 2 cores
      // ran the files one at a time (all of Vitest 118 to 122 s with two workers, against 200 s)
      maxWorkers: availableParallelism(),
      // `vitest run --project unit --coverage` (a step of npm run check): the pure game rules are
      // covered by their unit tests, at least 95 % of lines and branches.
      coverage: {
        provider: "v8" as const,
        include: ["src/domain/**/*.ts"],
        exclude: ["src/domain/**/*.test.ts"],
        // the summary, and the files below 100 % with their uncovered lines
        reporter: ["text-summary", "text"],
        skipFull: true,
        reportsDirectory: ".tmp/coverage",
        thresholds: { lines: 95, branches: 95 },
      },
      projects: [
        {
          // pure modules (game rules, contracts, the API's functions, scripts): each worker imports
          // them once for all its files instead of once per file (the unit tests: 101 s against
          // 150 s on this 2-core machine)
          test: {
            name: "unit",
            environment: "node",
            isolate: false,
            include: [
              "src/**/*.test.ts",
              "scripts/**/*.test.ts",
              "functions/**/*.test.ts",
              "workers/**/*.test.ts",
            ],
            exclude: [...ISOLATED, "**/node_modules/**"],
          },
        },
        {
          // the browser's stores and components keep state in their modules and stub browser
          // globals: each file starts from fresh modules
          test: { name: "unit-isolated", environment: "node", include: ISOLATED },
        },
        {
          plugins: [
            cloudflareTest(({ inject }) => ({
              wrangler: { configPath: "./wrangler.toml" },
              miniflare: {
                // the fake OAuth provider and upstream feed of tests/servers (globalSetup below)
                bindings: {
                  // as every local server: login mail in the log and the outbox (scripts/lib/env.mjs)
                  MAIL_MODE: "local",
                  TEST_MIGRATIONS: migrations,
                  FAKE_PATREON_URL: inject<string>("patreonUrl"),
                  FAKE_UPSTREAM_URL: inject<string>("upstreamUrl"),
                },
              },
            })),
          ],
          test: {
            name: "api",
            // one Worker per pool worker for all its files, instead of a workerd runtime started per
            // file (all API tests 73 s against 198 s); tests/api/setup.ts gives each file an empty
            // database and fresh modules, so no file sees another's rows or per-isolate memos
            isolate: false,
            include: ["tests/api/**/*.test.ts"],
            setupFiles: ["./tests/api/setup.ts"],
            globalSetup: ["./tests/servers/fake-patreon.ts", "./tests/servers/fake-upstream.ts"],
          },
        },
      ],
    },
  };
});
