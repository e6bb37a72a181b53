import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";

const addUser = (uid: string, email: string | null, username: string | null = null) =>
  env.DB.prepare("INSERT INTO users (uid, email, username, char_uid, created_at) VALUES (?, ?, ?, ?, ?)")
    .bind(uid, email, username, uid, 1)
    .run();

describe("accounts schema (migration 0001)", () => {
  it("creates users with base tier defaults", async () => {
    await addUser("u-base", "base@example.test");
    const row = await env.DB.prepare("SELECT admin, pro, patron_until FROM users WHERE uid = ?")
      .bind("u-base")
      .first();
    expect(row).toEqual({ admin: 0, pro: 0, patron_until: null });
  });

  it("refuses a second account with the same email or username", async () => {
    await addUser("u-a", "same@example.test", "alpha");
    await expect(addUser("u-b", "same@example.test")).rejects.toThrow(/UNIQUE/);
    await expect(addUser("u-c", "other@example.test", "alpha")).rejects.toThrow(/UNIQUE/);
  });

  it("has the session, login-code, outbox, rate-limit and share-token tables", async () => {
    const { results } = await env.DB.prepare(
      "SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name",
    ).all<{ name: string }>();
    const names = results.map((r) => r.name);
    for (const table of [
      "characters",
      "sessions",
      "login_codes",
      "mail_outbox",
      "rate_limits",
      "share_tokens",
    ]) {
      expect(names).toContain(table);
    }
  });
});
