import { describe, expect, it } from "vitest";
import { networkOf, requesterOf } from "./requester";

describe("requesterOf", () => {
  it("names the address and its network", () => {
    expect(requesterOf("203.0.113.9")).toEqual({ ip: "203.0.113.9", network: "203.0.113.0/24" });
    expect(requesterOf(undefined)).toEqual({ ip: "local", network: null });
  });
  it("takes the /48 of an IPv6 address, however it is written", () => {
    expect(networkOf("2001:db8:85a3::8a2e:370:7334")).toBe("2001:db8:85a3::/48");
    expect(networkOf("2001:0db8:0000:0000:0000:0000:0000:0001")).toBe("2001:db8:0::/48");
    expect(networkOf("2001:db8::1")).toBe("2001:db8:0::/48");
    expect(networkOf("::1")).toBe("0:0:0::/48");
  });
  it("gives no network for what is not an address", () => {
    expect(networkOf("999.1")).toBeNull();
    expect(networkOf("1:2:3:4:5:6:7:8:9")).toBeNull();
    expect(networkOf("g::1")).toBeNull();
  });
});
