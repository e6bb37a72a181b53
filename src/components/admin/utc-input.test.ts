import { describe, expect, it } from "vitest";
import { fromUtcInput, toUtcInput } from "./utc-input";

describe("UTC form times", () => {
  it.each([
    ["2026-12-01T09:30", Date.UTC(2026, 11, 1, 9, 30)],
    ["2026-12-01", Date.UTC(2026, 11, 1)],
    ["", null],
    ["not a date", null],
  ])("%s", (value, ms) => {
    expect(fromUtcInput(value)).toBe(ms);
  });

  it("writes back what it reads", () => {
    const ms = Date.UTC(2027, 0, 2, 3, 4);
    expect(fromUtcInput(toUtcInput(ms))).toBe(ms);
  });
});
