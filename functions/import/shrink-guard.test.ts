import { describe, expect, it } from "vitest";
import { ImportShrinkError, MAX_SHRINK, shrunkTables } from "./shrink-guard";

describe("shrunkTables", () => {
  it("lists a replaced table that would lose more than a tenth of its rows, or all of them", () => {
    const stored = { items: 4515, quests: 497, crafts: 211, barters: 809 };
    const incoming = { items: 3, quests: 0, crafts: 200, barters: 729 };
    expect(shrunkTables(stored, incoming, ["items", "quests", "crafts", "barters"])).toEqual([
      { table: "items", stored: 4515, incoming: 3 },
      { table: "quests", stored: 497, incoming: 0 },
    ]);
  });

  it("lets a table lose up to a tenth, grow, or fill from empty; tables not replaced are not compared", () => {
    const edge = Math.ceil(100 * (1 - MAX_SHRINK));
    expect(shrunkTables({ crafts: 100 }, { crafts: edge }, ["crafts"])).toEqual([]);
    expect(shrunkTables({ crafts: 100 }, { crafts: edge - 1 }, ["crafts"])).toHaveLength(1);
    expect(shrunkTables({ crafts: 100 }, { crafts: 150 }, ["crafts"])).toEqual([]);
    expect(shrunkTables({}, { quests: 5 }, ["quests"])).toEqual([]);
    expect(shrunkTables({ items: 4515 }, { items: 3 }, [])).toEqual([]);
  });
});

describe("ImportShrinkError", () => {
  it("names every table with its counts", () => {
    const err = new ImportShrinkError([
      { table: "items", stored: 4515, incoming: 3 },
      { table: "quests", stored: 497, incoming: 0 },
    ]);
    expect(err.message).toBe(
      "import refused: it would shrink items from 4515 to 3 rows, quests from 497 to 0 rows (at most 10 % may go); the data was left as it was",
    );
  });
});
