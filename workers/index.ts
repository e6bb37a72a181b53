import { createApp } from "../functions/app";
import { clock } from "../functions/clock";
import type { Env } from "../functions/env";
import { pilotGate } from "./pilot-gate";
import { runScheduled } from "./scheduled";
import { serveSite } from "./site";

export { PilotRelay } from "./pilot-relay";

const app = createApp();

/** One Worker: /api/be/* → Hono, /ws/pilot → PilotRelay, everything else → pages and files (site.ts). */
export default {
  async fetch(request, env, ctx) {
    const url = new URL(request.url);
    if (url.pathname.startsWith("/api/be/") || url.pathname === "/api/be") {
      return app.fetch(request, env, ctx);
    }
    if (url.pathname === "/ws/pilot") {
      const gate = await pilotGate(request, env, clock.now());
      if (gate instanceof Response) return gate;
      return env.PILOT_RELAY.get(env.PILOT_RELAY.idFromName(gate.userUid)).fetch(request);
    }
    return serveSite(request, env);
  },
  async scheduled(controller, env, ctx) {
    ctx.waitUntil(runScheduled(controller, env));
  },
} satisfies ExportedHandler<Env>;
