import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bossRussian, type FeedBoss, spawnMarkers } from "./map-spawns";

let folder = "";
const point = (zone: string, sides: string[], categories: string[], x: number, z: number, y = 0) => ({
  BotZoneName: zone,
  Sides: sides,
  Categories: categories,
  Position: { x, y, z },
});

beforeAll(() => {
  folder = mkdtempSync(join(tmpdir(), "spawns-"));
  const dir = join(folder, "map_positions", "spawns");
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    join(dir, "bigmap.json"),
    JSON.stringify({
      SpawnPointParams: [
        point("", ["Pmc"], ["Player"], 10, 10),
        // within 2 m of the one before: the same place
        point("", ["Pmc"], ["Player"], 10.4, 10.3),
        point("ZoneDormitory", ["Savage"], ["Player", "Bot"], 100, 100),
        point("ZoneDormitory", ["Savage"], ["Player", "Bot", "Boss"], 120, 100),
        point("ZoneDormitory", ["Savage"], ["Player", "Bot", "Boss"], 140, 100),
        point("ZoneDormitory", ["Savage"], ["Player", "Bot", "Boss"], 160, 100),
        point("ZoneSnipeTower", ["Savage"], ["Bot"], -50, 5, 20),
        point("ZoneGasStation", ["Savage"], ["Bot", "Boss"], 300, 0),
        point("", ["Pmc"], ["Coop", "Group"], 0, 0),
      ],
      BossLocationSpawn: [
        { BossName: "bossBully", BossChance: 39, BossZone: "ZoneDormitory,ZoneGasStation" },
        { BossName: "exUsec", BossChance: 0, BossZone: "ZoneDormitory" },
        { BossName: "exUsec", BossChance: 50, BossZone: "ZoneGasStation" },
        { BossName: "pmcBEAR", BossChance: 50, BossZone: "" },
      ],
    }),
  );
  // a location file of a map we have no page for is left out
  writeFileSync(
    join(dir, "develop.json"),
    JSON.stringify({ SpawnPointParams: [point("", ["All"], ["Player"], 1, 1)] }),
  );
});
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const feed = new Map<string, FeedBoss[]>([
  [
    "customs",
    [
      {
        name: "Reshala",
        spawnChance: 0.75,
        spawnLocations: [{ name: "Dorms" }, { name: "New Gas Station" }],
      },
      { name: "Rogue", spawnChance: 0.8, spawnLocations: [{ name: "Gas" }] },
    ],
  ],
]);
const russian = (role: string) => (role === "bossBully" ? "Решала" : "");
const slugOf = (name: string) => (name === "customs" ? "customs" : undefined);

describe("spawnMarkers", () => {
  it("draws player and scav spawn points by kind, once per 2 m, and no co-op group points", () => {
    const customs = spawnMarkers(folder, slugOf, feed, russian).get("customs") ?? [];
    const points = customs.filter((m) => m.chance === undefined);
    expect(points.map((m) => [m.kind, m.x, m.z, m.y])).toEqual([
      ["spawn-pmc", 10, 10, 0],
      ["spawn-scav", 100, 100, 0],
      ["spawn-scav", 120, 100, 0],
      ["spawn-scav", 140, 100, 0],
      ["spawn-scav", 160, 100, 0],
      ["spawn-sniper", -50, 5, 20],
    ]);
  });

  it("marks each boss zone at its boss point nearest the zone's middle, with the feed's chance and place", () => {
    const customs = spawnMarkers(folder, slugOf, feed, russian).get("customs") ?? [];
    const bosses = customs.filter((m) => m.chance !== undefined);
    expect(bosses).toEqual([
      {
        kind: "spawn-boss",
        name: "Reshala",
        ruName: "Решала",
        x: 140,
        y: 0,
        z: 100,
        outline: [],
        order: null,
        chance: 0.75,
        place: "Dorms",
      },
      {
        kind: "spawn-boss",
        name: "Reshala",
        ruName: "Решала",
        x: 300,
        y: 0,
        z: 0,
        outline: [],
        order: null,
        chance: 0.75,
        place: "New Gas Station",
      },
      // the feed leaves out the Rogue spawn that never happens; the other pairs with its entry
      {
        kind: "spawn-rogue",
        name: "Rogue",
        x: 300,
        y: 0,
        z: 0,
        outline: [],
        order: null,
        chance: 0.8,
        place: "Gas",
      },
    ]);
  });

  it("falls back to the location file's chance, without places, when the feed lists the boss differently", () => {
    const customs = spawnMarkers(folder, slugOf, new Map(), russian).get("customs") ?? [];
    expect(customs.filter((m) => m.name === "Reshala").map((m) => [m.chance, m.place])).toEqual([
      [0.39, undefined],
      [0.39, undefined],
    ]);
    // a spawn with chance 0 draws nothing
    expect(customs.filter((m) => m.kind === "spawn-rogue").map((m) => m.chance)).toEqual([0.5]);
  });

  it("leaves out a boss the feed says comes at any scav spawn", () => {
    const anywhere = new Map([
      [
        "customs",
        [
          {
            name: "Reshala",
            spawnChance: 0.5,
            spawnLocations: [{ name: "Any scav spawn" }, { name: "Any scav spawn" }],
          },
        ],
      ],
    ]);
    const customs = spawnMarkers(folder, slugOf, anywhere, russian).get("customs") ?? [];
    expect(customs.some((m) => m.name === "Reshala")).toBe(false);
  });

  it("names bosses in Russian from the game's locale, else from its own short table", () => {
    expect(bossRussian("Reshala", russian)).toBe("Решала");
    expect(bossRussian("Knight", russian)).toBe("Рыцарь");
    expect(bossRussian("Partisan", russian)).toBe("Партизан");
    expect(bossRussian("Black Div.", russian)).toBe("");
  });
});
