import { createExecutionContext, createScheduledController } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import worker from "../../workers/index";
import { call, errorOf, freshEmail } from "./accounts.fixtures";

// The Worker parses its variables (functions/env-vars.ts) before serving anything: a deployment
// that lacks a production secret answers every request with a bare 500 and logs one line naming
// each missing or wrong variable, never its value.

const SECRET_KEY = "mail-key-that-must-not-be-logged";
const misconfigured = { MAIL_MODE: "http", MAIL_API_KEY: SECRET_KEY } as const;

afterEach(() => {
  vi.restoreAllMocks();
});

const logged = (spy: { mock: { calls: unknown[][] } }) =>
  spy.mock.calls.map((args) => args.join(" ")).join("\n");

describe("a misconfigured Worker", () => {
  it.each([
    ["an API call", "/api/be/health", undefined],
    ["a login-mail send", "/api/be/auth/email/send", { email: freshEmail() }],
    ["a page", "/market", undefined],
    ["the pilot socket", "/ws/pilot", undefined],
  ])("answers %s with a bare 500 and logs the missing secrets by name", async (_, path, body) => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const res = await call(path, { body, env: misconfigured });
    expect(res.status).toBe(500);
    expect(res.headers.get("Cache-Control")).toBe("no-store");
    expect(await errorOf(res)).toEqual({ code: "server_error", message: "Something went wrong" });
    const log = logged(errors);
    expect(log).toContain("[env] misconfigured Worker");
    for (const name of ["AUTH_PEPPER", "MAIL_API_URL", "MAIL_FROM"])
      expect(log).toContain(`${name}: required`);
    expect(log).not.toContain("MAIL_API_KEY");
    expect(log).not.toContain(SECRET_KEY);
  });

  it("names a wrong value without printing it", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const res = await call("/api/be/health", {
      env: { MAIL_MODE: "local", UPSTREAM_URL: "feed-without-scheme", RATE_LIMIT_FACTOR: "lots" },
    });
    expect(res.status).toBe(500);
    const log = logged(errors);
    expect(log).toContain("UPSTREAM_URL: must be an absolute http(s) URL");
    expect(log).toContain("RATE_LIMIT_FACTOR: must be a whole number of at least 1");
    expect(log).not.toContain("feed-without-scheme");
    expect(log).not.toContain("lots");
  });

  it("fails its cron runs loudly too", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const controller = createScheduledController({ scheduledTime: Date.now(), cron: "*/10 * * * *" });
    await expect(
      worker.scheduled(controller, { ...env, MAIL_MODE: "mail" }, createExecutionContext()),
    ).rejects.toThrow("misconfigured Worker");
    expect(logged(errors)).toContain('MAIL_MODE: must be "local"');
  });

  it("serves once the production secrets are all set", async () => {
    const res = await call("/api/be/health", {
      env: {
        MAIL_MODE: "http",
        AUTH_PEPPER: "a-production-pepper-0123456789",
        MAIL_API_URL: "https://mail.example.test/send",
        MAIL_API_KEY: SECRET_KEY,
        MAIL_FROM: "login@example.test",
      },
    });
    expect(res.status).toBe(200);
  });
});
