import { describe, expect, it } from "vitest";
import { questTitle } from "./map-quests";

describe("questTitle: a quest name from its normalizedName when no source names it", () => {
  it.each([
    ["easy-money-part-1-pve-zone", "Easy Money - Part 1 (PvE zone)"],
    ["create-a-distraction-part-2-pve-zone", "Create a Distraction - Part 2 (PvE zone)"],
    ["against-the-conscience-part-1-pve-zone", "Against the Conscience - Part 1 (PvE zone)"],
    ["hold-the-lead-pve-zone", "Hold the Lead (PvE zone)"],
    ["surprise-pvp-zone", "Surprise (PvP zone)"],
    ["to-great-heights-part-6-pve-zone", "To Great Heights - Part 6 (PvE zone)"],
    ["alt-b", "Alt B"],
  ])("%s → %s", (normalized, name) => {
    expect(questTitle(normalized)).toBe(name);
  });
});
