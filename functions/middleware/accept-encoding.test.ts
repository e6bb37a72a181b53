import { describe, expect, it } from "vitest";
import { acceptsGzip } from "./accept-encoding";

describe("acceptsGzip", () => {
  it.each([
    ["gzip", undefined, true],
    ["gzip, deflate, br", undefined, true],
    ["br", undefined, false],
    ["", undefined, false],
    [null, undefined, false],
    ["identity", undefined, false],
    ["GZIP", undefined, true],
    ["*", undefined, true],
    ["gzip;q=0", undefined, false],
    ["br, gzip;q=0.5", undefined, true],
    // on Cloudflare the client's own header wins over the edge's rewritten one
    ["gzip, br", { clientAcceptEncoding: "identity" }, false],
    ["gzip, br", { clientAcceptEncoding: "gzip" }, true],
    ["gzip", { colo: "AMS" }, true],
  ])("%j with cf %j → %s", (header, cf, expected) => {
    expect(acceptsGzip(header, cf)).toBe(expected);
  });
});
