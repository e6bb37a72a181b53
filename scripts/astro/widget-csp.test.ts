import { describe, expect, it } from "vitest";
import { relaxWidgetStyles, WIDGET_STYLE_SRC } from "./widget-csp.mjs";

const page = (policy: string) =>
  `<html><head><meta http-equiv="content-security-policy" content="${policy}"><style>a{}</style></head></html>`;

describe("relaxWidgetStyles", () => {
  it("replaces only style-src, dropping its hashes, and keeps script-src as built", () => {
    const built =
      "default-src 'self';img-src 'self' data:; script-src 'self' 'sha256-AAA='; style-src 'self' 'sha256-BBB=' 'unsafe-inline';";
    const html = relaxWidgetStyles(page(built));
    const policy = /content="([^"]*)"/.exec(html)?.[1] ?? "";
    expect(policy).toContain(`; ${WIDGET_STYLE_SRC};`);
    expect(policy).not.toContain("sha256-BBB=");
    expect(policy).toContain("script-src 'self' 'sha256-AAA='");
    expect(policy).toContain("default-src 'self';img-src 'self' data:;");
    expect(html).toContain("<style>a{}</style>");
  });

  it("refuses a page without a policy or without style-src", () => {
    expect(() => relaxWidgetStyles("<html><head></head></html>")).toThrow(/content-security-policy/);
    expect(() => relaxWidgetStyles(page("default-src 'self'; script-src 'self'"))).toThrow(/style-src/);
  });
});
