import { useStore } from "@nanostores/react";
import { useEffect } from "react";
import { progressionText } from "../../i18n/progression";
import { $cache } from "../../stores/cache";
import { $itemsToKeep, initProgression } from "../../stores/progression";
import "./progression.css";

/** /progression/items-to-keep: what the remaining quests still need, found-in-raid marked. */
export default function ItemsToKeep({ locale = "en" }: { locale?: string }) {
  const t = progressionText(locale);
  const cache = useStore($cache);
  const rows = useStore($itemsToKeep);
  useEffect(initProgression, []);
  if (!rows) return <p className="muted">{cache.status === "error" ? t.loadFailed : t.loading}</p>;
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
            <td>{r.sources.map((uid) => cache.quests[uid]?.name ?? uid).join(", ")}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
