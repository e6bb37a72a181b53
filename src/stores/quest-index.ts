import type { CacheQuest } from "../contracts/cache";

/**
 * The quests by uid and by each of their game ids (`bsgIds`, then `bsgId`). Imports only a type,
 * so that the page's early script (data-worker.ts) can index the quests the worker sends as text.
 */
export function indexQuests(quests: readonly CacheQuest[]): {
  byUid: Record<string, CacheQuest>;
  byBsgId: Record<string, CacheQuest>;
} {
  const byUid: Record<string, CacheQuest> = {};
  const byBsgId: Record<string, CacheQuest> = {};
  for (const q of quests) {
    byUid[q.uid] = q;
    for (const id of q.bsgIds) byBsgId[id] = q;
    if (q.bsgId) byBsgId[q.bsgId] = q;
  }
  return { byUid, byBsgId };
}
