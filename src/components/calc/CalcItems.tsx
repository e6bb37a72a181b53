import { type ItemCount, wholeCount } from "../../domain/craft-profit";
import { t } from "../../i18n";
import { calcCommonText, fill } from "../../i18n/calc-common";
import { ItemIcon } from "../item/ItemIcon";
import type { Names } from "./calc-format";

/** A recipe's items as icons with "2× Name", comma-separated (the icon tile shows the short name); a dogtag's level requirement after it. */
export function CalcItems({
  list,
  names,
  locale = "en",
}: {
  list: readonly ItemCount[];
  names: Names;
  locale?: string;
}) {
  const c = t(calcCommonText, locale);
  return (
    <span className="calc-items">
      {list.map((o, i) => {
        const item = names.item(o.item);
        return (
          <span key={o.item} className="calc-items__one">
            <ItemIcon
              item={item.shortName === null ? undefined : { shortName: item.shortName, icon: item.icon }}
              size={28}
            />
            {`${wholeCount(o.count)}× ${item.name}`}
            {o.minLevel ? <small>{` (${fill(c.minLevel, { level: o.minLevel })})`}</small> : null}
            {i < list.length - 1 ? ", " : ""}
          </span>
        );
      })}
    </span>
  );
}
