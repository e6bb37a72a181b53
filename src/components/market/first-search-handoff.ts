/**
 * The market's first search (market-first-search.ts) hands its state to the market's controller
 * (market-dom.ts). The two are separate bundles (the first search is a small script of its own, run
 * as soon as it arrives), so the state is kept on the market's root element under a shared symbol,
 * not in a module both import.
 */
import type { GameMode } from "../../contracts/game-mode";
import type { FirstMatches } from "../../stores/market-search";

export type FirstSearch = {
  /** The price mode it asked in. */
  mode: GameMode;
  /** The query typed before the controller took over ("" when none). */
  query: string;
  /** The server's best matches of `query`: asked, or arrived (null: not asked, or failed). */
  answer: Promise<FirstMatches | null> | null;
  /** The page's own rows, as the HTML had them (shown again when the query is cleared). */
  preview: Element[];
  /** Stops the first search: its listener and its timer (a request under way goes on). */
  stop: () => void;
};

const SLOT = Symbol.for("tarkov-companion.market.first-search");
type Holder = HTMLElement & { [SLOT]?: FirstSearch };

/** Leaves the first search's state on the market's root for the controller. */
export function offerFirstSearch(root: HTMLElement, state: FirstSearch): void {
  (root as Holder)[SLOT] = state;
}

/** Stops the first search and takes its state (null when it never ran on this root). */
export function takeFirstSearch(root: HTMLElement): FirstSearch | null {
  const holder = root as Holder;
  const state = holder[SLOT] ?? null;
  delete holder[SLOT];
  state?.stop();
  return state;
}
