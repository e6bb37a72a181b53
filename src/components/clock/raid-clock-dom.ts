import { raidClockTimes } from "../../domain/raid-clock";

/** Refresh period of the raid clock (SPEC §9), as in stores/raid-clock (not imported: no store code here). */
const TICK_MS = 50;

/** Ticks every given raid clock element, pausing while the tab is hidden. */
export function startRaidClocks(roots: Iterable<HTMLElement>): void {
  const targets = [...roots].map((root) => ({
    left: root.querySelector<HTMLElement>('[data-clock="left"]'),
    right: root.querySelector<HTMLElement>('[data-clock="right"]'),
  }));
  if (targets.length === 0) return;
  let timer: ReturnType<typeof setInterval> | undefined;
  const tick = () => {
    const [left, right] = raidClockTimes(Date.now());
    for (const t of targets) {
      if (t.left && t.left.textContent !== left) t.left.textContent = left;
      if (t.right && t.right.textContent !== right) t.right.textContent = right;
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
