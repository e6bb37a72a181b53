/**
 * /admin/live-icons (docs/product.md §2): every item's icon as the site serves it now (the items cache),
 * filtered by category, tag, or missing and broken icons only (an image that fails to load marks
 * its item); each links to the item's editor.
 */
import { useStore } from "@nanostores/react";
import { useEffect, useMemo, useState } from "react";
import type { CacheItem } from "../../contracts/cache";
import type { AdminMessages } from "../../i18n/admin";
import type { AdminToolMessages } from "../../i18n/admin-tools";
import { $cache, loadCache } from "../../stores/cache";
import { ItemIcon } from "../item/ItemIcon";
import { adminItemPath } from "./admin-route";

/** The most tiles drawn at once (the rest on demand). */
const PAGE = 300;

export function LiveIcons({ t, tt }: { t: AdminMessages; tt: AdminToolMessages }) {
  const cache = useStore($cache);
  const [category, setCategory] = useState("");
  const [tag, setTag] = useState("");
  const [onlyBad, setOnlyBad] = useState(false);
  const [broken, setBroken] = useState<ReadonlySet<string>>(new Set());
  const [limit, setLimit] = useState(PAGE);
  useEffect(() => {
    void loadCache({ quests: false });
  }, []);
  const items = useMemo(
    () => Object.values(cache.items).sort((a, b) => a.name.localeCompare(b.name)),
    [cache.items],
  );
  const categories = useMemo(
    () => [...new Set(items.map((i) => i.category ?? ""))].filter(Boolean).sort(),
    [items],
  );
  const tags = useMemo(() => [...new Set(items.flatMap((i) => i.tags))].sort(), [items]);
  if (cache.status === "error") return <p role="alert">{t.failed}</p>;
  if (items.length === 0) return <p className="muted">{t.loading}</p>;
  const missing = items.filter((i) => !i.icon).length;
  const bad = (i: CacheItem) => !i.icon || broken.has(i.uid);
  const shown = items.filter(
    (i) => (!category || i.category === category) && (!tag || i.tags.includes(tag)) && (!onlyBad || bad(i)),
  );
  const markBroken = (uid: string) => setBroken((prev) => (prev.has(uid) ? prev : new Set([...prev, uid])));
  return (
    <div>
      <p className="muted">{tt.liveIntro}</p>
      <p data-testid="admin-icon-counts">{tt.iconCounts(items.length, missing, broken.size)}</p>
      <div className="admin-filter">
        <label>
          {t.category}{" "}
          <select value={category} onChange={(e) => setCategory(e.target.value)}>
            <option value="">{tt.all}</option>
            {categories.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t.tags}{" "}
          <select value={tag} onChange={(e) => setTag(e.target.value)}>
            <option value="">{tt.all}</option>
            {tags.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
        </label>
        <label className="admin-check">
          <input type="checkbox" checked={onlyBad} onChange={(e) => setOnlyBad(e.target.checked)} />
          {tt.onlyBad}
        </label>
      </div>
      <p className="muted">{tt.shownOf(Math.min(shown.length, limit), shown.length)}</p>
      <ul className="admin-icons" data-testid="admin-icons">
        {shown.slice(0, limit).map((i) => (
          <li key={i.uid} data-uid={i.uid} data-bad={bad(i) || undefined}>
            <a href={adminItemPath(i.uid)} title={i.name}>
              <IconTile item={i} onBroken={markBroken} />
              <span className="admin-icons__name">{i.shortName}</span>
            </a>
          </li>
        ))}
      </ul>
      {shown.length > limit ? (
        <button type="button" onClick={() => setLimit(limit + PAGE * 3)}>
          {tt.showMore}
        </button>
      ) : null}
    </div>
  );
}

/** An item's tile as ItemIcon draws it; an icon that fails to load reports its item. */
function IconTile({ item, onBroken }: { item: CacheItem; onBroken: (uid: string) => void }) {
  const ref = (span: HTMLSpanElement | null) => {
    const img = span?.querySelector("img");
    if (!img) return;
    if (img.complete && img.naturalWidth === 0 && img.currentSrc) onBroken(item.uid);
    img.addEventListener("error", () => onBroken(item.uid), { once: true });
  };
  return (
    <span ref={ref}>
      <ItemIcon item={item} size={64} />
    </span>
  );
}
