import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { sqlWord } from "./sql-word";

describe("sqlWord", () => {
  it("quotes a plain word", () => {
    expect(sqlWord("traderOffers")).toBe("'traderOffers'");
    expect(sqlWord("$.questsDone")).toBe("'$.questsDone'");
  });
  it.each(["it's", "a b", "x'); DROP TABLE users; --", "", "é", "x".repeat(65)])("refuses %j", (v) => {
    expect(() => sqlWord(v)).toThrow(/not a plain word/);
  });
});

/** The source files of the Worker (tests aside). */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.ts$/.test(name) && !/\.test\.ts$|\.fixtures\.ts$|\.d\.ts$/.test(name) ? [path] : [];
  });
}

describe("SQL in functions/ and workers/", () => {
  it("quotes no value by hand: values are bound, or written through sqlWord", () => {
    const found = ["functions", "workers"]
      .flatMap(sources)
      // the one place that quotes, after checking
      .filter((file) => file !== join("functions", "db", "sql-word.ts"))
      .flatMap((file) =>
        readFileSync(file, "utf8")
          .split("\n")
          .map((line, i) => ({ file, line: i + 1, text: line }))
          // a quote right around an interpolation: '${…}'
          .filter((l) => /'\$\{/.test(l.text)),
      );
    expect(found.map((f) => `${f.file}:${f.line}: ${f.text.trim()}`)).toEqual([]);
  });
});
