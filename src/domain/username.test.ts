import { describe, expect, it } from "vitest";
import { usernameKey } from "./username";

describe("usernameKey", () => {
  it.each([
    ["Ärger", "ärger"],
    ["café", "cafe\u0301"], // NFC and NFD
    ["Tagilla", "tagilla"],
    ["tagilla", "tаgіllа"], // Cyrillic а and і
    ["Killa", "KILLA"],
    ["Ｋｉｌｌａ", "killa"], // full-width
    ["boss", "bοss"], // Greek ο
    ["modern", "rnodern"],
    ["Ref0", "refo"],
    ["Старый", "старый"],
  ])("%s reads like %s", (a, b) => {
    expect(usernameKey(a)).toBe(usernameKey(b));
  });

  it.each([
    ["Tagilla", "Tagila"],
    ["café", "cafe"],
    ["Killa", "Kilo"],
    ["Рейшала", "Решала"],
  ])("%s differs from %s", (a, b) => {
    expect(usernameKey(a)).not.toBe(usernameKey(b));
  });
});
