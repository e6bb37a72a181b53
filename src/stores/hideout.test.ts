import { afterEach, describe, expect, it } from "vitest";
import { blankLevel as lvl } from "../../tests/fixtures/blank-level";
import { $hideoutPlayer, $stationLevels, setLevelBuilt } from "./hideout";
import { $hideoutLevels } from "./hideout-levels";
import { $guestProgress, $sessionChecked, guestChar, resetProgressionSession } from "./progression";
import { $user } from "./user";
import { sampleUser } from "./user-sample";

afterEach(() => {
  resetProgressionSession();
  $user.set(null);
  $hideoutLevels.set([]);
});

describe("setLevelBuilt", () => {
  it("builds a level with the ones below it and destroys the ones above, as modulesBuilt", () => {
    $hideoutLevels.set([lvl("gen", 1), lvl("gen", 2), lvl("gen", 3), lvl("med", 1)]);
    $sessionChecked.set(true);
    $guestProgress.set(guestChar());
    setLevelBuilt("gen-2", "build");
    expect($guestProgress.get()?.modulesBuilt.sort()).toEqual(["gen-1", "gen-2"]);
    expect($stationLevels.get().get("gen")).toBe(2);
    setLevelBuilt("gen-1", "destroy");
    expect($guestProgress.get()?.modulesBuilt).toEqual([]);
    setLevelBuilt("nope", "build");
    expect($guestProgress.get()?.modulesBuilt).toEqual([]);
  });
});

describe("$hideoutPlayer", () => {
  it("knows a signed-in character's crafting and hideout-management skills, not a visitor's", () => {
    $sessionChecked.set(true);
    $guestProgress.set(guestChar());
    expect($hideoutPlayer.get()?.skills).toBeUndefined();
    $user.set(sampleUser({ pro: true, skill_HideoutManagement: 7, modulesBuilt: ["gen-1"] }));
    expect($hideoutPlayer.get()?.skills?.["Hideout management"]).toBe(7);
    expect([...($hideoutPlayer.get()?.built ?? [])]).toEqual(["gen-1"]);
  });
});

describe("a game edition's hideout", () => {
  it("counts the edition's stash levels as built, whether or not the player ticked them", () => {
    $hideoutLevels.set([lvl("stash", 1), lvl("stash", 2), lvl("stash", 3), lvl("gen", 1)]);
    $sessionChecked.set(true);
    $guestProgress.set({ ...guestChar(), gameEdition: "Left Behind" });
    expect([...($hideoutPlayer.get()?.built ?? [])].sort()).toEqual(["stash-1", "stash-2"]);
    expect($stationLevels.get().get("stash")).toBe(2);
    // a Pro character of Edge of Darkness: stash 1–3 (all the data has), with the level it ticked
    $user.set(sampleUser({ pro: true, gameEdition: "Edge of Darkness", modulesBuilt: ["gen-1"] }));
    expect([...($hideoutPlayer.get()?.built ?? [])].sort()).toEqual([
      "gen-1",
      "stash-1",
      "stash-2",
      "stash-3",
    ]);
    $user.set(null);
    // destroying a level the edition gives leaves it built
    setLevelBuilt("stash-2", "destroy");
    expect($stationLevels.get().get("stash")).toBe(2);
  });
});
