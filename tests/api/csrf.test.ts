import { describe, expect, it } from "vitest";
import { call, errorOf } from "./accounts.fixtures";

/**
 * The same-origin check on POST/PUT/PATCH/DELETE: the Origin must be exactly the request's own
 * origin (scheme, host and port). Without an Origin, a Referer from another origin or
 * Sec-Fetch-Site: cross-site is refused; a request with neither (a non-browser client) passes.
 */

/** A POST anyone may make that changes nothing here: a helper's webhook with no key (always 200). */
const send = (headers: Record<string, string>, base?: string) =>
  call("/api/be/pilot/script/webhook", { body: { hookId: "tmp_not-a-key", event: "status" }, headers, base });

type Case = [label: string, base: string, headers: Record<string, string>, status: 200 | 403];

const CASES: Case[] = [
  ["the same origin", "http://localhost", { Origin: "http://localhost" }, 200],
  ["the same origin with a port", "http://localhost:8787", { Origin: "http://localhost:8787" }, 200],
  ["the same https origin", "https://example.test", { Origin: "https://example.test" }, 200],
  ["another site", "http://localhost", { Origin: "https://evil.example" }, 403],
  ["a wrong scheme", "http://localhost", { Origin: "https://localhost" }, 403],
  ["http to an https site", "https://example.test", { Origin: "http://example.test" }, 403],
  ["another port", "http://localhost", { Origin: "http://localhost:8787" }, 403],
  ["the default port dropped", "http://localhost:8787", { Origin: "http://localhost" }, 403],
  ["user@host with another scheme", "http://localhost", { Origin: "https://evil.example@localhost" }, 403],
  ["user@host with the same scheme", "http://localhost", { Origin: "http://evil.example@localhost" }, 403],
  ["a look-alike host", "http://localhost", { Origin: "http://localhost.evil.example" }, 403],
  ["a path after the origin", "http://localhost", { Origin: "http://localhost/x" }, 403],
  ["null", "http://localhost", { Origin: "null" }, 403],
  ["an empty Origin", "http://localhost", { Origin: "" }, 403],
  ["no Origin, no Referer", "http://localhost", {}, 200],
  ["no Origin, a same-origin Referer", "http://localhost", { Referer: "http://localhost/user?x=1" }, 200],
  ["no Origin, a Referer from another site", "http://localhost", { Referer: "https://evil.example/a" }, 403],
  [
    "no Origin, a Referer with another scheme",
    "http://localhost",
    { Referer: "https://localhost/user" },
    403,
  ],
  [
    "no Origin, a Referer with user@host",
    "http://localhost",
    { Referer: "http://evil.example@localhost/" },
    403,
  ],
  ["no Origin, a Referer that is no URL", "http://localhost", { Referer: "not a url" }, 403],
  ["no Origin, Sec-Fetch-Site: cross-site", "http://localhost", { "Sec-Fetch-Site": "cross-site" }, 403],
  ["no Origin, Sec-Fetch-Site: same-origin", "http://localhost", { "Sec-Fetch-Site": "same-origin" }, 200],
];

describe("same-origin check", () => {
  it.each(CASES)("%s: %s with %j answers %i", async (_, base, headers, status) => {
    const res = await send(headers, base);
    expect(res.status).toBe(status);
    if (status === 403) {
      expect(await errorOf(res)).toEqual({ code: "forbidden", message: "Cross-site request refused" });
    }
  });

  it("lets reads from another origin through", async () => {
    const res = await call("/api/be/health", { headers: { Origin: "http://evil.example@localhost" } });
    expect(res.status).toBe(200);
  });
});
