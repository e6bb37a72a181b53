import { describe, expect, it } from "vitest";
import { decodeColumns, encodeColumns } from "./cache-columns";

type Row = { uid: string; name: string | null; tags: string[]; price?: number | null };
const fields = ["uid", "name", "tags", "price"] as const;

describe("encodeColumns / decodeColumns", () => {
  it.each<[string, Row[], unknown[][]]>([
    ["empty", [], [[], [], [], []]],
    [
      "field order, not key order",
      [{ price: 5, tags: ["a"], name: "N", uid: "u" }],
      [["u"], ["N"], [["a"]], [5]],
    ],
    [
      "a column of nulls travels empty",
      [
        { uid: "u", name: null, tags: [], price: null },
        { uid: "v", name: null, tags: ["t"] },
      ],
      [["u", "v"], [], [[], ["t"]], []],
    ],
    [
      "inner nulls kept",
      [
        { uid: "u", name: null, tags: [], price: 0 },
        { uid: "v", name: "V", tags: [], price: null },
      ],
      [
        ["u", "v"],
        [null, "V"],
        [[], []],
        [0, null],
      ],
    ],
  ])("%s", (_label, rows, encoded) => {
    expect(encodeColumns(fields, rows)).toEqual(encoded);
    expect(decodeColumns(fields, encoded)).toEqual(
      rows.map((r) => ({ price: null, ...r, name: r.name ?? null })),
    );
  });

  it("round-trips through JSON", () => {
    const rows: Row[] = [
      { uid: "a", name: "Alpha", tags: ["x", "y"], price: 10 },
      { uid: "b", name: null, tags: [], price: null },
    ];
    const wire = JSON.parse(JSON.stringify({ fields, items: encodeColumns(fields, rows) }));
    expect(decodeColumns(wire.fields, wire.items)).toEqual(rows);
  });

  it("decodes by the sent field list, whatever its order", () => {
    expect(decodeColumns(["b", "a"], [[2], [1]])).toEqual([{ a: 1, b: 2 }]);
  });

  it("fills fields with no column, or a short one, with null", () => {
    expect(decodeColumns(["a", "b", "c"], [[1, 2], [3]])).toEqual([
      { a: 1, b: 3, c: null },
      { a: 2, b: null, c: null },
    ]);
  });
});
