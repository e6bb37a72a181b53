/** Pan and zoom of the quest graph: a view is a translation and a scale (screen = graph × k + x, y). */
export type View = { x: number; y: number; k: number };

/** Low enough for the longest real trader chain (Mechanic: 25 columns, Gunsmith) to open whole in a desktop frame. */
export const MIN_ZOOM = 0.1;
export const MAX_ZOOM = 3;
export const START_VIEW: View = { x: 20, y: 20, k: 1 };

/** The view zoomed by `factor` keeping the graph point under (px, py) in place. */
export function zoomAt(v: View, px: number, py: number, factor: number): View {
  const k = Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, v.k * factor));
  const r = k / v.k;
  return { k, x: px - (px - v.x) * r, y: py - (py - v.y) * r };
}

/** The zoom factor of a wheel step (down zooms out, up zooms in). */
export const wheelFactor = (deltaY: number) => Math.exp(-deltaY * 0.0015);

/** The view moved by a drag of (dx, dy) screen pixels. */
export const panBy = (v: View, dx: number, dy: number): View => ({ ...v, x: v.x + dx, y: v.y + dy });

/**
 * The view that shows a whole graph of w × h in a frame of fw × fh with a margin: never zoomed
 * past 1:1 nor below MIN_ZOOM, centred across when it fits, from the top (a long chain stays at
 * the top of the frame). An empty graph or an unmeasured frame gets START_VIEW.
 */
export function fitView(w: number, h: number, fw: number, fh: number, margin = 20): View {
  if (!(w > 0 && h > 0 && fw > 2 * margin && fh > 2 * margin)) return START_VIEW;
  const k = Math.max(MIN_ZOOM, Math.min(1, (fw - 2 * margin) / w, (fh - 2 * margin) / h));
  const x = w * k <= fw - 2 * margin ? (fw - w * k) / 2 : margin;
  return { k, x, y: margin };
}

/** The smallest zoom the map opens at: a quest's name stays readable. */
export const READABLE_ZOOM = 0.55;

/**
 * The view the map opens with: the whole graph when it fits at a readable zoom; otherwise the
 * graph's width when that is readable (a tall chain fills the frame across and starts at its
 * top); otherwise the graph's top left corner at the readable zoom, never an overview of specks
 * (the "whole map" button, fitView, shows that).
 */
export function openingView(w: number, h: number, fw: number, fh: number, margin = 20): View {
  const whole = fitView(w, h, fw, fh, margin);
  if (whole === START_VIEW || whole.k >= READABLE_ZOOM) return whole;
  const k = Math.max(READABLE_ZOOM, Math.min(1, (fw - 2 * margin) / w));
  const x = w * k <= fw - 2 * margin ? (fw - w * k) / 2 : margin;
  return { k, x, y: margin };
}
