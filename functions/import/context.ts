/** Id resolution shared by the mappers: upstream game ids → our uids and slugs. */
import { MAP_IDS, MAP_SLUGS, TRADER_IDS } from "./known-ids";
import type { Upstream } from "./model";

export type Ctx = {
  up: Upstream;
  /** Trader game id → our uid. */
  trader(id: string): string;
  /** Map game id → our slug. */
  map(id: string): string;
  /** Task game id → quest uid (undefined when the task is not in this import). */
  quest(id: string): string | undefined;
  /** Station game id → station uid. */
  station(id: string): string;
  /** Registers an item reference and returns its uid (the game id). */
  item(id: string): string;
  /** Every item id referenced so far. */
  referenced: Set<string>;
};

/** A uid from a free-form name: lowercase words joined by dashes ("BTR Driver" → "btr-driver"). */
export const dashed = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

export function createCtx(up: Upstream, questUids: Map<string, string>): Ctx {
  const traders = new Map<string, string>();
  for (const t of up.traders ?? []) traders.set(t.id, t.normalizedName);
  const maps = new Map<string, string>();
  for (const m of up.maps ?? []) maps.set(m.id, m.normalizedName);
  const stations = new Map<string, string>();
  for (const s of up.stations ?? []) stations.set(s.id, s.normalizedName);
  const referenced = new Set<string>();
  return {
    up,
    trader: (id) => {
      const known = traders.get(id) ?? TRADER_IDS[id];
      if (known) return known;
      const name = up.names.traders.get(id);
      return name ? dashed(name) : id;
    },
    map: (id) => {
      const normalized = maps.get(id) ?? MAP_IDS[id];
      return normalized ? (MAP_SLUGS[normalized] ?? normalized) : id;
    },
    quest: (id) => questUids.get(id),
    station: (id) => {
      const known = stations.get(id);
      if (known) return known;
      const name = up.names.stations.get(id);
      return name ? dashed(name) : id;
    },
    item: (id) => {
      referenced.add(id);
      return id;
    },
    referenced,
  };
}
