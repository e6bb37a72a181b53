import { describe, expect, it } from "vitest";
import { requestCookie, sessionIdFromCookieHeader } from "./cookies";

describe("reading a request's cookies (one parser for the session, the locale and the OAuth state)", () => {
  it("finds the session cookie among others, the first one when sent twice", () => {
    expect(sessionIdFromCookieHeader("tm_locale=ru; tm_session=abc123; x=1")).toBe("abc123");
    expect(sessionIdFromCookieHeader("tm_session=first; tm_session=second")).toBe("first");
  });

  it("answers null for no header, no session cookie, an empty value or an illegal one", () => {
    for (const header of [
      null,
      undefined,
      "",
      "tm_locale=ru",
      "tm_session=",
      "tm_session=a b",
      "xtm_session=abc",
    ])
      expect(sessionIdFromCookieHeader(header), String(header)).toBeNull();
  });

  it("reads any cookie by name, unquoting a quoted value", () => {
    expect(requestCookie('tm_locale="ru"', "tm_locale")).toBe("ru");
    expect(requestCookie("a=1", "tm_locale")).toBeNull();
  });
});
