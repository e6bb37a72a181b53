import { createApp } from "../functions/app";
import { createBotApp } from "../functions/bot/app";
import { clock } from "../functions/clock";
import { createDiscordApp } from "../functions/discord/app";
import { misconfigured, type RawEnv, readEnv } from "../functions/env";
import { createPublicApi } from "../functions/public-api/app";
import { MESSAGES } from "../src/contracts/error";
import { pilotGate } from "./pilot-gate";
import { runScheduled } from "./scheduled";
import { withSecurityHeaders } from "./security-headers";
import { serveSite } from "./site";

export { PilotRelay } from "./pilot-relay";

const app = createApp();
const bot = createBotApp();
const publicApi = createPublicApi();
const discord = createDiscordApp();

/**
 * A misconfigured Worker (functions/env-vars.ts) answers every request with a bare 500 and logs
 * which variables are wrong, never their values.
 */
function misconfiguredResponse(problems: string[]): Response {
  console.error(misconfigured(problems));
  return Response.json(
    { error: { code: "server_error", message: MESSAGES.serverError, key: "error.serverError" } },
    { status: 500, headers: { "Cache-Control": "no-store", "X-Content-Type-Options": "nosniff" } },
  );
}

/** Routes a request: /api/be/* → Hono, /ws/pilot → PilotRelay, everything else → pages and files (site.ts). */
async function route(request: Request, rawEnv: RawEnv, ctx: ExecutionContext): Promise<Response> {
  const read = readEnv(rawEnv);
  if (!read.ok) return misconfiguredResponse(read.problems);
  const env = read.env;
  const url = new URL(request.url);
  if (url.pathname.startsWith("/api/be/") || url.pathname === "/api/be") {
    return app.fetch(request, env, ctx);
  }
  if (url.pathname.startsWith("/api/bot/")) return bot.fetch(request, env, ctx);
  if (url.pathname.startsWith("/api/v1/")) return publicApi.fetch(request, env, ctx);
  if (url.pathname.startsWith("/api/discord/")) return discord.fetch(request, env, ctx);
  if (url.pathname === "/ws/pilot") {
    const gate = await pilotGate(request, env, clock.now());
    if (gate instanceof Response) return gate;
    // the room learns who connects from the gate, never from the client
    const forwarded = new Request(request);
    forwarded.headers.set("X-Pilot-Role", gate.role);
    forwarded.headers.set("X-Pilot-User", gate.userUid);
    return env.PILOT_RELAY.get(env.PILOT_RELAY.idFromName(gate.userUid)).fetch(forwarded);
  }
  return serveSite(request, env);
}

/** One Worker; every answer carries the security headers (./security-headers.ts). */
export default {
  async fetch(request, rawEnv, ctx) {
    return withSecurityHeaders(await route(request, rawEnv, ctx));
  },
  async scheduled(controller, rawEnv, ctx) {
    const read = readEnv(rawEnv);
    if (!read.ok) {
      console.error(misconfigured(read.problems));
      throw new Error("misconfigured Worker: see the [env] log line");
    }
    ctx.waitUntil(runScheduled(controller, read.env));
  },
} satisfies ExportedHandler<RawEnv>;
