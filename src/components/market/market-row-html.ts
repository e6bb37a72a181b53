import { formatChange, formatPrice } from "../../domain/format";
import { cropViewBox } from "../../domain/icon-crop";
import { localName } from "../../domain/local-name";
import { traderName } from "../../i18n/game-names";
import type { MarketText } from "../../i18n/market";
import { itemHref } from "../../site/links";
import { itemShortName } from "../progression/shown-name";
import { isValuable, type MarketRow } from "./market-rows";

/** What a row shows besides its item: the same for every row of one render. */
export type RowContext = {
  t: MarketText;
  locale: string;
  /** The time the "updated" column counts from (ms). */
  now: number;
  canFavourite: boolean;
  favourite: boolean;
};

const ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

/** Text for HTML content and quoted attributes. @example escapeHtml('a<"b">') // "a&lt;&quot;b&quot;&gt;" */
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

const price = (x: number | null, locale: string) =>
  x === null ? "—" : escapeHtml(formatPrice(x, "RUB", locale));
const change = (x: number | null, locale: string) =>
  x === null
    ? '<span class="chg">—</span>'
    : `<span class="${x > 0 ? "chg up" : x < 0 ? "chg down" : "chg"}">${escapeHtml(formatChange(x, locale))}</span>`;

/** An item's icon over its short-name tile (the markup of ItemIcon, at 36 px, an admin's crop included). */
const icon = (row: MarketRow, locale: string, size = 36) => {
  const viewBox = cropViewBox(row.crop);
  const crop = viewBox ? ` style="object-view-box:${viewBox}" data-crop="${escapeHtml(row.crop ?? "")}"` : "";
  const category = row.category ? ` data-category="${escapeHtml(row.category)}"` : "";
  return `<span class="item-icon" style="width:${size}px;height:${size}px"${category} aria-hidden="true"><span class="item-icon__text">${escapeHtml(itemShortName(row, locale))}</span>${
    row.icon
      ? `<img src="${escapeHtml(row.icon)}" alt="" width="${size}" height="${size}" loading="lazy" decoding="async"${crop}>`
      : ""
  }</span>`;
};

/**
 * One market-table row as HTML: the page's build renders the first screen of rows with it and the
 * market's controller (market-dom.ts) every row in view, so both are the same markup.
 */
export function marketRowHtml(row: MarketRow, ctx: RowContext): string {
  const { t, locale, now, canFavourite, favourite } = ctx;
  const valuable = isValuable(row);
  const title = canFavourite ? (favourite ? t.favouriteRemove : t.favouriteAdd) : t.proRequired;
  const label = canFavourite ? title : `${t.favourite}: ${t.proRequired}`;
  const star = favourite ? "star star--on" : canFavourite ? "star" : "star star--locked";
  const name = localName(row, locale);
  const trader =
    row.traderPrice === null
      ? "—"
      : `${escapeHtml(formatPrice(row.traderPrice, "RUB", locale))} <span class="mtrader">${escapeHtml(traderName(row.trader ?? "", locale))}</span>`;
  const age =
    row.flea === null && row.avg24h === null
      ? "—"
      : t.ago(Math.max(0, Math.floor((now - row.updatedAt) / 60_000)));
  return `<tr class="${valuable ? "mrow mrow--valuable" : "mrow"}" data-uid="${escapeHtml(row.uid)}">\
<td class="c-star"><button type="button" class="${star}" aria-pressed="${favourite}" title="${escapeHtml(title)}" aria-label="${escapeHtml(label)}">${favourite ? "★" : "☆"}</button></td>\
<td class="c-name"><a href="${escapeHtml(itemHref(row.url, locale))}" class="mname"><span class="micon">${icon(row, locale)}</span><span class="mname__text">${escapeHtml(name)}</span></a>${
    valuable
      ? `<span class="valuable" title="${escapeHtml(t.valuable)}"><span class="sr-only">${escapeHtml(t.valuable)}</span></span>`
      : ""
  }</td>\
<td class="c-num">${price(row.flea, locale)}</td>\
<td class="c-num c-slot">${price(row.perSlot, locale)}</td>\
<td class="c-num c-wide">${price(row.avg24h, locale)}</td>\
<td class="c-num c-wide">${price(row.avg7d, locale)}</td>\
<td class="c-num c-wide">${change(row.change24h, locale)}</td>\
<td class="c-num c-wide">${change(row.change7d, locale)}</td>\
<td class="c-num c-trader">${trader}</td>\
<td class="c-num c-wide c-age">${escapeHtml(age)}</td></tr>`;
}
