import { createClient } from "@libsql/client";
import { describe, expect, it } from "vitest";
import { containsPattern } from "./like";

describe("containsPattern", () => {
  it("finds the text anywhere, case-insensitively, with %, _ and \\ taken literally", async () => {
    const db = createClient({ url: ":memory:" });
    const hits = async (q: string) =>
      (
        await db.execute({
          sql: `SELECT v FROM (SELECT '50% off' AS v UNION ALL SELECT '50x off' UNION ALL SELECT 'a_b' UNION ALL SELECT 'axb' UNION ALL SELECT 'C:\\dir')
                WHERE lower(v) LIKE ? ESCAPE '\\' ORDER BY v`,
          args: [containsPattern(q)],
        })
      ).rows.map((r) => r.v);
    expect(await hits("50%")).toEqual(["50% off"]);
    expect(await hits("A_B")).toEqual(["a_b"]);
    expect(await hits(":\\d")).toEqual(["C:\\dir"]);
    expect(await hits("")).toHaveLength(5);
    db.close();
  });
});
