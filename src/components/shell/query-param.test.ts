import { afterEach, describe, expect, it, vi } from "vitest";
import { queryParam } from "./query-param";

describe("queryParam", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("reads one parameter of the address, decoded", () => {
    vi.stubGlobal("location", { search: "?item=gp%20coin&uid=5d23" });
    expect(queryParam("item")).toBe("gp coin");
    expect(queryParam("uid")).toBe("5d23");
  });

  it("is empty when the parameter is absent or there is no address (the build's render)", () => {
    vi.stubGlobal("location", { search: "?uid=1" });
    expect(queryParam("item")).toBe("");
    vi.stubGlobal("location", undefined);
    expect(queryParam("item")).toBe("");
  });
});
