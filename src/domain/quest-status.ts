/**
 * Quest availability engine (SPEC §4, §5, §9). Pure: quests, the player's progress and the log
 * sink are parameters. Statuses: Completed (done), Cancelled (an alternative of a completed
 * `multiple` quest, or a follow-up only that alternative leads to), Locked (with reasons),
 * Current (prerequisites met and selected) and Available (prerequisites met, not selected).
 * "Active" is Current or Available: not completed, not cancelled, prerequisites met.
 */

/** The quest fields the engine reads (a subset of the cache quest). */
export type QuestNode = {
  uid: string;
  bsgId: string | null;
  bsgIds?: string[];
  name: string;
  trader: string;
  fraction: "Any" | "Bear" | "Usec";
  reqGameEdition: string[];
  reqGameMode: string[];
  reqLevel: number;
  reqLL: { trader: string; level: number }[];
  require: string[];
  requireOr: string[];
  locations: string[];
  multiple: string[];
  requiredForKappa: boolean;
  requiredForLighthouse?: boolean;
  sort?: number;
};

export type QuestStatus = "Completed" | "Cancelled" | "Locked" | "Current" | "Available";

/** Why a quest is locked. */
export type LockReason =
  | { kind: "require"; quest: string }
  | { kind: "requireOr"; quests: string[] }
  | { kind: "level"; need: number; have: number }
  | { kind: "loyalty"; trader: string; need: number; have: number }
  | { kind: "kappa"; missing: number };

export type QuestProgress = {
  /** Done quest ids (uid, bsgId or one of bsgIds). */
  done: readonly string[];
  /** Selected (tracked) quest uids. */
  selected?: readonly string[];
  fraction: "Bear" | "Usec";
  gameEdition: string;
  gameMode: string;
  /** Progress tracking on: player level and loyalty levels are checked. */
  tracking: boolean;
  level: number;
  /** Trader loyalty levels; a missing trader is level 1 (SPEC §9). */
  tradersLL: Readonly<Record<string, number>>;
};

export type QuestOptions = {
  /** The final Kappa quest: available only when every requiredForKappa quest is done. */
  finalKappaUid?: string;
  /** Quests that weigh 80 in the sort (§9 "one special quest"). */
  special?: ReadonlySet<string>;
  /** Where "Quest not found" is reported. */
  log?: (message: string, id: string) => void;
};

export type QuestState = { status: QuestStatus; reasons: LockReason[]; weight: number };

export type QuestStates = {
  /** The quests that pass the side, edition and mode filters, sorted by weight (heaviest first). */
  quests: QuestNode[];
  byUid: Map<string, QuestState>;
  done: Set<string>;
  cancelled: Set<string>;
};

/** Whether the quest applies to this character (side, game edition, first required mode). */
export function questVisible(
  q: QuestNode,
  p: Pick<QuestProgress, "fraction" | "gameEdition" | "gameMode">,
): boolean {
  if (q.fraction !== "Any" && q.fraction !== p.fraction) return false;
  if (q.reqGameEdition.length > 0 && !q.reqGameEdition.includes(p.gameEdition)) return false;
  return q.reqGameMode.length === 0 || q.reqGameMode[0] === p.gameMode;
}

/** Sort weight (§9): one location 100, several 50, none 10; a special quest 80. */
export function questWeight(q: QuestNode, special?: ReadonlySet<string>): number {
  if (special?.has(q.uid)) return 80;
  if (q.locations.length === 1) return 100;
  return q.locations.length > 1 ? 50 : 10;
}

/** Resolves done ids (uid or bsg ids) to uids; unknown ids are logged "Quest not found" and skipped. */
export function resolveDone(quests: readonly QuestNode[], ids: readonly string[], log?: QuestOptions["log"]) {
  const index = new Map<string, string>();
  for (const q of quests) {
    index.set(q.uid, q.uid);
    if (q.bsgId) index.set(q.bsgId, q.uid);
    for (const id of q.bsgIds ?? []) index.set(id, q.uid);
  }
  const done = new Set<string>();
  for (const id of ids) {
    const uid = index.get(id);
    if (uid === undefined) log?.("Quest not found", id);
    else done.add(uid);
  }
  return done;
}

/** Quests that require (all-of or any-of) each quest. */
function followersIndex(quests: readonly QuestNode[]) {
  const followers = new Map<string, string[]>();
  for (const q of quests) {
    for (const r of [...q.require, ...q.requireOr]) {
      const list = followers.get(r);
      if (list) list.push(q.uid);
      else followers.set(r, [q.uid]);
    }
  }
  return followers;
}

function descendants(start: string, followers: Map<string, string[]>): Set<string> {
  const seen = new Set<string>();
  const stack = [...(followers.get(start) ?? [])];
  while (stack.length > 0) {
    const uid = stack.pop() as string;
    if (seen.has(uid)) continue;
    seen.add(uid);
    stack.push(...(followers.get(uid) ?? []));
  }
  return seen;
}

/** Alternatives of completed `multiple` quests, plus follow-ups the completed quest does not lead to. */
export function cancelledQuests(quests: readonly QuestNode[], done: ReadonlySet<string>): Set<string> {
  const cancelled = new Set<string>();
  let followers: Map<string, string[]> | undefined;
  for (const q of quests) {
    if (!done.has(q.uid) || q.multiple.length === 0) continue;
    followers ??= followersIndex(quests);
    const own = descendants(q.uid, followers);
    for (const alt of q.multiple) {
      if (alt === q.uid || done.has(alt)) continue;
      cancelled.add(alt);
      for (const f of descendants(alt, followers)) {
        if (!own.has(f) && !done.has(f) && f !== q.uid) cancelled.add(f);
      }
    }
  }
  return cancelled;
}

function lockReasons(q: QuestNode, met: (uid: string) => boolean, p: QuestProgress): LockReason[] {
  const reasons: LockReason[] = [];
  for (const r of q.require) if (!met(r)) reasons.push({ kind: "require", quest: r });
  if (q.requireOr.length > 0 && !q.requireOr.some(met))
    reasons.push({ kind: "requireOr", quests: [...q.requireOr] });
  if (!p.tracking) return reasons;
  if (p.level < q.reqLevel) reasons.push({ kind: "level", need: q.reqLevel, have: p.level });
  for (const { trader, level } of q.reqLL) {
    const have = p.tradersLL[trader] ?? 1;
    if (have < level) reasons.push({ kind: "loyalty", trader, need: level, have });
  }
  return reasons;
}

/** Every visible quest's status, lock reasons and sort weight. */
export function questStates(all: readonly QuestNode[], p: QuestProgress, o: QuestOptions = {}): QuestStates {
  const quests = all.filter((q) => questVisible(q, p));
  const done = resolveDone(all, p.done, o.log);
  const cancelled = cancelledQuests(quests, done);
  const met = (uid: string) => done.has(uid) || cancelled.has(uid);
  const selected = new Set(p.selected ?? []);
  const kappaMissing = o.finalKappaUid
    ? quests.filter((q) => q.requiredForKappa && !done.has(q.uid)).length
    : 0;
  const byUid = new Map<string, QuestState>();
  for (const q of quests) {
    const weight = questWeight(q, o.special);
    if (done.has(q.uid)) byUid.set(q.uid, { status: "Completed", reasons: [], weight });
    else if (cancelled.has(q.uid)) byUid.set(q.uid, { status: "Cancelled", reasons: [], weight });
    else {
      const reasons = lockReasons(q, met, p);
      if (q.uid === o.finalKappaUid && kappaMissing > 0)
        reasons.push({ kind: "kappa", missing: kappaMissing });
      const status = reasons.length > 0 ? "Locked" : selected.has(q.uid) ? "Current" : "Available";
      byUid.set(q.uid, { status, reasons, weight });
    }
  }
  const sorted = [...quests].sort(
    (a, b) =>
      (byUid.get(b.uid)?.weight ?? 0) - (byUid.get(a.uid)?.weight ?? 0) ||
      (a.sort ?? 0) - (b.sort ?? 0) ||
      a.name.localeCompare(b.name),
  );
  return { quests: sorted, byUid, done, cancelled };
}

/** Active: not completed, not cancelled, prerequisites met. */
export const isActive = (s: QuestState | undefined) => s?.status === "Current" || s?.status === "Available";
