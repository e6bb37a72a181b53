import { createMiddleware } from "hono/factory";

/**
 * Headers of every API response: no content sniffing, and no caching unless the route chose
 * its own policy (public reads revalidate with ETags; everything else may be personal).
 * Pages and built files get theirs from public/_headers.
 */
export const apiSecurityHeaders = createMiddleware(async (c, next) => {
  // on the context first: every response made through it (c.json, errors) carries it
  c.header("X-Content-Type-Options", "nosniff");
  await next();
  try {
    // then on the response itself, in place (a pre-compressed body stays as it is)
    c.res.headers.set("X-Content-Type-Options", "nosniff");
    if (!c.res.headers.has("Cache-Control")) c.res.headers.set("Cache-Control", "no-store");
  } catch {
    // a response with immutable headers (fetched elsewhere) passes through as it is
  }
});
