import type { Env } from "../env";
import type { Mail, MailTransport } from "./transport";

/**
 * Production: POST {from, to, subject, text} as JSON to MAIL_API_URL with a bearer MAIL_API_KEY.
 * The sender is the admins' choice on /admin/email-settings when set, else MAIL_FROM. A missing
 * configuration or a non-2xx answer is a failed send.
 */
export function httpMailTransport(env: Env, sender: () => Promise<string | null>): MailTransport {
  return {
    async send(mail: Mail) {
      const from = (await sender()) || env.MAIL_FROM;
      if (!env.MAIL_API_URL || !env.MAIL_API_KEY || !from) {
        throw new Error("mail API not configured (MAIL_API_URL, MAIL_API_KEY, MAIL_FROM)");
      }
      const res = await fetch(env.MAIL_API_URL, {
        method: "POST",
        headers: { Authorization: `Bearer ${env.MAIL_API_KEY}`, "Content-Type": "application/json" },
        body: JSON.stringify({ from, to: mail.to, subject: mail.subject, text: mail.text }),
      });
      if (!res.ok) throw new Error(`mail API answered ${res.status}`);
    },
  };
}
