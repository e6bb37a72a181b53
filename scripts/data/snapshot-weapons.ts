/**
 * The committed snapshot's guns, mods and presets as the loadout rules see them
 * (src/domain/loadout.ts), for their tests and benchmark. Node only.
 */
import type { GunDef, PartDef, PartLookup } from "../../src/domain/loadout";
import { readTable, SNAPSHOT_DIR } from "./snapshot";

export type SnapshotWeapons = {
  lookup: PartLookup;
  guns: GunDef[];
  presets: { uid: string; name: string; gun: string; parts: string[]; isDefault: boolean }[];
};

/** Every item with weapon or mod stats, and every gun's preset (rounds left out of its parts). */
export function snapshotWeapons(dir = SNAPSHOT_DIR): SnapshotWeapons {
  const parts = new Map<string, PartDef>();
  const guns: GunDef[] = [];
  const ammo = new Set<string>();
  for (const i of readTable("items", dir)) {
    if ((i.types ?? []).includes("ammo")) ammo.add(i.uid);
    const p = i.props;
    if (!p) continue;
    const part: PartDef = {
      id: i.uid,
      name: i.name,
      ergonomics: p.ergonomics ?? 0,
      recoil: p.recoil ?? 0,
      weight: i.weight ?? null,
      slots: p.slots ?? [],
      conflicts: p.conflicts ?? [],
      conflictSlots: p.conflictSlots ?? [],
    };
    if (typeof p.recoilVertical === "number") {
      const gun: GunDef = {
        ...part,
        recoilVertical: p.recoilVertical,
        recoilHorizontal: p.recoilHorizontal ?? 0,
        caliber: p.caliber ?? null,
      };
      guns.push(gun);
      parts.set(i.uid, gun);
    } else parts.set(i.uid, part);
  }
  const isGun = new Set(guns.map((g) => g.id));
  // presets of guns (the data also has presets of helmets and night-vision mounts)
  const presets = readTable("presets", dir)
    .filter((p) => isGun.has(p.gunUid))
    .map((p) => ({
      uid: p.uid,
      name: p.name,
      gun: p.gunUid,
      isDefault: p.isDefault ?? false,
      parts: p.parts.map((x) => x.item).filter((id) => !ammo.has(id)),
    }));
  return { lookup: (id) => parts.get(id), guns, presets };
}
