import type { Env } from "../env";
import { type LoginMail, loginMailText, type MailTransport } from "./transport";

/**
 * Production: POST {from, to, subject, text} as JSON to MAIL_API_URL with a bearer MAIL_API_KEY.
 * A missing configuration or a non-2xx answer is a failed send.
 */
export function httpMailTransport(env: Env): MailTransport {
  return {
    async sendLoginCode({ to, code }: LoginMail) {
      if (!env.MAIL_API_URL || !env.MAIL_API_KEY || !env.MAIL_FROM) {
        throw new Error("mail API not configured (MAIL_API_URL, MAIL_API_KEY, MAIL_FROM)");
      }
      const res = await fetch(env.MAIL_API_URL, {
        method: "POST",
        headers: { Authorization: `Bearer ${env.MAIL_API_KEY}`, "Content-Type": "application/json" },
        body: JSON.stringify({ from: env.MAIL_FROM, to, ...loginMailText(code) }),
      });
      if (!res.ok) throw new Error(`mail API answered ${res.status}`);
    },
  };
}
