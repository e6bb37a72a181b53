import { startTransition, useEffect, useState } from "react";

/** Rows or cards of a phone's first screen, with some to spare. */
export const FIRST_SCREEN_ROWS = 10;

/**
 * How many rows a long list may build in this render: `rows` (at least FIRST_SCREEN_ROWS) in its
 * first render once `ready`, then, at once, all of them in a transition (React builds those in
 * slices, after the first screen has been shown). On a phone, building and laying out a whole
 * list (450 quests) in one go held the first live screen back by about a
 * second; the rows off screen now follow it.
 * @example const cap = useFirstScreen(states !== null, 20); list.slice(0, cap)
 */
export function useFirstScreen(ready: boolean, rows = FIRST_SCREEN_ROWS): number {
  const [lifted, setLifted] = useState(false);
  useEffect(() => {
    if (ready && !lifted) startTransition(() => setLifted(true));
  }, [ready, lifted]);
  return ready && !lifted ? Math.max(rows, FIRST_SCREEN_ROWS) : Number.POSITIVE_INFINITY;
}
