import { SORT_KEYS, type Sort, type SortKey } from "./market-rows";

/**
 * The market's search, filters and sort in the address (so a result can be shared and survives a
 * reload): ?q=gpu&tag=Electronics&caliber=Caliber556x45NATO&fav=1&sort=flea&desc=1. A sort in the
 * address is the user's choice; without one, a typed query ranks by relevance.
 */
export type MarketView = {
  query: string;
  tag: string;
  caliber: string;
  favOnly: boolean;
  /** null: no column chosen (relevance while searching, else by name). */
  sort: Sort | null;
};

export const EMPTY_VIEW: MarketView = { query: "", tag: "", caliber: "", favOnly: false, sort: null };

const isSortKey = (v: string | null): v is SortKey => (SORT_KEYS as readonly string[]).includes(v ?? "");

/** The view an address asks for; unknown or malformed values fall back to the defaults. */
export function readView(search: string): MarketView {
  const p = new URLSearchParams(search);
  const key = p.get("sort");
  return {
    query: (p.get("q") ?? "").slice(0, 200),
    tag: (p.get("tag") ?? "").slice(0, 100),
    caliber: (p.get("caliber") ?? "").slice(0, 100),
    favOnly: p.get("fav") === "1",
    sort: isSortKey(key) ? { key, desc: p.get("desc") === "1" } : null,
  };
}

/** The query string of a view ("" for the default view), other parameters of `search` kept. */
export function writeView(view: MarketView, search = ""): string {
  const p = new URLSearchParams(search);
  for (const k of ["q", "tag", "caliber", "fav", "sort", "desc"]) p.delete(k);
  if (view.query) p.set("q", view.query);
  if (view.tag) p.set("tag", view.tag);
  if (view.caliber) p.set("caliber", view.caliber);
  if (view.favOnly) p.set("fav", "1");
  if (view.sort) {
    p.set("sort", view.sort.key);
    if (view.sort.desc) p.set("desc", "1");
  }
  const qs = p.toString();
  return qs ? `?${qs}` : "";
}
