import { describe, expect, it } from "vitest";
import { codeParts } from "./code-parts";

describe("codeParts", () => {
  it("splits a text into plain and code parts", () => {
    expect(codeParts("Type `!price gpu` in `chat`.")).toEqual([
      { part: "Type ", code: false },
      { part: "!price gpu", code: true },
      { part: " in ", code: false },
      { part: "chat", code: true },
      { part: ".", code: false },
    ]);
    expect(codeParts("plain")).toEqual([{ part: "plain", code: false }]);
  });
});
