import { describe, expect, it } from "vitest";
import { sheetCell } from "./sheet-cell";

describe("sheetCell", () => {
  it.each([
    ["=1+1", ",", "'=1+1"],
    ["+7 (999)", ",", "'+7 (999)"],
    ["-rf", ",", "'-rf"],
    ["@SUM(A1)", ",", "'@SUM(A1)"],
    ['=HYPERLINK("http://x","y")', ",", `"'=HYPERLINK(""http://x"",""y"")"`],
    ["Bolts, M8", ",", '"Bolts, M8"'],
    ["Bolts, M8", "\t", "Bolts, M8"],
    ['Say "hi"', "\t", '"Say ""hi"""'],
    ["Tab\there", "\t", '"Tab\there"'],
    ["Tab\there", ",", "Tab\there"],
    ["two\nlines", "\t", '"two\nlines"'],
    ["\tstarts with a tab", "\t", '"\'\tstarts with a tab"'],
    ["Graphics card", ",", "Graphics card"],
  ] as const)("%j in %j → %j", (value, separator, cell) => {
    expect(sheetCell(value, separator)).toBe(cell);
  });

  it("keeps numbers as numbers, a negative one too, and an unknown value empty", () => {
    expect(sheetCell(-5, ",")).toBe("-5");
    expect(sheetCell(450000, "\t")).toBe("450000");
    expect(sheetCell(null, ",")).toBe("");
    expect(sheetCell(Number.NaN, ",")).toBe("");
  });
});
