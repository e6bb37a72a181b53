import { describe, expect, it } from "vitest";
import { type CountBadge, paintMapQuestCounts } from "./map-quest-counts";

const badge = (map: string): CountBadge => ({ dataset: { questCount: map }, hidden: true });

describe("paintMapQuestCounts", () => {
  it("shows the count of each tile and hides tiles without active quests", () => {
    const badges = [badge("factory"), badge("customs"), badge("woods")];
    paintMapQuestCounts(badges, { factory: 3, customs: 1 });
    expect(badges.map((b) => [b.dataset.count, b.hidden])).toEqual([
      ["3", false],
      ["1", false],
      ["0", true],
    ]);
    paintMapQuestCounts(badges, {});
    expect(badges.every((b) => b.hidden)).toBe(true);
  });
});
