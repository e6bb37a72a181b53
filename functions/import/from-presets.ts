/**
 * Weapon presets → intermediate model: tarkov-dev's item_presets file (every preset, 2022) and
 * the default builds a live feed's guns carry (`properties.defaultPreset` with the build's
 * items in `containsItems`; the feed's other presets are only listed by id, without parts).
 */
import type { LiveItemsFile, PresetsFile } from "./item-schemas";
import type { UItem, UPreset } from "./model";
import { cleanText } from "./text";

/** Parts without the gun itself, counts summed per item (in the order first seen). */
function partsOf(gun: string, list: { item: string; count: number }[]): UPreset["parts"] {
  const counts = new Map<string, number>();
  for (const { item, count } of list) {
    if (item === gun || !(count > 0)) continue;
    counts.set(item, (counts.get(item) ?? 0) + count);
  }
  return [...counts].map(([item, count]) => ({ item, count }));
}

/** item_presets: id → { name, default, baseId (the gun), parts (the gun among them) }. */
export function filePresets(file: PresetsFile): UPreset[] {
  return Object.entries(file).map(([key, p]) => ({
    id: p.id || key,
    gun: p.baseId,
    name: cleanText(p.name),
    isDefault: p.default,
    parts: partsOf(
      p.baseId,
      p.parts.map((x) => ({ item: x.id, count: x.quantity })),
    ),
  }));
}

/**
 * The default build of each live-feed gun that names one and lists its items; unnamed (the
 * presets file names it, else the gun's short name stands in). `items` are the feed's mapped
 * items (names resolved).
 */
export function livePresets(file: LiveItemsFile, items: UItem[]): UPreset[] {
  const byId = new Map(items.map((i) => [i.id, i]));
  const out: UPreset[] = [];
  for (const [key, i] of Object.entries(file.document.data.items)) {
    const id = i.properties?.defaultPreset;
    const gun = i.id || key;
    const parts = partsOf(
      gun,
      (i.containsItems ?? []).map((c) => ({ item: c.item, count: c.count ?? 1 })),
    );
    if (!id || parts.length === 0) continue;
    const own = byId.get(gun);
    out.push({ id, gun, gunName: own?.shortName ?? own?.name, isDefault: true, parts });
  }
  return out;
}
