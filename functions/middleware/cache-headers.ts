import { etag } from "hono/etag";
import { createMiddleware } from "hono/factory";

/**
 * For cacheable GETs: clients revalidate every time (`no-cache`), sending the ETag back in
 * If-None-Match, and get 304 with no body while it still matches. A route may set its own
 * ETag (cheaper than hashing a large body); otherwise one is derived from the body.
 */
export const revalidate = () => {
  const tagger = etag();
  return createMiddleware(async (c, next) => {
    await tagger(c, async () => {
      await next();
      if (c.res.ok && !c.res.headers.has("Cache-Control")) c.res.headers.set("Cache-Control", "no-cache");
    });
  });
};
