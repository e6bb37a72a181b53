import { defineCatalogue, t } from "./index";

/**
 * The shape of a legal text (/legal/tos, /legal/privacy): an introduction and sections, each a
 * heading and blocks. A block is a paragraph or a list. Texts may hold `code` in backticks (cookie
 * and storage names, shown as they are) and [links](target): a target is a path on this site, an
 * https address, or a name the page resolves (`discord`). src/components/legal/RichText.astro shows them.
 */
export type LegalBlock = string | { readonly list: readonly string[] };
export type LegalSection = {
  /** The section's anchor, the same in every language. */
  readonly id: string;
  readonly title: string;
  readonly blocks: readonly LegalBlock[];
};
export type LegalDoc = { readonly intro: readonly string[]; readonly sections: readonly LegalSection[] };

/** When the terms and the privacy policy last changed (the pages' `<time datetime>`). */
export const LEGAL_UPDATED = "2026-11-27";

type LegalMessages = { updated: string; updatedDate: string; contents: string };

const legalCatalogue = defineCatalogue<LegalMessages>({
  en: { updated: "Last updated:", updatedDate: "27 November 2026", contents: "Contents" },
  ru: { updated: "Последнее обновление:", updatedDate: "27 ноября 2026 г.", contents: "Содержание" },
});

/** The texts both legal pages share, in a locale. */
export const legalText = (locale: string | null | undefined): LegalMessages => t(legalCatalogue, locale);
