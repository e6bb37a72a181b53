import { describe, expect, it } from "vitest";
import { layoutByDepth, layoutQuests, questGraphLayout } from "./quest-layout";

const cells = (nodes: Parameters<typeof layoutQuests>[0]) => Object.fromEntries(layoutQuests(nodes));

describe("layoutQuests", () => {
  it("puts a chain linked by right in one row", () => {
    expect(cells([{ uid: "a", right: "b" }, { uid: "b", right: "c" }, { uid: "c" }])).toEqual({
      a: { x: 0, y: 0 },
      b: { x: 1, y: 0 },
      c: { x: 2, y: 0 },
    });
  });
  it("places bottom, right2, left and before neighbours", () => {
    expect(
      cells([
        { uid: "a", bottom: "b", right2: "c", left: "d" },
        { uid: "b" },
        { uid: "c" },
        { uid: "d", before: "e" },
        { uid: "e" },
      ]),
    ).toEqual({
      a: { x: 0, y: 0 },
      b: { x: 0, y: 1 },
      c: { x: 1, y: 1 },
      d: { x: -1, y: 0 },
      e: { x: -2, y: 0 },
    });
  });
  it("pushes a quest down when its cell is taken", () => {
    expect(
      cells([
        { uid: "a", right: "b", right2: "c", bottom: "d" },
        { uid: "b" },
        { uid: "c" },
        { uid: "d", right: "e" },
        { uid: "e" },
      ]).e,
    ).toEqual({
      x: 1,
      y: 2,
    });
  });
  it("stacks unlinked groups below each other and ignores unknown neighbours", () => {
    expect(cells([{ uid: "a", bottom: "b", right: "ghost" }, { uid: "b" }, { uid: "z" }])).toEqual({
      a: { x: 0, y: 0 },
      b: { x: 0, y: 1 },
      z: { x: 0, y: 2 },
    });
  });
});

describe("layoutByDepth", () => {
  const depthCells = (nodes: Parameters<typeof layoutByDepth>[0]) => Object.fromEntries(layoutByDepth(nodes));
  it("puts a chain in one row by prerequisite depth and branches below", () => {
    expect(
      depthCells([
        { uid: "a" },
        { uid: "b", require: ["a"] },
        { uid: "c", require: ["a"] },
        { uid: "d", require: ["b", "c"] },
        { uid: "e", requireOr: ["zz"] },
      ]),
    ).toEqual({
      a: { x: 0, y: 0 },
      e: { x: 0, y: 1 },
      b: { x: 1, y: 0 },
      c: { x: 1, y: 1 },
      d: { x: 2, y: 0 },
    });
  });
  it("survives a cycle", () => {
    const out = layoutByDepth([
      { uid: "a", require: ["b"] },
      { uid: "b", require: ["a"] },
    ]);
    expect(out.size).toBe(2);
  });
});

describe("questGraphLayout", () => {
  it("uses the neighbour fields when the data has them, else the prerequisites", () => {
    expect(
      Object.fromEntries(
        questGraphLayout([
          { uid: "a", bottom: "b" },
          { uid: "b", require: ["a"] },
        ]),
      ),
    ).toEqual({
      a: { x: 0, y: 0 },
      b: { x: 0, y: 1 },
    });
    expect(Object.fromEntries(questGraphLayout([{ uid: "a" }, { uid: "b", require: ["a"] }]))).toEqual({
      a: { x: 0, y: 0 },
      b: { x: 1, y: 0 },
    });
  });
});
