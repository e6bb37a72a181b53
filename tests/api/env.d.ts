import type { D1Migration } from "cloudflare:test";

// The Worker's bindings and [vars] come from functions/worker-configuration.d.ts (`npm run types`);
// these are the test-only bindings of vitest.config.ts.
declare global {
  namespace Cloudflare {
    interface Env {
      TEST_MIGRATIONS: D1Migration[];
      /** Base URL of the fake OAuth provider (tests/servers/fake-patreon.ts). */
      FAKE_PATREON_URL: string;
      /** Base URL of the fake upstream feed (tests/servers/fake-upstream.ts). */
      FAKE_UPSTREAM_URL: string;
    }
  }
}
