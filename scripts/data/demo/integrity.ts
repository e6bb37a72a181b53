import type { Dataset } from "../../../functions/db/dataset";

/**
 * Referential-integrity problems of a dataset, as readable strings (empty when sound):
 * item references (presets' guns and parts too), quest references and the require graph,
 * traders, stations, history.
 */
export function integrityProblems(d: Dataset): string[] {
  const problems: string[] = [];
  const items = new Set(d.items.map((i) => i.uid));
  const quests = new Set(d.quests.map((q) => q.uid));
  const traders = new Set(d.traders.map((t) => t.uid));
  const stations = new Set(d.hideoutStations.map((s) => s.uid));
  const maps = new Set(d.maps.map((m) => m.slug));
  const item = (where: string, uid: string | undefined) => {
    if (uid !== undefined && !items.has(uid)) problems.push(`${where}: unknown item ${uid}`);
  };
  const quest = (where: string, uid: string | null | undefined) => {
    if (uid != null && !quests.has(uid)) problems.push(`${where}: unknown quest ${uid}`);
  };
  const trader = (where: string, uid: string) => {
    if (!traders.has(uid)) problems.push(`${where}: unknown trader ${uid}`);
  };
  for (const c of d.crafts) {
    for (const x of [...c.inputs, ...c.outputs]) item(`craft ${c.uid}`, x.item);
    if (!stations.has(c.stationUid)) problems.push(`craft ${c.uid}: unknown station ${c.stationUid}`);
    quest(`craft ${c.uid}`, c.questUid);
  }
  for (const b of d.barters) {
    for (const x of [...b.inputs, ...b.outputs]) item(`barter ${b.uid}`, x.item);
    trader(`barter ${b.uid}`, b.trader);
    quest(`barter ${b.uid}`, b.questUid);
  }
  for (const p of d.presets) {
    item(`preset ${p.uid}`, p.gunUid);
    for (const x of p.parts) item(`preset ${p.uid}`, x.item);
  }
  for (const q of d.quests) {
    const w = `quest ${q.uid}`;
    trader(w, q.trader);
    for (const o of q.objectives) item(`${w} objective ${o.id}`, o.item);
    for (const r of q.rewards.items) item(`${w} reward`, r.item);
    for (const r of q.rewards.standing) trader(`${w} standing`, r.trader);
    for (const r of q.reqLL) trader(`${w} reqLL`, r.trader);
    for (const m of q.locations) if (!maps.has(m)) problems.push(`${w}: unknown map ${m}`);
    for (const u of [...q.require, ...q.requireOr, ...q.multiple, ...q.other, ...q.unlocks]) quest(w, u);
    for (const u of [
      q.after,
      q.before,
      q.prev,
      q.next,
      q.left,
      q.left2,
      q.left3,
      q.right,
      q.right2,
      q.right3,
      q.bottom,
    ]) {
      quest(`${w} neighbour`, u);
    }
    for (const u of q.related) item(`${w} related`, u);
  }
  for (const l of d.hideoutLevels) {
    const w = `hideout ${l.uid}`;
    if (!stations.has(l.stationUid)) problems.push(`${w}: unknown station ${l.stationUid}`);
    for (const x of l.itemReqs) item(w, x.item);
    for (const x of l.stationReqs)
      if (!stations.has(x.station)) problems.push(`${w}: unknown station ${x.station}`);
    for (const x of l.traderReqs) trader(w, x.trader);
  }
  for (const o of d.traderOffers) {
    item("trader offer", o.itemUid);
    trader("trader offer", o.trader);
  }
  for (const t of d.itemTags) item(`tag ${t.tag}`, t.itemUid);
  for (const p of d.itemPrices) item("item price", p.itemUid);
  for (const p of d.pricePoints)
    if (!items.has(p.itemUid)) problems.push(`price point: unknown item ${p.itemUid}`);
  for (const p of d.priceDaily)
    if (!items.has(p.itemUid)) problems.push(`price daily: unknown item ${p.itemUid}`);
  const cycle = requireCycle(d.quests);
  if (cycle) problems.push(`require cycle through ${cycle}`);
  return problems;
}

/** A quest on a cycle of require/requireOr edges, or null when the graph is acyclic. */
export function requireCycle(quests: Dataset["quests"]): string | null {
  const edges = new Map(quests.map((q) => [q.uid, [...q.require, ...q.requireOr]]));
  const state = new Map<string, 1 | 2>();
  const visit = (uid: string): string | null => {
    if (state.get(uid) === 2) return null;
    if (state.get(uid) === 1) return uid;
    state.set(uid, 1);
    for (const next of edges.get(uid) ?? []) {
      const hit = visit(next);
      if (hit) return hit;
    }
    state.set(uid, 2);
    return null;
  };
  for (const q of quests) {
    const hit = visit(q.uid);
    if (hit) return hit;
  }
  return null;
}
