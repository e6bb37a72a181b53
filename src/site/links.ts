import { localePath } from "../domain/locale";

/**
 * Internal links of item and tag pages (docs/product.md §2): /item/{slug} and /tag/{tag}; non-English
 * locales prefix them with /{locale}. Only characters that would end or break a path
 * (%, ?, #, white space) are escaped, so a slug like "b&t_…" stays as it is
 * and matches its prerendered folder.
 */
const escapePath = (segment: string) => segment.replace(/[%?#\s]/g, encodeURIComponent);

/** @example itemHref("graphics_card") // "/item/graphics_card" */
export const itemHref = (slug: string, locale = "en") => localePath(`/item/${escapePath(slug)}`, locale);

/** @example tagHref("Electronics", "ru") // "/ru/tag/Electronics" */
export const tagHref = (tag: string, locale = "en") => localePath(`/tag/${escapePath(tag)}`, locale);
