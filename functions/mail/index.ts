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

/** MAIL_MODE=local: the log and the outbox table; MAIL_MODE=http: the HTTP mail API of the secrets. */
export function mailTransport(env: Env): MailTransport {
  return env.MAIL_MODE === "local"
    ? localMailTransport(env.DB)
    : httpMailTransport(env, () => senderOverride(env.DB));
}
