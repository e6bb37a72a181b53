import { useStore } from "@nanostores/react";
import { useEffect, useState } from "react";
import { progressionText } from "../../i18n/progression";
import { $cache } from "../../stores/cache";
import { $itemsTrackerEditable, $shownNeeds, $trackerRows, changeFound } from "../../stores/items-tracker";
import { ItemIcon } from "../item/ItemIcon";
import { NeedFilters } from "./NeedFilters";
import { type LevelIslandProps, LoadingNote, useProgressionLevels } from "./progression-island";
import { ResetButton } from "./ResetButton";
import { ScreenshotScan } from "./ScreenshotScan";
import { itemName, questName } from "./shown-name";
import "./progression.css";
import { TableHead } from "../shell/TableHead";

/** A typed found count, applied on blur or Enter; what is not a whole number is ignored. */
function FoundInput({ label, found, set }: { label: string; found: number; set: (n: number) => void }) {
  const [text, setText] = useState(String(found));
  useEffect(() => setText(String(found)), [found]);
  const commit = () => {
    const n = Number(text);
    if (text.trim() !== "" && Number.isInteger(n) && n !== found) set(n);
    else setText(String(found));
  };
  return (
    <input
      type="number"
      className="found-input"
      min={0}
      step={1}
      aria-label={label}
      value={text}
      onChange={(e) => setText(e.target.value)}
      onBlur={commit}
      onKeyDown={(e) => {
        if (e.key === "Enter") commit();
      }}
    />
  );
}

/** /progression/items-tracker: found counts of the still-needed items with + and − (Pro, docs/product.md §6). */
export default function ItemsTracker({ locale = "en", levels = [], levelNames = {} }: LevelIslandProps) {
  const t = progressionText(locale);
  const cache = useStore($cache);
  const all = useStore($trackerRows);
  const rows = useStore($shownNeeds);
  const editable = useStore($itemsTrackerEditable);
  useProgressionLevels(levels);
  if (!all || !rows) return <LoadingNote t={t} failed={cache.status === "error"} />;
  const nameOf = (uid: string) => itemName(cache.items[uid], uid, locale);
  const source = (uid: string) => levelNames[uid] ?? questName(cache.quests[uid], locale) ?? uid;
  return (
    <section className="items-tracker">
      {editable ? (
        <ResetButton t={t} kind="items" locale={locale} />
      ) : (
        <p className="quests-notice">{t.itemsTrackerPro}</p>
      )}
      {editable ? <ScreenshotScan locale={locale} /> : null}
      <NeedFilters t={t} />
      {all.length === 0 ? <p className="muted">{t.noItemsNeeded}</p> : null}
      {all.length > 0 && rows.length === 0 ? <p className="muted">{t.noneShown}</p> : null}
      <div className="table-scroll">
        <table className="items-to-keep">
          <TableHead labels={[t.item, t.found, t.firColumn, t.neededBy]} />
          <tbody>
            {rows.map((r) => (
              <tr key={r.item} data-item={r.item} data-complete={r.complete}>
                <td>
                  <span className="item-cell">
                    <ItemIcon item={cache.items[r.item]} size={28} locale={locale} />
                    <span className="item-cell__name">{nameOf(r.item)}</span>
                  </span>
                </td>
                <td className="found-cell">
                  <button
                    type="button"
                    disabled={!editable || r.found === 0}
                    aria-label={t.removeFound(nameOf(r.item))}
                    onClick={() => changeFound(r.item, -1)}
                  >
                    −
                  </button>{" "}
                  {editable ? (
                    <FoundInput
                      label={t.foundOfItem(nameOf(r.item))}
                      found={r.found}
                      set={(n) => changeFound(r.item, n - r.found)}
                    />
                  ) : null}
                  <span data-found={r.found}>{t.foundOf(r.found, r.count)}</span>{" "}
                  <button
                    type="button"
                    disabled={!editable}
                    aria-label={t.addFound(nameOf(r.item))}
                    onClick={() => changeFound(r.item, 1)}
                  >
                    +
                  </button>
                </td>
                <td>{r.firCount}</td>
                <td>{r.sources.map(source).join(", ")}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
