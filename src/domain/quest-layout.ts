/**
 * Quest graph layout for /progression/quests-interactive (issue 8), from the neighbour fields.
 * The spec names the fields, not their geometry; here: right/right2/right3 and after sit one
 * column right (rows 0, +1, +2), left/left2/left3 and before one column left, bottom one row
 * down. A taken cell pushes the quest down to the next free row. Groups not linked by any
 * neighbour field are stacked below each other. Pure: positions are grid cells.
 */

export type LayoutNode = {
  uid: string;
  left?: string | null;
  left2?: string | null;
  left3?: string | null;
  right?: string | null;
  right2?: string | null;
  right3?: string | null;
  bottom?: string | null;
  after?: string | null;
  before?: string | null;
};

export type Cell = { x: number; y: number };

const OFFSETS: [keyof LayoutNode, number, number][] = [
  ["right", 1, 0],
  ["right2", 1, 1],
  ["right3", 1, 2],
  ["after", 1, 0],
  ["left", -1, 0],
  ["left2", -1, 1],
  ["left3", -1, 2],
  ["before", -1, 0],
  ["bottom", 0, 1],
];

/** Grid cells of every quest; x may be negative when a group grows to the left. */
export function layoutQuests(nodes: readonly LayoutNode[]): Map<string, Cell> {
  const byUid = new Map(nodes.map((n) => [n.uid, n]));
  const cells = new Map<string, Cell>();
  const taken = new Set<string>();
  let maxY = -1;
  const place = (uid: string, x: number, y: number) => {
    let row = y;
    while (taken.has(`${x},${row}`)) row++;
    taken.add(`${x},${row}`);
    cells.set(uid, { x, y: row });
    maxY = Math.max(maxY, row);
  };
  for (const root of nodes) {
    if (cells.has(root.uid)) continue;
    place(root.uid, 0, maxY + 1);
    const queue = [root.uid];
    while (queue.length > 0) {
      const uid = queue.shift() as string;
      const node = byUid.get(uid);
      const at = cells.get(uid) as Cell;
      for (const [field, dx, dy] of OFFSETS) {
        const next = node?.[field];
        if (!next || cells.has(next) || !byUid.has(next)) continue;
        place(next, at.x + dx, at.y + dy);
        queue.push(next);
      }
    }
  }
  return cells;
}
