import { useStore } from "@nanostores/react";
import { useEffect } from "react";
import type { HideoutLevel } from "../../domain/hideout-progress";
import { progressionText } from "../../i18n/progression";
import { $cache } from "../../stores/cache";
import { provideHideoutLevels } from "../../stores/hideout-levels";
import { $itemsToKeep, initProgression } from "../../stores/progression";
import { questName } from "./quest-name";
import "./progression.css";

type Props = {
  locale?: string;
  /** The hideout levels (build-time data) and their shown names, "Station level N". */
  levels?: HideoutLevel[];
  levelNames?: Record<string, string>;
};

/** /progression/items-to-keep: what the remaining quests and hideout levels still need, found-in-raid marked. */
export default function ItemsToKeep({ locale = "en", levels = [], levelNames = {} }: Props) {
  const t = progressionText(locale);
  const cache = useStore($cache);
  const rows = useStore($itemsToKeep);
  useEffect(() => {
    provideHideoutLevels(levels);
    initProgression();
  }, [levels]);
  if (!rows) return <p className="muted">{cache.status === "error" ? t.loadFailed : t.loading}</p>;
  const source = (uid: string) => levelNames[uid] ?? questName(cache.quests[uid], locale) ?? uid;
  return (
    <table className="items-to-keep">
      <thead>
        <tr>
          <th scope="col">{t.item}</th>
          <th scope="col">{t.count}</th>
          <th scope="col">{t.foundInRaid}</th>
          <th scope="col">{t.neededBy}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.item} data-item={r.item}>
            <td>{cache.items[r.item]?.name ?? r.item}</td>
            <td data-count>{r.count}</td>
            <td>{r.firCount}</td>
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
  );
}
