import { describe, expect, it } from "vitest";
import { AUTH_MESSAGES, emailSendBodySchema, emailVerifyBodySchema } from "./auth";

describe("emailSendBodySchema", () => {
  it("lower-cases and trims a good address", () => {
    expect(emailSendBodySchema.parse({ email: "  Pro@Example.TEST " })).toEqual({
      email: "pro@example.test",
    });
  });

  it.each(["", "no-at-sign", "a@", "@b.c"])("refuses %j with the spec message", (email) => {
    const res = emailSendBodySchema.safeParse({ email });
    expect(res.success).toBe(false);
    expect(res.error?.issues[0]?.message).toBe(AUTH_MESSAGES.invalidEmail);
  });
});

describe("emailVerifyBodySchema", () => {
  it("accepts a 6-digit code", () => {
    expect(emailVerifyBodySchema.parse({ email: "a@b.co", code: "012345" }).code).toBe("012345");
  });

  it.each(["12345", "1234567", "12a456", ""])("refuses code %j as an invalid code", (code) => {
    const res = emailVerifyBodySchema.safeParse({ email: "a@b.co", code });
    expect(res.error?.issues[0]?.message).toBe(AUTH_MESSAGES.invalidCode);
  });
});
