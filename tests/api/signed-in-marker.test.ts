import { describe, expect, it } from "vitest";
import { call, freshEmail, lastCode, sessionCookie, signIn } from "./accounts.fixtures";

/** The Set-Cookie lines of a response for one cookie name. */
const setCookies = (res: Response, name: string) =>
  res.headers.getSetCookie().filter((c) => c.startsWith(`${name}=`));

describe("the signed-in marker cookie", () => {
  it("comes with a session, readable by pages, and goes at logout", async () => {
    const email = freshEmail("marker");
    await call("/api/be/auth/email/send", { body: { email } });
    const res = await call("/api/be/auth/email/verify", { body: { email, code: await lastCode(email) } });
    expect(res.status).toBe(200);
    const [marker] = setCookies(res, "tm_signed_in");
    expect(marker).toMatch(/^tm_signed_in=1;/);
    expect(marker).not.toMatch(/HttpOnly/i);
    expect(marker).toMatch(/Max-Age=5184000/);
    const out = await call("/api/be/logout?lang=en", { method: "POST", cookie: sessionCookie(res) });
    expect(out.status).toBe(303);
    expect(setCookies(out, "tm_signed_in").at(-1)).toMatch(/Max-Age=0/);
    expect(setCookies(out, "tm_session").at(-1)).toMatch(/Max-Age=0/);
  });

  it("is dropped with a session cookie that names no live session", async () => {
    const res = await call("/api/be/users/me", { cookie: "tm_session=stale; tm_signed_in=1" });
    expect(res.status).toBe(401);
    expect(setCookies(res, "tm_signed_in")[0]).toMatch(/Max-Age=0/);
    expect(setCookies(res, "tm_session")[0]).toMatch(/Max-Age=0/);
  });

  it("a sign-in sent with a stale session cookie still ends signed in", async () => {
    const email = freshEmail("marker-stale");
    await call("/api/be/auth/email/send", { body: { email } });
    const res = await call("/api/be/auth/email/verify", {
      body: { email, code: await lastCode(email) },
      cookie: "tm_session=stale",
    });
    expect(res.status).toBe(200);
    // the last Set-Cookie of a name wins in the browser: the new session and marker
    expect(setCookies(res, "tm_session").at(-1)).not.toMatch(/Max-Age=0/);
    expect(setCookies(res, "tm_signed_in").at(-1)).toMatch(/^tm_signed_in=1;/);
    const session = setCookies(res, "tm_session").at(-1)?.split(";")[0] ?? "";
    const me = await call("/api/be/users/me", { cookie: session });
    expect(me.status).toBe(200);
  });

  it("is not set for a visitor's requests", async () => {
    const res = await call("/api/be/health");
    expect(res.headers.getSetCookie()).toEqual([]);
    expect((await signIn(freshEmail("marker-plain"))).cookie).toMatch(/^tm_session=/);
  });

  it("is given to a live session that came without it", async () => {
    const { cookie } = await signIn(freshEmail("marker-old"));
    const res = await call("/api/be/website-alert", { cookie });
    expect(setCookies(res, "tm_signed_in")[0]).toMatch(/^tm_signed_in=1;/);
    const again = await call("/api/be/website-alert", { cookie: `${cookie}; tm_signed_in=1` });
    expect(setCookies(again, "tm_signed_in")).toEqual([]);
  });
});
