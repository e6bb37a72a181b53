import { describe, expect, it } from "vitest";
import { discordInstallLink } from "./external-links";

describe("discordInstallLink", () => {
  it("builds the install link from the configured application id", () => {
    expect(discordInstallLink(" 123456789012345678 ")).toBe(
      "https://discord.com/oauth2/authorize?client_id=123456789012345678&scope=applications.commands",
    );
  });
  it("gives no link without a valid id, never client_id=0", () => {
    for (const id of [undefined, "", "0", "abc", "12345", "1234567890123456789012"])
      expect(discordInstallLink(id), String(id)).toBeNull();
  });
});
