import type { Env } from "../env";
import { httpMailTransport } from "./http";
import { localMailTransport } from "./local";
import type { MailTransport } from "./transport";

/** MAIL_MODE=local: the log and the outbox table; MAIL_MODE=http: the HTTP mail API of the secrets. */
export function mailTransport(env: Env): MailTransport {
  return env.MAIL_MODE === "local" ? localMailTransport(env.DB) : httpMailTransport(env);
}
