import { useStore } from "@nanostores/react";
import { formatNumber } from "../../domain/format";
import { progressionText } from "../../i18n/progression";
import { $cache } from "../../stores/cache";
import { $shownNeeds, $trackerRows } from "../../stores/items-tracker";
import { ItemIcon } from "../item/ItemIcon";
import { NeedFilters } from "./NeedFilters";
import { type LevelIslandProps, LoadingNote, useProgressionLevels } from "./progression-island";
import { itemName, questName } from "./shown-name";
import "./progression.css";
import { TableHead } from "../shell/TableHead";

/**
 * /progression/items-to-keep: what the remaining quests and hideout levels still need, in all and
 * per kind, found-in-raid marked, with what the character has found; filtered to what is still
 * needed or must be found in raid.
 */
export default function ItemsToKeep({ locale = "en", levels = [], levelNames = {} }: LevelIslandProps) {
  const t = progressionText(locale);
  const cache = useStore($cache);
  const all = useStore($trackerRows);
  const rows = useStore($shownNeeds);
  useProgressionLevels(levels);
  if (!all || !rows) return <LoadingNote t={t} failed={cache.status === "error"} />;
  const source = (uid: string) => levelNames[uid] ?? questName(cache.quests[uid], locale) ?? uid;
  return (
    <>
      <NeedFilters t={t} />
      {all.length === 0 ? <p className="muted">{t.noItemsNeeded}</p> : null}
      {all.length > 0 && rows.length === 0 ? <p className="muted">{t.noneShown}</p> : null}
      <div className="table-scroll">
        <table className="items-to-keep">
          <TableHead
            labels={[t.item, t.total, t.questsColumn, t.hideoutColumn, t.firColumn, t.found, t.neededBy]}
          />
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
                <td data-quests={r.questCount}>{formatNumber(r.questCount, locale)}</td>
                <td data-hideout={r.hideoutCount}>{formatNumber(r.hideoutCount, locale)}</td>
                <td data-fir={r.firCount}>{formatNumber(r.firCount, locale)}</td>
                <td data-found={r.found}>{formatNumber(r.found, locale)}</td>
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
    </>
  );
}
