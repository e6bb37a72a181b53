import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { sha256Hex } from "../../functions/accounts/crypto";
import { shareLinkSchema } from "../../src/contracts/auth";
import { adminRoleResponseSchema, userSchema } from "../../src/contracts/user";
import { at, call, errorOf, freshEmail, sessionCookie, setFlags, signIn } from "./accounts.fixtures";

const share = (cookie: string | null) => call("/api/be/auth/share", { body: {}, cookie });
const accept = (token: string) => call("/api/be/auth/share/accept", { body: { token } });

describe("share link", () => {
  it("signs another device in once: a new session cookie and the user; the second use is refused", async () => {
    const owner = await signIn(freshEmail("share"));
    const res = await share(owner.cookie);
    expect(res.status).toBe(200);
    const link = shareLinkSchema.parse(await res.json());
    expect(link.url).toBe(`http://localhost/user?share=${link.token}`);
    expect(link.token.length).toBeGreaterThanOrEqual(43);
    const stored = await env.DB.prepare("SELECT token_hash FROM share_tokens WHERE user_uid = ?")
      .bind(owner.user.uid)
      .first<{ token_hash: string }>();
    expect(stored?.token_hash).toBe(await sha256Hex(link.token));

    const first = await accept(link.token);
    expect(first.status).toBe(200);
    expect(userSchema.parse(await first.json()).uid).toBe(owner.user.uid);
    const cookie = sessionCookie(first);
    expect(cookie).not.toBe(owner.cookie);
    const me = await call("/api/be/users/me", { cookie });
    expect(userSchema.parse(await me.json()).uid).toBe(owner.user.uid);

    const second = await accept(link.token);
    expect(second.status).toBe(400);
    expect(await errorOf(second)).toEqual({ code: "bad_request", message: "share link already accepted" });
    expect(second.headers.getSetCookie()).toEqual([]);
  });

  it("refuses an unknown, malformed or expired token with share link not valid", async () => {
    const owner = await signIn(freshEmail("share"));
    const t0 = Date.now();
    const link = await at(t0, async () => shareLinkSchema.parse(await (await share(owner.cookie)).json()));
    for (const token of ["x".repeat(43), "short", `${link.token}x`]) {
      const res = await accept(token);
      expect(res.status).toBe(400);
      expect(await errorOf(res)).toEqual({ code: "bad_request", message: "share link not valid" });
    }
    const late = await at(t0 + 15 * 60_000 + 1, () => accept(link.token));
    expect(late.status).toBe(400);
    expect(await errorOf(late)).toEqual({ code: "bad_request", message: "share link not valid" });
    expect(late.headers.getSetCookie()).toEqual([]);
  });

  it("is accepted just before its 15 minutes end", async () => {
    const owner = await signIn(freshEmail("share"));
    const t0 = Date.now();
    const link = await at(t0, async () => shareLinkSchema.parse(await (await share(owner.cookie)).json()));
    expect((await at(t0 + 15 * 60_000 - 1, () => accept(link.token))).status).toBe(200);
  });

  it("two racing accepts of one link sign in only once", async () => {
    const owner = await signIn(freshEmail("share"));
    const link = shareLinkSchema.parse(await (await share(owner.cookie)).json());
    const statuses = (await Promise.all([accept(link.token), accept(link.token), accept(link.token)])).map(
      (r) => r.status,
    );
    expect(statuses.sort()).toEqual([200, 400, 400]);
  });

  it("needs a signed-in user to create a link", async () => {
    expect((await share(null)).status).toBe(401);
  });
});

describe("POST /admin/users/role", () => {
  const role = (cookie: string | null, body: unknown) => call("/api/be/admin/users/role", { body, cookie });

  it("lets an admin grant and take Pro and admin; the change shows in the user", async () => {
    const admin = await signIn(freshEmail("admin"));
    await setFlags(admin.user.uid, { admin: true, pro: true });
    const target = await signIn(freshEmail("target"));
    const res = await role(admin.cookie, { email: target.user.email?.toUpperCase(), pro: true, admin: true });
    expect(res.status).toBe(200);
    expect(adminRoleResponseSchema.parse(await res.json())).toEqual({
      uid: target.user.uid,
      email: target.user.email,
      pro: true,
      admin: true,
    });
    expect(await (await call("/api/be/users/me", { cookie: target.cookie })).json()).toMatchObject({
      pro: true,
      admin: true,
    });
    const back = adminRoleResponseSchema.parse(
      await (await role(admin.cookie, { email: target.user.email, admin: false })).json(),
    );
    expect(back).toMatchObject({ pro: true, admin: false });
  });

  it("answers 404 to anyone but an admin and changes nothing", async () => {
    const pro = await signIn(freshEmail("pro"));
    await setFlags(pro.user.uid, { pro: true });
    const base = await signIn(freshEmail("base"));
    for (const cookie of [null, base.cookie, pro.cookie]) {
      const res = await role(cookie, { email: base.user.email, pro: true, admin: true });
      expect(res.status).toBe(404);
      expect(await errorOf(res)).toEqual({ code: "not_found", message: "Page Not Found" });
    }
    expect(await (await call("/api/be/users/me", { cookie: base.cookie })).json()).toMatchObject({
      pro: false,
      admin: false,
    });
  });

  it("answers 404 for an unknown email and 400 without a flag", async () => {
    const admin = await signIn(freshEmail("admin"));
    await setFlags(admin.user.uid, { admin: true });
    expect((await role(admin.cookie, { email: freshEmail("nobody"), pro: true })).status).toBe(404);
    expect((await role(admin.cookie, { email: admin.user.email })).status).toBe(400);
  });
});
