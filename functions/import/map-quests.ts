/** Tasks → quest rows (docs/product.md §3 Quest): requirements, objectives, rewards, neighbours. */
import type { Dataset } from "../db/dataset";
import type { QuestObjective, QuestReqStatus, QuestRewards, StandingReq } from "../db/schema";
import { type Ctx, dashed } from "./context";
import { CURRENCY_ITEMS, KILL_TARGETS } from "./known-ids";
import { localeNames } from "./locale-names";
import { counts } from "./map-crafting";
import type { UObjective, UTask } from "./model";
import { cleanText } from "./text";

type QuestRow = Dataset["quests"][number];

const SMALL_WORDS = new Set([
  "a",
  "an",
  "and",
  "at",
  "by",
  "for",
  "from",
  "in",
  "of",
  "on",
  "or",
  "the",
  "to",
  "with",
]);

/**
 * A readable English quest name from a normalizedName, for quests no source names in English:
 * "easy-money-part-1-pve-zone" → "Easy Money - Part 1 (PvE zone)".
 */
export function questTitle(normalized: string): string {
  let rest = normalized;
  let suffix = "";
  const zone = /-(pve|pvp)-zone$/.exec(rest);
  if (zone) {
    rest = rest.slice(0, zone.index);
    suffix = zone[1] === "pve" ? " (PvE zone)" : " (PvP zone)";
  }
  const part = /-part-(\d+)$/.exec(rest);
  if (part) {
    rest = rest.slice(0, part.index);
    suffix = ` - Part ${part[1]}${suffix}`;
  }
  const words = rest
    .split("-")
    .filter(Boolean)
    .map((w, i) => (i > 0 && SMALL_WORDS.has(w) ? w : w.charAt(0).toUpperCase() + w.slice(1)));
  return `${words.join(" ")}${suffix}`;
}

/** Quest uids from normalizedName; a repeated name gets the faction, then an id suffix. */
export function questUids(tasks: UTask[]): Map<string, string> {
  const out = new Map<string, string>();
  const taken = new Set<string>();
  for (const t of tasks) {
    let uid = t.normalizedName || dashed(t.id);
    if (taken.has(uid)) uid = `${uid}-${dashed(t.faction)}`;
    if (taken.has(uid)) uid = `${uid}-${t.id.slice(-6)}`;
    taken.add(uid);
    out.set(t.id, uid);
  }
  return out;
}

/** The product's objective type of an upstream objective. */
function objectiveType(o: UObjective): QuestObjective["type"] {
  switch (o.type) {
    case "findItem":
      return o.fir ? "Find in raid" : "Find";
    case "findQuestItem":
      return "Find";
    case "giveItem":
      return o.items.length > 0 && o.items.every((i) => CURRENCY_ITEMS[i]) ? "Spend" : "HandOver";
    case "giveQuestItem":
    case "sellItem":
      return "HandOver";
    case "shoot":
      return "Kill";
    case "extract":
      return "Survive";
    case "plantItem":
    case "plantQuestItem":
      return "Place";
    case "mark":
      return "Mark";
    case "buildWeapon":
      return "Modify";
    default:
      // visit, skill, traderLevel, traderStanding, taskStatus, experience, useItem: reach a place or a level.
      return "Reach";
  }
}

const VERBS: Record<QuestObjective["type"], string> = {
  "Find in raid": "Find in raid",
  Find: "Find",
  HandOver: "Hand over",
  Kill: "Eliminate",
  Survive: "Survive and extract",
  Place: "Place",
  Mark: "Mark with",
  Reach: "Complete",
  Modify: "Modify",
  Spend: "Hand over",
};

function itemName(ctx: Ctx, id: string): string {
  const n = ctx.up.names;
  return n.itemsEn.get(id)?.name ?? n.items.get(id)?.name ?? n.questItems.get(id)?.name ?? id;
}

/** English text when the source has only a key: verb, count, item or target, map. */
function generatedText(ctx: Ctx, type: QuestObjective["type"], o: UObjective, target?: string) {
  const what = o.items.length > ANY_ITEMS ? "items" : o.items[0] ? itemName(ctx, o.items[0]) : target;
  const parts = [VERBS[type], o.count && o.count > 1 ? String(o.count) : "", what ?? o.type];
  return parts.filter(Boolean).join(" ");
}

/**
 * An objective that accepts more items than this ("Sell any items to Fence": 105 or 3,315 of
 * them) asks for items of any kind, not for one item: it names no item, so it is no item need.
 */
const ANY_ITEMS = 20;

function objective(ctx: Ctx, o: UObjective): QuestObjective {
  const anyItems = o.items.length > ANY_ITEMS;
  const type = anyItems ? "Reach" : objectiveType(o);
  const first = o.targets[0];
  const target = type === "Kill" && first ? (KILL_TARGETS[first] ?? first) : undefined;
  const item = o.items[0] && !anyItems ? ctx.item(o.items[0]) : undefined;
  const textRu = localeNames(ctx.up.names, "ru").objective(o.id);
  return {
    id: o.id,
    type,
    text: o.text ?? ctx.up.names.objectives.get(o.id) ?? generatedText(ctx, type, o, target),
    ...(textRu ? { textRu } : {}),
    maps: [...new Set(o.maps.flatMap((m) => ctx.map(m) ?? []))],
    ...(item ? { item } : {}),
    ...(o.count !== undefined ? { count: o.count } : {}),
    ...(o.fir !== undefined ? { fir: o.fir } : {}),
    ...(target ? { target } : {}),
    ...(o.optional ? { optional: true } : {}),
  };
}

const FRACTIONS: Record<string, QuestRow["fraction"]> = { bear: "Bear", usec: "Usec" };
const MODES: Record<string, string> = { pve: "PVE", regular: "PVP", pvp: "PVP" };

function rewards(ctx: Ctx, t: UTask, unlockedBarters: string[], unlockedCrafts: string[]): QuestRewards {
  const r = t.rewards;
  const craftRefs = new Set(unlockedCrafts);
  for (const c of r.crafts) {
    const match = c.id
      ? c.id
      : ctx.up.crafts?.find(
          (x) => x.station === c.station && x.level === c.level && x.outputs.some((o) => o.item === c.item),
        )?.id;
    if (match) craftRefs.add(match);
  }
  return {
    experience: r.experience,
    items: counts(ctx, r.items),
    standing: r.standing.map((s) => ({ trader: ctx.trader(s.trader), value: s.value })),
    unlocks: [
      ...unlockedBarters.map((ref) => ({ kind: "barter" as const, ref })),
      ...[...craftRefs].map((ref) => ({ kind: "craft" as const, ref })),
      ...r.traders.map((id) => ({ kind: "trader" as const, ref: ctx.trader(id) })),
      ...r.offers.map((o) => ({ kind: "offer" as const, ref: ctx.item(o.item) })),
    ],
  };
}

/** Task → the tasks that fail when it is completed (their fail conditions, read the other way; may be one-way). */
function failuresOnCompletion(tasks: UTask[]): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  for (const t of tasks) {
    for (const by of t.failsWhenDone) out.set(by, (out.get(by) ?? new Set()).add(t.id));
  }
  return out;
}

const REQ_STATUSES: readonly QuestReqStatus[] = ["complete", "failed", "active"];

/** The prerequisite statuses the game accepts, in a fixed order; unknown ones dropped, none → complete. */
function reqStatuses(status: string[]): QuestReqStatus[] {
  const out = REQ_STATUSES.filter((s) => status.includes(s));
  return out.length > 0 ? out : ["complete"];
}

const COMPARES: readonly StandingReq["compare"][] = [">=", ">", "<=", "<"];

/** Trader standing requirements (requirementType reputation); a comparison we do not know is left out. */
function standingReqs(ctx: Ctx, t: UTask): StandingReq[] {
  return t.traderReqs.flatMap((r) => {
    const compare = COMPARES.find((c) => c === (r.compare ?? ">="));
    return r.type === "reputation" && compare
      ? [{ trader: ctx.trader(r.trader), compare, value: r.value }]
      : [];
  });
}

/**
 * Quest rows. require = every prerequisite task, with the statuses that meet it in reqStatus
 * when not just complete; two prerequisites that exclude each other (one fails when the other
 * is completed) and both must be completed go to requireOr instead. multiple = the tasks that
 * fail when this one is completed. prev/next/unlocks come from the prerequisite links.
 */
export function mapQuests(ctx: Ctx, uids: Map<string, string>): Dataset["quests"] {
  const tasks = ctx.up.tasks ?? [];
  const fails = failuresOnCompletion(tasks);
  const exclusive = (a: string, b: string) => fails.get(a)?.has(b) === true || fails.get(b)?.has(a) === true;
  const bartersBy = groupBy(ctx.up.barters ?? [], (b) => b.taskUnlock);
  const craftsBy = groupBy(ctx.up.crafts ?? [], (c) => c.taskUnlock);
  const ru = localeNames(ctx.up.names, "ru");
  const rows: QuestRow[] = tasks.map((t, i) => {
    ctx.at(`quest ${uids.get(t.id) ?? t.id}`);
    for (const r of t.taskReqs) if (!uids.has(r.task)) ctx.miss("quest", r.task);
    const reqs = t.taskReqs.filter((r) => uids.has(r.task)).map((r) => r.task);
    const accepted = new Map(t.taskReqs.map((r) => [r.task, reqStatuses(r.status)]));
    const onlyDone = (id: string) => accepted.get(id)?.join() === "complete";
    const alt = reqs.filter(
      (id) => onlyDone(id) && reqs.some((other) => onlyDone(other) && exclusive(id, other)),
    );
    const locations = new Set<string>();
    const main = t.map ? ctx.map(t.map) : undefined;
    if (main) locations.add(main);
    const objectives = t.objectives.map((o) => objective(ctx, o));
    for (const o of objectives) for (const m of o.maps) locations.add(m);
    const uid = (id: string) => uids.get(id) as string;
    return {
      uid: uid(t.id),
      bsgId: t.id,
      bsgIds: [t.id],
      name: cleanText(t.name) ?? cleanText(ctx.up.names.tasks.get(t.id)) ?? questTitle(t.normalizedName),
      nameL10n: { ru: ru.quest(t.id) },
      descL10n: { ru: "" },
      trader: ctx.trader(t.trader),
      active: true,
      fraction: FRACTIONS[t.faction.toLowerCase()] ?? "Any",
      reqGameEdition: t.editions ?? [],
      reqGameMode: t.gameModes.map((m) => MODES[m] ?? m.toUpperCase()),
      reqLevel: t.minPlayerLevel,
      reqLL: t.traderReqs
        .filter((r) => r.type === "level")
        .map((r) => ({ trader: ctx.trader(r.trader), level: r.value })),
      reqStatus: Object.fromEntries(
        reqs.filter((id) => !onlyDone(id)).map((id) => [uid(id), accepted.get(id) as QuestReqStatus[]]),
      ),
      reqStanding: standingReqs(ctx, t),
      require: reqs.filter((id) => !alt.includes(id)).map(uid),
      requireOr: alt.map(uid),
      locations: [...locations],
      multiple: [...(fails.get(t.id) ?? [])].filter((id) => uids.has(id)).map(uid),
      other: [],
      requiredForKappa: t.kappa,
      requiredForLighthouse: t.lighthouse,
      unlocks: [],
      rewards: rewards(
        ctx,
        t,
        (bartersBy.get(t.id) ?? []).map((b) => b.id),
        (craftsBy.get(t.id) ?? []).map((c) => c.id),
      ),
      objectives,
      related: [...new Set(objectives.flatMap((o) => (o.item ? [o.item] : [])))],
      wikiUrl: t.wikiUrl,
      sort: i + 1,
    };
  });
  linkNeighbours(rows);
  return rows;
}

/** unlocks = quests that require this one; prev = first prerequisite; next = first follower (same trader first). */
function linkNeighbours(rows: QuestRow[]) {
  const byUid = new Map(rows.map((r) => [r.uid, r]));
  const followers = new Map<string, QuestRow[]>();
  for (const r of rows) {
    for (const req of [...(r.require ?? []), ...(r.requireOr ?? [])]) {
      followers.set(req, [...(followers.get(req) ?? []), r]);
    }
  }
  for (const r of rows) {
    const reqs = [...(r.require ?? []), ...(r.requireOr ?? [])];
    const sameTrader = (uid: string) => byUid.get(uid)?.trader === r.trader;
    r.prev = reqs.find(sameTrader) ?? reqs[0] ?? null;
    const next = followers.get(r.uid) ?? [];
    r.unlocks = next.map((n) => n.uid);
    r.next = (next.find((n) => n.trader === r.trader) ?? next[0])?.uid ?? null;
  }
}

function groupBy<T>(list: T[], key: (x: T) => string | null): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const x of list) {
    const k = key(x);
    if (k) out.set(k, [...(out.get(k) ?? []), x]);
  }
  return out;
}
