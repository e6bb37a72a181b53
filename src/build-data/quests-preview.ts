/**
 * The first quests of /progression/quests, read at build time from DATA_DB in the order the quest
 * list shows them (the engine's order, every filter off), so that the page's HTML lists them
 * before the island has its data. Only what is the same for every player: name, trader, maps and
 * the story chapters that unlock it; each player's statuses come with the island.
 */
import { cacheQuestRows } from "../../functions/db/queries/cache";
import { type QuestPreviewRow, questMeta } from "../components/progression/QuestRowHead";
import { filterQuests, NO_FILTERS } from "../components/progression/quest-filters";
import { questName } from "../components/progression/shown-name";
import { guestChar, statesOf } from "../stores/progression";
import { openBuildDb } from "./db";

/** Rows prerendered: more than a phone's screen and a desktop's. */
const PREVIEW_ROWS = 20;

/** The first quests in the page's language; `label` names a trader id or a map slug. */
export async function questsFirstRows(
  locale: string,
  label: (id: string) => string,
  storyLinks: Record<string, { uid: string; name: string }[]>,
): Promise<QuestPreviewRow[]> {
  const quests = await cacheQuestRows(openBuildDb() as never);
  const byUid = new Map(quests.map((q) => [q.uid, q]));
  const states = statesOf(quests, guestChar());
  return filterQuests(states, NO_FILTERS)
    .slice(0, PREVIEW_ROWS)
    .map((q) => ({
      uid: q.uid,
      name: questName(byUid.get(q.uid), locale) ?? q.uid,
      meta: questMeta(q, label),
      story: storyLinks[q.uid] ?? [],
    }));
}
