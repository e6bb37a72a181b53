/**
 * The security headers of every answer: public/_headers gives them to built files and pages, and
 * the Worker to what it writes itself (error pages, redirects, the APIs' answers). A test keeps
 * this list and the `/*` block of public/_headers the same.
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  "X-Content-Type-Options": "nosniff",
  "X-Frame-Options": "DENY",
  "Content-Security-Policy": "frame-ancestors 'none'",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
  "Strict-Transport-Security": "max-age=31536000; includeSubDomains",
};

/**
 * The answer with every security header it lacks (a header it sets, such as a page's own
 * Content-Security-Policy, is kept); a WebSocket upgrade passes as it is.
 */
export function withSecurityHeaders(res: Response): Response {
  if (res.status === 101) return res;
  const missing = Object.entries(SECURITY_HEADERS).filter(([name]) => !res.headers.has(name));
  if (missing.length === 0) return res;
  const out = new Response(res.body, res);
  for (const [name, value] of missing) out.headers.set(name, value);
  return out;
}
