import { describe, expect, it } from "vitest";
import {
  buildSearchIndex,
  normalize,
  rankByRelevance,
  relevance,
  searchEntries,
  searchList,
  typoBudget,
  withinDistance,
} from "./search";

const index = buildSearchIndex([
  ["Graphics card", "GPU", "Barter", "Electronics", "Видеокарта"],
  ["Tetriz portable game console", "Tetriz", "Electronics"],
  ["5.45x39mm PS gs", "PS", "Ammo", "Caliber545x39"],
  ["Salewa first aid kit", "Salewa", "Meds", "Medical_supplies"],
  ["Ёжик", "Ёж"],
]);

describe("normalize", () => {
  it.each([
    [" Graphics  CARD ", "graphics card"],
    ["Ёлка", "елка"],
    ["", ""],
  ])("%j → %j", (input, out) => expect(normalize(input)).toBe(out));
});

describe("withinDistance", () => {
  it.each([
    ["graphics", "graphics", 0, true],
    ["grapics", "graphics", 1, true],
    ["grahpics", "graphics", 1, false],
    ["grahpics", "graphics", 2, true],
    ["salewa", "salwea", 2, true],
    ["abc", "abcdef", 2, false],
    ["", "ab", 2, true],
  ])("%s ~ %s within %i: %s", (a, b, max, out) => expect(withinDistance(a, b, max)).toBe(out));

  it("compares with the start of b when given a length, and handles long words", () => {
    expect(withinDistance("grap", "graphics", 0, 4)).toBe(true);
    expect(withinDistance("grep", "graphics", 0, 4)).toBe(false);
    expect(withinDistance("grep", "graphics", 1, 4)).toBe(true);
    const long = "a".repeat(80);
    expect(withinDistance(`${long}b`, `${long}c`, 1)).toBe(true);
  });
});

describe("typoBudget", () => {
  it.each([
    [1, 0],
    [2, 0],
    [3, 1],
    [5, 1],
    [6, 2],
    [12, 2],
  ])("length %i → %i", (n, out) => expect(typoBudget(n)).toBe(out));
});

describe("searchEntries", () => {
  it.each([
    ["", [0, 1, 2, 3, 4]],
    ["graph", [0]],
    ["GPU", [0]],
    ["electronics", [0, 1]],
    ["medical supplies", [3]],
    ["5.45", [2]],
    ["видеокарта", [0]],
    ["ежик", [4]],
    ["tetris", [1]],
    ["grafics card", [0]],
    ["salwea", [3]],
    ["tetriz consle", [1]],
    ["xyzzy", []],
  ])("%j → %j", (query, out) => expect(searchEntries(index, query)).toEqual(out));

  it("keeps the given order and subset", () => {
    expect(searchEntries(index, "electronics", { among: [1, 0] })).toEqual([1, 0]);
    expect(searchEntries(index, "", { among: [3] })).toEqual([3]);
  });

  it("skips the fuzzy pass when substring hits are plenty", () => {
    // "ps" is a substring of one entry; with fuzzyBelow 1 no near words are added
    expect(searchEntries(index, "tetriz", { fuzzyBelow: 1 })).toEqual([1]);
  });

  it("searches 4,000 entries quickly enough to answer every keystroke", () => {
    const big = buildSearchIndex(
      Array.from({ length: 4000 }, (_, i) => [`Item number ${i} with a long name`, `IT${i}`, "Barter"]),
    );
    expect(searchEntries(big, "number 3999")).toEqual([3999]);
    expect(searchEntries(big, "nubmer 39").length).toBeGreaterThan(0);
  });
});

describe("relevance", () => {
  // name, short name, Russian name are names; the rest (tags) only match
  const ranked = buildSearchIndex(
    [
      ["Magpul MOE pistol grip", "MOE", "Пистолетная рукоятка Magpul", "Pistol_grip"],
      ["Graphics card", "GPU", "Видеокарта", "Electronics"],
      ["GPU mount", "Mount", null, "Mount"],
      ["Spare GPU fan", "Fan", null, "Electronics"],
      ["Gas analyzer", "GasAn", "Газоанализатор", "Electronics"],
    ],
    3,
  );
  it.each([
    ["gpu", 1, 0],
    ["GPU", 2, 1],
    ["gpu", 3, 2],
    // inside a longer word (Ma-gpu-l): below a whole word anywhere (a tag)
    ["gpu", 0, 4],
    ["electronics", 1, 3],
    ["видео", 1, 1],
    ["moe", 0, 0],
  ])("%s in entry %i → tier %i", (query, entry, tier) => {
    expect(relevance(ranked, entry, query)).toBe(tier);
  });

  it("puts the exact short name first, then name starts, word starts and other matches", () => {
    const hits = searchEntries(ranked, "gpu");
    expect(hits).toEqual([0, 1, 2, 3]);
    expect(rankByRelevance(ranked, hits, "gpu")).toEqual([1, 2, 3, 0]);
  });

  it("keeps the table's order within a tier", () => {
    expect(rankByRelevance(ranked, [4, 3, 1], "electronics")).toEqual([4, 3, 1]);
  });

  it("ranks a query most entries match as relevance ranks each entry (the sorted lookup agrees)", () => {
    const words = ["alpha", "gamma", "ga", "gas", "magpul", "g", "aged", "gun_part", "beta", "ag-43"];
    const many = buildSearchIndex(
      Array.from({ length: 600 }, (_, i) => [
        `${words[i % 10]} ${words[(i * 7 + 3) % 10]} ${i}`,
        words[(i * 3) % 10],
        i % 4 === 1 ? null : "газ",
        `Tag_${words[(i * 9 + 1) % 10]} ${words[i % 7]}`,
      ]),
      3,
    );
    for (const q of ["g", "ga", "a", "ag", "gas", "газ", "г", "4", "part", "tag", "alpha", "beta"]) {
      const hits = searchEntries(many, q);
      expect(hits.length).toBeGreaterThan(0);
      const byEntry = hits
        .map((e, at) => ({ e, at, tier: relevance(many, e, q) }))
        .sort((x, y) => x.tier - y.tier || x.at - y.at)
        .map((x) => x.e);
      expect(rankByRelevance(many, hits, q)).toEqual(byEntry);
    }
    expect(searchEntries(many, "g").length).toBeGreaterThan(200);
    expect(searchEntries(many, "г").length).toBeGreaterThan(200);
  });

  it("finds exactly the entries holding a query of one letter, one digit or with other characters", () => {
    const hay = ["AK-74 5.45", "ag-43 Газ", "Gas mask", "5.56 x45", "Ёлка", "tag_4"];
    const index = buildSearchIndex(hay.map((h) => [h]));
    for (const q of ["a", "4", "5.4", "ag-4", "г", "е", "-", "x4", "_"]) {
      const want = index.hay.flatMap((h, e) => (h.includes(q) ? [e] : []));
      expect([q, searchEntries(index, q, { fuzzyBelow: 0 })]).toEqual([q, want]);
    }
  });
});

describe("searchList", () => {
  const parts = [
    { name: "Magpul MOE SL carbine length handguard", short: "MOE SL", ru: "Цевьё Magpul MOE SL" },
    { name: "AK-74 Hand guard (6P20 Sb.9)", short: "6P20 Sb.9", ru: "Цевьё АК-74 (6П20 Сб.9)" },
    { name: "Zenit B-10 AK handguard", short: "B-10", ru: "Цевьё Зенит B-10" },
  ];
  const fields = (p: (typeof parts)[number]) => [p.name, p.short, p.ru];
  it.each([
    ["", [0, 1, 2]],
    ["b-10", [2]],
    ["зенит", [2]],
    // typed with the Russian layout on
    ["яутше", [2]],
    ["handgaurd", [0, 2]],
    ["moe", [0]],
  ])("%j → %j", (query, out) => {
    expect(searchList(parts, fields, query)).toEqual(out.map((i) => parts[i]));
  });
});
