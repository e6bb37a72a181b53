import { describe, expect, it } from "vitest";
import {
  editDistance,
  type MatchCandidate,
  matchName,
  nameScore,
  normaliseName,
  readCount,
  readVariants,
  sizeFits,
} from "./ocr-match";

describe("normaliseName", () => {
  it.each([
    ["M4A1", "M4A1"],
    ["м4а1", "M4A1"], // Cyrillic м and а
    ["МР-133", "MP133"], // Cyrillic М and Р
    ["Salewa ", "SALEWA"],
    ["T-7", "T7"],
    ["OLI", "0LI"],
    ["0LI", "0LI"],
    ["Граната", "ГPAHATA"], // Г has no Latin look-alike and stays
    ["", ""],
    ["  .-  ", ""],
  ])("%j → %j", (text, normal) => {
    expect(normaliseName(text)).toBe(normal);
  });
});

describe("editDistance and nameScore", () => {
  it.each([
    ["", "", 0],
    ["abc", "", 3],
    ["kitten", "sitting", 3],
    ["flaw", "lawn", 2],
    ["GPU", "GPU", 0],
  ])("%j ↔ %j = %i", (a, b, d) => {
    expect(editDistance(a, b)).toBe(d);
    expect(editDistance(b, a)).toBe(d);
  });
  it("compares a read of five letters or more with the end of a longer name, a little below a whole match", () => {
    expect(nameScore("ffice Journal", "Housing Office Journal")).toBeCloseTo(0.95, 6);
    expect(nameScore("fice Journa1", "Housing Office Journal")).toBeCloseTo((1 - 1 / 11) * 0.95, 6);
    // too short to say: "rnal" is not compared with the end
    expect(nameScore("rnal", "Housing Office Journal")).toBeLessThan(0.3);
  });

  it("reads the right-hand part after a wide gap as a second variant", () => {
    expect(readVariants("EEE           AK-A-16")).toEqual(["EEE           AK-A-16", "AK-A-16"]);
    expect(readVariants(" P226 TD RS ")).toEqual(["P226 TD RS"]);
    expect(readVariants("")).toEqual([""]);
  });

  it("scores 1 for the same normal form, less for each misread letter, 0 for nothing read", () => {
    expect(nameScore("м4а1", "M4A1")).toBe(1);
    expect(nameScore("SA1EWA", "Salewa")).toBeCloseTo(5 / 6, 6);
    expect(nameScore("", "Salewa")).toBe(0);
  });
});

describe("matchName", () => {
  const items: MatchCandidate[] = [
    { uid: "salewa", names: ["Salewa"], width: 1, height: 2 },
    { uid: "grizzly", names: ["Grizzly"], width: 2, height: 2 },
    { uid: "gpu", names: ["GPU"], width: 2, height: 1 },
    { uid: "gp", names: ["GP coin"], width: 1, height: 1 },
    { uid: "ledx", names: ["LEDX", "ЛЕДX"], width: 1, height: 1 },
    { uid: "nosize", names: ["Tetriz"], width: null, height: null },
  ];
  it("finds the name after marks of the picture on the left", () => {
    expect(matchName("EEE      Grizzly", items)).toMatchObject({ uid: "grizzly", score: 1, auto: true });
  });
  it("accepts a clean read of a tracked item without asking", () => {
    expect(matchName("Salewa", items)).toMatchObject({ uid: "salewa", score: 1, auto: true });
    expect(matchName("ЛЕДX", items)).toMatchObject({ uid: "ledx", score: 1, auto: true });
  });
  it("proposes a close misread but asks when the lead is small or the score low", () => {
    const m = matchName("GPC", items);
    expect(m?.uid).toBe("gpu");
    expect(m?.auto).toBe(false);
    expect(matchName("SALEW", items)).toMatchObject({ uid: "salewa", auto: false });
  });
  it("ignores untracked names: nothing scores high enough", () => {
    expect(matchName("Bolts", items)).toBeNull();
    expect(matchName("", items)).toBeNull();
  });
  it("keeps only items whose size fits the frame, either way round; unknown sizes always fit", () => {
    expect(matchName("GPU", items, { cols: 1, rows: 1 })?.uid).not.toBe("gpu");
    expect(matchName("GPU", items, { cols: 1, rows: 2 })).toMatchObject({ uid: "gpu", auto: true });
    expect(matchName("Tetriz", items, { cols: 3, rows: 4 })?.uid).toBe("nosize");
    expect(sizeFits(items[0] as MatchCandidate, 2, 1)).toBe(true);
    expect(sizeFits(items[0] as MatchCandidate, 2, 2)).toBe(false);
  });
  it("never auto-accepts between two items with the same name", () => {
    const twins: MatchCandidate[] = [
      { uid: "a", names: ["Key"], width: 1, height: 1 },
      { uid: "b", names: ["Key"], width: 1, height: 1 },
    ];
    expect(matchName("Key", twins)).toMatchObject({ score: 1, runnerUp: 1, auto: false });
  });
});

describe("readCount", () => {
  it.each([
    ["", 1],
    ["  ", 1],
    ["12", 12],
    [" 1 2O ", 120],
    ["x60", 60],
    ["0", 1],
    ["99999999999999999999", 1],
  ])("%j → %i", (text, n) => {
    expect(readCount(text)).toBe(n);
  });
});
