/**
 * zod schema of TarkovTracker's data overlay (tarkov-data-overlay, dist/overlay.json): its
 * corrections of tarkov.dev's tasks and its game editions. Fields read are checked; the parts
 * this importer does not apply yet (added tasks and crafts, perks, locales)
 * are typed unknown so they are not reported as new fields.
 */
import { z } from "zod";
import { id, num } from "./schema-parts";

const known = z.unknown().optional();
const ref = z.object({ id, name: z.string().optional(), shortName: known });

/** One task's corrections: each field given replaces the upstream's. */
export const overlayTask = z.object({
  disabled: z.boolean().optional(),
  name: z.string().optional(),
  minPlayerLevel: num.optional(),
  experience: num.optional(),
  wikiLink: z.string().optional(),
  traderRequirements: z
    .array(
      z.object({
        id: known,
        requirementType: z.string(),
        compareMethod: z.string().optional(),
        trader: ref,
        value: num,
      }),
    )
    .optional(),
  taskRequirements: z.array(z.object({ task: ref, status: z.array(z.string()) })).optional(),
  objectives: z
    .record(
      z.string(),
      z.object({
        count: num.optional(),
        description: z.string().optional(),
        foundInRaid: z.boolean().optional(),
        maps: z.array(ref).optional(),
        zones: known,
        zoneNames: known,
        exitStatus: known,
        usingWeapon: known,
      }),
    )
    .optional(),
  finishRewards: z
    .object({
      traderStanding: z.array(z.object({ trader: ref, standing: num })).optional(),
      items: z.array(z.object({ count: num, item: ref })).optional(),
    })
    .optional(),
});
export type OverlayTask = z.infer<typeof overlayTask>;

/** One objective of a story chapter; `sourceQuestId` is missing where the data does not know its quest. */
const storyObjective = z.object({
  id: z.string(),
  type: z.string(),
  description: z.string(),
  sourceQuestId: id.optional(),
  notes: z.string().optional(),
  mutuallyExclusiveWith: z.array(z.string()).optional(),
  endingId: known,
});

/** A Tarkov 1.0 story chapter. */
export const overlayStoryChapter = z.object({
  id: z.string(),
  name: z.string(),
  normalizedName: known,
  wikiLink: z.string().optional(),
  order: num,
  chapterQuestId: id,
  autoStart: known,
  chapterRequirements: z.array(z.object({ id: z.string(), name: known })),
  activation: z.object({ summary: z.string() }).optional(),
  description: z.string(),
  notes: z.string().nullable().optional(),
  objectives: z.array(storyObjective),
  rewards: z.object({ description: z.string() }).nullable().optional(),
  mapUnlocks: known,
  traderUnlocks: known,
  questUnlocks: z.array(ref).optional(),
});
export type OverlayStoryChapter = z.infer<typeof overlayStoryChapter>;

export const overlayFile = z.object({
  $meta: z.object({ version: z.string().optional(), generated: z.string().optional(), sha256: known }),
  tasks: z.record(id, overlayTask),
  /** Corrections that hold in one mode only ("regular" is PvP). */
  modes: z.record(z.string(), z.object({ tasks: z.record(id, overlayTask).optional(), prestige: known })),
  editions: z.record(
    z.string(),
    z.object({
      id: z.string(),
      value: known,
      title: z.string(),
      defaultStashLevel: num,
      defaultCultistCircleLevel: num,
      traderRepBonus: z.record(z.string(), num),
      exclusiveTaskIds: z.array(id).optional(),
      excludedTaskIds: z.array(id).optional(),
    }),
  ),
  tasksAdd: known,
  craftsAdd: known,
  itemsAdd: known,
  seasonalPerks: known,
  storyChapters: z.record(z.string(), overlayStoryChapter).optional(),
  locales: known,
});
export type OverlayFile = z.infer<typeof overlayFile>;
