import { describe, expect, it } from "vitest";
import { decodeRows, encodeRows } from "./cache-rows";

type Row = { uid: string; name: string | null; tags: string[]; price?: number | null };
const fields = ["uid", "name", "tags", "price"] as const;

describe("encodeRows / decodeRows", () => {
  it.each<[string, Row[], unknown[][]]>([
    ["empty", [], []],
    ["field order, not key order", [{ price: 5, tags: ["a"], name: "N", uid: "u" }], [["u", "N", ["a"], 5]]],
    ["trailing nulls dropped", [{ uid: "u", name: null, tags: [], price: null }], [["u", null, []]]],
    ["undefined travels as null", [{ uid: "u", name: null, tags: [] }], [["u", null, []]]],
    ["inner null kept", [{ uid: "u", name: null, tags: [], price: 0 }], [["u", null, [], 0]]],
  ])("%s", (_label, rows, encoded) => {
    expect(encodeRows(fields, rows)).toEqual(encoded);
    expect(decodeRows(fields, encoded)).toEqual(
      rows.map((r) => ({ price: null, ...r, name: r.name ?? null })),
    );
  });

  it("round-trips through JSON", () => {
    const rows: Row[] = [
      { uid: "a", name: "Alpha", tags: ["x", "y"], price: 10 },
      { uid: "b", name: null, tags: [], price: null },
    ];
    const wire = JSON.parse(JSON.stringify({ fields, items: encodeRows(fields, rows) }));
    expect(decodeRows(wire.fields, wire.items)).toEqual(rows);
  });

  it("decodes by the sent field list, whatever its order", () => {
    expect(decodeRows(["b", "a"], [[2, 1]])).toEqual([{ a: 1, b: 2 }]);
  });

  it("fills fields missing from a short row with null", () => {
    expect(decodeRows(["a", "b", "c"], [[1]])).toEqual([{ a: 1, b: null, c: null }]);
  });
});
