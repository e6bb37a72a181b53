import { createMiddleware } from "hono/factory";

/**
 * Headers of every API response: no content sniffing, and no caching unless the route chose
 * its own policy (public reads revalidate with ETags; everything else may be personal).
 * Pages and built files get theirs from public/_headers.
 */
export const apiSecurityHeaders = createMiddleware(async (c, next) => {
  await next();
  const set = (headers: Headers) => {
    headers.set("X-Content-Type-Options", "nosniff");
    if (!headers.has("Cache-Control")) headers.set("Cache-Control", "no-store");
  };
  try {
    // in place: a response's own options (such as pre-compressed bodies) stay as they are
    set(c.res.headers);
  } catch {
    // immutable headers (a fetched or redirect response): a copy takes them
    const copy = new Response(c.res.body, c.res);
    set(copy.headers);
    c.res = copy;
  }
});
