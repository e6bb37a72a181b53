import { type LoginMail, loginMailText, type MailTransport } from "./transport";

/** Local mode: one log line `[mail] to=<address> code=<code>` and a mail_outbox row per mail. */
export function localMailTransport(db: D1Database): MailTransport {
  return {
    async sendLoginCode({ to, code }: LoginMail, now: number) {
      const { subject, text } = loginMailText(code);
      await db
        .prepare('INSERT INTO mail_outbox ("to", subject, body, created_at) VALUES (?, ?, ?, ?)')
        .bind(to, subject, text, now)
        .run();
      console.log(`[mail] to=${to} code=${code}`);
    },
  };
}
