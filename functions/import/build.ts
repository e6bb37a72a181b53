/** Intermediate model → Dataset rows (one import = one Dataset, written in one batch). */
import type { Dataset } from "../db/dataset";
import { createCtx } from "./context";
import { mapBarters, mapCrafts, mapHideout } from "./map-crafting";
import { mapItems } from "./map-items";
import { mapPresets } from "./map-presets";
import { mapQuests, questUids } from "./map-quests";
import { mapStory } from "./map-story";
import { mapMaps, mapTraders } from "./map-world";
import type { Upstream } from "./model";
import { buildReport, type ImportReport, ruMissing } from "./report";

export type BuildOptions = {
  /** Milliseconds. */
  now: number;
  /** url → uid of item rows already stored (keeps slugs unique). */
  existingUrls?: Map<string, string>;
  /** uids of item rows already stored (minimal rows never overwrite them). */
  existingUids?: Set<string>;
  /** Task game id → quest uid of quests already stored (links from recipes when no tasks are imported). */
  storedQuests?: Map<string, string>;
  /** Station game id → station uid of stations already stored (recipes when no hideout is imported). */
  storedStations?: Map<string, string>;
};

/** The Dataset tables an import fills (others stay empty). */
export type ImportedDataset = Omit<Dataset, "priceDaily" | "kv">;

/** The rows of one import and what it could not settle (ignored fields are added by the reader). */
export function buildImport(
  up: Upstream,
  opts: BuildOptions,
): { data: ImportedDataset; report: ImportReport } {
  const uids = questUids(up.tasks ?? []);
  const links = new Map([...(opts.storedQuests ?? []), ...uids]);
  const ctx = createCtx(up, links, opts.storedStations);
  const traders = mapTraders(ctx);
  const maps = mapMaps(ctx);
  // Recipes, quests and presets first: they register the item references that items must cover.
  const hideout = mapHideout(ctx);
  const crafts = mapCrafts(ctx);
  const barters = mapBarters(ctx);
  const quests = mapQuests(ctx, uids);
  const presets = mapPresets(ctx);
  const { gaps, ...items } = mapItems(ctx, {
    now: opts.now,
    existingUrls: opts.existingUrls ?? new Map(),
    existingUids: opts.existingUids ?? new Set(),
  });
  const storyChapters = mapStory(up.story);
  const data = { traders, maps, ...items, quests, ...hideout, crafts, barters, presets, storyChapters };
  const report = buildReport(ctx.unresolved, gaps, items.items);
  if (up.names.locale.ru.size > 0) report.ruMissing = ruMissing(data);
  return { data, report };
}

export function buildDataset(up: Upstream, opts: BuildOptions): ImportedDataset {
  return buildImport(up, opts).data;
}
