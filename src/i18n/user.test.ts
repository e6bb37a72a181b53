import { describe, expect, it } from "vitest";
import { AUTH_MESSAGES } from "../contracts/auth";
import { USER_MESSAGES } from "../contracts/user";
import { t } from "./index";
import { serverMessage, userText } from "./user";

describe("serverMessage", () => {
  const spec = [...Object.values(AUTH_MESSAGES), ...Object.values(USER_MESSAGES), "Pro status required"];

  it("shows the API's words as they come in English", () => {
    for (const m of spec) expect(serverMessage(t(userText, "en"), m)).toBe(m);
  });

  it("has a Russian text for every message the account calls answer", () => {
    for (const m of spec) expect(serverMessage(t(userText, "ru"), m)).not.toBe(m);
    expect(serverMessage(t(userText, "ru"), AUTH_MESSAGES.rateLimited)).toBe("429 - Превышен лимит запросов");
  });

  it("passes an unknown message through", () => {
    expect(serverMessage(t(userText, "ru"), "Quest not found")).toBe("Quest not found");
  });
});
