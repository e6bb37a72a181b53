/**
 * Signs a fresh address in on a running local server, with the login code read from the local
 * D1's outbox (local mail mode); for the benchmarks that need a session.
 */
import { createClient } from "@libsql/client";

/** A POST to the API from the site's own origin. */
export const postTo = (base: string) => (path: string, body: unknown, cookie?: string) =>
  fetch(`${base}/api/be${path}`, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      Origin: new URL(base).origin,
      ...(cookie ? { Cookie: cookie } : {}),
    },
    body: JSON.stringify(body ?? {}),
  });

/** The session cookie of a new account for `email`. */
export async function benchSignIn(base: string, d1File: string, email: string): Promise<string> {
  const post = postTo(base);
  if (!(await post("/auth/email/send", { email })).ok) throw new Error("could not send a code");
  const db = createClient({ url: `file:${d1File}` });
  const row = await db.execute({
    sql: 'SELECT body FROM mail_outbox WHERE "to" = ? ORDER BY id DESC LIMIT 1',
    args: [email],
  });
  db.close();
  const code = /\b(\d{6})\b/.exec(String(row.rows[0]?.body ?? ""))?.[1];
  const res = await post("/auth/email/verify", { email, code });
  const cookie = /tm_session=[^;]+/.exec(res.headers.get("set-cookie") ?? "")?.[0];
  if (!cookie) throw new Error(`sign-in failed: ${res.status}`);
  return cookie;
}
