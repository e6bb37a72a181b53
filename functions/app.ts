import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import { MESSAGES } from "../src/contracts/error";
import type { AppBindings } from "./env";
import { errorResponse, HttpError } from "./errors";
import { sameOriginMiddleware, sessionMiddleware } from "./middleware/session";
import { adminUserRoutes } from "./routes/admin-users";
import { authRoutes } from "./routes/auth";
import { cacheRoutes } from "./routes/cache";
import { calcRoutes } from "./routes/calc";
import { itemRoutes } from "./routes/items";
import { patreonRoutes } from "./routes/patreon";
import { priceRoutes } from "./routes/prices";
import { progressionRoutes } from "./routes/progression";
import { shareRoutes } from "./routes/share";
import { siteRoutes } from "./routes/site";
import { tagRoutes } from "./routes/tags";
import { userRoutes } from "./routes/users";

/**
 * The API app, mounted at /api/be. Owns notFound and onError so that every failure
 * answers in the one error shape; unknown errors are logged and answered with a bare 500.
 */
export function createApp() {
  const app = new Hono<AppBindings>().basePath("/api/be");
  app.use("*", sameOriginMiddleware, sessionMiddleware);
  app.route("/", siteRoutes);
  app.route("/", cacheRoutes);
  app.route("/", calcRoutes);
  app.route("/", itemRoutes);
  app.route("/", tagRoutes);
  app.route("/", authRoutes);
  app.route("/", userRoutes);
  app.route("/", progressionRoutes);
  app.route("/", priceRoutes);
  app.route("/", shareRoutes);
  app.route("/", patreonRoutes);
  app.route("/", adminUserRoutes);
  app.notFound((c) => errorResponse(c, "not_found", MESSAGES.notFound));
  app.onError((err, c) => {
    if (err instanceof HttpError) return errorResponse(c, err.code, err.message);
    if (err instanceof HTTPException && err.status < 500) {
      const code = err.status === 404 ? "not_found" : err.status === 429 ? "rate_limited" : "bad_request";
      return errorResponse(c, code, err.message || "Invalid request");
    }
    console.error("[api] unhandled", c.req.method, c.req.path, err);
    return errorResponse(c, "server_error", MESSAGES.serverError);
  });
  return app;
}

export type App = ReturnType<typeof createApp>;
