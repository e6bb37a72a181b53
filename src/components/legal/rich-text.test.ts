import { describe, expect, it } from "vitest";
import { richParts } from "./rich-text";

describe("richParts", () => {
  it("keeps plain text as it is", () => {
    expect(richParts("No links here.")).toEqual([{ kind: "text", text: "No links here." }]);
  });

  it("shows backticks as code and never reads links inside code", () => {
    expect(richParts("Cookie `tm_[x](/y)` set")).toEqual([
      { kind: "text", text: "Cookie " },
      { kind: "code", text: "tm_[x](/y)" },
      { kind: "text", text: " set" },
    ]);
  });

  it("links paths on this site, anchors and https addresses", () => {
    expect(
      richParts("See [terms](/legal/tos), [below](#contact) and [Patreon](https://patreon.com/x)."),
    ).toEqual([
      { kind: "text", text: "See " },
      { kind: "link", text: "terms", href: "/legal/tos" },
      { kind: "text", text: ", " },
      { kind: "link", text: "below", href: "#contact" },
      { kind: "text", text: " and " },
      { kind: "link", text: "Patreon", href: "https://patreon.com/x" },
      { kind: "text", text: "." },
    ]);
  });

  it("resolves named targets and leaves unknown or unsafe ones as plain text", () => {
    const named = { discord: "https://discord.example/invite" };
    expect(richParts("[Discord](discord)", named)).toEqual([
      { kind: "link", text: "Discord", href: "https://discord.example/invite" },
    ]);
    for (const target of ["nowhere", "javascript:alert", "//evil.test", "http://x.test", "toString"])
      expect(richParts(`[label](${target})`, named), target).toEqual([{ kind: "text", text: "label" }]);
  });
});
