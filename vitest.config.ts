import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { defineConfig } from "vitest/config";

export default defineConfig(async () => {
  const migrations = await readD1Migrations("./migrations");
  return {
    test: {
      projects: [
        {
          test: {
            name: "unit",
            environment: "node",
            include: ["src/**/*.test.ts", "scripts/**/*.test.ts", "functions/**/*.test.ts"],
          },
        },
        {
          plugins: [
            cloudflareTest(({ inject }) => ({
              wrangler: { configPath: "./wrangler.toml" },
              miniflare: {
                // the fake OAuth provider of tests/servers/fake-patreon.ts (globalSetup below)
                bindings: { TEST_MIGRATIONS: migrations, FAKE_PATREON_URL: inject<string>("patreonUrl") },
              },
            })),
          ],
          test: {
            name: "api",
            include: ["tests/api/**/*.test.ts"],
            setupFiles: ["./tests/api/setup.ts"],
            globalSetup: ["./tests/servers/fake-patreon.ts"],
          },
        },
      ],
    },
  };
});
