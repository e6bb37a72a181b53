/** What an import could not settle, for the CLI to print and `--strict` to refuse. */
import type { Dataset } from "../db/dataset";
import type { Unresolved } from "./context";
import type { ItemGaps } from "./map-items";
import type { IgnoredField, OverlayReport } from "./sources";

export type UnresolvedKind = Unresolved["kind"];

export type ImportReport = {
  /** References no source resolves, by kind: each id with the records that refer to it. */
  unresolved: Partial<Record<UnresolvedKind, { id: string; from: string[] }[]>>;
  /** Item rows of an item file written with their id for a name (no source names them). */
  unnamed: string[];
  /** Fields of the sources the importer does not know (ignored), once per file and path pattern. */
  ignored: IgnoredField[];
  /** Item rows that lack a value (unknown, stored as null). */
  itemsLacking: { weight: number; size: number; basePrice: number; category: number };
  /**
   * Rows written without a Russian name, per kind, when a Russian locale was read (they show the
   * English one); a row that kept its stored Russian name (./keep-ru.ts) is not counted.
   */
  ruMissing?: Record<string, number>;
  /** Data overlays applied to the tasks. */
  overlays?: OverlayReport[];
};

/** The rows of each kind without a Russian name (the pages show their English one). */
export function ruMissing(
  data: Pick<Dataset, "items" | "quests" | "traders" | "hideoutStations" | "maps">,
): Record<string, number> {
  const missing = (rows: { nameL10n: { ru: string } }[]) => rows.filter((r) => !r.nameL10n.ru).length;
  return {
    items: missing(data.items),
    itemShortNames: data.items.filter((r) => !r.shortNameL10n?.ru).length,
    quests: missing(data.quests),
    objectives: data.quests.flatMap((q) => q.objectives).filter((o) => !o.textRu).length,
    traders: missing(data.traders),
    stations: missing(data.hideoutStations),
    maps: missing(data.maps),
  };
}

/** Whether anything remains that `--strict` refuses: unresolved references or unnamed items. */
export const hasGaps = (r: ImportReport) =>
  r.unnamed.length > 0 || Object.values(r.unresolved).some((list) => list.length > 0);

export function buildReport(
  misses: Unresolved[],
  gaps: ItemGaps,
  items: Dataset["items"],
  ignored: IgnoredField[] = [],
): ImportReport {
  const unresolved: ImportReport["unresolved"] = {};
  const byKey = new Map<string, { id: string; from: string[] }>();
  for (const m of [...misses, ...gaps.unknown]) {
    const key = `${m.kind}\u0000${m.id}`;
    let entry = byKey.get(key);
    if (!entry) {
      entry = { id: m.id, from: [] };
      byKey.set(key, entry);
      const list = unresolved[m.kind] ?? [];
      list.push(entry);
      unresolved[m.kind] = list;
    }
    if (!entry.from.includes(m.from)) entry.from.push(m.from);
  }
  const count = (f: (i: Dataset["items"][number]) => boolean) => items.filter(f).length;
  return {
    unresolved,
    unnamed: gaps.unnamed,
    ignored,
    itemsLacking: {
      weight: count((i) => i.weight === null || i.weight === undefined),
      size: count((i) => i.width === null || i.width === undefined),
      basePrice: count((i) => i.basePrice === null || i.basePrice === undefined),
      category: count((i) => i.category === null || i.category === undefined),
    },
  };
}
