/**
 * The committed snapshot's quests as the client's cache holds them, with lookups by name, for
 * the quest engine's tests and benchmark. Node only.
 */
import { type CacheQuest, cacheQuestSchema } from "../../src/contracts/cache";
import { z } from "../../src/contracts/zod-mini";
import { readTable, SNAPSHOT_DIR } from "./snapshot";

const read = new Map<string, CacheQuest[]>();

/** Every quest of the snapshot, checked against the cache contract (read once per folder). */
export function snapshotQuests(dir = SNAPSHOT_DIR): CacheQuest[] {
  const known = read.get(dir);
  if (known) return known;
  const quests = z.array(cacheQuestSchema).parse(readTable("quests", dir));
  read.set(dir, quests);
  return quests;
}

/** The uid of the quest with this English name; throws when there is none or several. */
export function questUid(quests: readonly CacheQuest[], name: string): string {
  const found = quests.filter((q) => q.name === name);
  if (found.length !== 1) throw new Error(`${found.length} quests named ${name}`);
  return (found[0] as CacheQuest).uid;
}
