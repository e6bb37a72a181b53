/**
 * The palette of item tiles (docs/product.md §2 /admin/palete): the background an item's icon tile takes, per
 * category, with a default for the rest. Unset colours keep the site's own look (the panel colour).
 */
export type ItemPalette = {
  /** Every tile's background, or null for the site's panel colour. */
  default: string | null;
  /** Category (as the data names it) → background. */
  categories: Record<string, string>;
};

export const EMPTY_PALETTE: ItemPalette = { default: null, categories: {} };

/** The most categories a palette colours. */
export const PALETTE_MAX = 200;

/** A colour as the palette stores it: "#" and six hex digits. */
export const HEX_COLOUR = /^#[0-9a-fA-F]{6}$/;

/** A category a palette may name: no quotes, backslashes, angle brackets or control characters. */
export const PALETTE_CATEGORY = /^[^"\\<>\p{Cc}]{1,60}$/u;

/**
 * The palette from a stored value, each entry checked on its own (a broken one is left out).
 * @example readPalette({ default: "#102030", categories: { Ammo: "#aa0000", Bad: "red" } })
 *   // { default: "#102030", categories: { Ammo: "#aa0000" } }
 */
export function readPalette(stored: unknown): ItemPalette {
  const s = (typeof stored === "object" && stored !== null ? stored : {}) as Record<string, unknown>;
  const categories: Record<string, string> = {};
  const raw = s.categories;
  if (typeof raw === "object" && raw !== null) {
    for (const [category, colour] of Object.entries(raw)) {
      if (Object.keys(categories).length >= PALETTE_MAX) break;
      if (PALETTE_CATEGORY.test(category) && typeof colour === "string" && HEX_COLOUR.test(colour))
        categories[category] = colour.toLowerCase();
    }
  }
  const d = s.default;
  return { default: typeof d === "string" && HEX_COLOUR.test(d) ? d.toLowerCase() : null, categories };
}

/**
 * The CSS that gives item tiles their palette colours (tiles carry their category in
 * `data-category`); empty for an empty palette.
 * @example paletteCss({ default: null, categories: { Ammo: "#aa0000" } })
 *   // '.item-icon[data-category="Ammo"]{background:#aa0000}'
 */
export function paletteCss(palette: ItemPalette): string {
  const rules: string[] = [];
  if (palette.default && HEX_COLOUR.test(palette.default))
    rules.push(`.item-icon{background:${palette.default}}`);
  for (const [category, colour] of Object.entries(palette.categories)) {
    if (PALETTE_CATEGORY.test(category) && HEX_COLOUR.test(colour))
      rules.push(`.item-icon[data-category="${category}"]{background:${colour}}`);
  }
  return rules.join("\n");
}
