/**
 * Quest engine micro benchmark (issue 8): every quest's status recomputed after one more quest
 * is completed, on 500 seeded quests in chains with any-of links, alternatives marked multiple,
 * level and loyalty requirements and a final Kappa quest. Prints p50/p95 over the runs; also
 * the map-tile counts and the items to keep from the same states, and the graph layout. Then the
 * same on the real quest graph of the committed snapshot (data/snapshot: 492 quests with
 * prerequisite statuses, fail conditions, standing requirements and the Collector). Node, not Chromium.
 *
 *   tsx scripts/bench/quests.ts [runs=200] [seed=8]
 */
import { itemsToKeep } from "../../src/domain/items-to-keep";
import { layoutByDepth, layoutQuests } from "../../src/domain/quest-layout";
import { activeQuestsPerMap, progressByTrader } from "../../src/domain/quest-map-counts";
import { finalKappaUid, type QuestNode, questStates, questVisible } from "../../src/domain/quest-status";
import { createRng } from "../data/demo/prng";
import { snapshotQuests } from "../data/snapshot-quests";

const runs = Number(process.argv[2] ?? 200);
const rng = createRng(Number(process.argv[3] ?? 8));
const COUNT = 500;
const TRADERS = ["prapor", "therapist", "skier", "peacekeeper", "mechanic", "ragman", "jaeger", "ref"];
const MAPS = [
  "customs",
  "woods",
  "factory",
  "night-factory",
  "shoreline",
  "interchange",
  "reserve",
  "lighthouse",
];

const quests: QuestNode[] = Array.from({ length: COUNT }, (_, i) => {
  const uid = `q${i}`;
  const earlier = (n: number) =>
    i === 0
      ? []
      : rng.sample(
          Array.from({ length: Math.min(i, 40) }, (_, k) => `q${i - 1 - k}`),
          n,
        );
  return {
    uid,
    bsgId: `bsg${i}`,
    name: `Quest ${i}`,
    trader: rng.pick(TRADERS),
    fraction: rng.chance(0.05) ? rng.pick(["Bear", "Usec"] as const) : "Any",
    reqGameEdition: [],
    reqGameMode: rng.chance(0.05) ? ["pve"] : [],
    reqLevel: rng.int(1, 45),
    reqLL: rng.chance(0.3) ? [{ trader: rng.pick(TRADERS), level: rng.int(2, 4) }] : [],
    require: earlier(rng.int(0, 2)),
    requireOr: rng.chance(0.1) ? earlier(2) : [],
    locations: rng.sample(MAPS, rng.int(0, 2)),
    multiple: i % 50 === 1 ? [uid, `q${i + 1}`] : i % 50 === 2 ? [`q${i - 1}`, uid] : [],
    requiredForKappa: rng.chance(0.6),
  };
});
const questItems = quests.map((q) => ({
  uid: q.uid,
  items: [{ item: `item${rng.int(0, 300)}`, count: rng.int(1, 5), fir: rng.chance(0.5) }],
}));
const levels = Array.from({ length: 60 }, (_, i) => ({
  uid: `lvl${i}`,
  items: [{ item: `item${rng.int(0, 300)}`, count: rng.int(1, 10) }],
}));
const done = quests.filter(() => rng.chance(0.4)).map((q) => q.uid);
const tradersLL = Object.fromEntries(TRADERS.map((t) => [t, rng.int(1, 4)]));
const base = {
  fraction: "Usec" as const,
  gameEdition: "standard",
  gameMode: "pvp",
  tracking: true,
  level: 30,
  tradersLL,
};

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN;

function time(label: string, work: (run: number) => number): void {
  let checksum = 0;
  for (let i = 0; i < 10; i++) checksum += work(i); // warm up the JIT
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    checksum += work(i);
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  console.log(
    `  ${label}: p50 ${percentile(times, 50).toFixed(3)} ms, p95 ${percentile(times, 95).toFixed(3)} ms (checksum ${checksum})`,
  );
}

console.log(
  `Quests: ${COUNT} seeded quests, ${done.length} done, ${runs} runs. Node (V8, not Chromium); budget 5 ms.`,
);
// each run completes one more quest, as a click does, so nothing is reused across runs
const states = (run: number) =>
  questStates(
    quests,
    { ...base, done: [...done, `q${run % COUNT}`], selected: ["q3"] },
    { finalKappaUid: "q499" },
  );
time("statuses of every quest", (run) => states(run).byUid.size);
time("statuses + map counts + trader progress + items to keep", (run) => {
  const s = states(run);
  const counts = activeQuestsPerMap(s, true);
  return (
    Object.keys(counts).length +
    progressByTrader(s).length +
    itemsToKeep(s, questItems, levels, new Set(["lvl1"])).length
  );
});
const neighbours = quests.map((q, i) => ({
  uid: q.uid,
  right: i % 10 === 9 ? null : `q${i + 1}`,
  bottom: q.require[0] ?? null,
}));
time("quest graph layout (neighbour fields)", () => layoutQuests(neighbours).size);
time("quest graph layout (prerequisite depth)", () => layoutByDepth(quests).size);

// the real quest graph: a Usec PvP character at level 30 with 40 % of its quests done, tracking on
const real = snapshotQuests();
const realPlayer = { ...base, gameMode: "PVP", gameEdition: "Standard", tradersStanding: { fence: 0.5 } };
const realVisible = real.filter((q) => questVisible(q, realPlayer));
const realDone = realVisible.filter(() => rng.chance(0.4)).map((q) => q.uid);
const collector = finalKappaUid(real);
console.log(
  `\nQuests: the real snapshot's ${real.length} quests (${realVisible.length} for this character), ${realDone.length} done, ${runs} runs.`,
);
const realStates = (run: number) =>
  questStates(
    real,
    {
      ...realPlayer,
      done: [...realDone, (realVisible[run % realVisible.length] as QuestNode).uid],
      selected: [],
    },
    { finalKappaUid: collector },
  );
time("real graph: statuses of every quest", (run) => realStates(run).byUid.size);
time("real graph: statuses + map counts + trader progress", (run) => {
  const s = realStates(run);
  return Object.keys(activeQuestsPerMap(s, true)).length + progressByTrader(s).length;
});
