import { describe, expect, it } from "vitest";
import {
  extractKind,
  gameSpawnKind,
  lootOrder,
  MAP_CATEGORIES,
  type MapMarker,
  markerCategory,
  sortMarkers,
  spawnKind,
} from "./map-markers";

describe("marker kinds from the feed", () => {
  it.each([
    [["pmc"], ["player"], "spawn-pmc"],
    [["all"], ["player", "bot"], "spawn-pmc"],
    [["scav"], ["player"], "spawn-scav"],
    [["scav"], ["bot"], "spawn-scav"],
    [["scav"], ["bot", "sniper"], "spawn-sniper"],
    [["all"], ["boss", "bot"], "spawn-boss"],
    [["PMC"], ["Player"], "spawn-pmc"],
    [[], [], "spawn-scav"],
  ])("spawn sides %j, categories %j → %s", (sides, categories, kind) => {
    expect(spawnKind(sides, categories)).toBe(kind);
  });

  // shapes as the game's location files give them (map_positions/spawns)
  it.each([
    [["All"], ["Player"], "", "spawn-pmc"],
    [["Pmc"], ["Player"], "ZoneDormitory", "spawn-pmc"],
    [["Savage"], ["Player", "Bot"], "ZoneScavBase", "spawn-scav"],
    [["Savage"], ["Player", "Bot", "Boss"], "ZoneDormitory", "spawn-scav"],
    [["Savage"], ["Bot"], "ZoneSnipeTower", "spawn-sniper"],
    [["Savage"], ["Bot", "Boss"], "BotZoneFloor1", null],
    [["Pmc"], ["Coop", "Group"], "", null],
    [["Savage"], ["BotPmc"], "", null],
  ])("the game's spawn point %j %j in %s is %s", (sides, categories, zone, kind) => {
    expect(gameSpawnKind(sides, categories, zone)).toBe(kind);
  });

  it.each([
    ["pmc", "Dorms V-Ex", "extract-paid"],
    ["shared", "Boiler Room Basement (Co-op)", "extract-coop"],
    ["shared", "Friendship Bridge (Co-Op)", "extract-coop"],
    ["scav", "Cardinal Apartment Complex Parking", "extract-scav"],
    ["pmc", "Smugglers' Boat", "extract-pmc"],
    ["shared", "Cargo Elevator", "extract-pmc"],
  ])("extract %s %s → %s", (faction, name, kind) => {
    expect(extractKind(faction, name)).toBe(kind);
  });

  it("puts every kind in a docs/product.md §3 category other than quests", () => {
    expect(markerCategory("extract-paid")).toBe("extractions");
    expect(markerCategory("transit")).toBe("extractions");
    expect(markerCategory("spawn-sniper")).toBe("spawns");
    expect(markerCategory("unlock")).toBe("keys");
    expect(markerCategory("key-spawn")).toBe("keys");
    expect(markerCategory("switch")).toBe("misc");
    expect(markerCategory("container")).toBe("loot");
  });

  it.each([
    ["Cache", 10],
    ["Ammo box", 20],
    [" Ration supply crate ", 200],
    ["Weapon box", null],
  ])("loot container %s → order %s", (name, order) => {
    expect(lootOrder(name)).toBe(order);
  });
});

describe("marker order", () => {
  const m = (kind: MapMarker["kind"], name: string, order: number | null = null): MapMarker => ({
    kind,
    name,
    x: 0,
    y: 0,
    z: 0,
    outline: [],
    order,
  });
  it("sorts by category order, then loot order number (unnumbered last), then name", () => {
    const sorted = sortMarkers(
      [
        m("container", "Weapon box"),
        m("container", "Ration supply crate", 200),
        m("unlock", "Dorms 314"),
        m("container", "Cache", 10),
        m("spawn-pmc", "Old Gas"),
        m("extract-pmc", "ZB-1011"),
        m("extract-coop", "Boiler Room"),
      ],
      MAP_CATEGORIES,
    );
    expect(sorted.map((x) => x.name)).toEqual([
      "Boiler Room",
      "ZB-1011",
      "Old Gas",
      "Dorms 314",
      "Cache",
      "Ration supply crate",
      "Weapon box",
    ]);
  });
});
