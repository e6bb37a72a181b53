import { useStore } from "@nanostores/react";
import { formatNumber } from "../../domain/format";
import { progressionText } from "../../i18n/progression";
import { $cache } from "../../stores/cache";
import { $itemsToKeep } from "../../stores/progression";
import { ItemIcon } from "../item/ItemIcon";
import { type LevelIslandProps, LoadingNote, useProgressionLevels } from "./progression-island";
import { itemName, questName } from "./shown-name";
import "./progression.css";
import { TableHead } from "../shell/TableHead";

/** /progression/items-to-keep: what the remaining quests and hideout levels still need, found-in-raid marked. */
export default function ItemsToKeep({ locale = "en", levels = [], levelNames = {} }: LevelIslandProps) {
  const t = progressionText(locale);
  const cache = useStore($cache);
  const rows = useStore($itemsToKeep);
  useProgressionLevels(levels);
  if (!rows) return <LoadingNote t={t} failed={cache.status === "error"} />;
  const source = (uid: string) => levelNames[uid] ?? questName(cache.quests[uid], locale) ?? uid;
  return (
    <div className="table-scroll">
      <table className="items-to-keep">
        <TableHead labels={[t.item, t.count, t.firColumn, t.neededBy]} />
        <tbody>
          {rows.map((r) => (
            <tr key={r.item} data-item={r.item}>
              <td>
                <span className="item-cell">
                  <ItemIcon item={cache.items[r.item]} size={28} locale={locale} />
                  <span className="item-cell__name">{itemName(cache.items[r.item], r.item, locale)}</span>
                </span>
              </td>
              <td data-count={r.count}>{formatNumber(r.count, locale)}</td>
              <td>{formatNumber(r.firCount, locale)}</td>
              <td>
                {r.sources.map((uid, i) => (
                  <span key={uid} data-source={uid in levelNames ? "hideout" : "quest"}>
                    {i > 0 ? ", " : ""}
                    {source(uid)}
                  </span>
                ))}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
