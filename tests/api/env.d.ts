import type { D1Migration } from "cloudflare:test";
import type { Env as WorkerEnv } from "../../functions/env";

declare global {
  namespace Cloudflare {
    interface GlobalProps {
      mainModule: typeof import("../../workers/index");
      durableNamespaces: "PilotRelay";
    }
    interface Env extends WorkerEnv {
      TEST_MIGRATIONS: D1Migration[];
      /** Base URL of the fake OAuth provider (tests/servers/fake-patreon.ts). */
      FAKE_PATREON_URL: string;
    }
  }
}
