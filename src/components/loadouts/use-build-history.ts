/** The builder's build with undo and redo: every change pushes the previous build. */
import { useCallback, useState } from "react";
import type { Build } from "../../domain/loadout";

type History = { past: Build[]; present: Build | null; future: Build[] };
/** Steps kept for undo. */
const LIMIT = 100;

export function useBuildHistory(initial: Build | null) {
  const [h, setH] = useState<History>({ past: [], present: initial, future: [] });
  const change = useCallback(
    (next: Build | null) =>
      setH((s) => ({
        past: s.present ? [...s.past, s.present].slice(-LIMIT) : s.past,
        present: next,
        future: [],
      })),
    [],
  );
  const undo = useCallback(
    () =>
      setH((s) => {
        const prev = s.past[s.past.length - 1];
        if (!prev) return s;
        return {
          past: s.past.slice(0, -1),
          present: prev,
          future: s.present ? [s.present, ...s.future] : s.future,
        };
      }),
    [],
  );
  const redo = useCallback(
    () =>
      setH((s) => {
        const [next, ...rest] = s.future;
        if (!next) return s;
        return { past: s.present ? [...s.past, s.present] : s.past, present: next, future: rest };
      }),
    [],
  );
  /** Replaces the build without an undo step (loading a saved build or another gun). */
  const reset = useCallback((b: Build | null) => setH({ past: [], present: b, future: [] }), []);
  return {
    build: h.present,
    change,
    undo,
    redo,
    reset,
    canUndo: h.past.length > 0,
    canRedo: h.future.length > 0,
  };
}
