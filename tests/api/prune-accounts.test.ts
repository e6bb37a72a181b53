import { env } from "cloudflare:workers";
import { expect, it } from "vitest";
import { getDb } from "../../functions/db/client";
import { pruneAccounts } from "../../workers/jobs/prune-accounts";

const count = async (table: string, where: string, arg: string) =>
  (await env.DB.prepare(`SELECT count(*) AS n FROM ${table} WHERE ${where}`).bind(arg).first<{ n: number }>())
    ?.n;

it("deletes expired sessions, codes and share tokens, old limit windows and outbox mails; keeps live ones", async () => {
  const now = 1_900_000_000_000;
  const day = 86_400_000;
  const tag = `prune-${Date.now()}`;
  await env.DB.batch([
    env.DB.prepare("INSERT INTO sessions VALUES (?, ?, 0, ?), (?, ?, 0, ?)").bind(
      `${tag}-old`,
      tag,
      now - 1,
      `${tag}-live`,
      tag,
      now + day,
    ),
    env.DB.prepare(
      "INSERT INTO login_codes (email, code_hash, requester, expires_at, tries) VALUES (?, 'h', 'r', ?, 0), (?, 'h', 'r', ?, 0)",
    ).bind(`${tag}-old@x.test`, now - 1, `${tag}-live@x.test`, now + 1),
    env.DB.prepare("INSERT INTO share_tokens VALUES (?, ?, 0, ?, NULL), (?, ?, 0, ?, NULL)").bind(
      `${tag}-old`,
      tag,
      now - 1,
      `${tag}-live`,
      tag,
      now + 1,
    ),
    env.DB.prepare("INSERT INTO rate_limits VALUES (?, ?, 1), (?, ?, 1)").bind(
      `${tag}-old`,
      now - 2 * day,
      `${tag}-live`,
      now - 60_000,
    ),
    env.DB.prepare(
      'INSERT INTO mail_outbox ("to", subject, body, created_at) VALUES (?, ?, ?, ?), (?, ?, ?, ?)',
    ).bind(tag, "old", "", now - 8 * day, tag, "live", "", now - day),
  ]);
  await pruneAccounts(getDb(env.DB), now);
  expect(await count("sessions", "user_uid = ?", tag)).toBe(1);
  expect(await count("login_codes", "email LIKE ?", `${tag}-%`)).toBe(1);
  expect(await count("share_tokens", "user_uid = ?", tag)).toBe(1);
  expect(await count("rate_limits", "key LIKE ?", `${tag}-%`)).toBe(1);
  expect(await count("mail_outbox", '"to" = ?', tag)).toBe(1);
  expect(await count("sessions", "id_hash = ?", `${tag}-live`)).toBe(1);
});
