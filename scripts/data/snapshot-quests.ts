/**
 * The committed snapshot's quests as the client's cache holds them, with lookups by name, for
 * the quest engine's tests and benchmark. Node only.
 */
import { type CacheQuest, cacheQuestSchema } from "../../src/contracts/cache";
import { readTable, SNAPSHOT_DIR } from "./snapshot";

const read = new Map<string, CacheQuest[]>();

/** Every quest of the snapshot, checked against the cache contract (read once per folder). */
export function snapshotQuests(dir = SNAPSHOT_DIR): CacheQuest[] {
  const known = read.get(dir);
  if (known) return known;
  const quests = cacheQuestSchema.array().parse(readTable("quests", dir));
  read.set(dir, quests);
  return quests;
}

/** The uid of the quest with this English name; throws when there is none or several. */
export function questUid(quests: readonly CacheQuest[], name: string): string {
  const found = quests.filter((q) => q.name === name);
  if (found.length !== 1) throw new Error(`${found.length} quests named ${name}`);
  return (found[0] as CacheQuest).uid;
}

/** Every quest a quest needs done first, however far back (require and requireOr, all of them). */
export function prerequisitesOf(quests: readonly CacheQuest[], uid: string): Set<string> {
  const byUid = new Map(quests.map((q) => [q.uid, q]));
  const out = new Set<string>();
  const stack = [uid];
  while (stack.length > 0) {
    const q = byUid.get(stack.pop() as string);
    for (const r of [...(q?.require ?? []), ...(q?.requireOr ?? [])]) {
      if (!out.has(r)) {
        out.add(r);
        stack.push(r);
      }
    }
  }
  return out;
}
