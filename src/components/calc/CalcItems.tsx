import { type ItemCount, wholeCount } from "../../domain/craft-profit";
import { ItemIcon } from "../item/ItemIcon";
import type { Names } from "./calc-format";

/** A recipe's items as icons with "2× Name", comma-separated (the icon tile shows the short name). */
export function CalcItems({ list, names }: { list: readonly ItemCount[]; names: Names }) {
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
            {i < list.length - 1 ? ", " : ""}
          </span>
        );
      })}
    </span>
  );
}
