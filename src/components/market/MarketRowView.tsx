import { memo } from "react";
import { formatChange, formatPrice } from "../../domain/format";
import type { MarketText } from "../../i18n/market";
import { itemHref } from "../item/links";
import { isValuable, type MarketRow } from "./market-rows";

const price = (x: number | null) => (x === null ? "—" : formatPrice(x));
const change = (x: number | null) =>
  x === null ? (
    <span className="chg">—</span>
  ) : (
    <span className={x > 0 ? "chg up" : x < 0 ? "chg down" : "chg"}>{formatChange(x)}</span>
  );
const traderName = (t: string) => t.charAt(0).toUpperCase() + t.slice(1).replaceAll("-", " ");

type Props = {
  row: MarketRow;
  t: MarketText;
  now: number;
  locale: string;
  favourite: boolean;
  onStar: (uid: string) => void;
  canFavourite: boolean;
};

/** One market-table row; memoised so that scrolling re-renders only rows that enter the window. */
export const MarketRowView = memo(function MarketRowView({
  row,
  t,
  now,
  locale,
  favourite,
  onStar,
  canFavourite,
}: Props) {
  const valuable = isValuable(row);
  return (
    <tr className={valuable ? "mrow mrow--valuable" : "mrow"} data-uid={row.uid}>
      <td className="c-star">
        <button
          type="button"
          className={favourite ? "star star--on" : canFavourite ? "star" : "star star--locked"}
          aria-pressed={favourite}
          title={canFavourite ? (favourite ? t.favouriteRemove : t.favouriteAdd) : t.proRequired}
          aria-label={
            canFavourite
              ? favourite
                ? t.favouriteRemove
                : t.favouriteAdd
              : `${t.favourite}: ${t.proRequired}`
          }
          onClick={() => onStar(row.uid)}
        >
          {favourite ? "★" : "☆"}
        </button>
      </td>
      <td className="c-name">
        <a href={itemHref(row.url, locale)} className="mname">
          <span className="micon" aria-hidden="true">
            {row.shortName.slice(0, 6)}
            {row.icon ? (
              <img
                src={row.icon}
                alt=""
                width={36}
                height={36}
                loading="lazy"
                decoding="async"
                // the short-name tile under it shows when the icon cannot be loaded
                onError={(e) => {
                  e.currentTarget.hidden = true;
                }}
              />
            ) : null}
          </span>
          <span className="mname__text">{locale === "ru" && row.ruName ? row.ruName : row.name}</span>
        </a>
        {valuable ? (
          <span className="valuable" title={t.valuable}>
            <span className="sr-only">{t.valuable}</span>
          </span>
        ) : null}
      </td>
      <td className="c-num">{price(row.flea)}</td>
      <td className="c-num c-slot">{price(row.perSlot)}</td>
      <td className="c-num c-wide">{price(row.avg24h)}</td>
      <td className="c-num c-wide">{price(row.avg7d)}</td>
      <td className="c-num">{change(row.change24h)}</td>
      <td className="c-num c-wide">{change(row.change7d)}</td>
      <td className="c-num c-wide">
        {row.traderPrice === null ? (
          "—"
        ) : (
          <>
            {formatPrice(row.traderPrice)} <span className="mtrader">{traderName(row.trader ?? "")}</span>
          </>
        )}
      </td>
      <td className="c-num c-wide c-age">
        {row.flea === null && row.avg24h === null
          ? "—"
          : t.ago(Math.max(0, Math.floor((now - row.updatedAt) / 60_000)))}
      </td>
    </tr>
  );
});
