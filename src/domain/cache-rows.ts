/**
 * Compact cache rows (SPEC §7): objects sent as arrays in the order of a field list, and
 * rebuilt from that list on the other end. Missing values travel as null, and trailing
 * nulls are dropped from each row; a decoded row has every field, null where absent.
 */

/** Encodes objects to arrays in `fields` order. @example encodeRows(["a","b"], [{a:1,b:null}]) // [[1]] */
export function encodeRows<T extends object>(
  fields: readonly (keyof T & string)[],
  rows: readonly T[],
): unknown[][] {
  return rows.map((row) => {
    const out = fields.map((f) => row[f] ?? null);
    let end = out.length;
    while (end > 0 && out[end - 1] === null) end--;
    out.length = end;
    return out;
  });
}

/** Rebuilds objects from arrays and their field list. */
export function decodeRows(fields: readonly string[], rows: readonly unknown[][]): Record<string, unknown>[] {
  return rows.map((row) => {
    const out: Record<string, unknown> = {};
    fields.forEach((f, i) => {
      out[f] = i < row.length ? (row[i] ?? null) : null;
    });
    return out;
  });
}
