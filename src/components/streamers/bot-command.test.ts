import { describe, expect, it } from "vitest";
import { botCommand } from "./bot-command";

describe("botCommand", () => {
  it.each([
    [
      "nightbot",
      "!addcom !price $(urlfetch https://site.test/api/bot/nightbot?token=T0k&lang=en&q=$(querystring))",
    ],
    [
      "streamelements",
      // biome-ignore lint/suspicious/noTemplateCurlyInString: StreamElements' own variables
      "!command add !price ${urlfetch https://site.test/api/bot/streamelements?token=T0k&lang=en&q=${queryencode ${1:}}}",
    ],
    ["moobot", "https://site.test/api/bot/moobot?token=T0k&lang=en&q="],
  ] as const)("%s", (kind, command) => {
    expect(botCommand(kind, "https://site.test", "T0k", "en")).toBe(command);
  });

  it("escapes the token and names the language", () => {
    expect(botCommand("moobot", "http://x", "a&b", "ru")).toBe(
      "http://x/api/bot/moobot?token=a%26b&lang=ru&q=",
    );
  });
});
