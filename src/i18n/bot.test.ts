import { describe, expect, it } from "vitest";
import { type BotFacts, botText } from "./bot";

const NOW = Date.UTC(2026, 10, 27, 12);
const facts: BotFacts = {
  name: "Bitcoin",
  flea: null,
  fleaSeen: null,
  now: NOW,
  perSlot: null,
  trader: null,
  change24h: null,
  link: "https://site/item/bitcoin",
};

describe("the chat answer's dates", () => {
  it("a price seen in the last two days says how long ago; an older one its day", () => {
    const en = botText("en").answer;
    expect(en({ ...facts, flea: 1000, fleaSeen: NOW - 5 * 60_000 })).toContain("flea 1,000₽ (5 min ago)");
    expect(en({ ...facts, flea: 1000, fleaSeen: NOW - 47 * 3_600_000 })).toContain("(47 h ago)");
    expect(en({ ...facts, flea: 1000, fleaSeen: Date.UTC(2026, 7, 22) })).toContain(
      "flea 1,000₽ (22 Aug 2026)",
    );
    expect(botText("ru").answer({ ...facts, flea: 1000, fleaSeen: Date.UTC(2026, 7, 22) })).toContain(
      "(22 авг 2026)",
    );
  });

  it("a trader price carries its list's date, and none when the data has none", () => {
    const en = botText("en").answer;
    const trader = { name: "Therapist", price: 562_881, seen: Date.UTC(2026, 1, 14) };
    expect(en({ ...facts, trader })).toBe(
      "Bitcoin: no flea price · Therapist 562,881₽ (14 Feb 2026) https://site/item/bitcoin",
    );
    expect(en({ ...facts, trader: { ...trader, seen: null } })).toContain("Therapist 562,881₽ https://");
  });
});
