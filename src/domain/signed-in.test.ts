import { describe, expect, it } from "vitest";
import { hasSignedInMarker } from "./signed-in";

describe("hasSignedInMarker", () => {
  it.each([
    ["tm_signed_in=1", true],
    ["tm_locale=ru; tm_signed_in=1", true],
    ["tm_signed_in=0", false],
    ["tm_signed_in=", false],
    ["xtm_signed_in=1", false],
    ["", false],
    [null, false],
  ])("%s → %s", (cookies, expected) => {
    expect(hasSignedInMarker(cookies)).toBe(expected);
  });
});
