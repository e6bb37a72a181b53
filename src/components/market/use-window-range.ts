import { type RefObject, useEffect, useState } from "react";

export type WindowRange = { start: number; end: number };

/**
 * The rows of a fixed-row-height list under `ref` that are inside the browser window (plus
 * `overscan` above and below), following window scrolling and resizing: only those rows are
 * rendered, so the DOM stays small with 4,000 items.
 */
export function useWindowRange(
  ref: RefObject<HTMLElement | null>,
  count: number,
  rowHeight: number,
  overscan = 8,
): WindowRange {
  const [range, setRange] = useState<WindowRange>({ start: 0, end: Math.min(count, 30) });
  useEffect(() => {
    const update = () => {
      const el = ref.current;
      if (!el) return;
      const top = el.getBoundingClientRect().top;
      const first = Math.floor(-top / rowHeight);
      const visible = Math.ceil(window.innerHeight / rowHeight);
      const start = Math.max(0, Math.min(count, first - overscan));
      const end = Math.max(start, Math.min(count, first + visible + overscan));
      setRange((r) => (r.start === start && r.end === end ? r : { start, end }));
    };
    update();
    window.addEventListener("scroll", update, { passive: true });
    window.addEventListener("resize", update);
    return () => {
      window.removeEventListener("scroll", update);
      window.removeEventListener("resize", update);
    };
  }, [ref, count, rowHeight, overscan]);
  return range;
}
