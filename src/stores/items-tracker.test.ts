import { afterEach, describe, expect, it } from "vitest";
import { blankQuest } from "../../tests/fixtures/blank-quest";
import { $cache, resetCache } from "./cache";
import { $itemsTrackerEditable, $trackerRows, changeFound } from "./items-tracker";
import { $guestProgress, $sessionChecked, guestChar, resetProgressionSession } from "./progression";
import { $user } from "./user";
import { sampleUser } from "./user-sample";

afterEach(() => {
  resetCache();
  resetProgressionSession();
  $user.set(null);
});

const handOver = (item: string, count: number) => ({
  id: item,
  type: "HandOver" as const,
  text: "",
  maps: [],
  item,
  count,
});

describe("items tracker", () => {
  it("changes a Pro character's found counts and refuses a visitor's", () => {
    $cache.setKey("quests", { q: blankQuest("q", { objectives: [handOver("gpu", 2)] }) });
    $sessionChecked.set(true);
    $guestProgress.set(guestChar());
    expect($itemsTrackerEditable.get()).toBe(false);
    expect(changeFound("gpu", 1)).toBe(false);
    expect($trackerRows.get()?.[0]).toMatchObject({ item: "gpu", count: 2, found: 0 });

    $user.set(sampleUser({ pro: true }));
    expect($itemsTrackerEditable.get()).toBe(true);
    expect(changeFound("gpu", 1)).toBe(true);
    expect(changeFound("gpu", 1)).toBe(true);
    expect($trackerRows.get()?.[0]).toMatchObject({ found: 2, complete: true });
    changeFound("gpu", -1);
    expect($user.get()?.itemsFound).toEqual({ gpu: 1 });
    // taking off more than were found changes the count by what there was
    changeFound("gpu", -5);
    expect($user.get()?.itemsFound).toEqual({});
    expect(changeFound("gpu", -1)).toBe(true);
  });
});
