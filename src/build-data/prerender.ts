import type { StaticItem } from "./types";

/**
 * How many item pages the build writes per language. Every other item's page is rendered by the
 * Worker when asked for (workers/item-on-demand.ts), so the deployed files and the build time stay
 * the same however many items the data holds: Cloudflare caps one Worker version's static assets
 * at 20,000 files on the free plan.
 */
export const PRERENDERED_ITEMS = 1500;

/** How often players look an item up, as far as the data can tell: the places that name it. */
const uses = (it: StaticItem) =>
  it.quests.length +
  it.hideout.length +
  it.craftsMaking.length +
  it.craftsUsing.length +
  it.bartersMaking.length +
  it.bartersUsing.length;

/**
 * The items whose pages the build prerenders, in the catalog's order: first every item a quest,
 * the hideout, a craft or a barter names (the most named first), then the items with the highest
 * flea price; at most `limit`. The rest are served on demand.
 */
export function prerenderedItems(items: readonly StaticItem[], limit = PRERENDERED_ITEMS): StaticItem[] {
  if (items.length <= limit) return [...items];
  const ranked = items
    .map((item, at) => ({ item, at, uses: uses(item), flea: item.price?.flea ?? -1 }))
    .sort((a, b) => b.uses - a.uses || b.flea - a.flea || a.at - b.at);
  const kept = new Set(ranked.slice(0, Math.max(0, limit)).map((r) => r.item));
  return items.filter((it) => kept.has(it));
}
