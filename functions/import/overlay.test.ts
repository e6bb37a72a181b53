import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { EDITION_STATIONS } from "../../src/domain/editions";
import { buildImport } from "./build";
import { EDITIONS } from "./known-ids";
import { type RawSource, readSources } from "./sources";

const NOW = Date.UTC(2026, 10, 1);
const FIXTURES = resolve(process.cwd(), "tests/fixtures/upstream/good");
const REAL = resolve(process.cwd(), "../shared/upstream");
const PRAPOR = "54cb50c76803fa8b248b4571";
const SKIER = "58330581ace78e27b8b10cee";

const feed = (): RawSource => ({
  name: "pve_tasks.json",
  json: JSON.parse(readFileSync(join(FIXTURES, "pve_tasks.json"), "utf8")),
});

const edition = (id: string, title: string, extra: Record<string, unknown> = {}) => ({
  id,
  value: 1,
  title,
  defaultStashLevel: 1,
  defaultCultistCircleLevel: 0,
  traderRepBonus: {},
  ...extra,
});

/** An overlay of the upstream's shape with the given task corrections and editions. */
function overlay(tasks: Record<string, unknown>, editions: Record<string, unknown> = {}): RawSource {
  return {
    name: "overlay/overlay_2026-08-21.json",
    json: {
      $meta: { version: "1.0", generated: "2026-08-21T00:00:00Z" },
      tasks,
      modes: { pve: { tasks: { aaa000000000000000000001: { name: "PvE-only name" } } } },
      editions: {
        standard: edition("standard", "Standard"),
        edge_of_darkness: edition("edge_of_darkness", "Edge of Darkness"),
        unheard: edition("unheard", "The Unheard"),
        ...editions,
      },
      storyChapters: {},
    },
  };
}

const quests = (sources: RawSource[]) =>
  buildImport(readSources(sources, { now: NOW }).upstream, { now: NOW }).data.quests;

describe("TarkovTracker's data overlay", () => {
  it("corrects names, levels, trader requirements, objectives and rewards; other fields stay", () => {
    const before = quests([feed()]).find((q) => q.bsgId === "aaa000000000000000000002");
    const fixed = overlay({
      aaa000000000000000000002: {
        name: "Second Steps",
        minPlayerLevel: 12,
        experience: 9000,
        traderRequirements: [
          { requirementType: "level", compareMethod: ">=", trader: { id: SKIER, name: "Skier" }, value: 3 },
        ],
        objectives: { o21: { count: 4, description: "Find 4 flash drives", foundInRaid: true } },
        finishRewards: { traderStanding: [{ trader: { id: PRAPOR }, standing: 0.25 }] },
      },
    });
    const after = quests([feed(), fixed]).find((q) => q.bsgId === "aaa000000000000000000002");
    expect(after).toMatchObject({
      name: "Second Steps",
      reqLevel: 12,
      reqLL: [{ trader: "skier", level: 3 }],
    });
    // the level requirement is replaced, the standing one stays
    expect(after?.reqStanding).toEqual(before?.reqStanding);
    expect(after?.reqStanding?.length).toBe(1);
    expect(after?.objectives[0]).toMatchObject({ text: "Find 4 flash drives", count: 4, fir: true });
    expect(after?.objectives.slice(1)).toEqual(before?.objectives.slice(1));
    expect(after?.rewards.experience).toBe(9000);
    expect(after?.rewards.standing).toEqual([{ trader: "prapor", value: 0.25 }]);
    expect(after?.rewards.items).toEqual(before?.rewards.items);
  });

  it("drops a disabled task and the requirements on it; replaces prerequisites it lists", () => {
    const fixed = overlay({
      aaa000000000000000000003: { disabled: true },
      aaa000000000000000000002: {
        taskRequirements: [{ task: { id: "aaa000000000000000000004" }, status: ["complete", "failed"] }],
      },
    });
    const rows = quests([feed(), fixed]);
    expect(rows.map((q) => q.bsgId)).not.toContain("aaa000000000000000000003");
    const uid = (id: string) => rows.find((q) => q.bsgId === id)?.uid;
    // after-alt needed alt-a or alt-b; with alt-a gone it needs alt-b alone
    const after = rows.find((q) => q.bsgId === "aaa000000000000000000005");
    expect([...(after?.require ?? []), ...(after?.requireOr ?? [])]).toEqual([
      uid("aaa000000000000000000004"),
    ]);
    const second = rows.find((q) => q.bsgId === "aaa000000000000000000002");
    expect(second?.require).toEqual([uid("aaa000000000000000000004")]);
    expect(second?.reqStatus).toEqual({
      [uid("aaa000000000000000000004") as string]: ["complete", "failed"],
    });
  });

  it("an edition's exclusive and excluded tasks list the editions that may take them", () => {
    const fixed = overlay(
      {},
      {
        edge_of_darkness: edition("edge_of_darkness", "Edge of Darkness", {
          exclusiveTaskIds: ["aaa000000000000000000004"],
        }),
        unheard: edition("unheard", "The Unheard", { excludedTaskIds: ["aaa000000000000000000005"] }),
      },
    );
    const rows = quests([feed(), fixed]);
    const editions = (id: string) => rows.find((q) => q.bsgId === id)?.reqGameEdition;
    expect(editions("aaa000000000000000000004")).toEqual(["Edge of Darkness"]);
    expect(editions("aaa000000000000000000005")).toEqual(["Standard", "Edge of Darkness"]);
    expect(editions("aaa000000000000000000001")).toEqual([]);
  });

  it("applies a mode's corrections only to a task of that mode alone, and reports the rest", () => {
    const read = readSources([feed(), overlay({ bbb000000000000000000009: { name: "Gone" } })], {
      now: NOW,
    });
    const first = read.upstream.tasks?.find((t) => t.id === "aaa000000000000000000001");
    // one list alone: its tasks say no mode, so a PvE-only correction would be wrong for PvP
    expect(first?.name).not.toBe("PvE-only name");
    expect(read.overlays).toEqual([
      {
        file: "overlay/overlay_2026-08-21.json",
        corrected: 0,
        skipped: ["bbb000000000000000000009", "pve:aaa000000000000000000001"],
        dropped: [],
      },
    ]);
  });

  it("an overlay without tasks changes nothing", () => {
    const read = readSources([overlay({ aaa000000000000000000001: { disabled: true } })], { now: NOW });
    expect(read.upstream.tasks).toBeUndefined();
    expect(read.used).toEqual(["overlay/overlay_2026-08-21.json"]);
  });
});

describe.runIf(existsSync(join(REAL, "overlay")))("the real overlay", () => {
  const read = (path: string): RawSource => ({
    name: path,
    json: JSON.parse(readFileSync(join(REAL, path), "utf8")),
  });
  // Read in beforeAll: a skipped suite's body still runs, and the files are missing there.
  let rows: ReturnType<typeof quests> = [];
  beforeAll(() => {
    rows = quests(
      ["graphql_regular/tasks.json", "pve_tasks.json", "overlay/overlay_2026-08-21.json"].map(read),
    );
  });
  const byName = (uid: string) => rows.find((q) => q.uid === uid);

  it("drops the 32 tasks the game no longer gives, and nothing requires them", () => {
    expect(rows.length).toBe(524 - 32);
    const uids = new Set(rows.map((q) => q.uid));
    for (const gone of ["athlete", "flint", "only-business", "farming-part-2"])
      expect(uids.has(gone)).toBe(false);
    for (const q of rows)
      for (const r of [...q.require, ...q.requireOr]) expect(uids.has(r), `${q.uid} → ${r}`).toBe(true);
    // Crisis needed Athlete; it still opens
    expect(byName("crisis")?.require).not.toContain("athlete");
  });

  it("leaves out the recipes only a disabled task unlocks, and says so", () => {
    const sources = [
      "graphql_regular/tasks.json",
      "pve_tasks.json",
      "pve_crafts.json",
      "pve_barters.json",
      "overlay/overlay_2026-08-21.json",
    ].map(read);
    const { upstream, overlays } = readSources(sources, { now: NOW });
    // The Blood of War - Part 2 unlocked a craft, Charisma Brings Success and Flint a barter each
    expect(overlays[0]?.dropped).toEqual([
      "655b63ac9db22d43ab42b70a",
      "6942823cf07348c26e0856cc1",
      "69428249f07348c26e0859ce2",
    ]);
    const ids = new Set([...(upstream.crafts ?? []), ...(upstream.barters ?? [])].map((x) => x.id));
    for (const id of overlays[0]?.dropped ?? []) expect(ids.has(id)).toBe(false);
  });

  it("Edge of Darkness tasks and The Unheard's excluded one", () => {
    expect(byName("airmail")?.reqGameEdition).toEqual(["Edge of Darkness", "EOD + The Unheard"]);
    expect(byName("old-patterns")?.reqGameEdition).toEqual([
      "Standard",
      "Left Behind",
      "Prepare for Escape",
      "Edge of Darkness",
    ]);
  });

  it("each edition's stash and Cultist Circle levels are the hideout's rule (src/domain/editions.ts)", () => {
    const file = read("overlay/overlay_2026-08-21.json").json as {
      editions: Record<string, { defaultStashLevel: number; defaultCultistCircleLevel: number }>;
    };
    for (const [id, e] of Object.entries(file.editions)) {
      const name = EDITIONS[id] ?? id;
      expect(EDITION_STATIONS[name]?.stash, name).toBe(e.defaultStashLevel);
      expect(EDITION_STATIONS[name]?.["cultist-circle"] ?? 0, name).toBe(e.defaultCultistCircleLevel);
    }
  });

  it("Glory to CPSU is named as the game names it, and Collector lists its 61 prerequisites", () => {
    expect(rows.find((q) => q.bsgId === "639135b04ed9512be67647d7")?.name).toBe("Glory to CPSU");
    expect(byName("collector")?.require.length).toBe(61);
  });
});
