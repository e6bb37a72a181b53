import { afterEach, describe, expect, it } from "vitest";
import {
  acceptShareLink,
  configureAuthStore,
  createShareLink,
  saveUsername,
  sendLoginCode,
  verifyLoginCode,
} from "./auth";
import { type ApiCall, fakeApiClient, json } from "./fake-api";
import { sampleUser } from "./user-sample";
import { $user } from "./user-state";

const apiError = (status: number, code: string, message: string, key?: string) =>
  json({ error: { code, message, key } }, status);

function fakeApi(reply: (call: ApiCall) => Response) {
  const { client, calls } = fakeApiClient(reply);
  configureAuthStore({ client });
  return calls;
}

afterEach(() => $user.set(null));

describe("email login", () => {
  it("refuses a bad address without a request and sends a good one lower-cased", async () => {
    const calls = fakeApi(() => json({ ok: true }));
    expect(await sendLoginCode("not-an-email")).toEqual({
      ok: false,
      message: "Invalid email",
      key: "auth.invalidEmail",
    });
    expect(calls).toHaveLength(0);
    expect(await sendLoginCode(" Pro@Example.TEST ")).toEqual({ ok: true, value: "pro@example.test" });
    expect(calls[0]).toMatchObject({ url: "/api/be/auth/email/send", body: { email: "pro@example.test" } });
  });

  it("shows the server's words: send failure, invalid code, rate limit", async () => {
    fakeApi(() => apiError(500, "server_error", "Error sending to the specified email", "auth.sendFailed"));
    expect(await sendLoginCode("a@b.test")).toEqual({
      ok: false,
      message: "Error sending to the specified email",
      key: "auth.sendFailed",
    });
    fakeApi(() => apiError(400, "bad_request", "Error: invalid code"));
    expect(await verifyLoginCode("a@b.test", "123456")).toEqual({
      ok: false,
      message: "Error: invalid code",
    });
    fakeApi(() => apiError(429, "rate_limited", "429 - Rate limit exceeded"));
    expect(await verifyLoginCode("a@b.test", "123456")).toEqual({
      ok: false,
      message: "429 - Rate limit exceeded",
    });
    fakeApi(() => new Response("nope", { status: 503 }));
    expect(await sendLoginCode("a@b.test")).toEqual({
      ok: false,
      message: "Something went wrong",
      key: "error.serverError",
    });
    expect($user.get()).toBeNull();
  });

  it("a code that is not 6 digits is refused locally; a good one signs in", async () => {
    const calls = fakeApi(() => json(sampleUser({ pro: true })));
    expect(await verifyLoginCode("a@b.test", "12a")).toEqual({
      ok: false,
      message: "Error: invalid code",
      key: "auth.invalidCode",
    });
    expect(calls).toHaveLength(0);
    const res = await verifyLoginCode("a@b.test", " 123456 ");
    expect(res.ok).toBe(true);
    expect(calls[0]?.body).toEqual({ email: "a@b.test", code: "123456" });
    expect($user.get()?.pro).toBe(true);
  });
});

describe("share link and username", () => {
  it("accepts a share link once; a second use shows the server's answer", async () => {
    let used = false;
    fakeApi(() => {
      if (used) return apiError(400, "bad_request", "share link already accepted");
      used = true;
      return json(sampleUser());
    });
    const token = "t".repeat(32);
    expect((await acceptShareLink(token)).ok).toBe(true);
    expect(await acceptShareLink(token)).toEqual({ ok: false, message: "share link already accepted" });
    expect(await acceptShareLink("short")).toEqual({
      ok: false,
      message: "share link not valid",
      key: "auth.shareNotValid",
    });
  });

  it("creates a share link and reports a taken username", async () => {
    const calls = fakeApi((c) =>
      c.url.endsWith("/auth/share")
        ? json({ token: "x".repeat(32), url: `/user?share=${"x".repeat(32)}` })
        : apiError(409, "conflict", "Username already exists"),
    );
    expect(await createShareLink()).toMatchObject({
      ok: true,
      value: { url: `/user?share=${"x".repeat(32)}` },
    });
    expect(await saveUsername(" taken ")).toEqual({ ok: false, message: "Username already exists" });
    expect(calls[1]).toMatchObject({ method: "PUT", body: { username: "taken" } });
  });
});
