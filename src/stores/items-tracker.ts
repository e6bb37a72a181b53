import { atom, computed } from "nanostores";
import { adjustFound, filterNeeds, type NeedFilter, trackerRows } from "../domain/items-found";
import { $itemsToKeep, $progressionChar, $progressionSource, changeProgression } from "./progression";

/** The items tracker is Pro (docs/product.md §6): only a Pro character's found counts change. */
export const $itemsTrackerEditable = computed($progressionSource, (source) => source === "pro");

/** Still-needed items with the active character's found counts. */
export const $trackerRows = computed([$itemsToKeep, $progressionChar], (toKeep, char) =>
  toKeep && char ? trackerRows(toKeep, char.itemsFound) : null,
);

/** The needs tables' filters (items to keep and the items tracker share them on a page). */
export const $needFilter = atom<NeedFilter>({ stillNeeded: false, firOnly: false });

export function setNeedFilter(patch: Partial<NeedFilter>): void {
  $needFilter.set({ ...$needFilter.get(), ...patch });
}

/** The rows the filters keep. */
export const $shownNeeds = computed([$trackerRows, $needFilter], (rows, filter) =>
  rows ? filterNeeds(rows, filter) : null,
);

/** Adds (or with a negative delta, removes) found items; false when the tracker is not editable. */
export function changeFound(item: string, delta: number): boolean {
  const char = $progressionChar.get();
  if (!char || !$itemsTrackerEditable.get()) return false;
  // the change, not the new count: items found in two tabs at once both count
  const change = (adjustFound(char.itemsFound, item, delta)[item] ?? 0) - (char.itemsFound[item] ?? 0);
  if (change !== 0) changeProgression({ itemsFoundAdd: { [item]: change } });
  return true;
}
