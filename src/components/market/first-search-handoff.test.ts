import { describe, expect, it, vi } from "vitest";
import { type FirstSearch, offerFirstSearch, takeFirstSearch } from "./first-search-handoff";

// the two scripts share the market's root element, not a module: a plain object stands in for it
const element = () => ({}) as HTMLElement;

const state = (stop: () => void): FirstSearch => ({
  mode: "pvp",
  query: "graphics",
  answer: Promise.resolve({ query: "graphics", total: 0, items: [] }),
  preview: [],
  stop,
});

describe("the market's first search hands over to its controller", () => {
  it("gives its state once, stopping the first search as it does", () => {
    const root = element();
    const stop = vi.fn();
    const offered = state(stop);
    offerFirstSearch(root, offered);
    expect(takeFirstSearch(root)).toBe(offered);
    expect(stop).toHaveBeenCalledTimes(1);
    expect(takeFirstSearch(root)).toBeNull();
    expect(stop).toHaveBeenCalledTimes(1);
  });

  it("gives nothing where no first search ran, or on another root", () => {
    const root = element();
    offerFirstSearch(
      root,
      state(() => {}),
    );
    expect(takeFirstSearch(element())).toBeNull();
  });
});
