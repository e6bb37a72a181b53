import { describe, expect, it } from "vitest";
import { alertMode } from "./alert-mode";

describe("alertMode", () => {
  it.each([
    ["", "none"],
    ["   \n", "none"],
    ["Servers restart at 10:00", "text"],
    ["a > b", "text"],
    ["<b>x</b>", "html"],
    ["1 < 2", "html"],
  ] as const)("%j → %s", (text, mode) => {
    expect(alertMode(text)).toBe(mode);
  });
});
