import { describe, expect, it } from "vitest";
import { toggleDone, toggleSelected } from "./quest-selection";

describe("toggleSelected", () => {
  it.each([
    [[], false, { ok: true, selected: ["d"] }],
    [["a", "b"], false, { ok: true, selected: ["a", "b", "d"] }],
    [["a", "b", "c"], false, { ok: false, reason: "freeLimit" }],
    [["a", "b", "c"], true, { ok: true, selected: ["a", "b", "c", "d"] }],
  ])("selected %j, pro %s → %j", (selected, pro, out) => {
    expect(toggleSelected(selected, "d", pro)).toEqual(out);
  });
  it("a free user at the limit can still unselect", () => {
    expect(toggleSelected(["a", "b", "c"], "b", false)).toEqual({ ok: true, selected: ["a", "c"] });
  });
});

describe("toggleDone", () => {
  it.each([
    [["a"], true, ["a", "b"]],
    [["a", "b"], true, ["a", "b"]],
    [["a", "b"], false, ["a"]],
    [["a"], false, ["a"]],
  ])("done %j, complete %s → %j", (done, complete, out) => {
    expect(toggleDone(done, "b", complete)).toEqual(out);
  });
});
