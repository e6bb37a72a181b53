/**
 * Recognises upstream files by name and shape, validates them with zod (a bad file is
 * rejected with the path of its first bad field) and folds them into one `Upstream`.
 * Feed sources win over GraphQL ones for the same entity; GraphQL names still resolve the
 * feed's translation keys. Language files (the game's locale/ru.json, the feed's `<name>_ru`
 * files) add up into the name book's locale tables.
 */
import { z } from "zod";

const zObject = z.object;

import {
  type FlatPricesFile,
  flatPricesFile,
  type HandbookFile,
  handbookFile,
  type SellForFile,
  type SeriesFile,
  type SizesFile,
  sellForFile,
  seriesFile,
  sizesFile,
  type WeightsFile,
  weightsFile,
} from "./current-schemas";
import { extraFields } from "./extra-fields";
import {
  feedBartersFile,
  feedCraftsFile,
  feedHideoutFile,
  feedTasksFile,
  feedTradersFile,
} from "./feed-schemas";
import {
  dateOfName,
  flatPriceItems,
  handbookItems,
  sellForItems,
  sizeItems,
  weightItems,
} from "./from-current";
import { feedBarters, feedCrafts, feedHideout, feedTasks, feedTraders } from "./from-feed";
import { gqlBarters, gqlCrafts, gqlItems, gqlMaps, gqlStations, gqlTasks, gqlTraders } from "./from-graphql";
import { legacyItems, liveItems, propsItems } from "./from-items";
import { applyOverlay } from "./from-overlay";
import { filePresets, livePresets } from "./from-presets";
import { readSeries } from "./from-series";
import { GQL_LISTS, type GqlKey, itemsEnFile } from "./graphql-schemas";
import {
  type LegacyItemsFile,
  type LiveItemsFile,
  legacyItemsFile,
  liveItemsFile,
  type PresetsFile,
  type PropsItemsFile,
  presetsFile,
  propsItemsFile,
} from "./item-schemas";
import {
  emptyNames,
  type ItemSource,
  type ItemSourceKind,
  type Mode,
  type PresetSource,
  type UItem,
  type Upstream,
  type UTask,
} from "./model";
import { type OverlayFile, overlayFile } from "./overlay-schema";
import { cleanText, isoMs } from "./text";
import { UpstreamFormatError } from "./upstream-error";

/** One upstream payload: its name (file path, URL) and parsed JSON. */
export type RawSource = { name: string; json: unknown };

export { UpstreamFormatError };

export type ReadOptions = {
  /** Explicit mode for sources that do not say theirs. */
  mode?: Mode;
  /** Milliseconds: the data's timestamp when a source has none. */
  now: number;
};

/** A field a source has that the importer does not know (ignored), once per file and path pattern. */
export type IgnoredField = { file: string; path: string };

/** What a data overlay corrected: tasks corrected, and the corrections it could not apply. */
export type OverlayReport = {
  file: string;
  corrected: number;
  skipped: string[];
  /** Recipes (craft and barter ids) only a disabled task unlocked: no player can unlock them, so they are left out. */
  dropped: string[];
};

export type ReadResult = {
  upstream: Upstream;
  used: string[];
  skipped: string[];
  ignored: IgnoredField[];
  overlays: OverlayReport[];
};

const FEED = {
  tasks: feedTasksFile,
  barters: feedBartersFile,
  crafts: feedCraftsFile,
  hideout: feedHideoutFile,
  traders: feedTradersFile,
} as const;
type FeedKey = keyof typeof FEED;

/** "data.tasks.5a27….objectives[3].count" from a zod issue path. */
export function formatPath(path: readonly PropertyKey[]): string {
  let out = "";
  for (const p of path) out += typeof p === "number" ? `[${p}]` : `${out ? "." : ""}${String(p)}`;
  return out || "(root)";
}

/**
 * Validates `json`; throws `<name>: <path>: <problem>` for the first bad field. Fields the
 * schema does not name are dropped and, with `ignored`, listed there once per path pattern.
 */
export function check<S extends z.ZodType>(
  schema: S,
  json: unknown,
  name: string,
  ignored?: IgnoredField[],
): z.infer<S> {
  const r = schema.safeParse(json);
  if (r.success) {
    if (ignored) for (const path of extraFields(schema, json)) ignored.push({ file: name, path });
    return r.data;
  }
  const issue = r.error.issues[0];
  const problem = issue ? issue.message.replace(/^Invalid input: /, "") : "invalid";
  throw new UpstreamFormatError(`${name}: ${formatPath(issue?.path ?? [])}: ${problem}`);
}

/** pve / pvp from a source name ("pve_tasks.json", ".../pve/items", "graphql_regular/…"), if it says. */
export function modeOfName(name: string): Mode | undefined {
  const n = name.toLowerCase();
  if (/(^|[/_.-])pve([/_.-]|$)/.test(n)) return "pve";
  if (/(^|[/_.-])(pvp|regular)([/_.-]|$)/.test(n)) return "pvp";
  return undefined;
}

/** "tasks" from "graphql_regular/pve_tasks.json" or ".../pve/tasks". */
function baseName(name: string): string {
  const last = name.split(/[/\\]/).pop() ?? name;
  return last
    .toLowerCase()
    .replace(/\?.*$/, "")
    .replace(/\.json$/, "")
    .replace(/^(pve|pvp|regular)[_-]/, "");
}

const isObject = (x: unknown): x is Record<string, unknown> =>
  typeof x === "object" && x !== null && !Array.isArray(x);

/** Which feed list a `{ data, translations }` file holds, by name then by shape. */
function feedKind(base: string, data: unknown): FeedKey | undefined {
  for (const k of Object.keys(FEED) as FeedKey[]) if (base === k || base.startsWith(`${k}_`)) return k;
  if (isObject(data) && "tasks" in data) return "tasks";
  if (Array.isArray(data)) {
    const first: unknown = data[0];
    if (isObject(first) && "offeredItem" in first) return "barters";
    if (isObject(first) && "productItem" in first) return "crafts";
  }
  if (isObject(data)) {
    const first: unknown = Object.values(data)[0];
    if (isObject(first) && "currency" in first) return "traders";
    if (isObject(first) && "levels" in first) return "hideout";
  }
  return undefined;
}

/** GraphQL list key of a bare array file, by name (and, for maps, by shape: tarkov-dev's map config is not one). */
function gqlKind(base: string, list: unknown[]): GqlKey | undefined {
  const first: unknown = list[0];
  if (base === "hideout" || base === "hideoutstations") return "hideoutStations";
  if (base === "maps")
    return isObject(first) && "normalizedName" in first && "id" in first ? "maps" : undefined;
  if (base.startsWith("items") && base !== "items_en") return "items";
  return (Object.keys(GQL_LISTS) as GqlKey[]).find((k) => k === base);
}

type Found =
  | { kind: "feed"; key: FeedKey; value: unknown }
  | { kind: "gql"; key: GqlKey; value: unknown[] }
  | { kind: "itemsEn"; value: z.infer<typeof itemsEnFile> }
  | { kind: "locale"; lang: "ru" | "en"; value: Record<string, string> }
  | { kind: "legacy"; value: LegacyItemsFile }
  | { kind: "props"; value: PropsItemsFile }
  | { kind: "live"; value: LiveItemsFile }
  | { kind: "presets"; value: PresetsFile }
  | { kind: "flatPrices"; value: FlatPricesFile }
  | { kind: "series"; value: SeriesFile }
  | { kind: "weights"; value: WeightsFile }
  | { kind: "sizes"; value: SizesFile }
  | { kind: "sellFor"; value: SellForFile }
  | { kind: "handbook"; value: HandbookFile }
  | { kind: "overlay"; value: OverlayFile };

/** The first record of an object keyed by id. */
const firstRecord = (json: Record<string, unknown>): unknown => Object.values(json)[0];

/** Reads every source into one Upstream; files of no supported shape are listed in `skipped`. */
export function readSources(sources: RawSource[], opts: ReadOptions): ReadResult {
  const up: Upstream = { names: emptyNames() };
  const used: string[] = [];
  const skipped: string[] = [];
  const ignored: IgnoredField[] = [];
  const feed: { key: FeedKey; value: unknown; name: string }[] = [];
  const gql: { key: GqlKey; value: unknown[]; name: string }[] = [];
  const itemFiles: { found: Found; name: string }[] = [];
  const overlayFiles: { value: OverlayFile; name: string }[] = [];
  for (const src of sources) {
    const found = recognise(src, ignored);
    (found.length ? used : skipped).push(src.name);
    for (const f of found) {
      if (f.kind === "feed") feed.push({ ...f, name: src.name });
      else if (f.kind === "gql") gql.push({ ...f, name: src.name });
      else if (f.kind === "locale") {
        // several files of a language add up (the feed's _ru files each hold their own keys)
        const table = up.names.locale[f.lang];
        for (const [key, text] of Object.entries(f.value)) table.set(key, text);
      } else if (f.kind === "itemsEn") {
        for (const [id, n] of Object.entries(f.value)) {
          const name = cleanText(n.name);
          const shortName = cleanText(n.shortName);
          if (name) up.names.itemsEn.set(id, { name, ...(shortName ? { shortName } : {}) });
        }
      } else if (f.kind === "series") {
        up.series = [...(up.series ?? []), readSeries(f.value, seriesMode(f.value, src.name), src.name)];
      } else if (f.kind === "overlay") {
        overlayFiles.push({ value: f.value, name: src.name });
        if (f.value.storyChapters) up.story = f.value.storyChapters;
      } else if (f.kind === "presets") {
        // undated (2022): any dated source's presets win
        addPresets(up, { name: src.name, asOf: 0, whole: true, presets: filePresets(f.value) });
      } else itemFiles.push({ found: f, name: src.name });
    }
  }
  // Live feeds first: their category table names the legacy records' category ids.
  itemFiles.sort((a, b) => Number(b.found.kind === "live") - Number(a.found.kind === "live"));
  for (const f of itemFiles) {
    const items = itemSource(up, f.found, f.name, opts);
    addItems(up, items);
    // What traders pay is the same in both modes: the PvP lists' offers price PvE too.
    if (items && (f.found.kind === "weights" || f.found.kind === "sellFor"))
      addItems(up, offersIn("pve", items));
    // a live feed's guns carry their default builds
    if (items && f.found.kind === "live") {
      const presets = livePresets(f.found.value, items.items);
      addPresets(up, { name: f.name, asOf: items.asOf, whole: false, presets });
    }
  }
  // GraphQL first: its names resolve the feed's keys; then feed lists replace GraphQL ones.
  const taskLists: TaskList[] = [];
  for (const g of gql) applyGql(up, g, opts, taskLists);
  for (const f of feed) applyFeed(up, f, taskLists);
  if (taskLists.length > 0) up.tasks = joinTaskLists(taskLists);
  // corrections apply to the tasks read with them (an overlay alone changes nothing)
  const overlays: OverlayReport[] = [];
  for (const o of overlayFiles) {
    if (!up.tasks) continue;
    const r = applyOverlay(up.tasks, o.value);
    up.tasks = r.tasks;
    const locked = (x: { id: string; taskUnlock: string | null }) =>
      x.taskUnlock !== null && r.disabled.has(x.taskUnlock);
    const dropped = [...(up.crafts ?? []), ...(up.barters ?? [])].filter(locked).map((x) => x.id);
    if (up.crafts) up.crafts = up.crafts.filter((x) => !locked(x));
    if (up.barters) up.barters = up.barters.filter((x) => !locked(x));
    overlays.push({ file: o.name, corrected: r.corrected, skipped: r.skipped, dropped });
  }
  return { upstream: up, used, skipped, ignored, overlays };
}

function addItems(up: Upstream, src: ItemSource | undefined) {
  if (src) up.items = [...(up.items ?? []), src];
}

function addPresets(up: Upstream, src: PresetSource) {
  if (src.presets.length > 0) up.presets = [...(up.presets ?? []), src];
}

/** Milliseconds of the newest record (0 when none is dated). */
const newest = (items: UItem[]) => items.reduce((m, i) => Math.max(m, i.updated ?? 0), 0);

function makeSource(kind: ItemSourceKind, mode: Mode, items: UItem[], name: string, now: number): ItemSource {
  return { name, kind, mode, asOf: newest(items), timestamp: now, items };
}

function itemSource(up: Upstream, f: Found, name: string, opts: ReadOptions): ItemSource | undefined {
  switch (f.kind) {
    case "live":
      return makeSource("live", priceMode(name, opts), liveItems(f.value, up.names), name, opts.now);
    // 2022 data of the regular game (PvE did not exist yet).
    case "legacy":
      return makeSource("legacy", "pvp", legacyItems(f.value), name, opts.now);
    case "props":
      return makeSource("props", "pvp", propsItems(f.value), name, opts.now);
    case "flatPrices": {
      const items = flatPriceItems(f.value, dateOfName(name) ?? opts.now);
      return { ...makeSource("current", priceMode(name, opts), items, name, opts.now), enrichOnly: true };
    }
    case "weights": {
      const items = weightItems(f.value, isoMs(f.value.time) ?? opts.now);
      return { ...makeSource("current", "pvp", items, name, opts.now), enrichOnly: true };
    }
    case "sizes":
      return makeSource("current", "pvp", sizeItems(f.value, dateOfName(name) ?? opts.now), name, opts.now);
    case "sellFor":
      return makeSource(
        "current",
        "pvp",
        sellForItems(f.value, dateOfName(name) ?? opts.now),
        name,
        opts.now,
      );
    case "handbook": {
      const items = handbookItems(f.value, dateOfName(name) ?? 0);
      return { ...makeSource("current", "pvp", items, name, opts.now), enrichOnly: true };
    }
    default:
      return undefined;
  }
}

/** The trader offers of an item source, as a source of another mode (nothing else of its items). */
function offersIn(mode: Mode, src: ItemSource): ItemSource {
  const items = src.items
    .filter((i) => i.offers.length > 0)
    .map((i) => ({
      id: i.id,
      hasPrices: false,
      flea: null,
      avg24h: null,
      low24h: null,
      high24h: null,
      offers: i.offers,
      ...(i.updated ? { updated: i.updated } : {}),
    }));
  return { ...src, mode, items };
}

/** A series file's mode: its own `mode` field ("regular" is PvP), which its name may not contradict. */
function seriesMode(file: SeriesFile, name: string): Mode {
  const own = modeOfName(`_${file.mode}_`);
  const named = modeOfName(name);
  if (!own) throw new UpstreamFormatError(`${name}: mode: expected regular, pvp or pve, got ${file.mode}`);
  if (named && named !== own)
    throw new UpstreamFormatError(`${name}: holds ${own} prices but is named ${named}`);
  return own;
}

const HEX_ID = /^[0-9a-f]{24}$/;

/** The game's global locale file (locale/ru.json, locale/en.json): key → text. */
const localeFile = z.record(z.string(), z.string());

/** Whether a source is one of the feed's Russian files ("regular/items_ru", "tasks_ru.json"). */
export const isRuFile = (name: string) => baseName(name).endsWith("_ru");

/**
 * The key → text table of a feed language file: its `lang` when it has one (the items file's
 * `{ document, lang }`, `{ data, translations, lang }`), else the file itself (a flat key → text
 * map, or a file of no shape read, which recognise() skips).
 */
export const localeTable = (json: unknown): unknown =>
  isObject(json) && isObject(json.lang) ? json.lang : json;

/** The current-world item files, by shape (see current-schemas.ts); empty when none. */
function recogniseCurrent(json: unknown, name: string, ignored: IgnoredField[]): Found[] {
  if (Array.isArray(json)) {
    const first: unknown = json[0];
    if (
      isObject(first) &&
      "id" in first &&
      "width" in first &&
      "avg24hPrice" in first &&
      !("__typename" in first)
    )
      return [{ kind: "sizes", value: check(sizesFile, json, name, ignored) }];
    return [];
  }
  if (!isObject(json)) return [];
  if (Array.isArray(json.dates) && isObject(json.prices))
    return [{ kind: "series", value: check(seriesFile, json, name, ignored) }];
  if (typeof json.time === "string" && Array.isArray(json.items))
    return [{ kind: "weights", value: check(weightsFile, json, name, ignored) }];
  if (Array.isArray(json.Items) && Array.isArray(json.Categories))
    return [{ kind: "handbook", value: check(handbookFile, json, name, ignored) }];
  const [key, first] = Object.entries(json)[0] ?? [];
  if (key && HEX_ID.test(key) && typeof first === "number")
    return [{ kind: "flatPrices", value: check(flatPricesFile, json, name, ignored) }];
  if (isObject(first) && "sellFor" in first && "id" in first)
    return [{ kind: "sellFor", value: check(sellForFile, json, name, ignored) }];
  return [];
}

/** Validates a source and returns what it holds (empty when it is not a supported file). */
function recognise(src: RawSource, ignored: IgnoredField[]): Found[] {
  const { name, json } = src;
  const base = baseName(name);
  if (isRuFile(name)) {
    // only a Russian file's key → text table is read (its data is the English file's again)
    const table = localeTable(json);
    return isObject(table) && typeof firstRecord(table) === "string"
      ? [{ kind: "locale", lang: "ru", value: check(localeFile, table, name, ignored) }]
      : [];
  }
  const current = recogniseCurrent(json, name, ignored);
  if (current.length) return current;
  const lang = /(^|[/\\])(ru|en)\.json$/i.exec(name)?.[2]?.toLowerCase();
  if ((lang === "ru" || lang === "en") && isObject(json))
    return [{ kind: "locale", lang, value: check(localeFile, json, name, ignored) }];
  if (isObject(json) && isObject(json.editions) && isObject(json.tasks) && isObject(json.$meta))
    return [{ kind: "overlay", value: check(overlayFile, json, name, ignored) }];
  if (
    isObject(json) &&
    isObject(json.document) &&
    isObject(json.document.data) &&
    "items" in json.document.data
  ) {
    return [{ kind: "live", value: check(liveItemsFile, json, name, ignored) }];
  }
  if (isObject(json) && "data" in json && "translations" in json) {
    if (isObject(json.data) && isObject(json.data.items)) {
      // The feed's items without a lang table: names stay keys (unknown) unless another file has them.
      const value = check(liveItemsFile.shape.document, json, name, ignored);
      return [{ kind: "live", value: { document: value } }];
    }
    const key = feedKind(base, json.data);
    return key ? [{ kind: "feed", key, value: check(FEED[key], json, name, ignored) }] : [];
  }
  if (isObject(json) && isObject(json.data)) {
    // A GraphQL response: one list per query key, validated in place so paths read data.<key>[i]….
    const out: Found[] = [];
    for (const raw of Object.keys(json.data)) {
      const key = (raw === "hideout" ? "hideoutStations" : raw) as GqlKey;
      if (!Object.hasOwn(GQL_LISTS, key)) continue;
      const envelope = zObject({ data: zObject({ [raw]: GQL_LISTS[key] }) });
      const parsed = check(envelope, json, name, ignored) as { data: Record<string, unknown[]> };
      out.push({ kind: "gql", key, value: parsed.data[raw] ?? [] });
    }
    return out;
  }
  if (Array.isArray(json)) {
    const key = gqlKind(base, json);
    return key ? [{ kind: "gql", key, value: check(GQL_LISTS[key], json, name, ignored) }] : [];
  }
  if (isObject(json)) {
    const first = firstRecord(json);
    if (isObject(first) && "baseId" in first && "parts" in first) {
      return [{ kind: "presets", value: check(presetsFile, json, name, ignored) }];
    }
    if (isObject(first) && "itemProperties" in first) {
      return [{ kind: "props", value: check(propsItemsFile, json, name, ignored) }];
    }
    if (isObject(first) && ("base_price" in first || "shortname" in first)) {
      return [{ kind: "legacy", value: check(legacyItemsFile, json, name, ignored) }];
    }
    if (base.startsWith("items_en")) {
      return [{ kind: "itemsEn", value: check(itemsEnFile, json, name, ignored) }];
    }
  }
  return [];
}

/** The mode of a priced source: its own (by name) or the explicit one; a contradiction is an error. */
function priceMode(name: string, opts: ReadOptions): Mode {
  const own = modeOfName(name);
  if (own && opts.mode && own !== opts.mode) {
    throw new UpstreamFormatError(`${name}: holds ${own} prices but mode ${opts.mode} was asked for`);
  }
  return own ?? opts.mode ?? "pvp";
}

/** One source's task list, with the mode its name says (if any). */
type TaskList = { mode: Mode | undefined; tasks: UTask[] };

/**
 * The tasks of every list read. One list is taken as it is. A feed list wins over a GraphQL one
 * for the same task; lists of both modes are joined, and a task only one mode's list has (the
 * PvE zone quests, their PvP zone twins) belongs to that mode when it does not say its own.
 */
function joinTaskLists(lists: TaskList[]): UTask[] {
  const modes = new Set(lists.map((l) => l.mode).filter((m) => m !== undefined));
  const byId = new Map<string, UTask>();
  // later lists (the feed's) replace earlier ones (GraphQL) for the same task
  for (const l of lists) for (const t of l.tasks) byId.set(t.id, t);
  if (modes.size < 2) return [...(lists.at(-1)?.tasks ?? [])];
  const inMode = (mode: Mode) =>
    new Set(lists.filter((l) => l.mode === mode).flatMap((l) => l.tasks.map((t) => t.id)));
  const pvp = inMode("pvp");
  const pve = inMode("pve");
  return [...byId.values()].map((t) => {
    if (t.gameModes.length > 0 || (pvp.has(t.id) && pve.has(t.id))) return t;
    return { ...t, gameModes: [pvp.has(t.id) ? "regular" : "pve"] };
  });
}

function applyGql(
  up: Upstream,
  g: { key: GqlKey; value: unknown[]; name: string },
  opts: ReadOptions,
  taskLists: TaskList[],
) {
  const n = up.names;
  // The lists were validated by GQL_LISTS[key] in recognise().
  const v = g.value as never;
  switch (g.key) {
    case "tasks":
      taskLists.push({ mode: modeOfName(g.name), tasks: gqlTasks(v, n) });
      break;
    case "barters":
      up.barters = gqlBarters(v, n);
      break;
    case "crafts":
      up.crafts = gqlCrafts(v, n);
      break;
    case "hideoutStations":
      up.stations = gqlStations(v, n);
      break;
    case "traders":
      up.traders = gqlTraders(v, n);
      break;
    case "maps":
      up.maps = gqlMaps(v);
      break;
    case "items":
      addItems(up, makeSource("graphql", priceMode(g.name, opts), gqlItems(v, n), g.name, opts.now));
      break;
  }
}

function applyFeed(up: Upstream, f: { key: FeedKey; value: unknown; name: string }, taskLists: TaskList[]) {
  const { key, value } = f;
  const n = up.names;
  // The files were validated by FEED[key] in recognise().
  const v = value as never;
  switch (key) {
    case "tasks":
      taskLists.push({ mode: modeOfName(f.name), tasks: feedTasks(v, n) });
      break;
    case "barters":
      up.barters = feedBarters(v);
      break;
    case "crafts":
      up.crafts = feedCrafts(v);
      break;
    case "hideout":
      up.stations = feedHideout(v);
      break;
    case "traders":
      up.traders = feedTraders(v);
      break;
  }
}
