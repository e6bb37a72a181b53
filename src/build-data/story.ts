/**
 * Build-time story chapters for /progression/story (src/domain/story.ts): every chapter in order,
 * and the names of the regular quests the chapters unlock. Small (ten chapters), passed to the island.
 */
import * as s from "../../functions/db/schema";
import type { StoryChapter } from "../domain/story";
import { type BuildDb, openBuildDb } from "./db";
import type { StoryData } from "./types";

export async function loadStory(db: BuildDb): Promise<StoryData> {
  const [rows, quests] = await Promise.all([db.select().from(s.storyChapters), db.select().from(s.quests)]);
  const chapters: StoryChapter[] = rows.sort((a, b) => a.order - b.order).map(({ steps: _steps, ...c }) => c);
  const wanted = new Set(chapters.flatMap((c) => c.unlocksQuests));
  const questNames: StoryData["questNames"] = {};
  for (const q of quests)
    for (const id of [q.bsgId, ...q.bsgIds])
      if (id && wanted.has(id)) questNames[id] = { name: q.name, ruName: q.nameL10n.ru || null };
  return { chapters, questNames };
}

let cached: Promise<StoryData> | undefined;

/** The story chapters of DATA_DB, loaded once per build. */
export function buildStory(): Promise<StoryData> {
  cached ??= loadStory(openBuildDb());
  return cached;
}

/**
 * The story chapters that unlock each regular quest, by the quest's uid: what the quest list links
 * to /progression/story from.
 */
export async function storyLinksByQuest(): Promise<Record<string, { uid: string; name: string }[]>> {
  const [{ chapters }, quests] = await Promise.all([buildStory(), openBuildDb().select().from(s.quests)]);
  const links: Record<string, { uid: string; name: string }[]> = {};
  for (const q of quests) {
    const ids = new Set([q.bsgId, ...q.bsgIds]);
    const by = chapters.filter((c) => c.unlocksQuests.some((id) => ids.has(id)));
    if (by.length > 0) links[q.uid] = by.map((c) => ({ uid: c.uid, name: c.name }));
  }
  return links;
}
