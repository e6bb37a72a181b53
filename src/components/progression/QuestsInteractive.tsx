// Long because: the trader filter, the pan-and-zoom graph with its drag-or-click pointer handling and
// the picked quest's panel all share one view, one laid-out set of quests and one picked quest.
import { useStore } from "@nanostores/react";
import { type PointerEvent, useEffect, useMemo, useRef, useState } from "react";
import { questGraphLayout } from "../../domain/quest-layout";
import type { QuestStatus } from "../../domain/quest-status";
import { lockReasonText, progressionText } from "../../i18n/progression";
import { $cache } from "../../stores/cache";
import { $progressionChar, $questStates, initProgression, setQuestDone } from "../../stores/progression";
import { openingView, panBy, START_VIEW, type View, wheelFactor, zoomAt } from "./pan-zoom";
import { LoadingNote } from "./progression-island";
import { questName } from "./shown-name";
import "./progression.css";

const CELL_W = 190;
const CELL_H = 56;
const NODE_W = 170;
const NODE_H = 40;
const STATUSES: QuestStatus[] = ["Available", "Current", "Locked", "Completed", "Cancelled"];
/** A drag shorter than this (screen pixels) is a click on a quest, not a pan. */
const CLICK_SLOP = 4;

type Props = { locale?: string; traderNames?: Record<string, string> };

/**
 * /progression/quests-interactive: the quest graph laid out by domain/quest-layout, statuses in
 * colour, pan (drag) and zoom (wheel, buttons). Pro sees every trader at once; others one trader.
 */
export default function QuestsInteractive({ locale = "en", traderNames = {} }: Props) {
  const t = progressionText(locale);
  const cache = useStore($cache);
  const char = useStore($progressionChar);
  const states = useStore($questStates);
  const [trader, setTrader] = useState<string>("");
  const [view, setView] = useState<View>(START_VIEW);
  const [picked, setPicked] = useState<string | null>(null);
  const svg = useRef<SVGSVGElement>(null);
  const drag = useRef<{ x: number; y: number; moved: number } | null>(null);
  // the quest map names no items: the items are not downloaded
  useEffect(() => initProgression(undefined, { items: false }), []);
  const pro = char?.pro === true;
  const traders = useMemo(() => {
    const counts = new Map<string, number>();
    for (const q of states?.quests ?? []) counts.set(q.trader, (counts.get(q.trader) ?? 0) + 1);
    return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([uid]) => uid);
  }, [states]);
  // without Pro, the trader with the most quests first
  const shownTrader = trader || (pro ? "" : (traders[0] ?? ""));
  const nodes = useMemo(
    () => (states ? states.quests.filter((q) => !shownTrader || q.trader === shownTrader) : []),
    [states, shownTrader],
  );
  const cells = useMemo(
    () => questGraphLayout(nodes.map((q) => ({ ...q, ...cache.quests[q.uid] }))),
    [nodes, cache.quests],
  );
  const minX = useMemo(() => Math.min(0, ...[...cells.values()].map((c) => c.x)), [cells]);
  // the graph's size on screen at 1:1, for the view that shows it whole
  const size = useMemo(() => {
    const all = [...cells.values()];
    if (all.length === 0) return { w: 0, h: 0 };
    return {
      w: Math.max(...all.map((c) => c.x - minX)) * CELL_W + NODE_W,
      h: Math.max(...all.map((c) => c.y)) * CELL_H + NODE_H,
    };
  }, [cells, minX]);
  const showOpening = () => {
    const box = svg.current?.getBoundingClientRect();
    setView(openingView(size.w, size.h, box?.width ?? 0, box?.height ?? 0));
  };

  const shownMap = Boolean(states && char);
  // a new graph (first load, another trader) opens fitted to the chain, readable
  // biome-ignore lint/correctness/useExhaustiveDependencies: showOpening reads size, which follows cells
  useEffect(() => {
    if (shownMap) showOpening();
  }, [shownMap, size]);
  // the wheel zooms the map, not the page: a listener that may call preventDefault (not passive)
  useEffect(() => {
    const el = svg.current;
    if (!shownMap || !el) return;
    const onWheel = (e: WheelEvent) => {
      e.preventDefault();
      const box = el.getBoundingClientRect();
      setView((v) => zoomAt(v, e.clientX - box.left, e.clientY - box.top, wheelFactor(e.deltaY)));
    };
    el.addEventListener("wheel", onWheel, { passive: false });
    return () => el.removeEventListener("wheel", onWheel);
  }, [shownMap]);

  if (!states || !char) return <LoadingNote t={t} failed={cache.status === "error"} />;
  const name = (uid: string) => questName(cache.quests[uid], locale) ?? uid;
  const traderName = (uid: string) => traderNames[uid] ?? uid;
  const at = (uid: string) => {
    const c = cells.get(uid);
    return c ? { x: (c.x - minX) * CELL_W, y: c.y * CELL_H } : null;
  };
  const shown = new Set(nodes.map((q) => q.uid));
  const edges = nodes.flatMap((q) =>
    [...q.require, ...q.requireOr].filter((p) => shown.has(p)).map((p) => ({ from: p, to: q.uid })),
  );

  const down = (e: PointerEvent<SVGSVGElement>) => {
    drag.current = { x: e.clientX, y: e.clientY, moved: 0 };
  };
  const move = (e: PointerEvent<SVGSVGElement>) => {
    const d = drag.current;
    if (!d) return;
    const dx = e.clientX - d.x;
    const dy = e.clientY - d.y;
    d.moved += Math.abs(dx) + Math.abs(dy);
    if (d.moved > CLICK_SLOP && !svg.current?.hasPointerCapture(e.pointerId))
      svg.current?.setPointerCapture(e.pointerId);
    d.x = e.clientX;
    d.y = e.clientY;
    setView((v) => panBy(v, dx, dy));
  };
  const up = (e: PointerEvent<SVGSVGElement>) => {
    if (svg.current?.hasPointerCapture(e.pointerId)) svg.current.releasePointerCapture(e.pointerId);
    setTimeout(() => {
      drag.current = null;
    }, 0);
  };
  const pick = (uid: string) => {
    if ((drag.current?.moved ?? 0) > CLICK_SLOP) return;
    setPicked(uid);
  };
  const zoomBy = (factor: number) => {
    const box = svg.current?.getBoundingClientRect();
    setView((v) => zoomAt(v, (box?.width ?? 0) / 2, (box?.height ?? 0) / 2, factor));
  };
  const pickedState = picked ? states.byUid.get(picked) : undefined;
  const pickedQuest = picked ? states.quests.find((q) => q.uid === picked) : undefined;

  return (
    <section className="quests-map">
      {pro ? null : <p className="quests-notice">{t.questsMapFree}</p>}
      <div className="quests-map__bar">
        <label>
          {t.trader}{" "}
          <select
            value={shownTrader}
            onChange={(e) => {
              setTrader(e.target.value);
            }}
          >
            {pro ? <option value="">{t.allTraders}</option> : null}
            {[...traders]
              .sort((a, b) => traderName(a).localeCompare(traderName(b)))
              .map((tr) => (
                <option key={tr} value={tr}>
                  {traderName(tr)}
                </option>
              ))}
          </select>
        </label>
        <button type="button" onClick={() => zoomBy(1.25)}>
          {t.zoomIn}
        </button>
        <button type="button" onClick={() => zoomBy(0.8)}>
          {t.zoomOut}
        </button>
        <button type="button" onClick={showOpening}>
          {t.zoomReset}
        </button>
        <ul className="quests-map__legend" aria-label={t.legend}>
          {STATUSES.map((s) => (
            <li key={s} className={`qnode-${s.toLowerCase()}`}>
              {t.status[s]}
            </li>
          ))}
        </ul>
      </div>
      <div className="quests-map__body">
        <section className="quests-map__frame" aria-label={t.questsMapLabel}>
          <svg
            ref={svg}
            className="quests-map__svg"
            data-zoom={view.k.toFixed(2)}
            data-pan={`${Math.round(view.x)},${Math.round(view.y)}`}
            onPointerDown={down}
            onPointerMove={move}
            onPointerUp={up}
            onPointerCancel={up}
          >
            <title>{t.questsMapLabel}</title>
            <g transform={`translate(${view.x} ${view.y}) scale(${view.k})`}>
              {edges.map((e) => {
                const a = at(e.from);
                const b = at(e.to);
                if (!a || !b) return null;
                return (
                  <line
                    key={`${e.from}-${e.to}`}
                    className="qedge"
                    x1={a.x + NODE_W}
                    y1={a.y + NODE_H / 2}
                    x2={b.x}
                    y2={b.y + NODE_H / 2}
                  />
                );
              })}
              {nodes.map((q) => {
                const p = at(q.uid);
                const s = states.byUid.get(q.uid);
                if (!p || !s) return null;
                return (
                  <foreignObject key={q.uid} x={p.x} y={p.y} width={NODE_W} height={NODE_H}>
                    <button
                      type="button"
                      className={`qnode qnode-${s.status.toLowerCase()}`}
                      data-quest={q.uid}
                      data-status={s.status}
                      aria-pressed={picked === q.uid}
                      title={`${name(q.uid)} — ${t.status[s.status]}`}
                      onClick={() => pick(q.uid)}
                    >
                      {name(q.uid)}
                    </button>
                  </foreignObject>
                );
              })}
            </g>
          </svg>
        </section>
        <aside className="quests-map__panel" aria-live="polite">
          {pickedQuest && pickedState ? (
            <div data-picked={pickedQuest.uid}>
              <h2>{name(pickedQuest.uid)}</h2>
              <p>
                {traderName(pickedQuest.trader)} ·{" "}
                <span className="quest-status">{t.status[pickedState.status]}</span>
              </p>
              {pickedState.reasons.map((r) => (
                <p key={JSON.stringify(r)} className="quest-reason">
                  {lockReasonText(t, r, (uid) => traderNames[uid] ?? name(uid), locale)}
                </p>
              ))}
              {pickedState.status === "Cancelled" ? null : (
                <button
                  type="button"
                  onClick={() => setQuestDone(pickedQuest.uid, pickedState.status !== "Completed")}
                >
                  {pickedState.status === "Completed" ? t.reopen : t.complete}
                </button>
              )}
            </div>
          ) : (
            <p className="muted">{t.pickQuest}</p>
          )}
        </aside>
      </div>
    </section>
  );
}
