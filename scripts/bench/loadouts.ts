/**
 * Loadout rules on the committed snapshot's real guns (data/snapshot): for the gun with the
 * largest slot tree, a build with every slot filled (the first part each slot takes, depth-capped)
 * and the time to compute its tree, check and stats; then the time one change takes (set a part,
 * recompute the tree, conflicts and stats), as the builder does per click. p50/p95 over the runs.
 * Node, not Chromium.
 *
 *   tsx scripts/bench/loadouts.ts [runs=500]
 */
import {
  type Build,
  buildStats,
  checkBuild,
  type GunDef,
  MAX_DEPTH,
  type PartLookup,
  setPart,
  slotTree,
} from "../../src/domain/loadout";
import { snapshotWeapons } from "../data/snapshot-weapons";
import { percentile } from "./stats";

const runs = Number(process.argv[2] ?? 500);
const { lookup, guns } = snapshotWeapons();

/** Every slot filled with the first part it takes that the data describes, down to the depth cap. */
function fullBuild(gun: GunDef, parts: PartLookup): Build {
  let build: Build = { gun: gun.id, parts: {} };
  for (let depth = 0; depth < MAX_DEPTH; depth++) {
    let added = false;
    for (const node of slotTree(build, parts)) {
      if (node.part) continue;
      const id = node.slot.allowed.find((x) => parts(x));
      if (!id) continue;
      build = setPart(build, node.path, id);
      added = true;
    }
    if (!added) break;
  }
  return build;
}

const time = (fn: () => void) => {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    fn();
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  return `p50 ${percentile(times, 50).toFixed(3)} ms, p95 ${percentile(times, 95).toFixed(3)} ms`;
};

const sized = guns.map((g) => ({ gun: g, build: fullBuild(g, lookup) }));
sized.sort((a, b) => Object.keys(b.build.parts).length - Object.keys(a.build.parts).length);
const largest = sized[0];
if (!largest) throw new Error("no guns in the snapshot");
const { gun, build } = largest;
const tree = slotTree(build, lookup);
const check = checkBuild(build, lookup);
console.log(
  `largest tree: ${gun.name}, ${Object.keys(build.parts).length} parts in ${tree.length} slots, ${Math.max(...tree.map((n) => n.depth))} levels deep, ${check.conflicts.length} conflicts`,
);
console.log(
  `full build (tree, check, stats), ${runs} runs: ${time(() => {
    slotTree(build, lookup);
    checkBuild(build, lookup);
    buildStats(build, lookup);
  })}`,
);
// one change: the first slot's part swapped for another it takes, everything recomputed
const first = tree.find((n) => n.slot.allowed.filter((x) => lookup(x)).length > 1);
const other = first?.slot.allowed.filter((x) => lookup(x))[1] ?? null;
console.log(
  `one change (set a part, tree, check, stats) on that build: ${time(() => {
    const next = first ? setPart(build, first.path, other) : build;
    slotTree(next, lookup);
    checkBuild(next, lookup);
    buildStats(next, lookup);
  })} (target ≤ 1 ms)`,
);
