import { describe, expect, it } from "vitest";
import { returnTo } from "./return-to";

const origin = "https://site.test";

describe("returnTo", () => {
  it("prefers ?from, then the referring page of this site, else /account", () => {
    expect(returnTo({ search: "?from=/market%3Fq%3Dgpu", referrer: `${origin}/crafts`, origin })).toBe(
      "/market?q=gpu",
    );
    expect(returnTo({ search: "", referrer: `${origin}/item/graphics_card#chart`, origin })).toBe(
      "/item/graphics_card#chart",
    );
    expect(returnTo({ search: "", referrer: "", origin })).toBe("/account");
  });

  it("never leaves the site nor returns to the login page", () => {
    expect(returnTo({ search: "?from=https://evil.test/x", referrer: "", origin })).toBe("/account");
    expect(returnTo({ search: "?from=//evil.test/x", referrer: "", origin })).toBe("/account");
    expect(returnTo({ search: "", referrer: "https://evil.test/", origin })).toBe("/account");
    expect(returnTo({ search: "?from=/user", referrer: `${origin}/ru/user`, origin })).toBe("/account");
    expect(returnTo({ search: "?from=/user?share=abc", referrer: `${origin}/btc-farm`, origin })).toBe(
      "/btc-farm",
    );
  });
});
