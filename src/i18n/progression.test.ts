import { describe, expect, it } from "vitest";
import type { LockReason } from "../domain/quest-status";
import { lockReasonText, progressionText } from "./progression";

const names: Record<string, string> = { debut: "Debut", skier: "Skier", fence: "Fence" };
const name = (uid: string) => names[uid] ?? uid;

describe("progressionText", () => {
  it.each([
    ["en", "Locked"],
    ["ru", "Закрыт"],
    ["de", "Locked"],
  ])("%s → %s", (locale, out) => expect(progressionText(locale).status.Locked).toBe(out));

  it.each([
    [{ kind: "require", quest: "debut" } as LockReason, "Needs “Debut” done"],
    [{ kind: "requireOr", quests: ["debut", "x"] } as LockReason, "Needs one of: Debut, x"],
    [{ kind: "level", need: 15, have: 10 } as LockReason, "Needs level 15 (you are 10)"],
    [
      { kind: "loyalty", trader: "skier", need: 2, have: 1 } as LockReason,
      "Needs Skier loyalty level 2 (you have 1)",
    ],
    [{ kind: "kappa", missing: 3 } as LockReason, "Needs every Kappa quest done (3 left)"],
    [{ kind: "require", quest: "debut", failed: true } as LockReason, "Needs “Debut” completed or failed"],
    [{ kind: "accept", quest: "debut" } as LockReason, "Opens when “Debut” is accepted"],
    [{ kind: "fail", quest: "debut" } as LockReason, "Opens when “Debut” has failed"],
    [
      { kind: "standing", trader: "fence", compare: ">=", need: 1, have: 0 } as LockReason,
      "Needs Fence standing ≥ 1 (you have 0)",
    ],
    [
      { kind: "standing", trader: "fence", compare: "<", need: -1, have: -0.5 } as LockReason,
      "Needs Fence standing < −1 (you have −0.5)",
    ],
  ])("says why: %j", (reason, out) => {
    expect(lockReasonText(progressionText("en"), reason, name)).toBe(out);
  });
  it.each([
    [{ kind: "accept", quest: "debut" } as LockReason, "Откроется, когда будет взято задание «Дебют»"],
    [{ kind: "fail", quest: "debut" } as LockReason, "Откроется, если задание «Дебют» будет провалено"],
    [
      { kind: "require", quest: "debut", failed: true } as LockReason,
      "Нужно выполнить или провалить «Дебют»",
    ],
    [
      { kind: "standing", trader: "fence", compare: "<=", need: -1.25, have: 0 } as LockReason,
      "Нужна репутация у торговца Скупщик ≤ −1,25 (у вас 0)",
    ],
  ])("says why in Russian: %j", (reason, out) => {
    const ru: Record<string, string> = { debut: "Дебют", fence: "Скупщик" };
    expect(lockReasonText(progressionText("ru"), reason, (uid) => ru[uid] ?? uid, "ru")).toBe(out);
  });
  it("keeps the spec's messages in English and translates them in Russian", () => {
    expect(progressionText("ru").proRequired).toBe("Требуется статус Pro");
    expect(progressionText("en").areYouSure).toBe("Are you sure?");
  });
  it("groups the thousands of found counts (roubles are needed by the million)", () => {
    expect(progressionText("en").foundOf(1500, 30195000)).toBe("1,500 / 30,195,000");
    expect(progressionText("ru").foundOf(0, 30195000)).toBe("0 / 30\u00a0195\u00a0000");
  });
});
