import { describe, expect, it } from "vitest";
import { earlyAsks } from "./early-data";

const storage = (kept: Record<string, string>) => ({
  getItem: (key: string) => kept[key] ?? null,
  setItem: () => {},
});

describe("earlyAsks", () => {
  const kept = storage({ tm_cache_items_v2_pve_ru: "gz1:…", tm_cache_quests_v2: "{}" });

  const itemsReq = {
    mode: "pve",
    lang: "ru",
    wantItems: true,
    wantQuests: false,
    stored: { items: "gz1:…", quests: null },
  };

  it("asks for the items with what the browser keeps of them, and the calculators' data, in the mode", () => {
    // a calculator page: the items the calculators price, as initCalculators asks for them
    expect(earlyAsks(new Set(["items", "calc"]), "pve", "ru", kept)).toEqual([
      { kind: "cache", req: itemsReq, itemsFor: "calc" },
      { kind: "calc", query: { mode: "pve" } },
    ]);
    // the market: every item
    expect(earlyAsks(new Set(["items"]), "pve", "ru", kept)).toEqual([{ kind: "cache", req: itemsReq }]);
  });

  it("asks for the quests alone in PvP, as progression does, even when the mode is unknown", () => {
    expect(earlyAsks(new Set(["quests"]), null, "en", kept)).toEqual([
      {
        kind: "cache",
        req: {
          mode: "pvp",
          lang: "en",
          wantItems: false,
          wantQuests: true,
          stored: { items: null, quests: "{}" },
        },
      },
    ]);
  });

  it("asks nothing in a price mode it does not know", () => {
    expect(earlyAsks(new Set(["items", "calc"]), null, "en", kept)).toEqual([]);
  });
});
