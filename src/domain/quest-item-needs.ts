/**
 * The items a quest needs from the player, one rule for the item page, items-to-keep and the
 * dashboard. Per item of the quest's required objectives (optional ones are skipped: the quest
 * completes without them):
 * - hand-overs, placements and marks use the items up, so their counts add up;
 * - a find objective is the same items as a hand-over of that item ("find 3 in raid, hand over 3"),
 *   so the quest needs the larger of the used-up count and the find count;
 * - found in raid when any objective for the item asks for it (a "Find in raid" objective, or
 *   the objective's own flag).
 * Objectives of other kinds (kill, reach, modify a weapon…) need no items kept.
 */
export type NeedObjective = {
  type: string;
  item?: string;
  count?: number;
  fir?: boolean;
  optional?: boolean;
};

export type QuestItemNeed = { item: string; count: number; fir: boolean };

const USED_UP = new Set(["HandOver", "Place", "Mark"]);
const FIND = new Set(["Find", "Find in raid"]);

/** Items needed by one quest's objectives, in the order they first appear. */
export function questItemNeeds(objectives: readonly NeedObjective[]): QuestItemNeed[] {
  const per = new Map<string, { used: number; find: number; fir: boolean }>();
  for (const o of objectives) {
    if (!o.item || o.optional || !(USED_UP.has(o.type) || FIND.has(o.type))) continue;
    const row = per.get(o.item) ?? { used: 0, find: 0, fir: false };
    const count = Math.max(0, o.count ?? 1);
    if (USED_UP.has(o.type)) row.used += count;
    else row.find += count;
    row.fir ||= o.fir === true || o.type === "Find in raid";
    per.set(o.item, row);
  }
  return [...per]
    .map(([item, r]) => ({ item, count: Math.max(r.used, r.find), fir: r.fir }))
    .filter((n) => n.count > 0);
}
