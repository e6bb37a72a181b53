import { describe, expect, it } from "vitest";
import { EMPTY_VIEW, readView, writeView } from "./market-url";

describe("market view in the address", () => {
  it("round-trips a view", () => {
    const view = {
      query: "gpu fan",
      tag: "Electronics",
      caliber: "Caliber556x45NATO",
      favOnly: true,
      sort: { key: "flea" as const, desc: true },
    };
    const qs = writeView(view);
    expect(qs).toBe("?q=gpu+fan&tag=Electronics&caliber=Caliber556x45NATO&fav=1&sort=flea&desc=1");
    expect(readView(qs)).toEqual(view);
  });

  it("writes nothing for the default view and keeps other parameters", () => {
    expect(writeView(EMPTY_VIEW)).toBe("");
    expect(writeView({ ...EMPTY_VIEW, query: "x" }, "?utm=a&q=old")).toBe("?utm=a&q=x");
  });

  it.each([
    ["", EMPTY_VIEW],
    ["?sort=nope&desc=1", EMPTY_VIEW],
    ["?fav=yes", EMPTY_VIEW],
    ["?sort=name", { ...EMPTY_VIEW, sort: { key: "name", desc: false } }],
    [`?q=${"a".repeat(500)}`, { ...EMPTY_VIEW, query: "a".repeat(200) }],
  ])("reads %s safely", (search, view) => {
    expect(readView(search)).toEqual(view);
  });
});
