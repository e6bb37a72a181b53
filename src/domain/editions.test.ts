import { describe, expect, it } from "vitest";
import { GAME_EDITIONS } from "../contracts/user";
import { builtWithEdition, EDITION_STATIONS, editionLevels } from "./editions";

const levels = [
  ...[1, 2, 3, 4].map((level) => ({ uid: `stash-${level}`, stationUid: "stash", level })),
  { uid: "cultist-circle-1", stationUid: "cultist-circle", level: 1 },
  { uid: "lavatory-1", stationUid: "lavatory", level: 1 },
];

describe("game editions' hideout", () => {
  it("each edition starts at its stash level; The Unheard with the Cultist Circle too", () => {
    expect(editionLevels("Standard", levels)).toEqual(["stash-1"]);
    expect(editionLevels("Prepare for Escape", levels)).toEqual(["stash-1", "stash-2", "stash-3"]);
    expect(editionLevels("Edge of Darkness", levels)).toEqual(["stash-1", "stash-2", "stash-3", "stash-4"]);
    // level 5 is above what the data has: not invented
    expect(editionLevels("The Unheard", levels)).toEqual([
      "stash-1",
      "stash-2",
      "stash-3",
      "stash-4",
      "cultist-circle-1",
    ]);
    expect(editionLevels("Unknown edition", levels)).toEqual([]);
  });

  it("adds the edition's levels to those the player ticked, once", () => {
    expect(builtWithEdition(["lavatory-1", "stash-1"], "Left Behind", levels)).toEqual([
      "lavatory-1",
      "stash-1",
      "stash-2",
    ]);
  });

  it("names every edition a character can have", () => {
    expect(Object.keys(EDITION_STATIONS)).toEqual([...GAME_EDITIONS]);
  });
});
