import { describe, expect, it } from "vitest";
import { hasReservedKey } from "./validate";

describe("hasReservedKey", () => {
  it.each([
    ['{"__proto__":1}', true],
    ['{"a":{"b":[{"constructor":{}}]}}', true],
    ['[[[{"prototype":0}]]]', true],
    ['{"a":"__proto__","b":["constructor"]}', false],
    ['{"proto":1,"__proto":2}', false],
    ["null", false],
    ["[]", false],
  ])("%s → %s", (json, expected) => {
    expect(hasReservedKey(JSON.parse(json))).toBe(expected);
  });

  it("walks deep nesting without overflowing the stack", () => {
    const deep = `${"[".repeat(20_000)}{"__proto__":1}${"]".repeat(20_000)}`;
    expect(hasReservedKey(JSON.parse(deep))).toBe(true);
  });
});
