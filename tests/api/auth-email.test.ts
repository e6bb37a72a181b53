import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it } from "vitest";
import { sha256Hex } from "../../functions/accounts/crypto";
import { isAdminRequest } from "../../functions/auth/admin-gate";
import { clock } from "../../functions/clock";
import { DEFAULT_SETTINGS_FLAGS, TRACKED_TRADERS, userSchema } from "../../src/contracts/user";
import { at, call, errorOf, freshEmail, lastCode, setFlags, signIn } from "./accounts.fixtures";

const realNow = clock.now;
afterEach(() => {
  clock.now = realNow;
});

const send = (email: string, opts: Parameters<typeof call>[1] = {}) =>
  call("/api/be/auth/email/send", { body: { email }, ...opts });
const verify = (email: string, code: string, opts: Parameters<typeof call>[1] = {}) =>
  call("/api/be/auth/email/verify", { body: { email, code }, ...opts });
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");
/** Production mail mode whose mail API answers 404 (the fake provider has no such path): every send fails. */
const failingMailApi = {
  MAIL_MODE: "http",
  AUTH_PEPPER: "a-test-pepper-of-enough-length",
  MAIL_API_URL: `${env.FAKE_PATREON_URL}/no-mail-api`,
  MAIL_API_KEY: "test-key",
  MAIL_FROM: "login@example.test",
} as const;

describe("POST /auth/email/send", () => {
  it("mails a 6-digit code in local mode (outbox row) and keeps only its hash", async () => {
    const email = freshEmail();
    const res = await send(email);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
    const code = await lastCode(email);
    expect(code).toMatch(/^\d{6}$/);
    const row = await env.DB.prepare("SELECT code_hash, tries FROM login_codes WHERE email = ?")
      .bind(email)
      .first<{ code_hash: string; tries: number }>();
    expect(row?.tries).toBe(0);
    expect(row?.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.code_hash).not.toContain(code);
  });

  it.each(["not-an-email", "a@b", "", "x".repeat(300)])("answers 400 Invalid email for %j", async (email) => {
    const res = await send(email);
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toEqual({ code: "bad_request", message: "Invalid email" });
  });

  it("answers 429 after 5 sends from one client to one address in 10 minutes, and sends again in the next window", async () => {
    const email = freshEmail();
    const ip = "192.0.41.1";
    const t0 = Date.now();
    await at(t0, async () => {
      for (let i = 0; i < 5; i++) expect((await send(email, { ip })).status).toBe(200);
      const res = await send(email, { ip });
      expect(res.status).toBe(429);
      expect(await errorOf(res)).toEqual({ code: "rate_limited", message: "429 - Rate limit exceeded" });
    });
    await at(t0 + 10 * 60_000 + 1, async () => expect((await send(email, { ip })).status).toBe(200));
  });

  it("limits a client's network too: 60 sends an hour from one /24", async () => {
    for (let i = 0; i < 60; i++)
      expect((await send(freshEmail("net"), { ip: `198.18.7.${(i % 3) + 1}` })).status).toBe(200);
    expect((await send(freshEmail("net"), { ip: "198.18.7.200" })).status).toBe(429);
    expect((await send(freshEmail("net"), { ip: "198.18.8.1" })).status).toBe(200);
  });

  it("answers 429 after 20 sends from one IP in an hour", async () => {
    const ip = "192.0.77.1";
    for (let i = 0; i < 20; i++) expect((await send(freshEmail("ip"), { ip })).status).toBe(200);
    expect((await send(freshEmail("ip"), { ip })).status).toBe(429);
  });

  it("refused sends from another IP never lock the address out", async () => {
    const victim = freshEmail("victim");
    const attacker = "192.0.88.1";
    for (let i = 0; i < 20; i++) expect((await send(freshEmail("spam"), { ip: attacker })).status).toBe(200);
    for (let i = 0; i < 6; i++) expect((await send(victim, { ip: attacker })).status).toBe(429);
    const own = await send(victim, { ip: "198.51.100.7" });
    expect(own.status).toBe(200);
    expect(await lastCode(victim)).toMatch(/^\d{6}$/);
  });

  it("sends refused for the address do not spend the IP's allowance", async () => {
    const ip = "192.0.99.1";
    const full = freshEmail("full");
    for (let i = 0; i < 5; i++) expect((await send(full, { ip })).status).toBe(200);
    for (let i = 0; i < 10; i++) expect((await send(full, { ip })).status).toBe(429);
    for (let i = 0; i < 15; i++) expect((await send(freshEmail("ip"), { ip })).status).toBe(200);
    expect((await send(freshEmail("ip"), { ip })).status).toBe(429);
  });

  it("a send that fails does not count against the address", async () => {
    const email = freshEmail();
    for (let i = 0; i < 5; i++) expect((await send(email, { env: failingMailApi })).status).toBe(500);
    expect((await send(email)).status).toBe(200);
  });

  it("parallel sends for one address never go over its limit", async () => {
    const email = freshEmail("burst");
    const answers = await Promise.all(Array.from({ length: 12 }, () => send(email, { ip: "192.0.42.1" })));
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses).toEqual([...Array(5).fill(200), ...Array(7).fill(429)]);
    const mails = await env.DB.prepare('SELECT count(*) AS n FROM mail_outbox WHERE "to" = ?')
      .bind(email)
      .first<{ n: number }>();
    expect(mails?.n).toBe(5);
  });

  it("answers 500 Error sending to the specified email when the mail API fails", async () => {
    const res = await send(freshEmail(), { env: failingMailApi });
    expect(res.status).toBe(500);
    expect(await errorOf(res)).toEqual({
      code: "server_error",
      message: "Error sending to the specified email",
    });
  });
});

describe("POST /auth/email/verify", () => {
  it("creates the account with its main character and sets the session cookie", async () => {
    const email = freshEmail();
    await send(email);
    const res = await verify(email, await lastCode(email));
    expect(res.status).toBe(200);
    const user = userSchema.parse(await res.json());
    expect(user.uid).toBe(user.charUid);
    expect(user).toMatchObject({
      email,
      admin: false,
      pro: false,
      gameMode: "PVP",
      fraction: "Usec",
      level: 1,
    });
    expect(user.tradersLL).toEqual(Object.fromEntries(TRACKED_TRADERS.map((t) => [t, 1])));
    expect(user).toMatchObject(DEFAULT_SETTINGS_FLAGS);
    expect(user.chars).toEqual([
      { uid: user.uid, fraction: "Usec", level: 1, charName: "PMC", gameMode: "PVP" },
    ]);
  });

  it("makes the first character Bear for the ru locale", async () => {
    const email = freshEmail();
    await send(email);
    const res = await verify(email, await lastCode(email), { headers: { Cookie: "tm_locale=ru" } });
    expect(userSchema.parse(await res.json()).fraction).toBe("Bear");
  });

  it("signs an existing account in again without a second account", async () => {
    const email = freshEmail();
    const first = await signIn(email);
    const second = await signIn(email);
    expect(second.user.uid).toBe(first.user.uid);
    expect(second.cookie).not.toBe(first.cookie);
  });

  it("sets an HttpOnly, SameSite=Lax, Path=/ cookie for 60 days, Secure except on localhost", async () => {
    const email = freshEmail();
    await send(email);
    const local = await verify(email, await lastCode(email));
    const cookie = local.headers.getSetCookie().find((c) => c.startsWith("tm_session=")) ?? "";
    expect(cookie).toMatch(/^tm_session=[A-Za-z0-9_-]{43,}; /);
    expect(cookie).toContain("HttpOnly");
    expect(cookie).toContain("SameSite=Lax");
    expect(cookie).toContain("Path=/");
    expect(cookie).toContain("Max-Age=5184000");
    expect(cookie).not.toContain("Secure");

    const base = "https://tarkov.example";
    // (local mail mode sends for a site on this computer only: the code is asked for there)
    await send(email);
    const remote = await verify(email, await lastCode(email), { base });
    expect(remote.headers.getSetCookie().find((c) => c.startsWith("tm_session="))).toContain("Secure");
  });

  it("stores only the SHA-256 of the session id", async () => {
    const { cookie } = await signIn(freshEmail());
    const id = cookie.slice("tm_session=".length);
    const stored = await env.DB.prepare("SELECT count(*) AS n FROM sessions WHERE id_hash = ?")
      .bind(await sha256Hex(id))
      .first<{ n: number }>();
    expect(stored?.n).toBe(1);
    const plain = await env.DB.prepare("SELECT count(*) AS n FROM sessions WHERE id_hash = ?")
      .bind(id)
      .first<{ n: number }>();
    expect(plain?.n).toBe(0);
  });

  it("refuses a wrong code with 400 Error: invalid code, and a code is used once", async () => {
    const email = freshEmail();
    await send(email);
    const code = await lastCode(email);
    const wrong = await verify(email, wrongCode(code));
    expect(wrong.status).toBe(400);
    expect(await errorOf(wrong)).toEqual({ code: "bad_request", message: "Error: invalid code" });
    expect((await verify(email, "12ab56")).status).toBe(400);
    expect((await verify(email, code)).status).toBe(200);
    expect((await verify(email, code)).status).toBe(400);
  });

  it("kills the code after 5 wrong tries: the 6th try answers 429 even with the right code", async () => {
    const email = freshEmail();
    const ip = "192.0.43.1";
    await send(email, { ip });
    const code = await lastCode(email);
    for (let i = 0; i < 5; i++) {
      const res = await verify(email, wrongCode(code), { ip });
      expect(await errorOf(res)).toEqual({ code: "bad_request", message: "Error: invalid code" });
    }
    const sixth = await verify(email, code, { ip });
    expect(sixth.status).toBe(429);
    expect(await errorOf(sixth)).toEqual({ code: "rate_limited", message: "429 - Rate limit exceeded" });
    expect(sixth.headers.getSetCookie()).toEqual([]);
    // a new code is a new chance, once the client's tries allow another (limits raised here)
    const raised = { ip, env: { RATE_LIMIT_FACTOR: "100" } };
    await send(email, raised);
    const fresh = await lastCode(email);
    expect((await verify(email, wrongCode(fresh), raised)).status).toBe(400);
    expect((await verify(email, fresh, raised)).status).toBe(200);
  });

  it("refuses a code after its 10 minutes", async () => {
    const email = freshEmail();
    const t0 = Date.now();
    await at(t0, () => send(email));
    const code = await lastCode(email);
    const res = await at(t0 + 10 * 60_000, () => verify(email, code));
    expect(await errorOf(res)).toEqual({ code: "bad_request", message: "Error: invalid code" });
  });

  it("accepts a code just before its 10 minutes end", async () => {
    const email = freshEmail();
    const t0 = Date.now();
    await at(t0, () => send(email));
    const code = await lastCode(email);
    expect((await at(t0 + 10 * 60_000 - 1, () => verify(email, code))).status).toBe(200);
  });

  it("a new send keeps the earlier codes live (each client's newest 3), each used once", async () => {
    const email = freshEmail();
    const ip = "192.0.44.1";
    const codes: string[] = [];
    const t0 = Date.now();
    for (let i = 0; i < 4; i++) {
      await at(t0 + i, () => send(email, { ip }));
      codes.push(await lastCode(email));
    }
    await send(email, { ip: "192.0.45.1" });
    const rows = await env.DB.prepare("SELECT count(*) AS n FROM login_codes WHERE email = ?")
      .bind(email)
      .first<{ n: number }>();
    expect(rows?.n).toBe(4);
    // the oldest went; the second is still good
    const [first, second] = codes as [string, string];
    if (first !== second) expect((await verify(email, first, { ip })).status).toBe(400);
    expect((await verify(email, second, { ip })).status).toBe(200);
    expect((await verify(email, second, { ip })).status).toBe(400);
  });

  it("an attacker's sends to the victim's address neither block nor replace the victim's code", async () => {
    const victim = freshEmail("victim-sends");
    const home = "198.51.100.20";
    await send(victim, { ip: home });
    const code = await lastCode(victim);
    // the attacker sends until refused, from one client and then from another network
    for (let i = 0; i < 5; i++) expect((await send(victim, { ip: "203.0.113.5" })).status).toBe(200);
    expect((await send(victim, { ip: "203.0.113.5" })).status).toBe(429);
    for (let i = 0; i < 5; i++) expect((await send(victim, { ip: "192.0.150.1" })).status).toBe(200);
    // the victim can still ask for a code, and the first one still works
    expect((await send(victim, { ip: home })).status).toBe(200);
    expect((await verify(victim, code, { ip: home })).status).toBe(200);
  });

  it("an attacker's wrong codes, from many clients, never stop the victim's right one", async () => {
    const victim = freshEmail("victim-guesses");
    const home = "198.51.100.21";
    await send(victim, { ip: home });
    const code = await lastCode(victim);
    const statuses: number[] = [];
    for (let a = 0; a < 6; a++)
      for (let i = 0; i < 6; i++)
        statuses.push((await verify(victim, wrongCode(code), { ip: `203.0.113.${60 + a}` })).status);
    // each client gets 5 tries at most, and all of them together 20: the rest is refused
    expect(statuses.filter((s) => s === 400)).toHaveLength(20);
    expect(statuses.filter((s) => s === 429)).toHaveLength(16);
    const tries = await env.DB.prepare("SELECT tries FROM login_codes WHERE email = ?")
      .bind(victim)
      .first<{ tries: number }>();
    expect(tries?.tries).toBe(0);
    const own = await verify(victim, code, { ip: home });
    expect(own.status).toBe(200);
  });

  it("a right code from another device signs in while nobody is guessing", async () => {
    const email = freshEmail("other-device");
    await send(email, { ip: "198.51.100.22" });
    expect((await verify(email, await lastCode(email), { ip: "198.51.100.99" })).status).toBe(200);
  });

  it("makes the emails of ADMIN_EMAILS admin and Pro at sign-in", async () => {
    const email = freshEmail("boss");
    const { user } = await signIn(email, {
      env: { ADMIN_EMAILS: ` other@example.test, ${email.toUpperCase()} ` },
    });
    expect(user).toMatchObject({ admin: true, pro: true });
  });
});

describe("sessions", () => {
  it("GET /users/me answers 401 anonymous, the user with the cookie, 401 with an unknown cookie", async () => {
    expect((await call("/api/be/users/me")).status).toBe(401);
    const { cookie, user } = await signIn(freshEmail());
    const me = await call("/api/be/users/me", { cookie });
    expect(me.status).toBe(200);
    expect(userSchema.parse(await me.json())).toEqual(user);
    expect((await call("/api/be/users/me", { cookie: "tm_session=forged" })).status).toBe(401);
  });

  it("a session ends after 60 days", async () => {
    const t0 = Date.now();
    const { cookie } = await at(t0, () => signIn(freshEmail()));
    expect((await at(t0 + 59 * 86_400_000, () => call("/api/be/users/me", { cookie }))).status).toBe(200);
    expect((await at(t0 + 60 * 86_400_000, () => call("/api/be/users/me", { cookie }))).status).toBe(401);
  });

  it("POST /logout ends the session, clears the cookie and redirects to the locale's home", async () => {
    const { cookie } = await signIn(freshEmail());
    // a GET (an image or a link on another page) signs no one out
    const get = await call("/api/be/logout?lang=ru", { cookie });
    expect([get.status, get.headers.get("Allow")]).toEqual([405, "POST"]);
    expect(await errorOf(get)).toEqual({ code: "method_not_allowed", message: "Method not allowed" });
    expect((await call("/api/be/users/me", { cookie })).status).toBe(200);
    // nor a form on another site
    const cross = await call("/api/be/logout?lang=ru", {
      method: "POST",
      cookie,
      headers: { Origin: "https://evil.example" },
    });
    expect(cross.status).toBe(403);
    expect((await call("/api/be/users/me", { cookie })).status).toBe(200);
    const res = await call("/api/be/logout?lang=ru", {
      method: "POST",
      cookie,
      headers: { Origin: "http://localhost" },
    });
    expect(res.status).toBe(303);
    expect(res.headers.get("Location")).toBe("/ru/");
    const cleared = res.headers.getSetCookie().find((c) => c.startsWith("tm_session="));
    expect(cleared).toMatch(/Max-Age=0/);
    expect((await call("/api/be/users/me", { cookie })).status).toBe(401);
    for (const lang of ["en", "", "https://evil.example", "xx"]) {
      const other = await call(`/api/be/logout?lang=${encodeURIComponent(lang)}`, { method: "POST" });
      expect(other.headers.get("Location")).toBe("/");
    }
  });

  it("refuses state-changing requests from another origin with 403", async () => {
    const email = freshEmail();
    const cross = await send(email, { headers: { Origin: "https://evil.example" } });
    expect(cross.status).toBe(403);
    const fetchSite = await send(email, { headers: { "Sec-Fetch-Site": "cross-site" } });
    expect(fetchSite.status).toBe(403);
    expect((await send(email, { headers: { Origin: "http://localhost" } })).status).toBe(200);
    expect((await call("/api/be/health", { headers: { Origin: "https://evil.example" } })).status).toBe(200);
  });

  it("isAdminRequest says yes only for an admin's live session", async () => {
    const page = (cookie?: string) =>
      new Request("http://localhost/admin", { headers: cookie ? { Cookie: `a=b; ${cookie}` } : {} });
    expect(await isAdminRequest(page(), env)).toBe(false);
    const { cookie, user } = await signIn(freshEmail());
    expect(await isAdminRequest(page(cookie), env)).toBe(false);
    await setFlags(user.uid, { admin: true });
    expect(await isAdminRequest(page(cookie), env)).toBe(true);
    expect(await isAdminRequest(page("tm_session=forged"), env)).toBe(false);
  });

  it("Pro status: the pro flag or a running patron subscription opens Pro history ranges", async () => {
    const { cookie, user } = await signIn(freshEmail());
    const history = () => call("/api/be/items/no-such-item/history?range=1m", { cookie });
    expect((await history()).status).toBe(403);
    await setFlags(user.uid, { patronUntil: Date.now() + 86_400_000 });
    expect((await history()).status).toBe(404);
    await setFlags(user.uid, { patronUntil: Date.now() - 1 });
    expect((await history()).status).toBe(403);
    await setFlags(user.uid, { pro: true });
    expect((await history()).status).toBe(404);
  });
});
