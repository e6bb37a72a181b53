import { describe, expect, it } from "vitest";
import { BOT_QUERY_MAX, botQuerySchema } from "./bot";

describe("botQuerySchema", () => {
  it("reads a chat bot's query, without the quotes some bots add", () => {
    expect(botQuerySchema.parse({ q: '"  graphics card "', lang: "ru", mode: "pve", token: "t1" })).toEqual({
      q: "graphics card",
      lang: "ru",
      mode: "pve",
      token: "t1",
    });
    expect(botQuerySchema.parse({ q: "«ледх»" }).q).toBe("ледх");
  });

  it("refuses nothing: missing or odd values fall back", () => {
    expect(botQuerySchema.parse({})).toEqual({ q: "", lang: undefined, mode: "pvp", token: "" });
    expect(botQuerySchema.parse({ mode: "arena" }).mode).toBe("pvp");
    expect(botQuerySchema.parse({ q: "x".repeat(300) }).q).toHaveLength(BOT_QUERY_MAX);
  });
});
