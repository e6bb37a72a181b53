import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { RawEnv } from "../../functions/env";
import { userSchema } from "../../src/contracts/user";
import { at, call, freshEmail, sessionCookie } from "./accounts.fixtures";

// The provider is tests/servers/fake-patreon.ts on 127.0.0.1 (the api project's globalSetup): its
// authorization code carries the identity it answers.
const provider = env.FAKE_PATREON_URL;
const config: Partial<RawEnv> = {
  PATREON_CLIENT_ID: "fake-client",
  PATREON_CLIENT_SECRET: "fake-secret",
  PATREON_AUTHORIZE_URL: `${provider}/authorize`,
  PATREON_TOKEN_URL: `${provider}/token`,
  PATREON_IDENTITY_URL: `${provider}/identity`,
};

type Who = {
  email?: string;
  verified?: boolean;
  status?: string | null;
  nextCharge?: string | null;
  campaign?: string;
};
const codeFor = (who: Who) =>
  btoa(JSON.stringify(who)).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");

/** /start, then the provider's answer: the callback with the state and a code. */
async function login(who: Who | string, over: Partial<RawEnv> = {}, lang = "en") {
  const start = await call(`/api/be/auth/patreon/start?lang=${lang}`, { env: { ...config, ...over } });
  expect(start.status).toBe(302);
  const location = new URL(start.headers.get("Location") ?? "");
  const state = location.searchParams.get("state") ?? "";
  const stateCookie = (start.headers.getSetCookie().find((c) => c.startsWith("tm_oauth_state=")) ?? "").split(
    ";",
  )[0];
  const code = typeof who === "string" ? who : codeFor(who);
  const res = await call(`/api/be/auth/patreon/callback?code=${encodeURIComponent(code)}&state=${state}`, {
    cookie: stateCookie,
    env: { ...config, ...over },
  });
  return { start, location, res };
}

const meOf = async (res: Response) =>
  userSchema.parse(await (await call("/api/be/users/me", { cookie: sessionCookie(res) })).json());

describe("patron login", () => {
  it("sends the browser to the authorize URL with the client id, callback, scopes and a state cookie", async () => {
    const res = await call("/api/be/auth/patreon/start", { env: config });
    expect(res.status).toBe(302);
    const url = new URL(res.headers.get("Location") ?? "");
    expect(`${url.origin}${url.pathname}`).toBe(`${provider}/authorize`);
    expect(url.searchParams.get("response_type")).toBe("code");
    expect(url.searchParams.get("client_id")).toBe("fake-client");
    expect(url.searchParams.get("redirect_uri")).toBe("http://localhost/api/be/auth/patreon/callback");
    expect(url.searchParams.get("scope")).toContain("identity.memberships");
    const state = url.searchParams.get("state") ?? "";
    expect(state.length).toBeGreaterThanOrEqual(43);
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith("tm_oauth_state=")) ?? "";
    expect(cookie).toContain(state);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
  });

  it("an active patron signs in and is Pro until the next charge date", async () => {
    const email = freshEmail("patron");
    const next = new Date(Date.now() + 20 * 86_400_000).toISOString();
    const { res } = await login({ email, status: "active_patron", nextCharge: next });
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/user?patreon=pro");
    const me = await meOf(res);
    expect(me).toMatchObject({ email, pro: true, patronUntil: Date.parse(next) });
    expect(me.uid).toBe(me.charUid);
  });

  it("an active patron without a next charge date is Pro for 31 days", async () => {
    const t0 = Date.now();
    const { res } = await at(t0, () => login({ email: freshEmail("no-date"), status: "active_patron" }));
    expect(await meOf(res)).toMatchObject({ pro: true, patronUntil: t0 + 31 * 86_400_000 });
  });

  it("a former patron signs in without Pro; an email account keeps its characters", async () => {
    const email = freshEmail("former");
    const first = await login({ email, status: "active_patron" });
    const uid = (await meOf(first.res)).uid;
    const { res } = await login({ email: email.toUpperCase(), status: "former_patron" }, {}, "ru");
    expect(res.headers.get("Location")).toBe("/ru/user?patreon=ok");
    expect(await meOf(res)).toMatchObject({ uid, pro: false, patronUntil: null });
  });

  it("counts only the configured campaign's membership", async () => {
    const { res } = await login(
      { email: freshEmail("other-campaign"), status: "active_patron", campaign: "someone-else" },
      { PATREON_CAMPAIGN_ID: "ours" },
    );
    expect((await meOf(res)).pro).toBe(false);
  });

  it("refuses a wrong or missing state, a refused code, an unverified email: no session", async () => {
    const good = { email: freshEmail("x"), status: "active_patron" };
    const noCookie = await call(`/api/be/auth/patreon/callback?code=${codeFor(good)}&state=abc`, {
      env: config,
    });
    expect(noCookie.headers.get("Location")).toBe("/user?patreon=state");
    const { start } = await login(good);
    const stateCookie = (start.headers.getSetCookie()[0] ?? "").split(";")[0];
    const wrong = await call(`/api/be/auth/patreon/callback?code=${codeFor(good)}&state=other`, {
      cookie: stateCookie,
      env: config,
    });
    expect(wrong.headers.get("Location")).toBe("/user?patreon=state");
    const refused = await login("refused");
    expect(refused.res.headers.get("Location")).toBe("/user?patreon=failed");
    const unverified = await login({
      email: freshEmail("unverified"),
      verified: false,
      status: "active_patron",
    });
    expect(unverified.res.headers.get("Location")).toBe("/user?patreon=email");
    for (const r of [noCookie, wrong, refused.res, unverified.res]) {
      expect(r.headers.getSetCookie().some((c) => c.startsWith("tm_session="))).toBe(false);
    }
  });

  it("until configured, sends /start back to /user in the visitor's locale and keeps /callback off", async () => {
    const en = await call("/api/be/auth/patreon/start");
    expect(en.status).toBe(302);
    expect(en.headers.get("Location")).toBe("/user?patreon=unavailable");
    expect(en.headers.getSetCookie()).toEqual([]);
    const ru = await call("/api/be/auth/patreon/start?lang=ru");
    expect(ru.headers.get("Location")).toBe("/ru/user?patreon=unavailable");
    expect((await call("/api/be/auth/patreon/callback?code=a&state=b")).status).toBe(404);
  });
});
