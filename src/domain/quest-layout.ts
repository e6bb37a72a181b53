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

/** The prerequisite fields the depth layout reads. */
export type DepthNode = { uid: string; require?: readonly string[]; requireOr?: readonly string[] };

/**
 * Cells from the prerequisites when the data has no neighbour fields: the column is the longest
 * chain of prerequisites before the quest; a quest takes the row of its first prerequisite (a
 * chain reads as one row), pushed down past taken cells; quests without prerequisites start rows
 * below everything placed. Links outside `nodes` and cycles are ignored.
 */
export function layoutByDepth(nodes: readonly DepthNode[]): Map<string, Cell> {
  const byUid = new Map(nodes.map((n) => [n.uid, n]));
  const prereqs = (n: DepthNode) =>
    [...(n.require ?? []), ...(n.requireOr ?? [])].filter((u) => byUid.has(u));
  const depth = new Map<string, number>();
  const depthOf = (uid: string, seen: Set<string>): number => {
    const known = depth.get(uid);
    if (known !== undefined) return known;
    if (seen.has(uid)) return 0;
    seen.add(uid);
    const node = byUid.get(uid);
    const d = node ? Math.max(-1, ...prereqs(node).map((p) => depthOf(p, seen))) + 1 : 0;
    seen.delete(uid);
    depth.set(uid, d);
    return d;
  };
  for (const n of nodes) depthOf(n.uid, new Set());
  const order = nodes
    .map((n, i) => ({ n, i, d: depth.get(n.uid) ?? 0 }))
    .sort((a, b) => a.d - b.d || a.i - b.i);
  const cells = new Map<string, Cell>();
  const taken = new Set<string>();
  let maxY = -1;
  for (const { n, d } of order) {
    const first = prereqs(n)
      .map((p) => cells.get(p))
      .find((c) => c !== undefined);
    let y = first ? first.y : maxY + 1;
    while (taken.has(`${d},${y}`)) y++;
    taken.add(`${d},${y}`);
    cells.set(n.uid, { x: d, y });
    maxY = Math.max(maxY, y);
  }
  return cells;
}

const NEIGHBOUR_FIELDS = OFFSETS.map(([field]) => field);

/** The neighbour-field layout when any quest has a neighbour, else the prerequisite depth layout. */
export function questGraphLayout(nodes: readonly (LayoutNode & DepthNode)[]): Map<string, Cell> {
  const linked = nodes.some((n) => NEIGHBOUR_FIELDS.some((f) => n[f]));
  return linked ? layoutQuests(nodes) : layoutByDepth(nodes);
}
