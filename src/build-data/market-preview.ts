/**
 * The market's first screen of rows, read at build time from DATA_DB exactly as GET /cache
 * builds them (PvP prices), so that the page's HTML shows them before the island has loaded
 * the cache, and the island starts from the same rows.
 */
import { type MarketRow, toMarketRows } from "../components/market/market-rows";
import { cacheItems } from "./cache-items";

/**
 * Rows shown before the cache is loaded: a phone's screen of them at 44 px a row (412 × 823 px).
 * A taller screen's footer does not move when the controller draws the rest: the island holds a
 * screen's height (`.island-screen`). Twice as many rows made a phone's first search result about
 * 0.25 s later (their layout was most of the page's early work).
 */
export const PREVIEW_ROWS = 12;

let cached: Promise<MarketRow[]> | undefined;

/** The first rows of the market in its default order (by name), loaded once per build. */
export function marketPreview(): Promise<MarketRow[]> {
  cached ??= cacheItems("pvp").then((items) => toMarketRows(items).slice(0, PREVIEW_ROWS));
  return cached;
}
