import { describe, expect, it } from "vitest";
import { packId, unpackId } from "./compact-id";

describe("packId / unpackId", () => {
  it.each([
    ["5447a9cd4bdc2dbd208b4567", "VEepzUvcLb0gi0Vn"],
    ["000000000000000000000000", "AAAAAAAAAAAAAAAA"],
    ["ffffffffffffffffffffffff", "________________"],
  ])("packs the hex id %s into 16 base64url characters and back", (id, packed) => {
    expect(packId(id)).toBe(packed);
    expect(unpackId(packed)).toBe(id);
  });

  it.each([
    "customdogtags12345678910",
    "5447A9CD4BDC2DBD208B4567",
    "5447a9cd4bdc2dbd208b456",
    "",
    "=already",
  ])("sends any other id (%s) unchanged behind '='", (id) => {
    expect(packId(id)).toBe(`=${id}`);
    expect(unpackId(packId(id))).toBe(id);
  });

  it("leaves a string in neither packed form as it is", () => {
    expect(unpackId("gpu")).toBe("gpu");
    expect(unpackId("5447a9cd4bdc2dbd208b4567")).toBe("5447a9cd4bdc2dbd208b4567");
  });

  it("round-trips many random hex ids", () => {
    for (let k = 0; k < 500; k++) {
      const id = Array.from({ length: 24 }, () => "0123456789abcdef"[Math.floor(Math.random() * 16)]).join(
        "",
      );
      expect(unpackId(packId(id))).toBe(id);
    }
  });
});
