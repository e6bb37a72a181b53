import type { Mail, MailTransport } from "./transport";

/**
 * Local mode: one log line per mail and a mail_outbox row. A login mail's line is
 * `[mail] to=<address> code=<code>` (local sign-in and the e2e tests read the code from it).
 */
export function localMailTransport(db: D1Database): MailTransport {
  return {
    async send({ to, subject, text }: Mail, now: number) {
      await db
        .prepare('INSERT INTO mail_outbox ("to", subject, body, created_at) VALUES (?, ?, ?, ?)')
        .bind(to, subject, text, now)
        .run();
      const code = /^Your login code: (\d{6})$/.exec(subject)?.[1];
      console.log(
        code ? `[mail] to=${to} code=${code}` : `[mail] to=${to} subject=${JSON.stringify(subject)}`,
      );
    },
  };
}
