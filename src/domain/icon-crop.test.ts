import { describe, expect, it } from "vitest";
import { cropText, cropViewBox } from "./icon-crop";

describe("cropViewBox", () => {
  it("turns the cache's sides into an inset in percent", () => {
    expect(cropViewBox("5,0,10,2")).toBe("inset(5% 0% 10% 2%)");
    expect(cropViewBox(cropText({ top: 1, right: 2, bottom: 3, left: 4 }))).toBe("inset(1% 2% 3% 4%)");
  });
  it("is null for no crop, an empty one and a malformed one", () => {
    for (const crop of [
      null,
      undefined,
      "",
      "0,0,0,0",
      "1,2,3",
      "a,b,c,d",
      "1,2,3,90",
      "-1,0,0,0",
      "1.5,0,0,0",
    ])
      expect(cropViewBox(crop), String(crop)).toBeNull();
  });
});
