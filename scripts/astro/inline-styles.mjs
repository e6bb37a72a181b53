/**
 * Which files the build writes into the page instead of linking (Vite's `build.assetsInlineLimit`,
 * which Astro's `build.inlineStylesheets: "auto"` also asks about each page's stylesheets):
 * - a page's stylesheets up to INLINE_CSS_MAX bytes go into a <style> in its head. A linked
 *   stylesheet holds the first paint until it has arrived: on Lighthouse's simulated mobile
 *   network the three of /market (Base, MarketPage, item-icon: 5.4 KB gzip in all) put its first
 *   paint at about 1.75 s, inlined about 1.15 s. Astro's CSP hashes each inlined <style>;
 * - larger ones stay files, which the browser caches across pages (MapLibre's own, 70 KB, is
 *   not a page's: its chunk links it when the map starts, maplibre-lib.ts);
 * - nothing else: images and fonts stay files (font-src 'self' refuses a data: font).
 */
const INLINE_CSS_MAX = 12 * 1024;

/**
 * @param {string} file
 * @param {Buffer} content
 * @returns {boolean}
 */
export function inlineSmallStylesheets(file, content) {
  return file.endsWith(".css") && content.length <= INLINE_CSS_MAX;
}
