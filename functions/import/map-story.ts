/**
 * The data overlay's story chapters → Dataset rows (src/domain/story.ts). An objective whose quest
 * the data does not name belongs to the chapter's own quest, so that chapter is one step.
 */

import { chapterSteps, type StoryObjective } from "../../src/domain/story";
import type { Dataset } from "../db/dataset";
import type { OverlayStoryChapter } from "./overlay-schema";

export function mapStory(
  chapters: Record<string, OverlayStoryChapter> | undefined,
): Dataset["storyChapters"] {
  return Object.values(chapters ?? {})
    .sort((a, b) => a.order - b.order)
    .map((c) => {
      const objectives: StoryObjective[] = c.objectives.map((o) => ({
        id: o.id,
        text: o.description.trim(),
        optional: o.type === "optional",
        quest: o.sourceQuestId ?? c.chapterQuestId,
        note: o.notes?.trim() || null,
        exclusiveWith: o.mutuallyExclusiveWith ?? [],
      }));
      return {
        uid: c.id,
        order: c.order,
        name: c.name.trim(),
        description: c.description.trim(),
        activation: c.activation?.summary.trim() || null,
        notes: c.notes?.trim() || null,
        rewards: c.rewards?.description.trim() || null,
        requires: c.chapterRequirements.map((r) => r.id),
        quest: c.chapterQuestId,
        objectives,
        steps: chapterSteps({ objectives }),
        unlocksQuests: (c.questUnlocks ?? []).map((q) => q.id),
        wikiUrl: c.wikiLink ?? null,
      };
    });
}
