import { getDb } from "../db/client";
import { KV_KEYS, kvGet } from "../db/queries/kv";
import type { Env } from "../env";
import { httpMailTransport } from "./http";
import { localMailTransport } from "./local";
import type { MailTransport } from "./transport";

/** The sender an admin set on /admin/email-settings (kv email_settings.from), or null. */
export async function senderOverride(db: D1Database): Promise<string | null> {
  const stored = (await kvGet(getDb(db), KV_KEYS.emailSettings)) as { from?: unknown } | undefined;
  return typeof stored?.from === "string" && stored.from !== "" ? stored.from : null;
}

/** Whether a request's host is this computer: localhost, 127.0.0.0/8 or [::1]. */
export function isLoopbackHost(hostname: string): boolean {
  return (
    hostname === "localhost" || hostname === "[::1]" || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(hostname)
  );
}

/**
 * MAIL_MODE=local: the log and the outbox table, for a site served on this computer only (on any
 * other host it refuses every mail, so a deployed site with the local mode leaks no code);
 * MAIL_MODE=http: the HTTP mail API of the secrets. `requestUrl` is the address the site is served on.
 */
export function mailTransport(env: Env, requestUrl: string): MailTransport {
  if (env.MAIL_MODE !== "local") return httpMailTransport(env, () => senderOverride(env.DB));
  if (isLoopbackHost(new URL(requestUrl).hostname)) return localMailTransport(env.DB);
  return {
    send: async () => {
      throw new Error('MAIL_MODE "local" sends mail only for a site on this computer: set MAIL_MODE "http"');
    },
  };
}
