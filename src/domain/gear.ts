/**
 * Gear loadouts (docs/product.md §1 "weapon and gear loadouts"): one item per gear slot. The rules here are
 * pure: which item category each slot takes, whether a set is valid (known items in slots that
 * take them, no conflicting items), its stats (weight, penalties, armour) and its price.
 * Unknown values stay unknown (null), never 0.
 */
import { packId, unpackId } from "./compact-id";
import { type BuyOffer, type Conflict, cheapestSource, type PartPrice } from "./loadout";
import type { LoyaltyRule } from "./price-resolution";

/** The gear slots, in the order the builder shows them. */
export const GEAR_SLOTS = [
  "headwear",
  "earpiece",
  "faceCover",
  "eyewear",
  "armor",
  "rig",
  "backpack",
  "armband",
] as const;
export type GearSlot = (typeof GEAR_SLOTS)[number];

/** The item category (the data's leaf category name) each slot takes. */
export const SLOT_CATEGORY: Readonly<Record<GearSlot, string>> = {
  headwear: "Headwear",
  earpiece: "Headphones",
  faceCover: "Face Cover",
  eyewear: "Vis. observ. device",
  armor: "Armor",
  rig: "Chest rig",
  backpack: "Backpack",
  armband: "Arm Band",
};

/** The slot that takes items of a category, or null. */
export function slotOfCategory(category: string | null | undefined): GearSlot | null {
  return GEAR_SLOTS.find((s) => SLOT_CATEGORY[s] === category) ?? null;
}

/** A wearable as the rules need it; null stats are unknown. */
export type GearItemDef = {
  id: string;
  name: string;
  slot: GearSlot;
  /** Kilograms. */
  weight: number | null;
  armorClass: number | null;
  durability: number | null;
  /** Movement speed change in percent (−7 = −7 %). */
  speedPenalty: number | null;
  /** Turning speed change in percent. */
  turnPenalty: number | null;
  /** Change to the carried weapon's ergonomics. */
  ergoPenalty: number | null;
  /** Item ids that may not be worn together with this item. */
  conflicts: readonly string[];
  /** A helmet that leaves no room for a headset. */
  blocksEarpiece: boolean;
};

export type GearLookup = (id: string) => GearItemDef | undefined;

/** A gear set: slot → item id. */
export type GearBuild = Readonly<Partial<Record<GearSlot, string>>>;

const own = (build: GearBuild, slot: GearSlot) => (Object.hasOwn(build, slot) ? build[slot] : undefined);

/** The worn items in slot order (ids the lookup does not know, or in the wrong slot, left out). */
export function wornItems(build: GearBuild, lookup: GearLookup): { slot: GearSlot; item: GearItemDef }[] {
  return GEAR_SLOTS.flatMap((slot) => {
    const id = own(build, slot);
    const item = id ? lookup(id) : undefined;
    return item && item.slot === slot ? [{ slot, item }] : [];
  });
}

export type GearCheck = {
  /** Entries that are not worn: an unknown id, or an item of another slot. */
  rejected: { slot: GearSlot; id: string; reason: "unknown" | "wrongSlot" }[];
  /** Pairs of worn items that may not be worn together, each pair once (paths are slot names). */
  conflicts: Conflict[];
};

/**
 * Whether a gear set is valid: every id known and in a slot that takes it, and no worn item
 * names another in its conflicts (either way), nor a helmet that blocks a headset with one.
 */
export function checkGear(build: GearBuild, lookup: GearLookup): GearCheck {
  const rejected: GearCheck["rejected"] = [];
  for (const slot of GEAR_SLOTS) {
    const id = own(build, slot);
    if (!id) continue;
    const item = lookup(id);
    if (!item) rejected.push({ slot, id, reason: "unknown" });
    else if (item.slot !== slot) rejected.push({ slot, id, reason: "wrongSlot" });
  }
  const worn = wornItems(build, lookup);
  const conflicts: Conflict[] = [];
  for (const [i, x] of worn.entries()) {
    for (const y of worn.slice(i + 1)) {
      const blocked =
        (x.item.blocksEarpiece && y.slot === "earpiece") || (y.item.blocksEarpiece && x.slot === "earpiece");
      if (x.item.conflicts.includes(y.item.id) || y.item.conflicts.includes(x.item.id) || blocked)
        conflicts.push({
          a: { path: x.slot, id: x.item.id, name: x.item.name },
          b: { path: y.slot, id: y.item.id, name: y.item.name },
        });
    }
  }
  return { rejected, conflicts };
}

export const isGearValid = (check: GearCheck) => check.rejected.length === 0 && check.conflicts.length === 0;

/** A sum over worn items and how many of them leave it unknown. */
export type PartialSum = { total: number; unknown: number };

export type GearStats = {
  /** Kilograms, or null when an item's weight is unknown. */
  weight: number | null;
  speedPenalty: PartialSum;
  turnPenalty: PartialSum;
  ergoPenalty: PartialSum;
  /** The armoured pieces worn: slot, class and durability (null when unknown). */
  armor: { slot: GearSlot; id: string; armorClass: number | null; durability: number | null }[];
  /** The best class of the body armour or rig, or null when neither has a known one. */
  bodyClass: number | null;
  /** The helmet's class, or null. */
  headClass: number | null;
};

/** The slots whose items can protect: their class shows as unknown when the data lacks the item. */
const ARMOURED_SLOTS: readonly GearSlot[] = ["headwear", "faceCover", "eyewear", "armor", "rig"];
const mayBeArmoured = (slot: GearSlot) => ARMOURED_SLOTS.includes(slot);

function partialSum(values: (number | null)[]): PartialSum {
  let total = 0;
  let unknown = 0;
  for (const v of values) {
    if (v === null) unknown++;
    else total += v;
  }
  return { total, unknown };
}

/**
 * A gear set's stats from its worn items.
 * @example a 4 kg class-5 helmet (−7 % speed) and a 1 kg backpack (unknown penalty) →
 * weight 5, speed { total: −7, unknown: 1 }, headClass 5
 */
export function gearStats(build: GearBuild, lookup: GearLookup): GearStats {
  const worn = wornItems(build, lookup);
  let weight: number | null = 0;
  for (const { item } of worn) weight = weight === null || item.weight === null ? null : weight + item.weight;
  // a known class; else "unknown" for body armour, and for pieces the 2022 data lacks (no
  // penalties known) in slots that can protect; a known unarmoured piece (a cap) is left out
  const armor = worn
    .filter(
      ({ slot, item }) =>
        item.armorClass !== null || slot === "armor" || (mayBeArmoured(slot) && item.speedPenalty === null),
    )
    .map(({ slot, item }) => ({
      slot,
      id: item.id,
      armorClass: item.armorClass,
      durability: item.durability,
    }));
  const classOf = (slots: GearSlot[]) => {
    const known = worn.filter((w) => slots.includes(w.slot) && w.item.armorClass !== null);
    return known.length ? Math.max(...known.map((w) => w.item.armorClass ?? 0)) : null;
  };
  return {
    weight,
    speedPenalty: partialSum(worn.map((w) => w.item.speedPenalty)),
    turnPenalty: partialSum(worn.map((w) => w.item.turnPenalty)),
    ergoPenalty: partialSum(worn.map((w) => w.item.ergoPenalty)),
    armor,
    bodyClass: classOf(["armor", "rig"]),
    headClass: classOf(["headwear"]),
  };
}

/**
 * The set's price: the sum of each worn item's price, and the items with no price, which make
 * the total incomplete (shown as such, never counted as 0).
 */
export function gearPrice(build: GearBuild, lookup: GearLookup, priceOf: (id: string) => PartPrice) {
  let total = 0;
  let priced = 0;
  const unpriced: string[] = [];
  for (const { item } of wornItems(build, lookup)) {
    const p = priceOf(item.id);
    if (p) {
      total += p.price;
      priced++;
    } else unpriced.push(item.id);
  }
  return { total, priced, unpriced };
}

/** An item's cheapest reachable price (flea or a trader the user reaches, as every buy price). */
export const gearItemPrice = (
  item: { flea: number | null; offers: readonly BuyOffer[] },
  rule: LoyaltyRule,
) => cheapestSource(item.flea, item.offers, rule);

/**
 * Two gear sets are the same when they have the same items in the same slots (docs/product.md §5: "Exact
 * same loadout already published"). The key never equals a weapon build's (it starts with "gear;").
 */
export function gearKey(build: GearBuild): string {
  return `gear;${GEAR_SLOTS.flatMap((s) => {
    const id = own(build, s);
    return id ? [`${s}=${id}`] : [];
  }).join(";")}`;
}

/** The set with `id` in `slot` (null empties it). */
export function setGear(build: GearBuild, slot: GearSlot, id: string | null): GearBuild {
  const next: Partial<Record<GearSlot, string>> = {};
  for (const s of GEAR_SLOTS) {
    const v = s === slot ? id : own(build, s);
    if (v) next[s] = v;
  }
  return next;
}

/**
 * A gear set as URL text (a share link): `slot.packedId` entries joined by "~", in slot order.
 * @example encodeGear({ backpack: "5ab8ee7786f7742d8f33f0b9" }) // "backpack.Wrjud4b3dC2PM_C5"
 */
export function encodeGear(build: GearBuild): string {
  return GEAR_SLOTS.flatMap((s) => {
    const id = own(build, s);
    return id ? [`${s}.${packId(id)}`] : [];
  }).join("~");
}

/** The set `encodeGear` wrote, or null for text that is not one (an unknown slot, a slot twice). */
export function decodeGear(text: string): GearBuild | null {
  const out: Partial<Record<GearSlot, string>> = {};
  if (!text) return out;
  for (const entry of text.split("~")) {
    const dot = entry.indexOf(".");
    const slot = GEAR_SLOTS.find((s) => s === entry.slice(0, dot));
    if (dot < 1 || !slot || Object.hasOwn(out, slot)) return null;
    const id = unpackId(entry.slice(dot + 1));
    if (!id) return null;
    out[slot] = id;
  }
  return out;
}
