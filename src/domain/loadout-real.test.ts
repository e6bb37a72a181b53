import { describe, expect, it } from "vitest";
import { snapshotWeapons } from "../../scripts/data/snapshot-weapons";
import {
  buildStats,
  checkBuild,
  decodeBuild,
  encodeBuild,
  type GunDef,
  installedParts,
  placeParts,
  recoilFactor,
  slotTree,
} from "./loadout";

// The loadout rules on the committed snapshot's real guns, mods and presets (data/snapshot).
const { lookup, guns, presets } = snapshotWeapons();

describe("real weapons data", () => {
  it("has the guns and presets the builder offers", () => {
    expect(guns.length).toBeGreaterThanOrEqual(100);
    expect(presets.length).toBeGreaterThanOrEqual(170);
    expect(guns.find((g) => g.name.startsWith("Colt M4A1"))?.slots.map((s) => s.name)).toContain(
      "mod_magazine",
    );
  });

  it("rebuilds every preset from its parts: each part finds its slot, and the build is valid", () => {
    const problems: string[] = [];
    const gaps: string[] = [];
    for (const p of presets) {
      const { build, unplaced } = placeParts(p.gun, p.parts, lookup);
      const check = checkBuild(build, lookup);
      const name = `${p.name} (${p.uid})`;
      // a part no slot of the build allows in the modding data (the 2022 slot lists, or a part
      // newer than them) cannot be placed; one that some slot allows must be
      const slots = slotTree(build, lookup).map((n) => n.slot);
      const placeable = unplaced.filter((id) => slots.some((sl) => sl.allowed.includes(id)));
      if (placeable.length > 0) problems.push(`${name}: ${placeable.join(", ")} without a slot`);
      if (unplaced.length > 0) gaps.push(p.name);
      if (check.rejected.length > 0) problems.push(`${name}: rejected ${check.rejected.map((r) => r.path)}`);
      if (check.conflicts.length > 0)
        problems.push(`${name}: ${check.conflicts.map((c) => `${c.a.name} × ${c.b.name}`).join(", ")}`);
    }
    expect(problems).toEqual([]);
    // the source's own gaps: AKM T-OPS's DLOC-IRD mount fits none of its 2022 slots, and the live
    // feed's M4A1 default has a 2026 handguard the 2022 slot lists do not know
    expect(gaps.sort()).toEqual(["AKM T-OPS", "M4A1"]);
  });

  it("every preset's stats follow the rules: ergonomics add up, recoil scales, weights add up", () => {
    for (const p of presets) {
      const { build } = placeParts(p.gun, p.parts, lookup);
      const gun = lookup(p.gun) as GunDef;
      const parts = installedParts(build, lookup).map((x) => x.part);
      const stats = buildStats(build, lookup);
      expect(stats, p.name).not.toBeNull();
      if (!stats) continue;
      const percent = parts.reduce((s, x) => s + x.recoil, 0);
      expect(stats.ergonomics, p.name).toBeCloseTo(
        gun.ergonomics + parts.reduce((s, x) => s + x.ergonomics, 0),
        6,
      );
      expect(stats.recoilVertical, p.name).toBeCloseTo(gun.recoilVertical * recoilFactor(percent), 6);
      expect(stats.recoilHorizontal, p.name).toBeCloseTo(gun.recoilHorizontal * recoilFactor(percent), 6);
      if (stats.weight !== null && gun.weight !== null)
        expect(stats.weight, p.name).toBeCloseTo(
          gun.weight + parts.reduce((s, x) => s + (x.weight ?? 0), 0),
          6,
        );
      // a mod lowers recoil: no preset ends above its bare gun, nor below the 1 % floor
      expect(stats.recoilVertical, p.name).toBeLessThanOrEqual(
        gun.recoilVertical * (1 + Math.max(0, percent) / 100) + 1e-9,
      );
      expect(stats.recoilVertical, p.name).toBeGreaterThanOrEqual(gun.recoilVertical * 0.01);
    }
  });

  it("a default preset's share link reads back to the same build and stats", () => {
    for (const p of presets.filter((x) => x.isDefault)) {
      const { build } = placeParts(p.gun, p.parts, lookup);
      const back = decodeBuild(encodeBuild(build));
      expect(back?.parts, p.name).toEqual(build.parts);
      expect(buildStats(back ?? build, lookup), p.name).toEqual(buildStats(build, lookup));
    }
  });

  it("the slot tree of every gun stays within the depth cap", () => {
    for (const p of presets) {
      const { build } = placeParts(p.gun, p.parts, lookup);
      expect(Math.max(...slotTree(build, lookup).map((n) => n.depth)), p.name).toBeLessThanOrEqual(10);
    }
  });
});
