import { describe, expect, it } from "vitest";
import { SECURITY_HEADERS } from "../../workers/security-headers";
import { call } from "./accounts.fixtures";

// What the Worker writes itself (error pages, redirects, the APIs' answers and errors) carries the
// same security headers as the built pages and files (public/_headers).

describe("the Worker's own answers", () => {
  it.each([
    ["an /admin page for a visitor (the not-found page)", "/admin/users", "GET", 404],
    ["a missing page", "/no-such-page", "GET", 404],
    ["a locale redirect", "/ru/market", "GET", 302],
    ["an unknown API path", "/api/be/no-such-call", "GET", 404],
    ["a GET of a POST-only call", "/api/be/logout", "GET", 405],
    ["a cross-site POST", "/api/be/auth/email/send", "POST", 403],
    ["the public API without a key", "/api/v1/items/all", "GET", 401],
    ["a chat bot without a token", "/api/bot/moobot?q=gpu", "GET", 200],
    ["an unsigned Discord interaction", "/api/discord/interactions", "POST", 401],
  ])("%s carries the security headers", async (_, path, method, status) => {
    const res = await call(path, {
      method,
      ...(method === "POST" ? { rawBody: "{}", headers: { Origin: "https://evil.example" } } : {}),
    });
    expect(res.status).toBe(status);
    for (const [name, value] of Object.entries(SECURITY_HEADERS))
      expect(res.headers.get(name), name).toBe(value);
  });
});
