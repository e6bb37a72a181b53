// Long because: the market table is plain DOM code with no React; its search, filters, sort,
// address sync and windowed rows all work on one list of items and one scroll window.
import { caliberName } from "../../domain/caliber";
import { buildSearchIndex, findEntries, rankByRelevance, type SearchIndex } from "../../domain/search";
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
import { type FirstMatches, firstMatches } from "../../stores/market-search";
import { hideBrokenImagesIn } from "../item/hide-broken-images";
import { emptyMarketRow, firstMatchRows } from "./first-match-rows";
import { takeFirstSearch } from "./first-search-handoff";
import { marketRowHtml, type RowContext } from "./market-row-html";
import {
  caliberChoices,
  type MarketRow,
  type Sort,
  type SortKey,
  sortPositions,
  tagChoices,
  toMarketRows,
} from "./market-rows";
import { EMPTY_VIEW, type MarketView, readView, writeView } from "./market-url";

/** Fixed row height (px): the windowed list computes positions from it; CSS uses the same. */
const ROW_HEIGHT = 44;
/** Rows rendered above and below the window. */
const OVERSCAN = 8;

type Range = { start: number; end: number };

/**
 * The rows of a fixed-row-height list whose top is `top` px from the window's top that are inside
 * a window `height` px tall (plus OVERSCAN above and below), limited to `count` rows.
 */
const windowRange = (top: number, height: number, count: number): Range => {
  const first = Math.floor(-top / ROW_HEIGHT);
  return {
    start: Math.min(count, Math.max(0, first - OVERSCAN)),
    end: Math.min(count, Math.max(0, first + Math.ceil(height / ROW_HEIGHT) + OVERSCAN)),
  };
};

const option = (value: string, label: string) => {
  const o = document.createElement("option");
  o.value = value;
  o.textContent = label;
  return o;
};

/**
 * The market table (docs/product.md §2 "/" and "/market"), taking over the page's HTML copy
 * (MarketPage.astro): every item of the client cache in the active character's price mode,
 * searchable (typo-tolerant), filterable by tag and caliber, sortable by any column, with
 * favourites and valuable rows highlighted; only rows in view are in the DOM. Search, filters and
 * sort live in the address (market-url.ts). Search timing is recorded as performance measures:
 * "market-search" (keystroke → rows in the DOM) and "market-search:painted" (keystroke → the
 * frame showing them has been painted).
 * Plain DOM code on purpose: React would add 70 KB to the market page for one table.
 */
export function mountMarket(root: HTMLElement): void {
  const locale = root.dataset.locale ?? "en";
  const tagNames: Record<string, string> = JSON.parse(root.dataset.tagNames ?? "{}");
  const t = marketText(locale);
  const q = <T extends Element>(selector: string) => root.querySelector<T>(selector);
  const controls = q<HTMLFieldSetElement>("fieldset");
  const search = q<HTMLInputElement>("[data-market-query]");
  const tagSelect = q<HTMLSelectElement>("[data-market-tag]");
  const caliberSelect = q<HTMLSelectElement>("[data-market-caliber]");
  const favBox = q<HTMLInputElement>("[data-market-fav]");
  const status = q<HTMLElement>("[data-testid=market-status]");
  const table = q<HTMLTableElement>("table");
  const body = table?.tBodies[0];
  if (!controls || !search || !tagSelect || !caliberSelect || !favBox || !status || !table || !body) return;
  const headers = [...root.querySelectorAll<HTMLTableCellElement>("th[data-sort]")];

  const tagLabel = (tag: string) => tagNames[tag] ?? tagIdLabel(tag);
  // what the first search (market-first-search.ts) was asked and answered before this ran
  const handed = takeFirstSearch(root);
  // search, filters and sort, kept in the address
  let view: MarketView = readView(window.location.search);
  if (handed?.query) view = { ...view, query: handed.query };
  let note = "";
  let now = Date.now();
  let rows: MarketRow[] = [];
  let items: unknown;
  // built when a query first needs it, not when the list arrives (4,900 items: the page's
  // longest task on a phone, and most visits sort or scroll without typing)
  let index: SearchIndex | null = null;
  let hasModePrices = false;
  let candidates: number[] = [];
  let candidatesKey: unknown[] = [];
  let shown: number[] = [];
  let shownKey: unknown[] = [];
  let range: Range = { start: 0, end: 30 };
  // a query typed before the list has loaded: the server's best matches meanwhile
  let early: FirstMatches | null = null;
  let earlyKey = "";
  let earlyAbort: AbortController | null = null;
  let earlyTimer: ReturnType<typeof setTimeout> | undefined;
  let earlyDrawn: FirstMatches | null = null;
  let earlyStars: unknown = null;

  // the HTML copy's rows stay in place until rows of the data replace them (the same rows stay)
  const rowNodes = new Map<string, { html: string; tr: HTMLTableRowElement }>();
  for (const tr of body.querySelectorAll<HTMLTableRowElement>("tr[data-uid]")) {
    rowNodes.set(tr.dataset.uid ?? "", { html: "", tr });
  }
  const preview = handed?.preview ?? [...body.children];
  const topSpacer = document.createElement("tr");
  topSpacer.className = "mspacer";
  const bottomSpacer = document.createElement("tr");
  bottomSpacer.className = "mspacer";
  const modeNote = document.createElement("p");
  modeNote.className = "market__note";
  modeNote.dataset.testid = "no-mode-prices";
  const alertNote = document.createElement("p");
  alertNote.className = "market__note";
  alertNote.setAttribute("role", "alert");
  const template = document.createElement("template");

  // images that cannot load (offline, or gone) hide: the short-name tile shows instead
  hideBrokenImagesIn(body);

  const same = (a: unknown[], b: unknown[]) => a.length === b.length && a.every((x, i) => x === b[i]);
  const currentSort = (): Sort => view.sort ?? { key: "name", desc: false };
  const byRelevance = () => view.sort === null && view.query.trim() !== "";

  const fillOptions = (select: HTMLSelectElement, values: string[], label: (v: string) => string) => {
    const first = select.options[0];
    select.replaceChildren(...(first ? [first] : []), ...values.map((v) => option(v, label(v))));
  };

  const setRows = (next: MarketRow[]) => {
    rows = next;
    hasModePrices = rows.some((r) => r.flea !== null || r.avg24h !== null);
    index = null;
    fillOptions(tagSelect, tagChoices(rows, tagLabel, locale), tagLabel);
    fillOptions(caliberSelect, caliberChoices(rows), caliberName);
  };

  /** The search index of the rows: names rank (name, short name, Russian name and short name); tags match by id and by their shown name. */
  const searchIndex = (): SearchIndex =>
    (index ??= buildSearchIndex(
      rows.map((r) => [r.name, r.shortName, r.ruName, r.ruShortName, ...r.tags, ...r.tags.map(tagLabel)]),
      4,
    ));

  /**
   * Asks the server for the best matches of a query typed before the list has loaded (no filters:
   * it ranks by relevance alone), a moment after the last keystroke; a newer query cancels it.
   */
  const askEarly = () => {
    const query = view.query.trim();
    const wanted =
      rows.length === 0 && query && !view.tag && !view.caliber && !view.favOnly
        ? `${$priceMode.get()}|${query}`
        : "";
    if (wanted === earlyKey) return;
    earlyKey = wanted;
    earlyAbort?.abort();
    clearTimeout(earlyTimer);
    if (!wanted) {
      early = null;
      return;
    }
    const abort = new AbortController();
    earlyAbort = abort;
    earlyTimer = setTimeout(async () => {
      const found = await firstMatches(query, $priceMode.get(), locale === "ru" ? "ru" : "en", abort.signal);
      if (found && earlyKey === wanted && rows.length === 0) {
        early = found;
        render();
      }
    }, 100);
  };

  /** Takes the first search's answer (asked, or arrived) if it asked in the mode the market shows. */
  const adoptFirst = (asked: typeof handed) => {
    if (!asked?.answer || asked.mode !== $priceMode.get()) return;
    const wanted = `${asked.mode}|${asked.query}`;
    earlyKey = wanted;
    asked.answer.then((found) => {
      if (found && earlyKey === wanted && rows.length === 0) {
        early = found;
        render();
      }
    });
  };

  /** The server's best matches in the table body, best first, until the list has loaded. */
  const renderEarly = (found: FirstMatches) => {
    const favourites = $favourites.get();
    // drawn already (a scroll renders again), unless a star changed
    if (found === earlyDrawn && favourites === earlyStars) return;
    earlyDrawn = found;
    earlyStars = favourites;
    const ctx = { t, locale, now, canFavourite: $canFavourite.get() };
    const nodes = firstMatchRows(found.items, ctx, (uid) => favourites.has(uid));
    body.replaceChildren(...(nodes.length > 0 ? nodes : [emptyRow()]));
    rowNodes.clear();
  };

  /** The rows in view into the table body; a row whose markup did not change keeps its node. */
  const renderRows = () => {
    const total = rows.length;
    // the HTML copy's rows (or the server's first matches) until the data has loaded
    if (total === 0) {
      if (early) return renderEarly(early);
      earlyDrawn = null;
      if (body.children.length !== preview.length || preview.some((tr, i) => body.children[i] !== tr))
        body.replaceChildren(...preview);
      return;
    }
    earlyDrawn = null;
    const ctx: Omit<RowContext, "favourite"> = {
      t,
      locale,
      now,
      canFavourite: $canFavourite.get(),
    };
    const favourites = $favourites.get();
    const nodes: HTMLTableRowElement[] = [];
    const kept = new Map<string, { html: string; tr: HTMLTableRowElement }>();
    if (range.start > 0) {
      topSpacer.style.height = `${range.start * ROW_HEIGHT}px`;
      nodes.push(topSpacer);
    }
    for (const pos of shown.slice(range.start, range.end)) {
      const row = rows[pos];
      if (!row) continue;
      const html = marketRowHtml(row, { ...ctx, favourite: favourites.has(row.uid) });
      const old = rowNodes.get(row.uid);
      let node = old;
      if (!old || old.html !== html) {
        template.innerHTML = html;
        const tr = template.content.firstElementChild as HTMLTableRowElement;
        // an icon that could not load stays hidden (and is not asked for again)
        const [was, img] = [old?.tr.querySelector("img"), tr.querySelector("img")];
        if (was?.hidden && img && was.getAttribute("src") === img.getAttribute("src")) img.hidden = true;
        node = old?.tr.isEqualNode(tr) ? { html, tr: old.tr } : { html, tr };
      }
      if (node) {
        kept.set(row.uid, node);
        nodes.push(node.tr);
      }
    }
    if (range.end < shown.length) {
      bottomSpacer.style.height = `${(shown.length - range.end) * ROW_HEIGHT}px`;
      nodes.push(bottomSpacer);
    }
    if (shown.length === 0) nodes.push(emptyRow());
    rowNodes.clear();
    for (const [uid, node] of kept) rowNodes.set(uid, node);
    const current = body.children;
    if (current.length !== nodes.length || nodes.some((n, i) => current[i] !== n))
      body.replaceChildren(...nodes);
  };

  const emptyRow = () => {
    const { tr, td } = emptyMarketRow();
    if (view.favOnly && $favourites.get().size === 0) {
      td.textContent = t.noFavourites;
    } else {
      const clear = document.createElement("button");
      clear.type = "button";
      clear.textContent = t.clearFilters;
      clear.addEventListener("click", () => {
        view = { ...EMPTY_VIEW, sort: view.sort };
        render();
      });
      td.append(`${t.noMatch(view.query.trim())} `, clear);
    }
    return tr;
  };

  const measureRange = () => {
    range = windowRange(body.getBoundingClientRect().top, window.innerHeight, shown.length);
  };

  /** Everything from the state: controls, address, header, status, notes and the rows in view. */
  const render = () => {
    const relevance = byRelevance();
    const sort = currentSort();
    const { query, tag, caliber, favOnly } = view;
    const favourites = $favourites.get();
    if (search.value !== query) search.value = query;
    tagSelect.value = tag;
    caliberSelect.value = caliber;
    favBox.checked = favOnly;
    const { pathname, search: qs, hash } = window.location;
    const next = writeView(view, qs);
    if (next !== qs) window.history.replaceState(window.history.state, "", `${pathname}${next}${hash}`);

    for (const th of headers) {
      const active = !relevance && sort.key === th.dataset.sort;
      th.setAttribute("aria-sort", active ? (sort.desc ? "descending" : "ascending") : "none");
      const button = th.querySelector("button");
      if (button)
        button.textContent = `${button.dataset.label ?? ""}${active ? (sort.desc ? " ▼" : " ▲") : ""}`;
    }

    // Filters narrow the candidates first; sorting them is cached apart from the query.
    const nextCandidatesKey = [rows, tag, caliber, favOnly, favourites, sort.key, sort.desc];
    if (!same(candidatesKey, nextCandidatesKey)) {
      candidatesKey = nextCandidatesKey;
      const out: number[] = [];
      rows.forEach((r, i) => {
        if (tag && !r.tags.includes(tag)) return;
        if (caliber && r.caliber !== caliber) return;
        if (favOnly && !favourites.has(r.uid)) return;
        out.push(i);
      });
      candidates = sortPositions(rows, out, sort);
    }
    const nextShownKey = [rows, query, candidates, relevance];
    if (!same(shownKey, nextShownKey)) {
      shownKey = nextShownKey;
      if (query.trim() === "") shown = candidates;
      else {
        // the query as typed, or what it meant (the other keyboard layout, a Cyrillic spelling)
        const found = findEntries(searchIndex(), query, { among: candidates });
        shown = relevance ? rankByRelevance(searchIndex(), found.hits, found.query) : found.hits;
      }
    }

    askEarly();
    const total = rows.length;
    const mode = $priceMode.get();
    root.dataset.mode = mode;
    const state =
      $cache.get().status === "error" && total === 0
        ? t.loadFailed
        : total === 0
          ? early
            ? t.firstMatches(early.items.length, early.total)
            : t.loading
          : t.shown(shown.length, total);
    status.textContent = `${t.mode(mode)} · ${state}${relevance ? ` · ${t.byRelevance}` : ""}`;
    // the data may hold no prices at all in this mode (the snapshot has PvP prices only): say so
    if (total > 0 && !hasModePrices) {
      modeNote.textContent = t.noModePrices(mode);
      if (!modeNote.isConnected) table.before(modeNote);
    } else modeNote.remove();
    if (note) {
      alertNote.textContent = note;
      if (!alertNote.isConnected) table.before(alertNote);
    }
    measureRange();
    renderRows();
  };

  const change = (patch: Partial<MarketView>) => {
    view = { ...view, ...patch };
    render();
  };

  search.addEventListener("input", (e) => {
    performance.mark("market-search:input", { startTime: e.timeStamp });
    change({ query: search.value });
    const measure = (name: string) => {
      try {
        performance.measure(name, "market-search:input");
      } catch {
        // no start mark (cleared): nothing to record
      }
    };
    // the rows of the new query are in the DOM now; then to the frame that shows them
    measure("market-search");
    requestAnimationFrame(() => setTimeout(() => measure("market-search:painted")));
  });
  tagSelect.addEventListener("change", () => change({ tag: tagSelect.value }));
  caliberSelect.addEventListener("change", () => change({ caliber: caliberSelect.value }));
  favBox.addEventListener("change", () => change({ favOnly: favBox.checked }));
  // the whole header cell sorts (its button, for the keyboard, fills most of it)
  for (const th of headers) {
    th.addEventListener("click", () => {
      const key = th.dataset.sort as SortKey;
      const sort = currentSort();
      change({
        sort: !byRelevance() && sort.key === key ? { key, desc: !sort.desc } : { key, desc: key !== "name" },
      });
    });
  }
  body.addEventListener("click", (e) => {
    const star = e.target instanceof Element ? e.target.closest<HTMLElement>("button.star") : null;
    const uid = star?.closest<HTMLElement>("tr")?.dataset.uid;
    if (!uid) return;
    if (!toggleFavourite(uid)) {
      note = t.favouritesPro;
      render();
    }
  });

  const onScroll = () => {
    const before = range;
    measureRange();
    if (before.start !== range.start || before.end !== range.end) renderRows();
  };
  window.addEventListener("scroll", onScroll, { passive: true });
  window.addEventListener("resize", onScroll);
  setInterval(() => {
    now = Date.now();
    render();
  }, 60_000);

  initFavourites();
  followPriceMode();
  let started = false;
  const update = () => {
    if (started) render();
  };
  $cache.subscribe((cache) => {
    if (cache.items !== items) {
      items = cache.items;
      const loaded = toMarketRows(cache.items);
      if (loaded.length > 0 || rows.length > 0) setRows(loaded);
      if (rows.length > 0) early = null;
    }
    update();
  });
  $priceMode.listen(update);
  $favourites.listen(update);
  $canFavourite.listen(update);
  started = true;
  adoptFirst(handed);
  controls.disabled = false;
  for (const el of root.querySelectorAll<HTMLInputElement>("[data-first-search]")) {
    el.disabled = false;
    delete el.dataset.firstSearch;
  }
  render();
}
