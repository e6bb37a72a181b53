/**
 * The map's category toggles (docs/product.md §3 categories), remembered per user: a Pro user's choice is
 * saved with the character (feature_maps, one flag per category, so it follows them to another
 * device); everyone's last choice is also kept in this browser.
 */
import { useStore } from "@nanostores/react";
import { useMemo, useState } from "react";
import { allCategoriesShown, MAP_CATEGORIES, type MapCategory } from "../../domain/map-markers";
import { updateUser } from "../../stores/user";
import { $user } from "../../stores/user-state";

const KEY = "tm_map_categories";
type Shown = Record<MapCategory, boolean>;

const readLocal = (): Partial<Shown> => {
  try {
    return JSON.parse(localStorage.getItem(KEY) ?? "{}") as Partial<Shown>;
  } catch {
    return {};
  }
};

/** The saved flags of the categories among a character's feature_maps. */
export function savedCategories(featureMaps: Readonly<Record<string, boolean>> | undefined): Partial<Shown> {
  const out: Partial<Shown> = {};
  for (const c of MAP_CATEGORIES) if (typeof featureMaps?.[c] === "boolean") out[c] = featureMaps[c];
  return out;
}

export function useMapCategories(): [Shown, (c: MapCategory) => void] {
  const user = useStore($user);
  const [local, setLocal] = useState<Partial<Shown>>(readLocal);
  const pro = user?.pro === true;
  const featureMaps = user?.feature_maps;
  const shown = useMemo(
    () => ({
      ...allCategoriesShown(),
      ...local,
      ...(pro ? savedCategories(featureMaps) : {}),
    }),
    [local, pro, featureMaps],
  );
  const toggle = (c: MapCategory) => {
    const next = { ...shown, [c]: !shown[c] };
    setLocal(next);
    try {
      localStorage.setItem(KEY, JSON.stringify(next));
    } catch {
      // storage disabled: the choice lasts for this page
    }
    if (user?.pro) updateUser({ feature_maps: { [c]: next[c] } });
  };
  return [shown, toggle];
}
