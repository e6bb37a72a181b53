import type { CacheItem } from "../../contracts/cache";
import { marketRowHtml, type RowContext } from "./market-row-html";
import { toMarketRow } from "./market-rows";

/**
 * The server's first matches of a query (GET /items/search) as the market's table rows: drawn the
 * same by the first search (market-first-search.ts) and by the controller (market-dom.ts) until
 * its whole list has loaded.
 */
export function firstMatchRows(
  items: readonly CacheItem[],
  ctx: Omit<RowContext, "favourite">,
  isFavourite: (uid: string) => boolean,
): HTMLTableRowElement[] {
  const template = document.createElement("template");
  return items.map((item) => {
    const row = toMarketRow(item);
    template.innerHTML = marketRowHtml(row, { ...ctx, favourite: isFavourite(row.uid) });
    return template.content.firstElementChild as HTMLTableRowElement;
  });
}

/** The table's one row that says there is nothing to show: its cell spans every column. */
export function emptyMarketRow(): { tr: HTMLTableRowElement; td: HTMLTableCellElement } {
  const tr = document.createElement("tr");
  const td = tr.insertCell();
  td.colSpan = 10;
  td.className = "market__empty";
  return { tr, td };
}
