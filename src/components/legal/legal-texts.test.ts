import { describe, expect, it } from "vitest";
import type { LegalBlock, LegalDoc } from "../../i18n/legal";
import { privacyText } from "../../i18n/legal-privacy";
import { termsText } from "../../i18n/legal-terms";
import { payoneerText } from "../../i18n/payoneer";
import { richParts } from "./rich-text";

// The English and Russian legal texts say the same things: the same sections in the same order,
// the same lists, and in each paragraph the same links and the same names in code.

/** What must match across languages in a text: its link targets and its code parts. */
const marks = (text: string) =>
  richParts(text, { discord: "discord" }).flatMap((p) =>
    p.kind === "link" ? [`link ${p.href}`] : p.kind === "code" ? [`code ${p.text}`] : [],
  );
const blockShape = (b: LegalBlock) =>
  typeof b === "string" ? { p: marks(b) } : { list: b.list.map((item) => marks(item)) };
const shape = (doc: LegalDoc) => ({
  intro: doc.intro.map(marks),
  sections: doc.sections.map((s) => ({ id: s.id, blocks: s.blocks.map(blockShape) })),
});

describe.each([
  ["terms", termsText],
  ["privacy", privacyText],
])("the %s", (_, text) => {
  it("has the same sections, lists, links and code in English and Russian", () => {
    expect(shape(text("ru"))).toEqual(shape(text("en")));
  });

  it("links only where a target resolves and has unique section ids", () => {
    const doc = text("en");
    const ids = doc.sections.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const m of JSON.stringify(shape(doc)).matchAll(/link #([\w-]+)/g)) expect(ids).toContain(m[1]);
  });
});

describe("the Payoneer page", () => {
  it("puts each configured value in its sentence exactly once and says plainly when it is missing", () => {
    for (const locale of ["en", "ru"]) {
      const text = payoneerText(locale);
      for (const s of [text.patreonPage, text.price, text.payoneerAccount, text.writeTo, text.questions]) {
        expect(s.set.split("{value}")).toHaveLength(2);
        expect(s.unset).not.toContain("{value}");
      }
    }
    expect(payoneerText("en").payoneerAccount.unset).toBe(
      "This site's operator has not set up Payoneer payments yet.",
    );
  });

  it("has the same links in English and Russian", () => {
    const links = (locale: string) =>
      Object.values(payoneerText(locale)).flatMap((v) => (typeof v === "string" ? marks(v) : []));
    expect(links("ru")).toEqual(links("en"));
  });
});
