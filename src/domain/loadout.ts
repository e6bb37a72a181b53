/**
 * Weapon builds (docs/product.md §3 Loadout): a gun and a tree of slot path → item, for example
 * `mod_scope/mod_mount_000` → a mount inside the scope slot. The rules here are pure: which slots
 * a build shows, whether it is valid (required slots filled, no conflicting parts), and its stats
 * (ergonomics = gun + Σ mods; recoil = gun × (1 + Σ mod recoil % / 100), never below 1 % of the
 * gun's; weight = Σ).
 */
import { packId, unpackId } from "./compact-id";
import { type LoyaltyRule, traderReachable, UNKNOWN_LEVEL } from "./price-resolution";

export type SlotDef = {
  /** The slot's own id (conflicting slot ids of other parts name it). */
  id: string;
  /** The slot's name id, for example `mod_pistol_grip`: the step of a path. */
  name: string;
  required: boolean;
  allowed: readonly string[];
};

/** A gun or a mod as the builder needs it. */
export type PartDef = {
  id: string;
  name: string;
  /** A gun's base ergonomics, or a mod's ergonomics change. */
  ergonomics: number;
  /** A mod's recoil change in percent (−7 = −7 %); 0 for guns. */
  recoil: number;
  /** Kilograms, or null when unknown. */
  weight: number | null;
  slots: readonly SlotDef[];
  /** Item ids that may not be installed together with this part. */
  conflicts: readonly string[];
  /** Slot ids that must stay empty while this part is installed. */
  conflictSlots: readonly string[];
};

export type GunDef = PartDef & { recoilVertical: number; recoilHorizontal: number; caliber: string | null };

/** A build: the gun, its parts by slot path, and the ammo (an item id), when chosen. */
export type Build = { gun: string; parts: Readonly<Record<string, string>>; ammo?: string | null };

export type PartLookup = (id: string) => PartDef | undefined;

/** How deep a slot path may go (the real data's deepest build has 7 levels). */
export const MAX_DEPTH = 10;
/** How many parts a build may hold. */
export const MAX_PARTS = 80;

export type SlotNode = {
  path: string;
  depth: number;
  slot: SlotDef;
  /** The part in this slot, or null when the slot is empty. */
  part: PartDef | null;
};

const join = (parent: string, name: string) => (parent ? `${parent}/${name}` : name);

/**
 * The slots a build shows, depth first: the gun's slots, and under each installed part its own
 * slots. Entries of `parts` under an empty slot, or of an item the slot does not allow, are not
 * installed (the item is left out; `checkBuild` names it).
 */
export function slotTree(build: Build, lookup: PartLookup): SlotNode[] {
  const gun = lookup(build.gun);
  const out: SlotNode[] = [];
  if (!gun) return out;
  const walk = (part: PartDef, parent: string, depth: number) => {
    if (depth > MAX_DEPTH) return;
    for (const slot of part.slots) {
      const path = join(parent, slot.name);
      const id = build.parts[path];
      const child = id && slot.allowed.includes(id) ? (lookup(id) ?? null) : null;
      out.push({ path, depth, slot, part: child });
      if (child) walk(child, path, depth + 1);
    }
  };
  walk(gun, "", 1);
  return out;
}

/** The installed parts of a build with their paths. */
export const installedParts = (build: Build, lookup: PartLookup) =>
  slotTree(build, lookup).flatMap((n) => (n.part ? [{ path: n.path, part: n.part, slot: n.slot }] : []));

/**
 * The build with `id` in the slot at `path` (null empties it). Whatever was installed under that
 * slot goes with the part it belonged to.
 */
export function setPart(build: Build, path: string, id: string | null): Build {
  const parts: Record<string, string> = {};
  for (const [p, item] of Object.entries(build.parts)) {
    if (p === path || p.startsWith(`${path}/`)) continue;
    parts[p] = item;
  }
  if (id) parts[path] = id;
  return { ...build, parts };
}

export type PlacedPart = { path: string; id: string; name: string };
export type Conflict = { a: PlacedPart; b: PlacedPart };
export type BuildCheck = {
  /** Required slots left empty. */
  missing: { path: string; slot: string }[];
  /** Entries that are not installed: unknown ids, items the slot does not allow, or under an empty slot. */
  rejected: { path: string; id: string }[];
  /** Pairs of installed parts that may not be together, each pair once. */
  conflicts: Conflict[];
};

/**
 * Whether a build is valid: every required slot of the installed parts is filled, every entry is
 * installed, and no installed part's conflicting items or conflicting slot ids meet the build.
 */
export function checkBuild(build: Build, lookup: PartLookup): BuildCheck {
  const tree = slotTree(build, lookup);
  const missing = tree
    .filter((n) => n.slot.required && !n.part)
    .map((n) => ({ path: n.path, slot: n.slot.name }));
  const installedPaths = new Set(tree.filter((n) => n.part).map((n) => n.path));
  const rejected = Object.entries(build.parts)
    .filter(([path]) => !installedPaths.has(path))
    .map(([path, id]) => ({ path, id }));
  const placed = tree.flatMap((n) => (n.part ? [{ node: n, part: n.part }] : []));
  const conflicts: Conflict[] = [];
  const seen = new Set<string>();
  const add = (x: (typeof placed)[number], y: (typeof placed)[number]) => {
    const key = [x.node.path, y.node.path].sort().join("|");
    if (seen.has(key)) return;
    seen.add(key);
    const as = (p: (typeof placed)[number]): PlacedPart => ({
      path: p.node.path,
      id: p.part.id,
      name: p.part.name,
    });
    conflicts.push({ a: as(x), b: as(y) });
  };
  for (const x of placed) {
    for (const y of placed) {
      if (x === y) continue;
      if (x.part.conflicts.includes(y.part.id) || x.part.conflictSlots.includes(y.node.slot.id)) add(x, y);
    }
  }
  return { missing, rejected, conflicts };
}

/** True when a build has no missing slot, no rejected entry and no conflict. */
export const isValid = (check: BuildCheck) =>
  check.missing.length === 0 && check.rejected.length === 0 && check.conflicts.length === 0;

export type BuildStats = {
  ergonomics: number;
  recoilVertical: number;
  recoilHorizontal: number;
  /** Kilograms, or null when a part's weight is unknown. */
  weight: number | null;
  /** The sum of the mods' recoil changes, in percent. */
  recoilPercent: number;
};

/** The recoil multiplier of a sum of mod recoil percents: never below 1 %. */
export const recoilFactor = (percent: number) => Math.max(0.01, 1 + percent / 100);

/**
 * A build's stats from its installed parts.
 * @example gun 50 ergo, 100/300 recoil; a grip +5 ergo −10 % → 55 ergo, 90/270
 */
export function buildStats(build: Build, lookup: PartLookup): BuildStats | null {
  const gun = lookup(build.gun) as GunDef | undefined;
  if (!gun || typeof gun.recoilVertical !== "number") return null;
  let ergonomics = gun.ergonomics;
  let recoilPercent = 0;
  let weight: number | null = gun.weight;
  for (const { part } of installedParts(build, lookup)) {
    ergonomics += part.ergonomics;
    recoilPercent += part.recoil;
    weight = weight === null || part.weight === null ? null : weight + part.weight;
  }
  const factor = recoilFactor(recoilPercent);
  return {
    ergonomics,
    recoilVertical: gun.recoilVertical * factor,
    recoilHorizontal: gun.recoilHorizontal * factor,
    weight,
    recoilPercent,
  };
}

/** What putting `id` (or nothing) into the slot at `path` would change, stat by stat. */
export function statChange(build: Build, lookup: PartLookup, path: string, id: string | null) {
  const before = buildStats(build, lookup);
  const after = buildStats(setPart(build, path, id), lookup);
  if (!before || !after) return null;
  return {
    ergonomics: after.ergonomics - before.ergonomics,
    recoilVertical: after.recoilVertical - before.recoilVertical,
    recoilHorizontal: after.recoilHorizontal - before.recoilHorizontal,
    weight: after.weight === null || before.weight === null ? null : after.weight - before.weight,
  };
}

/**
 * Two builds are the same when they have the same gun and the same parts in the same slots
 * (docs/product.md §5: "Exact same loadout already published"); the order of entries does not matter.
 */
export function buildKey(build: Build): string {
  // paths are keys: never equal
  const parts = Object.entries(build.parts).sort(([a], [b]) => (a < b ? -1 : 1));
  return `${build.gun};${parts.map(([p, id]) => `${p}=${id}`).join(";")}`;
}

/** A part's price and where it comes from, or null when no reachable source has it. */
export type PartPrice = { price: number; source: string } | null;

/**
 * The build's price: the sum of each installed part's price (and the gun's), and the parts with
 * no price, which make the total incomplete (shown as such, never counted as 0).
 */
export function buildPrice(build: Build, lookup: PartLookup, priceOf: (id: string) => PartPrice) {
  const ids = [build.gun, ...installedParts(build, lookup).map((p) => p.part.id)];
  let total = 0;
  const unpriced: string[] = [];
  for (const id of ids) {
    const p = priceOf(id);
    if (p) total += p.price;
    else unpriced.push(id);
  }
  return { total, unpriced };
}

/**
 * A build as URL text (the share link works without an account): the gun, then each
 * `path.item`, then `@ammo`, joined by "~", ids packed (src/domain/compact-id.ts).
 * @example encodeBuild({ gun: "5447a9cd4bdc2dbd208b4567", parts: { mod_stock: "5649be884bdc2d79388b4577" } })
 * // "VEepzUvcLb0gi0Vn~mod_stock.Vkm-iEvcLXk4i0V3"
 */
export function encodeBuild(build: Build): string {
  const parts = Object.entries(build.parts)
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([path, id]) => `${path}.${packId(id)}`);
  return [packId(build.gun), ...parts, ...(build.ammo ? [`@${packId(build.ammo)}`] : [])].join("~");
}

const PATH = /^[A-Za-z0-9_]+(\/[A-Za-z0-9_]+)*$/;

/** The build `encodeBuild` wrote, or null for text that is not one (too deep, too many parts, bad paths). */
export function decodeBuild(text: string): Build | null {
  const [gun, ...rest] = text.split("~");
  if (!gun) return null;
  const parts: Record<string, string> = {};
  let ammo: string | null = null;
  for (const entry of rest) {
    if (entry.startsWith("@")) {
      ammo = unpackId(entry.slice(1));
      continue;
    }
    const dot = entry.lastIndexOf(".");
    const path = entry.slice(0, dot);
    if (dot < 1 || !PATH.test(path) || path.split("/").length > MAX_DEPTH) return null;
    parts[path] = unpackId(entry.slice(dot + 1));
  }
  if (Object.keys(parts).length > MAX_PARTS) return null;
  return { gun: unpackId(gun), parts, ammo };
}

/** Steps the preset placement may take before it settles for what it has. */
const PLACE_BUDGET = 50_000;

/**
 * A build from a flat list of part ids (a preset's parts): every part goes into a slot that
 * allows it, searching the ways to place them (depth first from the gun) for one that places the
 * most. Returns the build and the ids no slot took.
 */
export function placeParts(gun: string, ids: readonly string[], lookup: PartLookup, budget = PLACE_BUDGET) {
  let steps = 0;
  type Result = { parts: Record<string, string>; left: string[] };
  // the best placement of `left` into `slots[i…]` of one part (and everything under them)
  const fill = (
    slots: readonly SlotDef[],
    i: number,
    parent: string,
    depth: number,
    left: string[],
  ): Result => {
    const slot = slots[i];
    if (!slot || left.length === 0 || depth > MAX_DEPTH) return { parts: {}, left };
    const path = join(parent, slot.name);
    let best = fill(slots, i + 1, parent, depth, left);
    for (const id of new Set(left.filter((x) => slot.allowed.includes(x)))) {
      if (++steps > budget && best.left.length < left.length) break;
      const rest = [...left];
      rest.splice(rest.indexOf(id), 1);
      const child = lookup(id);
      const inner = child ? fill(child.slots, 0, path, depth + 1, rest) : { parts: {}, left: rest };
      const after = fill(slots, i + 1, parent, depth, inner.left);
      if (after.left.length < best.left.length)
        best = { parts: { [path]: id, ...inner.parts, ...after.parts }, left: after.left };
      if (best.left.length === 0) break;
    }
    return best;
  };
  const g = lookup(gun);
  const { parts, left } = g ? fill(g.slots, 0, "", 1, [...ids]) : { parts: {}, left: [...ids] };
  return { build: { gun, parts } as Build, unplaced: left };
}

export type BuyOffer = { vendor: string; level: number | null; priceRUB: number };

/**
 * The cheapest place the user can buy a part: the flea market (when it has a price), or a trader
 * whose offer the user reaches by the calculators' own rule (traderReachable: the loyalty level,
 * and an offer of unknown level, UNKNOWN_LEVEL, only where the settings count those).
 * @example cheapestSource(30_000, [{ vendor: "prapor", level: 2, priceRUB: 25_000 }], loyaltyRuleOf({ tradersLL: { prapor: 1 } }))
 * // { price: 30_000, source: "flea" }
 */
export function cheapestSource(
  flea: number | null,
  offers: readonly BuyOffer[],
  rule: LoyaltyRule,
): { price: number; source: string; level?: number } | null {
  let best: { price: number; source: string; level?: number } | null =
    flea !== null && flea > 0 ? { price: flea, source: "flea" } : null;
  for (const o of offers) {
    const level = o.level ?? UNKNOWN_LEVEL;
    if (!traderReachable(rule, o.vendor, level) || o.priceRUB <= 0) continue;
    if (!best || o.priceRUB < best.price) best = { price: o.priceRUB, source: o.vendor, level };
  }
  return best;
}
