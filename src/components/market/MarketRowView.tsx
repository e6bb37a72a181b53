import { memo } from "react";
import { formatChange, formatPrice } from "../../domain/format";
import { traderName } from "../../i18n/game-names";
import type { MarketText } from "../../i18n/market";
import { ItemIcon } from "../item/ItemIcon";
import { itemHref } from "../item/links";
import { isValuable, type MarketRow } from "./market-rows";

const price = (x: number | null, locale: string) => (x === null ? "—" : formatPrice(x, "RUB", locale));
const change = (x: number | null, locale: string) =>
  x === null ? (
    <span className="chg">—</span>
  ) : (
    <span className={x > 0 ? "chg up" : x < 0 ? "chg down" : "chg"}>{formatChange(x, locale)}</span>
  );

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
          <span className="micon">
            <ItemIcon item={row} />
          </span>
          <span className="mname__text">{locale === "ru" && row.ruName ? row.ruName : row.name}</span>
        </a>
        {valuable ? (
          <span className="valuable" title={t.valuable}>
            <span className="sr-only">{t.valuable}</span>
          </span>
        ) : null}
      </td>
      <td className="c-num">{price(row.flea, locale)}</td>
      <td className="c-num c-slot">{price(row.perSlot, locale)}</td>
      <td className="c-num c-wide">{price(row.avg24h, locale)}</td>
      <td className="c-num c-wide">{price(row.avg7d, locale)}</td>
      <td className="c-num">{change(row.change24h, locale)}</td>
      <td className="c-num c-wide">{change(row.change7d, locale)}</td>
      <td className="c-num c-wide">
        {row.traderPrice === null ? (
          "—"
        ) : (
          <>
            {formatPrice(row.traderPrice, "RUB", locale)}{" "}
            <span className="mtrader">{traderName(row.trader ?? "", locale)}</span>
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
