/**
 * Weapon presets → Dataset rows. Per preset the newest source that has it gives its gun,
 * parts and default flag; a name comes from any source that names it (the live feed's default
 * builds are unnamed), else the gun's short name. A gun has one default build: the newest
 * source's. The gun and every part are item references (unknown ones are reported).
 */
import type { Dataset } from "../db/dataset";
import type { Ctx } from "./context";
import type { UPreset } from "./model";

/** The name of a default build no source names and whose gun has no known short name. */
const DEFAULT_NAME = "Default";

export function mapPresets(ctx: Ctx): Dataset["presets"] {
  const sources = [...(ctx.up.presets ?? [])].sort((a, b) => b.asOf - a.asOf);
  const merged = new Map<string, UPreset>();
  /** Gun → its default preset, by the newest source that names one. */
  const defaults = new Map<string, string>();
  for (const src of sources) {
    const named = new Map<string, string>();
    for (const p of src.presets) {
      const m = merged.get(p.id);
      if (m) {
        m.name ??= p.name;
        m.gunName ??= p.gunName;
        continue;
      }
      const taken = defaults.get(p.gun);
      merged.set(p.id, { ...p, isDefault: p.isDefault && (taken === undefined || taken === p.id) });
      if (p.isDefault && taken === undefined) named.set(p.gun, p.id);
    }
    for (const [gun, id] of named) defaults.set(gun, id);
  }
  const rows: Dataset["presets"] = [];
  for (const p of [...merged.values()].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))) {
    ctx.at(`preset ${p.id}`);
    rows.push({
      uid: p.id,
      bsgId: p.id,
      gunUid: ctx.item(p.gun),
      name: p.name ?? p.gunName ?? ctx.up.names.itemsEn.get(p.gun)?.shortName ?? DEFAULT_NAME,
      nameL10n: { ru: "" },
      isDefault: p.isDefault,
      parts: p.parts.map((x) => ({ item: ctx.item(x.item), ...(x.count > 1 ? { count: x.count } : {}) })),
    });
  }
  return rows;
}
