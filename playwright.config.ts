import { defineConfig } from "@playwright/test";
import { testBrowser } from "./scripts/lib/browser.mjs";

const port = Number(process.env.E2E_PORT ?? 8790);

/**
 * Specs that sign in as the seeded local accounts (pro@, free@, admin@example.test) change the same
 * rows, so they run one at a time; every other spec works in its own browser context (guest
 * progress in its own storage) and may run beside them. The admin specs change what every visitor
 * sees (the website alert, payment details, items, palette colours, icon crops), so nothing runs
 * beside them: `npm test` (scripts/test-all.mjs) runs the other two projects on two workers
 * (E2E_WORKERS=2), then the admin project alone. One worker unless E2E_WORKERS says more.
 */
const ADMIN = ["admin.spec.ts", "admin-scan.spec.ts"];

const SHARED_ACCOUNTS = [
  "accounts.spec.ts",
  "auth.spec.ts",
  "calc-crafts.spec.ts",
  "calc-custom-prices.spec.ts",
  "loadouts.spec.ts",
  "gear.spec.ts",
  "items-scan.spec.ts",
  "maps.spec.ts",
  "pilot.spec.ts",
  "tarkov-pilot.spec.ts",
  "streamers.spec.ts",
  "progression-axe.spec.ts",
  "progression-pro.spec.ts",
  "progression-quests-interactive.spec.ts",
  "menus-dialogs.spec.ts",
  "phone-width-signed-in.spec.ts",
  "progression-story.spec.ts",
  // its admin grants Pro to a fresh account
  "early-data.spec.ts",
];

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 1),
  projects: [
    { name: "shared-accounts", testMatch: SHARED_ACCOUNTS, workers: 1 },
    { name: "independent", testIgnore: [...SHARED_ACCOUNTS, ...ADMIN] },
    { name: "admin", testMatch: ADMIN, workers: 1 },
  ],
  // on CI a test that fails once runs again; scripts/test-all.mjs prints how many needed it
  retries: process.env.CI ? 1 : 0,
  forbidOnly: true,
  // two workers share two cores with the server: a test fails on what it checks, not on the load
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: "list",
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: {
      executablePath: testBrowser(),
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
        "--disable-quic",
        // only the loopback server is reachable: item icons on other hosts fail at once, offline
        "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1",
      ],
    },
  },
  webServer: {
    command: "node scripts/serve-e2e.mjs",
    url: `http://127.0.0.1:${port}/api/be/health`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: "pipe",
    stderr: "pipe",
    env: { E2E_PORT: String(port) },
  },
});
