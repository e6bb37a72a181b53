/**
 * Applies TarkovTracker's data overlay to the joined task list: its task corrections (names,
 * levels, trader requirements, prerequisites, objectives, rewards; disabled tasks dropped)
 * and its game editions (a task exclusive to some editions, or excluded from some, lists the
 * editions that may take it).
 */
import { EDITIONS } from "./known-ids";
import type { UObjective, UTask } from "./model";
import type { OverlayFile, OverlayTask } from "./overlay-schema";

export type OverlayResult = {
  tasks: UTask[];
  /** Tasks corrected (disabled ones included). */
  corrected: number;
  /** Task ids the overlay corrects that the task list lacks, and mode corrections of tasks both modes share. */
  skipped: string[];
  /** The tasks it disables (the game no longer gives them). */
  disabled: Set<string>;
};

/** Mode key of the overlay ("regular" is PvP) → the gameModes value of a task of that mode only. */
const MODE_TASKS: Record<string, string> = { regular: "regular", pvp: "regular", pve: "pve" };

export function applyOverlay(tasks: UTask[], overlay: OverlayFile): OverlayResult {
  const byId = new Map(tasks.map((t) => [t.id, t]));
  const skipped: string[] = [];
  const out = new Map<string, UTask>();
  for (const t of tasks) {
    const fix = overlay.tasks[t.id];
    out.set(t.id, fix ? corrected(t, fix) : t);
  }
  for (const id of Object.keys(overlay.tasks)) if (!byId.has(id)) skipped.push(id);
  // corrections of one mode apply to tasks of that mode only (a task row serves both modes)
  for (const [mode, m] of Object.entries(overlay.modes)) {
    for (const [id, fix] of Object.entries(m.tasks ?? {})) {
      const t = out.get(id);
      const only = MODE_TASKS[mode];
      if (t && only && t.gameModes.length === 1 && t.gameModes[0] === only) out.set(id, corrected(t, fix));
      else skipped.push(`${mode}:${id}`);
    }
  }
  const disabled = new Set(
    Object.entries(overlay.tasks)
      .filter(([, fix]) => fix.disabled === true)
      .map(([id]) => id),
  );
  const editions = taskEditions(overlay);
  const kept = [...out.values()]
    .filter((t) => !disabled.has(t.id))
    .map((t) => {
      const allowed = editions.get(t.id);
      return {
        ...t,
        taskReqs: t.taskReqs.filter((r) => !disabled.has(r.task)),
        failsWhenDone: t.failsWhenDone.filter((id) => !disabled.has(id)),
        ...(allowed ? { editions: allowed } : {}),
      };
    });
  const corrections = Object.keys(overlay.tasks).filter((id) => byId.has(id)).length;
  return { tasks: kept, corrected: corrections, skipped, disabled };
}

function corrected(t: UTask, fix: OverlayTask): UTask {
  const next: UTask = { ...t };
  if (fix.name !== undefined) next.name = fix.name;
  if (fix.minPlayerLevel !== undefined) next.minPlayerLevel = fix.minPlayerLevel;
  if (fix.wikiLink !== undefined) next.wikiUrl = fix.wikiLink;
  if (fix.traderRequirements) {
    const levels = fix.traderRequirements.map((r) => ({
      trader: r.trader.id,
      type: r.requirementType,
      value: r.value,
      ...(r.compareMethod ? { compare: r.compareMethod } : {}),
    }));
    const types = new Set(levels.map((r) => r.type));
    next.traderReqs = [...t.traderReqs.filter((r) => !types.has(r.type)), ...levels];
  }
  if (fix.taskRequirements) {
    next.taskReqs = fix.taskRequirements.map((r) => ({ task: r.task.id, status: r.status }));
  }
  if (fix.objectives) {
    const objs = fix.objectives;
    next.objectives = t.objectives.map((o) => {
      const f = objs[o.id];
      if (!f) return o;
      const out: UObjective = { ...o };
      if (f.count !== undefined) out.count = f.count;
      if (f.description !== undefined) out.text = f.description;
      if (f.foundInRaid !== undefined) out.fir = f.foundInRaid;
      if (f.maps) out.maps = f.maps.map((m) => m.id);
      return out;
    });
  }
  const r = fix.finishRewards;
  if (fix.experience !== undefined || r) {
    next.rewards = {
      ...t.rewards,
      ...(fix.experience !== undefined ? { experience: fix.experience } : {}),
      ...(r?.traderStanding
        ? { standing: r.traderStanding.map((s) => ({ trader: s.trader.id, value: s.standing })) }
        : {}),
      ...(r?.items ? { items: r.items.map((i) => ({ item: i.item.id, count: i.count })) } : {}),
    };
  }
  return next;
}

/**
 * Task id → the editions (the product's names, in the overlay's order) that may take it, for tasks an
 * edition makes exclusive or excludes; tasks of every edition are absent.
 */
export function taskEditions(overlay: OverlayFile): Map<string, string[]> {
  const all = Object.values(overlay.editions).map((e) => e.id);
  const exclusive = new Map<string, Set<string>>();
  const excluded = new Map<string, Set<string>>();
  const add = (m: Map<string, Set<string>>, task: string, edition: string) =>
    m.set(task, (m.get(task) ?? new Set()).add(edition));
  for (const e of Object.values(overlay.editions)) {
    for (const id of e.exclusiveTaskIds ?? []) add(exclusive, id, e.id);
    for (const id of e.excludedTaskIds ?? []) add(excluded, id, e.id);
  }
  const out = new Map<string, string[]>();
  for (const id of new Set([...exclusive.keys(), ...excluded.keys()])) {
    const base = exclusive.get(id) ?? new Set(all);
    const no = excluded.get(id) ?? new Set();
    out.set(
      id,
      all.filter((e) => base.has(e) && !no.has(e)).map((e) => EDITIONS[e] ?? e),
    );
  }
  return out;
}
