import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { SECURITY_HEADERS, withSecurityHeaders } from "./security-headers";

describe("SECURITY_HEADERS", () => {
  it("are the headers public/_headers gives every page and file", () => {
    const lines = readFileSync("public/_headers", "utf8").split("\n");
    const start = lines.indexOf("/*");
    const block: Record<string, string> = {};
    for (const line of lines.slice(start + 1)) {
      const m = /^\s+([\w-]+):\s*(.+)$/.exec(line);
      if (!m) break;
      block[m[1] as string] = (m[2] as string).trim();
    }
    expect(block).toEqual(SECURITY_HEADERS);
  });

  it("are added to an answer that lacks them, keeping those it sets", () => {
    const res = withSecurityHeaders(
      new Response("x", { status: 404, headers: { "Content-Security-Policy": "default-src 'self'" } }),
    );
    expect(res.status).toBe(404);
    expect(res.headers.get("X-Frame-Options")).toBe("DENY");
    expect(res.headers.get("Content-Security-Policy")).toBe("default-src 'self'");
  });
});
