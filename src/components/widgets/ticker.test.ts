import { describe, expect, it } from "vitest";
import { tickerSettings } from "./ticker";

describe("tickerSettings", () => {
  it("reads items, mode, language, speed, colour and size from the address", () => {
    expect(tickerSettings("?items=gpu,%20bolts&mode=pve&lang=ru&speed=120&color=ff0&size=32")).toEqual({
      items: ["gpu", "bolts"],
      mode: "pve",
      lang: "ru",
      speed: 120,
      color: "#ff0",
      size: 32,
    });
  });

  it("falls back to defaults for missing or odd values", () => {
    const s = tickerSettings("?speed=-5&size=abc&color=red;&mode=x&lang=de");
    expect(s).toMatchObject({ mode: "pvp", lang: "en", speed: 60, color: "#ffffff", size: 24 });
    expect(s.items).toContain("graphics_card");
    expect(tickerSettings(`?items=${"a,".repeat(50)}`).items).toHaveLength(30);
  });
});
