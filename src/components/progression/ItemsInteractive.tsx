import { useStore } from "@nanostores/react";
import { type MouseEvent, useMemo } from "react";
import type { HideoutLevel } from "../../domain/hideout-progress";
import { groupBySource } from "../../domain/items-found";
import { progressionText } from "../../i18n/progression";
import { $cache } from "../../stores/cache";
import { $itemsTrackerEditable, $trackerRows, changeFound } from "../../stores/items-tracker";
import { LoadingNote, useProgressionLevels } from "./progression-island";
import { itemName, itemShortName } from "./shown-name";
import "./progression.css";

type Props = {
  locale?: string;
  levels?: HideoutLevel[];
  /** Each hideout level's station name, the group its items show in. */
  levelStations?: Record<string, string>;
  traderNames?: Record<string, string>;
};

/**
 * /progression/items-interactive: a grid of item tiles grouped by what needs them (each trader's
 * quests, each hideout station); a click adds one found, a right-click or Shift+click removes one.
 */
export default function ItemsInteractive({
  locale = "en",
  levels = [],
  levelStations = {},
  traderNames = {},
}: Props) {
  const t = progressionText(locale);
  const cache = useStore($cache);
  const rows = useStore($trackerRows);
  const editable = useStore($itemsTrackerEditable);
  useProgressionLevels(levels);
  const groups = useMemo(() => {
    if (!rows) return [];
    const groupOf = (source: string) => {
      const station = levelStations[source];
      if (station) return station;
      const trader = cache.quests[source]?.trader ?? "";
      return t.questsOf(traderNames[trader] ?? trader);
    };
    return groupBySource(rows, groupOf);
  }, [rows, levelStations, traderNames, cache.quests, t]);
  if (!rows) return <LoadingNote t={t} failed={cache.status === "error"} />;
  const nameOf = (uid: string) => itemName(cache.items[uid], uid, locale);
  const shortOf = (uid: string) => {
    const it = cache.items[uid];
    return it ? itemShortName(it, locale) : uid;
  };
  const click = (item: string) => (e: MouseEvent) => {
    e.preventDefault();
    changeFound(item, e.shiftKey || e.type === "contextmenu" ? -1 : 1);
  };
  return (
    <section className="items-interactive">
      {editable ? null : <p className="quests-notice">{t.itemsTrackerPro}</p>}
      {groups.length === 0 ? <p className="muted">{t.noItemsNeeded}</p> : null}
      {groups.map((g) => (
        <section key={g.key} className="item-group" data-group={g.key}>
          <h2>{g.key}</h2>
          <ul className="item-tiles">
            {g.items.map((r) => (
              <li key={r.item}>
                <button
                  type="button"
                  className="item-tile"
                  data-item={r.item}
                  data-complete={r.complete}
                  disabled={!editable}
                  title={nameOf(r.item)}
                  onClick={click(r.item)}
                  onContextMenu={click(r.item)}
                >
                  <span className="sr-only">{t.addFound(nameOf(r.item))}: </span>
                  <span className="item-tile__short" aria-hidden="true">
                    {shortOf(r.item)}
                  </span>
                  <span className="item-tile__count" data-found={r.found}>
                    {t.foundOf(r.found, r.count)}
                  </span>
                  {r.firCount > 0 ? (
                    <span className="item-tile__fir" aria-hidden="true">
                      FIR
                    </span>
                  ) : null}
                </button>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </section>
  );
}
