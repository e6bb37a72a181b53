import { formatNumber } from "../domain/format";
import { textLocale } from "../domain/locale";

/**
 * Message catalogues (docs/product.md §9): English and Russian texts; every other locale reads English.
 * Each feature keeps its own namespace file (shell.ts, pages.ts, market.ts…) built with
 * defineCatalogue, so a feature adds strings without touching anyone else's file.
 *
 * A page knows its language from `Astro.currentLocale`: every page is prerendered twice,
 * at /path (en) and under the hidden /ru/path (astro.config.mjs i18n fallback), and the
 * Worker serves the Russian file when the tm_locale cookie asks for it.
 */
export { textLocale };

/** English messages and Russian ones of exactly the same shape. */
export type Catalogue<T> = { readonly en: T; readonly ru: T };

/**
 * Declares a namespace's catalogue; a Russian key that is missing, extra or of another
 * type fails the typecheck.
 * @example const c = defineCatalogue({ en: { hi: "Hi" }, ru: { hi: "Привет" } })
 */
export function defineCatalogue<T extends object>(catalogue: { en: T; ru: NoInfer<T> }): Catalogue<T> {
  return catalogue;
}

/**
 * The messages of a catalogue for a locale (any locale code; unknown ones read English).
 * @example t(shellText, "de").siteName // the English text
 */
export function t<T>(catalogue: Catalogue<T>, locale: string | null | undefined): T {
  return catalogue[textLocale(locale)];
}

/** A noun's forms by plural category (CLDR): English uses one and other, Russian one, few, many. */
export type PluralForms = { one: string; few?: string; many?: string; other: string };

const pluralRules = new Map<string, Intl.PluralRules>();

/**
 * The form of a noun for a count in a locale's grammar (Intl.PluralRules), after the count
 * formatted as the locale writes numbers.
 * @example plural(22, "ru", { one: "предмет", few: "предмета", many: "предметов", other: "предмета" }) // "22 предмета"
 * @example plural(1, "en", { one: "item", other: "items" }) // "1 item"
 */
export function plural(n: number, locale: string | null | undefined, forms: PluralForms): string {
  const lang = textLocale(locale);
  let rules = pluralRules.get(lang);
  if (!rules) {
    rules = new Intl.PluralRules(lang);
    pluralRules.set(lang, rules);
  }
  const category = rules.select(n) as keyof PluralForms;
  return `${formatNumber(n, lang)} ${forms[category] ?? forms.other}`;
}
