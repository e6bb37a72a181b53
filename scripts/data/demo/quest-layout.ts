import type { QuestRow } from "./quest-row";

/**
 * Fills the quest-graph neighbour fields so a per-trader graph can be drawn:
 * - prev: the first quest this one requires; next: the first quest that requires it;
 * - bottom: next, else the quest one row below in the same column;
 * - left/left2/left3, right/right2/right3: neighbours in the same row (same trader and depth);
 * - before/after: the previous/next quest of the same trader in sort order.
 * Also sets `unlocks` (the quests that require this one) and `sort` (trader order, then depth).
 */
export function layoutQuests(rows: QuestRow[], depth: Map<string, number>): void {
  const children = new Map<string, string[]>();
  for (const r of rows) {
    for (const p of [...r.require, ...r.requireOr]) children.set(p, [...(children.get(p) ?? []), r.uid]);
  }
  const traderOrder = [...new Set(rows.map((r) => r.trader))];
  const sorted = [...rows].sort(
    (a, b) =>
      traderOrder.indexOf(a.trader) - traderOrder.indexOf(b.trader) ||
      (depth.get(a.uid) ?? 0) - (depth.get(b.uid) ?? 0) ||
      rows.indexOf(a) - rows.indexOf(b),
  );
  const grid = new Map<string, QuestRow[]>();
  sorted.forEach((r, i) => {
    r.sort = i + 1;
    const key = `${r.trader}:${depth.get(r.uid) ?? 0}`;
    grid.set(key, [...(grid.get(key) ?? []), r]);
  });
  sorted.forEach((r, i) => {
    const kids = children.get(r.uid) ?? [];
    r.unlocks = kids;
    r.prev = r.require[0] ?? r.requireOr[0] ?? null;
    r.next = kids[0] ?? null;
    const d = depth.get(r.uid) ?? 0;
    const row = grid.get(`${r.trader}:${d}`) ?? [];
    const col = row.indexOf(r);
    const at = (k: number) => row[col + k]?.uid ?? null;
    [r.left, r.left2, r.left3] = [at(-1), at(-2), at(-3)];
    [r.right, r.right2, r.right3] = [at(1), at(2), at(3)];
    const below = grid.get(`${r.trader}:${d + 1}`) ?? [];
    r.bottom = r.next ?? below[Math.min(col, below.length - 1)]?.uid ?? null;
    const before = sorted[i - 1];
    const after = sorted[i + 1];
    r.before = before?.trader === r.trader ? before.uid : null;
    r.after = after?.trader === r.trader ? after.uid : null;
  });
}
