/**
 * The market's search box before the market's controller (market-dom.ts) has loaded: a script of
 * its own, with what it imports bundled in (MarketFirstSearch.astro loads it async from the head,
 * so it runs on arrival, not after the page's other scripts and their imports). It enables the
 * search box as soon as the page's table has begun (a phone at 4x reads the rest of the page for
 * another 0.5 to 1 s) and shows the server's best matches of what is typed (GET /items/search),
 * as the controller shows them while its whole list loads; the controller then takes over
 * (first-search-handoff.ts). The filters stay disabled until then. It does nothing where the
 * price mode is not known yet (a signed-in browser with no character hint) or the address already
 * holds a search or filters.
 */
import { marketText } from "../../i18n/market";
import { pageExpectedMode } from "../../stores/expected-mode";
import { type FirstMatches, firstMatches } from "../../stores/market-search";
import { hideBrokenImagesIn } from "../item/hide-broken-images";
import { emptyMarketRow, firstMatchRows } from "./first-match-rows";
import { resultsArea } from "./first-search-area";
import { type FirstSearch, offerFirstSearch } from "./first-search-handoff";

/** The least time between two requests: a keystroke sooner waits that long after the last one. */
const PAUSE_MS = 100;

function startFirstSearch(root: HTMLElement, body: HTMLTableSectionElement): void {
  const mode = pageExpectedMode();
  const controls = root.querySelector<HTMLFieldSetElement>("fieldset");
  const search = root.querySelector<HTMLInputElement>("[data-market-query]");
  const status = root.querySelector<HTMLElement>("[data-testid=market-status]");
  if (!mode || !controls?.disabled || !search || !status || window.location.search) return;
  const locale = root.dataset.locale ?? "en";
  const lang = locale === "ru" ? "ru" : "en";
  const t = marketText(locale);
  const area = resultsArea(body);
  const idle = status.textContent;
  const others = [...controls.elements].filter(
    (el): el is HTMLSelectElement | HTMLInputElement => el !== search && "disabled" in el,
  );
  for (const el of others) {
    el.disabled = true;
    el.dataset.firstSearch = "";
  }
  controls.disabled = false;

  // images that cannot load hide, as the controller has them: the short-name tile shows instead
  // (watched on the table: matches shown before the page has been read are in a body of their own)
  hideBrokenImagesIn(body.parentElement ?? body);
  let timer: ReturnType<typeof setTimeout> | undefined;
  let abort: AbortController | null = null;
  let sentAt = Number.NEGATIVE_INFINITY;
  let stopped = false;
  const state: FirstSearch = { mode, query: "", answer: null, preview: [], stop: () => {} };
  // the controller runs once the page has been read, and takes the page's rows from here then
  const whenRead = () => {
    state.preview = area.read();
  };
  if (document.readyState === "loading")
    document.addEventListener("readystatechange", whenRead, { once: true });
  else whenRead();

  const show = (found: FirstMatches) => {
    const ctx = { t, locale, now: Date.now(), canFavourite: false };
    const rows = firstMatchRows(found.items, ctx, () => false);
    if (rows.length === 0) {
      // none: said as the controller says it (its button to clear the filters comes with it)
      const { tr, td } = emptyMarketRow();
      td.textContent = t.noMatch(found.query);
      rows.push(tr);
    }
    area.show(rows);
    status.textContent = `${t.mode(mode)} · ${t.firstMatches(found.items.length, found.total)}`;
  };

  const send = () => {
    const query = state.query;
    abort?.abort();
    const mine = new AbortController();
    abort = mine;
    sentAt = performance.now();
    // null when aborted by a newer keystroke or failed: the controller answers it once it runs
    const answer = firstMatches(query, mode, lang, mine.signal);
    state.answer = answer;
    answer.then((found) => {
      if (found && abort === mine && !stopped) show(found);
    });
  };

  const onInput = () => {
    state.query = search.value.trim();
    state.answer = null;
    clearTimeout(timer);
    abort?.abort();
    abort = null;
    if (!state.query) {
      area.clear();
      status.textContent = idle;
      return;
    }
    // at once when nothing was asked a moment ago (a task later can be long on a busy phone)
    if (performance.now() - sentAt >= PAUSE_MS) send();
    else timer = setTimeout(send, PAUSE_MS);
  };
  search.addEventListener("input", onInput);
  state.stop = () => {
    stopped = true;
    search.removeEventListener("input", onInput);
    // a keystroke still waiting for its pause is asked by the controller instead
    clearTimeout(timer);
  };
  offerFirstSearch(root, state);
}

/**
 * Starts on the market once its table's body has begun: at once when the page has been read by
 * the time this script arrives, else as the parser reaches it (watched until the page has been
 * read; "interactive" comes then, before the page's other scripts run).
 */
const tryStart = (): boolean => {
  const root = document.querySelector<HTMLElement>("[data-market]");
  const body = root?.querySelector("table")?.tBodies[0];
  if (!root || !body) return false;
  startFirstSearch(root, body);
  return true;
};
if (!tryStart() && document.readyState === "loading") {
  const watch = new MutationObserver(() => {
    if (tryStart()) watch.disconnect();
  });
  watch.observe(document, { childList: true, subtree: true });
  document.addEventListener("readystatechange", () => watch.disconnect(), { once: true });
}
