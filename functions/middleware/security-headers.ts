import { createMiddleware } from "hono/factory";

/**
 * Headers of every API response: no content sniffing, and no caching unless the route chose
 * its own policy (public reads revalidate with ETags; everything else may be personal).
 * Pages and built files get theirs from public/_headers.
 */
export const apiSecurityHeaders = createMiddleware(async (c, next) => {
  await next();
  const res = new Response(c.res.body, c.res);
  res.headers.set("X-Content-Type-Options", "nosniff");
  if (!res.headers.has("Cache-Control")) res.headers.set("Cache-Control", "no-store");
  c.res = res;
});
