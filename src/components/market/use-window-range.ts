import { type RefObject, useEffect, useState } from "react";

export type WindowRange = { start: number; end: number };

/**
 * The rows of a fixed-row-height list under `ref` that are inside the browser window (plus
 * `overscan` above and below), following window scrolling and resizing; `clampRange` fits it
 * to the current row count. Only those rows are rendered, so the DOM stays small with 4,000
 * items. The range is measured again when `count` changes (a list that shrinks moves the page's
 * scroll without always firing a scroll event); it re-renders only when the range moved.
 */
export function useWindowRange(
  ref: RefObject<HTMLElement | null>,
  rowHeight: number,
  count: number,
  overscan = 8,
): WindowRange {
  const [range, setRange] = useState<WindowRange>({ start: 0, end: 30 });
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new count is a reason to measure again
  useEffect(() => {
    const update = () => {
      const el = ref.current;
      if (!el) return;
      const first = Math.floor(-el.getBoundingClientRect().top / rowHeight);
      const start = Math.max(0, first - overscan);
      const end = Math.max(0, first + Math.ceil(window.innerHeight / rowHeight) + overscan);
      setRange((r) => (r.start === start && r.end === end ? r : { start, end }));
    };
    update();
    window.addEventListener("scroll", update, { passive: true });
    window.addEventListener("resize", update);
    return () => {
      window.removeEventListener("scroll", update);
      window.removeEventListener("resize", update);
    };
  }, [ref, rowHeight, overscan, count]);
  return range;
}

/** The range limited to `count` rows. @example clampRange({ start: 40, end: 70 }, 10) // { start: 10, end: 10 } */
export const clampRange = (range: WindowRange, count: number): WindowRange => ({
  start: Math.min(range.start, count),
  end: Math.min(range.end, count),
});
