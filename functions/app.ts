import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { HTTPException } from "hono/http-exception";
import { MAX_UPLOAD_BYTES } from "../src/contracts/admin-compare";
import { MESSAGES } from "../src/contracts/error";
import { said } from "../src/contracts/messages";
import { allowedMethods } from "./auth/access";
import type { AppBindings } from "./env";
import { errorResponse, HttpError, httpErrorResponse } from "./errors";
import { apiSecurityHeaders } from "./middleware/security-headers";
import { sameOriginMiddleware, sessionMiddleware } from "./middleware/session";
import { accountRoutes } from "./routes/account";
import { adminAddItemRoutes } from "./routes/admin-add-item";
import { adminCompareRoutes } from "./routes/admin-compare";
import { adminItemRoutes } from "./routes/admin-items";
import { adminRowRoutes } from "./routes/admin-rows";
import { adminSiteRoutes } from "./routes/admin-site";
import { adminUserRoutes } from "./routes/admin-users";
import { apiKeyRoutes } from "./routes/api-keys";
import { authRoutes } from "./routes/auth";
import { botTokenRoutes } from "./routes/bot-tokens";
import { cacheRoutes } from "./routes/cache";
import { calcRoutes } from "./routes/calc";
import { challengeRoutes } from "./routes/challenge";
import { gearRoutes } from "./routes/gear";
import { itemRoutes } from "./routes/items";
import { loadoutRoutes } from "./routes/loadouts";
import { patreonRoutes } from "./routes/patreon";
import { pilotRoutes } from "./routes/pilot";
import { pilotWebhookRoutes } from "./routes/pilot-webhook";
import { priceRoutes } from "./routes/prices";
import { progressionRoutes } from "./routes/progression";
import { shareRoutes } from "./routes/share";
import { siteRoutes } from "./routes/site";
import { tagRoutes } from "./routes/tags";
import { userRoutes } from "./routes/users";
import { widgetRoutes } from "./routes/widget";

/**
 * The largest JSON body any call accepts. A full progression list of the real game (about
 * 500 quests, a thousand item counts) is well under 64 KB; larger bodies are refused before
 * they are read, so no one can bloat their rows or tie up the Worker.
 */
export const MAX_BODY_BYTES = 256 * 1024;

const jsonLimit = bodyLimit({
  maxSize: MAX_BODY_BYTES,
  onError: (c) => errorResponse(c, "payload_too_large", MESSAGES.payloadTooLarge),
});
/**
 * The compare pages' uploads (functions/routes/admin-compare.ts): a file of at most
 * MAX_UPLOAD_BYTES as a JSON string, whose escaping may at most double it.
 */
const uploadLimit = bodyLimit({
  maxSize: 2 * MAX_UPLOAD_BYTES + 64 * 1024,
  onError: (c) => errorResponse(c, "payload_too_large", said("admin.fileTooLarge")),
});

/**
 * The API app, mounted at /api/be. Owns notFound and onError so that every failure
 * answers in the one error shape; unknown errors are logged and answered with a bare 500.
 */
export function createApp() {
  const app = new Hono<AppBindings>().basePath("/api/be");
  app.use(
    "*",
    apiSecurityHeaders,
    (c, next) => (c.req.path.startsWith("/api/be/admin/compare/") ? uploadLimit : jsonLimit)(c, next),
    sameOriginMiddleware,
    sessionMiddleware,
  );
  app.route("/", siteRoutes);
  app.route("/", cacheRoutes);
  app.route("/", calcRoutes);
  app.route("/", itemRoutes);
  app.route("/", tagRoutes);
  app.route("/", authRoutes);
  app.route("/", userRoutes);
  app.route("/", accountRoutes);
  app.route("/", progressionRoutes);
  app.route("/", priceRoutes);
  app.route("/", shareRoutes);
  app.route("/", patreonRoutes);
  app.route("/", adminUserRoutes);
  app.route("/", adminSiteRoutes);
  app.route("/", adminItemRoutes);
  app.route("/", adminAddItemRoutes);
  app.route("/", adminRowRoutes);
  app.route("/", adminCompareRoutes);
  app.route("/", challengeRoutes);
  app.route("/", loadoutRoutes);
  app.route("/", gearRoutes);
  app.route("/", pilotRoutes);
  app.route("/", pilotWebhookRoutes);
  app.route("/", botTokenRoutes);
  app.route("/", apiKeyRoutes);
  app.route("/", widgetRoutes);
  app.notFound((c) => {
    // a path served with other methods: 405, saying which (admin paths stay not found, as for
    // anyone who is not an admin)
    const path = c.req.path.slice("/api/be".length);
    const allowed = path.startsWith("/admin") ? [] : allowedMethods(path);
    if (allowed.length === 0) return errorResponse(c, "not_found", MESSAGES.notFound);
    c.header("Allow", allowed.join(", "));
    return errorResponse(c, "method_not_allowed", MESSAGES.methodNotAllowed);
  });
  app.onError((err, c) => {
    if (err instanceof HttpError) return httpErrorResponse(c, err);
    if (err instanceof HTTPException && err.status < 500) {
      const code = err.status === 404 ? "not_found" : err.status === 429 ? "rate_limited" : "bad_request";
      return errorResponse(c, code, err.message || said("error.invalidRequest"));
    }
    console.error("[api] unhandled", c.req.method, c.req.path, err);
    return errorResponse(c, "server_error", MESSAGES.serverError);
  });
  return app;
}
