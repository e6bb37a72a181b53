/**
 * Every item file's records of one item merged into one: per field, the newest source that
 * knows it wins (sources by their newest record; undated ones, such as item-props, last) and
 * older ones fill the gaps. Names rank apart: a live feed, then the dated item lists (GraphQL
 * answers, the current files) newest first, then items_en (undated, older than both), then the
 * 2022 files, then names seen in references and quest items.
 */

import type { ItemProps } from "../db/schema";
import { localeNames } from "./locale-names";
import type { ItemSource, NameBook, UItem, Upstream } from "./model";

/** Fields taken whole from the newest source that has them. */
const WHOLE = [
  "normalizedName",
  "basePrice",
  "weight",
  "types",
  "caliber",
  "wikiUrl",
  "iconUrl",
  "imageUrl",
] as const;
type Whole = (typeof WHOLE)[number];

export type MergedItem = Pick<UItem, Whole> & {
  id: string;
  /** Whether an item file has the item (else it is only referenced or named). */
  inItemFile: boolean;
  name?: string;
  shortName?: string;
  categories?: string[];
  /** The game handbook's category id. */
  handbookCategory?: string;
  width?: number;
  height?: number;
  props?: ItemProps;
};

/** Newest first; a tie keeps the reading order. */
const byDate = (sources: ItemSource[]) => [...sources].sort((a, b) => b.asOf - a.asOf);

function fill<K extends Whole>(m: Pick<UItem, Whole>, i: UItem, k: K) {
  if (m[k] === undefined && i[k] !== undefined) m[k] = i[k];
}

function mergeProps(newer: ItemProps | undefined, older: ItemProps | undefined): ItemProps | undefined {
  if (!newer) return older;
  if (!older) return newer;
  return { ...older, ...Object.fromEntries(Object.entries(newer).filter(([, v]) => v !== undefined)) };
}

function categoriesOf(i: UItem, names: NameBook): string[] | undefined {
  if (i.categories?.length) return i.categories;
  const name = i.categoryId ? names.categories.get(i.categoryId) : undefined;
  return name ? [name] : undefined;
}

/** The merged item of every id an item file has or `extra` names (referenced ids). */
export function mergeItems(up: Upstream, extra: Iterable<string> = []): Map<string, MergedItem> {
  const sources = byDate(up.items ?? []);
  const referenced = [...extra];
  const out = new Map<string, MergedItem>();
  const get = (id: string, inItemFile: boolean) => {
    const m = out.get(id) ?? { id, inItemFile };
    m.inItemFile ||= inItemFile;
    out.set(id, m);
    return m;
  };
  const own = new Set(sources.flatMap((src) => (src.enrichOnly ? [] : src.items.map((i) => i.id))));
  for (const id of referenced) own.add(id);
  for (const src of sources) {
    for (const i of src.items) {
      if (src.enrichOnly && !own.has(i.id)) continue;
      const m = get(i.id, !src.enrichOnly);
      for (const k of WHOLE) fill(m, i, k);
      m.categories ??= categoriesOf(i, up.names);
      m.handbookCategory ??= i.handbookCategory;
      if (m.width === undefined && i.width !== undefined && i.height !== undefined) {
        m.width = i.width;
        m.height = i.height;
      }
      m.props = mergeProps(m.props, i.props);
    }
  }
  for (const id of referenced) get(id, false);
  gunSizes(out, sources);
  handbookCategories(out);
  nameAll(out, sources, up.names);
  return out;
}

/** Share of a handbook category's categorised items that must agree before their category is lent. */
const HANDBOOK_AGREEMENT = 0.95;
/** Fewest categorised items a handbook category needs before its category is lent. */
const HANDBOOK_QUORUM = 3;

/**
 * An item no source categorises takes the category of the items that share its handbook
 * category, when they agree on one (95 % of at least three): Labyrinth's keys are mechanical
 * keys, the game's handbook puts them with the other keys. Where the handbook's group mixes
 * categories (its "Valuables" holds jewelry and figurines) the item stays uncategorised.
 */
function handbookCategories(items: Map<string, MergedItem>) {
  const votes = new Map<string, Map<string, { n: number; path: string[] }>>();
  for (const m of items.values()) {
    if (!m.handbookCategory || !m.categories?.length) continue;
    const group = votes.get(m.handbookCategory) ?? new Map();
    const key = m.categories.join("\u0000");
    const vote = group.get(key) ?? { n: 0, path: m.categories };
    vote.n++;
    group.set(key, vote);
    votes.set(m.handbookCategory, group);
  }
  const lent = new Map<string, string[]>();
  for (const [hb, group] of votes) {
    const all = [...group.values()];
    const total = all.reduce((n, v) => n + v.n, 0);
    const best = all.sort((a, b) => b.n - a.n)[0];
    if (best && total >= HANDBOOK_QUORUM && best.n / total >= HANDBOOK_AGREEMENT) lent.set(hb, best.path);
  }
  for (const m of items.values()) {
    if (m.categories?.length || !m.handbookCategory) continue;
    const path = lent.get(m.handbookCategory);
    if (path) m.categories = path;
  }
}

/**
 * A gun's stash size is the size of its default build, as the game shows it. The 2025–26 lists
 * give the bare gun's size instead: a gun takes its size from the other files (the live feed's
 * default size, the 2022 data), else none (unknown), never the bare gun's.
 */
function gunSizes(items: Map<string, MergedItem>, sources: ItemSource[]) {
  const older = sources.filter((src) => src.kind !== "current").map(recordsById);
  for (const m of items.values()) {
    if (!m.types?.includes("gun")) continue;
    m.width = undefined;
    m.height = undefined;
    for (const records of older) {
      const i = records.get(m.id);
      if (i?.width !== undefined && i.height !== undefined) {
        m.width = i.width;
        m.height = i.height;
        break;
      }
    }
  }
}

/** Names and short names by their own ranking (see the module comment). */
function nameAll(items: Map<string, MergedItem>, sources: ItemSource[], names: NameBook) {
  const live = sources.filter((s) => s.kind === "live");
  // dated item lists of today's game (GraphQL answers, the current files), newest first
  const dated = sources.filter((s) => s.kind === "graphql" || s.kind === "current");
  const old = sources.filter((s) => s.kind === "legacy" || s.kind === "props");
  const ranked: Map<string, { name?: string; shortName?: string }>[] = [
    ...live.map(recordsById),
    ...dated.map(recordsById),
    names.itemsEn,
    // the game's English locale (2025-08): before the 2022 files, some of whose names are Russian
    englishLocale(items, names),
    ...old.map(recordsById),
    names.items,
    names.questItems,
  ];
  for (const m of items.values()) {
    for (const book of ranked) {
      const n = book.get(m.id);
      m.name ??= n?.name;
      m.shortName ??= n?.shortName;
    }
  }
}

function englishLocale(items: Map<string, MergedItem>, names: NameBook) {
  const en = localeNames(names, "en");
  const out = new Map<string, { name?: string; shortName?: string }>();
  if (names.locale.en.size === 0) return out;
  for (const id of items.keys()) {
    const name = en.item(id);
    const shortName = en.itemShort(id);
    if (name) out.set(id, { name, ...(shortName ? { shortName } : {}) });
  }
  return out;
}

function recordsById(src: ItemSource): Map<string, UItem> {
  return new Map(src.items.map((i) => [i.id, i]));
}
