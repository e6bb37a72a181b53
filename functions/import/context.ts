/** Id resolution shared by the mappers: upstream game ids → our uids and slugs. */
import { MAP_IDS, MAP_SLUGS, TRADER_IDS } from "./known-ids";
import type { Upstream } from "./model";

/** A reference the import could not resolve: what it names and which record refers to it. */
export type Unresolved = { kind: "item" | "map" | "quest" | "trader" | "station"; id: string; from: string };

export type Ctx = {
  up: Upstream;
  /** Names the record being mapped ("quest first-steps"): the referrer of what is resolved next. */
  at(record: string): void;
  /** Trader game id → our uid. */
  trader(id: string): string;
  /** Map game id → our slug; undefined (and reported) when no source knows the map. */
  map(id: string): string | undefined;
  /** Task game id → quest uid (undefined when the task is not in this import). */
  quest(id: string): string | undefined;
  /** Station game id → station uid. */
  station(id: string): string;
  /** Registers an item reference and returns its uid (the game id). */
  item(id: string): string;
  /** Every item id referenced so far → the records referring to it. */
  referenced: Map<string, Set<string>>;
  /** Map, quest, trader and station references not resolved (items are checked with the items). */
  unresolved: Unresolved[];
  /** Records a reference that could not be resolved. */
  miss(kind: Unresolved["kind"], id: string): void;
};

/** A uid from a free-form name: lowercase words joined by dashes ("BTR Driver" → "btr-driver"). */
export const dashed = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

/** `storedStations`: station game id → uid of stations already stored, for imports without the hideout. */
export function createCtx(
  up: Upstream,
  questUids: Map<string, string>,
  storedStations: Map<string, string> = new Map(),
): Ctx {
  const traders = new Map<string, string>();
  for (const t of up.traders ?? []) traders.set(t.id, t.normalizedName);
  const maps = new Map<string, string>();
  for (const m of up.maps ?? []) maps.set(m.id, m.normalizedName);
  const stations = new Map(storedStations);
  for (const s of up.stations ?? []) stations.set(s.id, s.normalizedName);
  const referenced = new Map<string, Set<string>>();
  const unresolved = new Map<string, Unresolved>();
  let from = "";
  const miss = (kind: Unresolved["kind"], id: string) => {
    const key = `${kind}\u0000${id}\u0000${from}`;
    if (!unresolved.has(key)) unresolved.set(key, { kind, id, from });
  };
  return {
    up,
    at: (record) => {
      from = record;
    },
    trader: (id) => {
      const known = traders.get(id) ?? TRADER_IDS[id];
      if (known) return known;
      const name = up.names.traders.get(id);
      if (name) return dashed(name);
      miss("trader", id);
      return id;
    },
    map: (id) => {
      const normalized = maps.get(id) ?? MAP_IDS[id];
      if (normalized) return MAP_SLUGS[normalized] ?? normalized;
      // an unknown map is reported and left out: never shown by its raw id
      miss("map", id);
      return undefined;
    },
    quest: (id) => {
      const uid = questUids.get(id);
      if (uid === undefined) miss("quest", id);
      return uid;
    },
    station: (id) => {
      const known = stations.get(id);
      if (known) return known;
      const name = up.names.stations.get(id);
      if (name) return dashed(name);
      miss("station", id);
      return id;
    },
    item: (id) => {
      const refs = referenced.get(id) ?? new Set<string>();
      refs.add(from);
      referenced.set(id, refs);
      return id;
    },
    referenced,
    get unresolved() {
      return [...unresolved.values()];
    },
    miss,
  };
}
