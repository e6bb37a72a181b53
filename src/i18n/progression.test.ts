import { describe, expect, it } from "vitest";
import { lockReasonText, progressionText } from "./progression";

const names: Record<string, string> = { debut: "Debut", skier: "Skier" };
const name = (uid: string) => names[uid] ?? uid;

describe("progressionText", () => {
  it.each([
    ["en", "Locked"],
    ["ru", "Закрыт"],
    ["de", "Locked"],
  ])("%s → %s", (locale, out) => expect(progressionText(locale).status.Locked).toBe(out));

  it.each([
    [{ kind: "require", quest: "debut" } as const, "Needs “Debut” done"],
    [{ kind: "requireOr", quests: ["debut", "x"] } as const, "Needs one of: Debut, x"],
    [{ kind: "level", need: 15, have: 10 } as const, "Needs level 15 (you are 10)"],
    [
      { kind: "loyalty", trader: "skier", need: 2, have: 1 } as const,
      "Needs Skier loyalty level 2 (you have 1)",
    ],
    [{ kind: "kappa", missing: 3 } as const, "Needs every Kappa quest done (3 left)"],
  ])("says why: %j", (reason, out) => {
    expect(lockReasonText(progressionText("en"), reason, name)).toBe(out);
  });
  it("keeps the spec's messages", () => {
    expect(progressionText("ru").proRequired).toBe("Pro status required");
    expect(progressionText("en").areYouSure).toBe("Are you sure?");
  });
});
