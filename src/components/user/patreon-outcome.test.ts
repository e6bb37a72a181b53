import { describe, expect, it } from "vitest";
import { isPatreonFailure, patreonOutcome, patronLoginHref } from "./patreon-outcome";

describe("patreonOutcome", () => {
  it.each([
    ["?patreon=pro", "pro"],
    ["?share=x&patreon=email", "email"],
    ["?patreon=whatever", null],
    ["", null],
  ])("%s → %s", (search, out) => expect(patreonOutcome(search)).toBe(out));

  it("treats only pro and ok as signed in", () => {
    expect(isPatreonFailure("pro")).toBe(false);
    expect(isPatreonFailure("ok")).toBe(false);
    expect(isPatreonFailure("denied")).toBe(true);
  });

  it("passes the locale to the start link", () => {
    expect(patronLoginHref("ru")).toBe("/api/be/auth/patreon/start?lang=ru");
  });
});
