import { createApp } from "../functions/app";
import type { Env } from "../functions/env";
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
      const id = env.PILOT_RELAY.idFromName(url.searchParams.get("user") ?? "anonymous");
      return env.PILOT_RELAY.get(id).fetch(request);
    }
    return serveSite(request, env);
  },
  async scheduled(controller, env, ctx) {
    ctx.waitUntil(runScheduled(controller, env));
  },
} satisfies ExportedHandler<Env>;
