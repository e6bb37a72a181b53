import { useStore } from "@nanostores/react";
import { type ChangeEvent, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from "react";
import { caliberName } from "../../domain/caliber";
import { buildSearchIndex, rankByRelevance, searchEntries } from "../../domain/search";
import { tagIdLabel } from "../../domain/tag-name";
import { marketText } from "../../i18n/market";
import { $cache } from "../../stores/cache";
import {
  $canFavourite,
  $favourites,
  $priceMode,
  followPriceMode,
  initFavourites,
  toggleFavourite,
} from "../../stores/market";
import { MarketRowView } from "./MarketRowView";
import { type MarketRow, type Sort, type SortKey, sortPositions, toMarketRows } from "./market-rows";
import { EMPTY_VIEW, type MarketView, readView, writeView } from "./market-url";
import { clampRange, useWindowRange } from "./use-window-range";

/** Fixed row height (px): the windowed list computes positions from it; CSS uses the same. */
const ROW_HEIGHT = 44;

const COLUMNS: { key: SortKey; label: keyof ReturnType<typeof marketText>; className: string }[] = [
  { key: "name", label: "colName", className: "c-name" },
  { key: "flea", label: "colFlea", className: "c-num" },
  { key: "perSlot", label: "colPerSlot", className: "c-num c-slot" },
  { key: "avg24h", label: "colAvg24h", className: "c-num c-wide" },
  { key: "avg7d", label: "colAvg7d", className: "c-num c-wide" },
  { key: "change24h", label: "colChange24h", className: "c-num" },
  { key: "change7d", label: "colChange7d", className: "c-num c-wide" },
  { key: "traderPrice", label: "colTrader", className: "c-num c-wide" },
  { key: "updatedAt", label: "colUpdated", className: "c-num c-wide c-age" },
];

/**
 * The market table (SPEC §2 "/" and "/market"): every item of the client cache in the active
 * character's price mode, searchable (typo-tolerant), filterable by tag and caliber, sortable by
 * any column, with favourites and valuable rows highlighted; only rows in view are rendered.
 * Search timing is recorded as performance measures: "market-search" (keystroke → rows in the
 * DOM) and "market-search:painted" (keystroke → the frame showing them has been painted).
 */
type Props = {
  locale?: string;
  /** Shown tag names by tag id, in the page's language (from the build). */
  tagNames?: Record<string, string>;
  /**
   * The first screen of rows from the build (src/build-data/market-preview.ts), shown until the
   * cache has loaded: the page's HTML renders this component with them, and the island starts
   * from the same rows, so nothing moves when it takes over.
   */
  firstRows?: MarketRow[];
  /** The page's HTML copy, shown until the island has loaded: its controls are disabled. */
  preview?: boolean;
};

const NO_ROWS: MarketRow[] = [];

export default function MarketTable({
  locale = "en",
  tagNames = {},
  firstRows = NO_ROWS,
  preview = false,
}: Props) {
  const t = marketText(locale);
  const cache = useStore($cache);
  const mode = useStore($priceMode);
  const favourites = useStore($favourites);
  const canFavourite = useStore($canFavourite);
  // search, filters and sort, kept in the address (read once mounted: the prerendered HTML has none)
  const [view, setView] = useState<MarketView>(EMPTY_VIEW);
  const viewRead = useRef(false);
  const { query, tag, caliber, favOnly } = view;
  const change = (patch: Partial<MarketView>) => setView((v) => ({ ...v, ...patch }));
  // a typed query ranks by relevance until a column is chosen; otherwise by name
  const byRelevance = view.sort === null && query.trim() !== "";
  const sort: Sort = view.sort ?? { key: "name", desc: false };
  const [note, setNote] = useState("");
  const [now, setNow] = useState(() => Date.now());
  const pendingMark = useRef(false);
  const listRef = useRef<HTMLTableSectionElement>(null);

  useEffect(() => {
    setView(readView(window.location.search));
    viewRead.current = true;
  }, []);
  useEffect(() => {
    if (!viewRead.current) return;
    const { pathname, search, hash } = window.location;
    const next = writeView(view, search);
    if (next !== search) window.history.replaceState(window.history.state, "", `${pathname}${next}${hash}`);
  }, [view]);

  useEffect(() => {
    initFavourites();
    const stop = followPriceMode();
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => {
      stop();
      clearInterval(timer);
    };
  }, []);

  const loaded = useMemo(() => toMarketRows(cache.items), [cache.items]);
  const rows = loaded.length === 0 ? firstRows : loaded;
  // the data may hold no prices at all in this mode (the snapshot has PvP prices only): say so
  const hasModePrices = useMemo(() => rows.some((r) => r.flea !== null || r.avg24h !== null), [rows]);
  const tagLabel = (tag: string) => tagNames[tag] ?? tagIdLabel(tag);
  // names rank (name, short name, Russian name); tags match by id and by their shown name
  // biome-ignore lint/correctness/useExhaustiveDependencies: tagLabel reads tagNames
  const index = useMemo(
    () =>
      buildSearchIndex(
        rows.map((r) => [r.name, r.shortName, r.ruName, ...r.tags, ...r.tags.map(tagLabel)]),
        3,
      ),
    [rows, tagNames],
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: tagLabel reads tagNames and locale
  const tagOptions = useMemo(
    () =>
      [...new Set(rows.flatMap((r) => r.tags))].sort((a, b) =>
        tagLabel(a).localeCompare(tagLabel(b), locale),
      ),
    [rows, tagNames, locale],
  );
  const caliberOptions = useMemo(
    () => [...new Set(rows.flatMap((r) => (r.caliber ? [r.caliber] : [])))].sort(),
    [rows],
  );
  // Filters narrow the candidates first; sorting them is cached apart from the query.
  const candidates = useMemo(() => {
    const out: number[] = [];
    rows.forEach((r, i) => {
      if (tag && !r.tags.includes(tag)) return;
      if (caliber && r.caliber !== caliber) return;
      if (favOnly && !favourites.has(r.uid)) return;
      out.push(i);
    });
    return sortPositions(rows, out, sort);
  }, [rows, tag, caliber, favOnly, favourites, sort]);
  const shown = useMemo(() => {
    const hits = searchEntries(index, query, { among: candidates });
    return byRelevance ? rankByRelevance(index, hits, query) : hits;
  }, [index, query, candidates, byRelevance]);
  const range = clampRange(useWindowRange(listRef, ROW_HEIGHT, shown.length), shown.length);

  // Runs after the DOM holds the rows of the new query, before paint.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the query change is the trigger
  useLayoutEffect(() => {
    if (!pendingMark.current) return;
    pendingMark.current = false;
    const measure = (name: string) => {
      try {
        performance.measure(name, "market-search:input");
      } catch {
        // no start mark (cleared): nothing to record
      }
    };
    measure("market-search");
    // and to the frame that shows them: after the next paint
    requestAnimationFrame(() => setTimeout(() => measure("market-search:painted")));
  }, [query]);

  const onQuery = (e: ChangeEvent<HTMLInputElement>) => {
    performance.mark("market-search:input", { startTime: e.timeStamp });
    pendingMark.current = true;
    change({ query: e.target.value });
  };
  const onStar = useCallback(
    (uid: string) => {
      if (!toggleFavourite(uid)) setNote(t.favouritesPro);
    },
    [t],
  );
  const onSort = (key: SortKey) =>
    change({
      sort: !byRelevance && sort.key === key ? { key, desc: !sort.desc } : { key, desc: key !== "name" },
    });

  const total = loaded.length;
  const status =
    cache.status === "error" && total === 0
      ? t.loadFailed
      : total === 0
        ? t.loading
        : t.shown(shown.length, total);

  return (
    <div className="market" data-mode={mode}>
      {/* a fieldset disables every control of the HTML copy at once (typing there would be lost) */}
      <fieldset className="market__controls" disabled={preview}>
        <label className="market__search">
          <span className="sr-only">{t.search}</span>
          <input
            type="search"
            value={query}
            onChange={onQuery}
            placeholder={t.searchPlaceholder}
            aria-label={t.search}
            autoComplete="off"
            spellCheck={false}
          />
        </label>
        <label>
          <span className="sr-only">{t.tag}</span>
          <select value={tag} onChange={(e) => change({ tag: e.target.value })} aria-label={t.tag}>
            <option value="">{t.allTags}</option>
            {tagOptions.map((o) => (
              <option key={o} value={o}>
                {tagLabel(o)}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span className="sr-only">{t.caliber}</span>
          <select
            value={caliber}
            onChange={(e) => change({ caliber: e.target.value })}
            aria-label={t.caliber}
          >
            <option value="">{t.allCalibers}</option>
            {caliberOptions.map((o) => (
              <option key={o} value={o}>
                {caliberName(o)}
              </option>
            ))}
          </select>
        </label>
        <label className="market__fav">
          <input type="checkbox" checked={favOnly} onChange={(e) => change({ favOnly: e.target.checked })} />{" "}
          {t.favouritesOnly}
        </label>
        <span className="market__status" role="status" data-testid="market-status">
          {t.mode(mode)} · {status}
          {byRelevance ? ` · ${t.byRelevance}` : ""}
        </span>
      </fieldset>
      {total > 0 && !hasModePrices ? (
        <p className="market__note" data-testid="no-mode-prices">
          {t.noModePrices(mode)}
        </p>
      ) : null}
      {note ? (
        <p className="market__note" role="alert">
          {note}
        </p>
      ) : null}
      <table className="mtable">
        <thead>
          <tr>
            <th className="c-star" aria-label={t.favourite}>
              ★
            </th>
            {COLUMNS.map((c) => (
              <th
                key={c.key}
                className={c.className}
                aria-sort={
                  !byRelevance && sort.key === c.key ? (sort.desc ? "descending" : "ascending") : "none"
                }
              >
                <button type="button" onClick={() => onSort(c.key)}>
                  {t[c.label] as string}
                  {!byRelevance && sort.key === c.key ? (sort.desc ? " ▼" : " ▲") : ""}
                </button>
              </th>
            ))}
          </tr>
        </thead>
        <tbody ref={listRef}>
          {range.start > 0 ? <tr className="mspacer" style={{ height: range.start * ROW_HEIGHT }} /> : null}
          {shown.slice(range.start, range.end).map((pos) => {
            const row = rows[pos];
            return row ? (
              <MarketRowView
                key={row.uid}
                row={row}
                t={t}
                now={now}
                locale={locale}
                favourite={favourites.has(row.uid)}
                onStar={onStar}
                canFavourite={canFavourite}
              />
            ) : null;
          })}
          {range.end < shown.length ? (
            <tr className="mspacer" style={{ height: (shown.length - range.end) * ROW_HEIGHT }} />
          ) : null}
          {total > 0 && shown.length === 0 ? (
            <tr>
              <td colSpan={10} className="market__empty">
                {favOnly && favourites.size === 0 ? (
                  t.noFavourites
                ) : (
                  <>
                    {t.noMatch(query.trim())}{" "}
                    <button type="button" onClick={() => setView({ ...EMPTY_VIEW, sort: view.sort })}>
                      {t.clearFilters}
                    </button>
                  </>
                )}
              </td>
            </tr>
          ) : null}
        </tbody>
      </table>
    </div>
  );
}
