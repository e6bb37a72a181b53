import { describe, expect, it } from "vitest";
import { readTable } from "../../scripts/data/snapshot";
import { otherLayout, queryVariants, soundFold, toLatin } from "./query-variants";
import { buildSearchIndex, findEntries, rankByRelevance } from "./search";

describe("query variants", () => {
  it.each([
    ["ktlrc", "ледкс"],
    ["ыдшсл", "slick"],
    ["dbltjrfhnf", "видеокарта"],
    [",bnrjby", "биткоин"],
  ])("%s in the other layout is %s", (typed, meant) => {
    expect(otherLayout(typed)).toBe(meant);
  });

  it.each([
    ["ледкс", "ledx"],
    ["слик", "slik"],
    ["гпу", "gpu"],
    ["щит", "schit"],
    ["ak-74", "ak-74"],
  ])("%s in Latin letters is %s", (cyrillic, latin) => {
    expect(toLatin(cyrillic)).toBe(latin);
  });

  it("lists the query first, then its other layout, then Latin spellings, each once", () => {
    expect(queryVariants("ktlrc")).toEqual(["ktlrc", "ледкс", "ledx", "ledks"]);
    expect(queryVariants("слик")).toEqual(["слик", "ckbr", "slik"]);
    expect(queryVariants("gpu")).toEqual(["gpu", "пзг", "pzg"]);
  });

  it.each([
    ["slick", "slik"],
    ["ledx", "ledks"],
    ["phase", "fase"],
    ["accessory", "aksesory"],
    ["mp5", "mp5"],
  ])("%s sounds as %s", (word, folded) => {
    expect(soundFold(word)).toBe(folded);
    expect(queryVariants("")).toEqual([]);
  });
});

describe("search by Russian names, the wrong layout and Cyrillic spellings (real snapshot)", () => {
  const items = readTable("items");
  const index = buildSearchIndex(
    items.map((i) => [i.name, i.shortName, i.nameL10n.ru]),
    3,
  );
  const first = (query: string) => {
    const { hits, query: used } = findEntries(index, query);
    const best = rankByRelevance(index, hits, used)[0];
    return best === undefined ? undefined : items[best]?.uid;
  };
  const LEDX = "5c0530ee86f774697952d952";
  const BITCOIN = "59faff1d86f7746c51718c9c";
  const GPU = "57347ca924597744596b4e71";
  const SLICK = "5e4abb5086f77406975c9342";

  it.each([
    ["бит", BITCOIN],
    ["биткоин", BITCOIN],
    ["видеокарта", GPU],
    ["ледкс", LEDX],
    ["ktlrc", LEDX],
    ["ыдшсл", SLICK],
    ["слик", SLICK],
    // English as before
    ["ledx", LEDX],
    ["gpu", GPU],
  ])("%s finds %s first", (query, uid) => {
    expect(first(query)).toBe(uid);
  });

  it("a query that means nothing finds nothing", () => {
    expect(findEntries(index, "zzqqxx").hits).toEqual([]);
  });
});
