/**
 * Quest availability engine (docs/product.md §4, §5, §9). Pure: quests, the player's progress and the log
 * sink are parameters. Statuses: Completed (done), Cancelled (failed: a quest named in its fail
 * conditions was completed, or it can no longer be reached), Locked (with reasons), Current
 * (prerequisites met and selected) and Available (prerequisites met, not selected). "Active" is
 * Current or Available: not completed, not cancelled, prerequisites met.
 *
 * A prerequisite is met by the statuses the quest accepts of it (`reqStatus`, default complete):
 * complete when it is done, failed when the game failed it (a completed quest's alternative, or a
 * quest only taken after it failed), active as soon as it can be accepted (Available, Current or
 * Completed). A quest whose prerequisite can never reach an accepted status is Cancelled too, so
 * cancellation spreads only to quests that can no longer be reached; such a quest was never
 * taken, so it does not count as failed: what needs it failed stays Locked until the game fails it.
 */

/** Which status of a prerequisite meets it. */
export type ReqStatus = "complete" | "failed" | "active";
/** How a trader standing requirement compares the player's standing with its value. */
export type StandingCompare = ">=" | ">" | "<=" | "<";

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
  /** Prerequisite uid → the statuses that meet it, when not just complete. */
  reqStatus?: Record<string, ReqStatus[]>;
  reqStanding?: { trader: string; compare: StandingCompare; value: number }[];
  require: string[];
  requireOr: string[];
  locations: string[];
  /** Quests that fail (are Cancelled) when this one is completed. */
  multiple: string[];
  requiredForKappa: boolean;
  requiredForLighthouse?: boolean;
  sort?: number;
};

export type QuestStatus = "Completed" | "Cancelled" | "Locked" | "Current" | "Available";

/** Why a quest is locked. */
export type LockReason =
  /** Needs that quest completed (`failed`: or failed). */
  | { kind: "require"; quest: string; failed?: boolean }
  /** Opens when that quest is accepted (a prerequisite with status active). */
  | { kind: "accept"; quest: string }
  /** Opens when that quest has failed (a prerequisite with status failed only). */
  | { kind: "fail"; quest: string }
  | { kind: "requireOr"; quests: string[] }
  | { kind: "level"; need: number; have: number }
  | { kind: "loyalty"; trader: string; need: number; have: number }
  | { kind: "standing"; trader: string; compare: StandingCompare; need: number; have: number }
  | { kind: "kappa"; missing: number };

export type QuestProgress = {
  /** Done quest ids (uid, bsgId or one of bsgIds). */
  done: readonly string[];
  /** Selected (tracked) quest uids. */
  selected?: readonly string[];
  fraction: "Bear" | "Usec";
  gameEdition: string;
  gameMode: string;
  /** Progress tracking on: player level, loyalty levels and standings are checked. */
  tracking: boolean;
  level: number;
  /** Trader loyalty levels; a missing trader is level 1 (docs/product.md §9). */
  tradersLL: Readonly<Record<string, number>>;
  /** Trader standings; a missing trader is 0. */
  tradersStanding?: Readonly<Record<string, number>>;
};

export type QuestOptions = {
  /** The final Kappa quest: available only when every other requiredForKappa quest is done or cancelled. */
  finalKappaUid?: string | undefined;
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

/**
 * Quests known to have failed: those a completed quest names in `multiple`, and those a completed
 * quest could only be taken after they failed (a prerequisite with status failed alone), unless done.
 */
export function failedQuests(quests: readonly QuestNode[], done: ReadonlySet<string>): Set<string> {
  const failed = new Set<string>();
  for (const q of quests) {
    if (!done.has(q.uid)) continue;
    for (const alt of q.multiple) if (alt !== q.uid && !done.has(alt)) failed.add(alt);
    for (const [r, accepted] of Object.entries(q.reqStatus ?? {})) {
      if (accepted.length === 1 && accepted[0] === "failed" && !done.has(r)) failed.add(r);
    }
  }
  return failed;
}

/** The Collector's game id: the final Kappa quest of the real data, whatever its shown name. */
export const FINAL_KAPPA_BSG_ID = "5c51aac186f77432ea65c552";
/** The final Kappa quest's name (docs/product.md §4), for data without game ids. */
export const FINAL_KAPPA_NAME = "Collector";

/** Uid of the final Kappa quest: the one with the Collector's game id, else the one named Collector. */
export function finalKappaUid(quests: readonly QuestNode[]): string | undefined {
  return (
    quests.find((q) => q.bsgId === FINAL_KAPPA_BSG_ID || q.bsgIds?.includes(FINAL_KAPPA_BSG_ID)) ??
    quests.find((q) => q.name === FINAL_KAPPA_NAME)
  )?.uid;
}

const COMPLETE: readonly ReqStatus[] = ["complete"];

/** Whether a standing meets a requirement. @example standingMet(0, "<=", -1) // false */
export function standingMet(have: number, compare: StandingCompare, need: number): boolean {
  switch (compare) {
    case ">=":
      return have >= need;
    case ">":
      return have > need;
    case "<=":
      return have <= need;
    case "<":
      return have < need;
  }
}

/** A prerequisite's verdict: met now, not yet, or never (the quest that needs it is unreachable). */
type Verdict = "met" | "unmet" | "dead";

type Computed = { status: QuestStatus; reasons: LockReason[] };

/** Every visible quest's status, lock reasons and sort weight. */
export function questStates(all: readonly QuestNode[], p: QuestProgress, o: QuestOptions = {}): QuestStates {
  const quests = all.filter((q) => questVisible(q, p));
  const byUid = new Map<string, QuestNode>();
  for (const q of quests) byUid.set(q.uid, q);
  const done = resolveDone(all, p.done, o.log);
  const failed = failedQuests(quests, done);
  const selected = new Set(p.selected ?? []);
  const computed = new Map<string, Computed>();
  const visiting = new Set<string>();
  const finalUid = o.finalKappaUid;

  /** Status of a quest the character has (others: Completed when done, else Locked). */
  const stateOf = (uid: string): Computed => {
    const known = computed.get(uid);
    if (known) return known;
    const q = byUid.get(uid);
    if (!q) return { status: done.has(uid) ? "Completed" : "Locked", reasons: [] };
    // a prerequisite cycle: not met from inside the cycle
    if (visiting.has(uid)) return { status: "Locked", reasons: [] };
    visiting.add(uid);
    const out = evaluate(q);
    visiting.delete(uid);
    computed.set(uid, out);
    return out;
  };

  const verdict = (uid: string, accepted: readonly ReqStatus[]): Verdict => {
    const s = stateOf(uid).status;
    if (s === "Completed")
      return accepted.includes("complete") || accepted.includes("active") ? "met" : "dead";
    // only a quest the game failed meets "failed"; one cancelled as unreachable was never taken,
    // so what waits for its failure stays locked (a later quest may still fail it)
    if (s === "Cancelled") return !accepted.includes("failed") ? "dead" : failed.has(uid) ? "met" : "unmet";
    if (s === "Available" || s === "Current") return accepted.includes("active") ? "met" : "unmet";
    return "unmet";
  };

  const unmetReason = (uid: string, accepted: readonly ReqStatus[]): LockReason => {
    if (accepted.includes("active")) return { kind: "accept", quest: uid };
    if (!accepted.includes("complete")) return { kind: "fail", quest: uid };
    return accepted.includes("failed")
      ? { kind: "require", quest: uid, failed: true }
      : { kind: "require", quest: uid };
  };

  function evaluate(q: QuestNode): Computed {
    if (done.has(q.uid)) return { status: "Completed", reasons: [] };
    if (failed.has(q.uid)) return { status: "Cancelled", reasons: [] };
    const reasons: LockReason[] = [];
    for (const r of q.require) {
      const accepted = q.reqStatus?.[r] ?? COMPLETE;
      const v = verdict(r, accepted);
      if (v === "dead") return { status: "Cancelled", reasons: [] };
      if (v === "unmet") reasons.push(unmetReason(r, accepted));
    }
    if (q.requireOr.length > 0) {
      const vs = q.requireOr.map((r) => verdict(r, q.reqStatus?.[r] ?? COMPLETE));
      if (vs.every((v) => v === "dead")) return { status: "Cancelled", reasons: [] };
      if (!vs.includes("met")) reasons.push({ kind: "requireOr", quests: [...q.requireOr] });
    }
    if (p.tracking) {
      if (p.level < q.reqLevel) reasons.push({ kind: "level", need: q.reqLevel, have: p.level });
      for (const { trader, level } of q.reqLL) {
        const have = p.tradersLL[trader] ?? 1;
        if (have < level) reasons.push({ kind: "loyalty", trader, need: level, have });
      }
      for (const { trader, compare, value } of q.reqStanding ?? []) {
        const have = p.tradersStanding?.[trader] ?? 0;
        if (!standingMet(have, compare, value))
          reasons.push({ kind: "standing", trader, compare, need: value, have });
      }
    }
    if (q.uid === finalUid) {
      let missing = 0;
      for (const k of quests) {
        if (!k.requiredForKappa || k.uid === q.uid) continue;
        const s = stateOf(k.uid).status;
        if (s !== "Completed" && s !== "Cancelled") missing++;
      }
      if (missing > 0) reasons.push({ kind: "kappa", missing });
    }
    if (reasons.length > 0) return { status: "Locked", reasons };
    return { status: selected.has(q.uid) ? "Current" : "Available", reasons };
  }

  const states = new Map<string, QuestState>();
  const cancelled = new Set<string>();
  for (const q of quests) {
    const { status, reasons } = stateOf(q.uid);
    if (status === "Cancelled") cancelled.add(q.uid);
    states.set(q.uid, { status, reasons, weight: questWeight(q, o.special) });
  }
  const sorted = [...quests].sort(
    (a, b) =>
      (states.get(b.uid)?.weight ?? 0) - (states.get(a.uid)?.weight ?? 0) ||
      (a.sort ?? 0) - (b.sort ?? 0) ||
      a.name.localeCompare(b.name),
  );
  return { quests: sorted, byUid: states, done, cancelled };
}

/** Active: not completed, not cancelled, prerequisites met. */
export const isActive = (s: QuestState | undefined) => s?.status === "Current" || s?.status === "Available";
