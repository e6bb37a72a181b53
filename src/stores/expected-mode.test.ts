import { describe, expect, it } from "vitest";
import { expectedMode } from "./expected-mode";

const storage = (kept: Record<string, string>) => ({ getItem: (key: string) => kept[key] ?? null });

describe("expectedMode", () => {
  it("is PvP for a visitor, whatever the browser keeps", () => {
    expect(expectedMode("tm_locale=ru", storage({ tm_user_hint: '{"gameMode":"PVE"}' }))).toBe("pvp");
  });

  it("is the last character's mode for a signed-in browser, and unknown without a readable hint", () => {
    const signedIn = "tm_signed_in=1";
    expect(expectedMode(signedIn, storage({ tm_user_hint: '{"gameMode":"PVE"}' }))).toBe("pve");
    expect(expectedMode(signedIn, storage({ tm_user_hint: '{"gameMode":"PVP"}' }))).toBe("pvp");
    expect(expectedMode(signedIn, storage({}))).toBeNull();
    expect(expectedMode(signedIn, storage({ tm_user_hint: "{not json" }))).toBeNull();
    expect(expectedMode(signedIn, undefined)).toBeNull();
  });
});
