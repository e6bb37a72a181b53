import { type RaidPhase, raidClockPhases, raidClockTimes } from "../../domain/raid-clock";

/** Refresh period of the raid clock (docs/product.md §9), as in stores/raid-clock (not imported: no store code here). */
const TICK_MS = 50;

const setText = (el: HTMLElement | null, text: string) => {
  if (el && el.textContent !== text) el.textContent = text;
};

/** Shows "day" or "night" in the page's words, with the phase itself in data-value. */
const setPhase = (el: HTMLElement | null, phase: RaidPhase, words: Record<RaidPhase, string>) => {
  if (!el || el.dataset.value === phase) return;
  el.dataset.value = phase;
  el.textContent = words[phase];
};

/**
 * Ticks every given raid clock element, pausing while the tab is hidden. A clock with day and
 * night words (data-day, data-night) also shows its raid's phase in its [data-phase] elements.
 */
export function startRaidClocks(roots: Iterable<HTMLElement>): void {
  const targets = [...roots].map((root) => ({
    left: root.querySelector<HTMLElement>('[data-clock="left"]'),
    right: root.querySelector<HTMLElement>('[data-clock="right"]'),
    phases: root.dataset.day
      ? {
          words: { day: root.dataset.day, night: root.dataset.night ?? "" },
          left: root.querySelector<HTMLElement>('[data-phase="left"]'),
          right: root.querySelector<HTMLElement>('[data-phase="right"]'),
        }
      : null,
  }));
  if (targets.length === 0) return;
  let timer: ReturnType<typeof setInterval> | undefined;
  const tick = () => {
    const now = Date.now();
    const [left, right] = raidClockTimes(now);
    const [leftPhase, rightPhase] = raidClockPhases(now);
    for (const t of targets) {
      setText(t.left, left);
      setText(t.right, right);
      if (!t.phases) continue;
      setPhase(t.phases.left, leftPhase, t.phases.words);
      setPhase(t.phases.right, rightPhase, t.phases.words);
    }
  };
  const run = () => {
    clearInterval(timer);
    timer = undefined;
    if (document.visibilityState === "hidden") return;
    tick();
    timer = setInterval(tick, TICK_MS);
  };
  document.addEventListener("visibilitychange", run);
  run();
}
