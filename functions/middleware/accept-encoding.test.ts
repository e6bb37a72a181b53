import { describe, expect, it } from "vitest";
import { preferredEncoding } from "./accept-encoding";

describe("preferredEncoding", () => {
  it.each([
    ["gzip", undefined, "gzip"],
    ["gzip, deflate, br", undefined, "br"],
    ["br", undefined, "br"],
    ["", undefined, null],
    [null, undefined, null],
    ["identity", undefined, null],
    ["GZIP", undefined, "gzip"],
    ["*", undefined, "gzip"],
    ["gzip;q=0", undefined, null],
    ["br;q=0, gzip", undefined, "gzip"],
    ["br, gzip;q=0.5", undefined, "br"],
    ["deflate, gzip;q=0.5", undefined, "gzip"],
    // on Cloudflare the client's own header wins over the edge's rewritten one
    ["gzip, br", { clientAcceptEncoding: "identity" }, null],
    ["gzip, br", { clientAcceptEncoding: "gzip" }, "gzip"],
    ["gzip", { clientAcceptEncoding: "gzip, deflate, br, zstd" }, "br"],
    ["gzip", { colo: "AMS" }, "gzip"],
  ])("%j with cf %j → %s", (header, cf, expected) => {
    expect(preferredEncoding(header, cf)).toBe(expected);
  });
});
