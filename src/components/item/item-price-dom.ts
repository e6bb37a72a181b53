import type { HistoryRange } from "../../contracts/history";
import { formatChange, formatDate, formatPrice } from "../../domain/format";
import {
  fetchHistory,
  fetchLivePrice,
  gapAfter,
  type LivePrice,
  movingAverage,
  observedCount,
} from "../../stores/market-item";
import { priceModeOf } from "../../stores/market-price-mode";
import { $expectedMode, $user } from "../../stores/user-state";

/** Average line window: 24 h over raw points (7d), 7 days over daily rows. */
const averageWindow = (range: HistoryRange) => (range === "7d" ? 86_400_000 : 7 * 86_400_000);

const STAT_FORMAT: Record<keyof Omit<LivePrice, "updatedAt">, (x: number, locale: string) => string> = {
  flea: (x, locale) => formatPrice(x, "RUB", locale),
  avg24h: (x, locale) => formatPrice(x, "RUB", locale),
  avg7d: (x, locale) => formatPrice(x, "RUB", locale),
  change24h: formatChange,
  change7d: formatChange,
};

/**
 * Brings one server-rendered price block (ItemPriceSection.tsx) to life: the fresh price of the
 * active character's mode replaces the build-time one, and the chart shows the chosen range;
 * past 7 days the API answers 403 for non-Pro users and the block says "Pro status required".
 * Plain DOM code on purpose: React would add 70 KB to every item page for one block.
 */
export function mountItemPrice(root: HTMLElement): void {
  const { uid = "", url = "", priceModes = "", locale = "en", ...text } = root.dataset;
  /** Modes the data holds any price for: in another mode the block says so instead of "not sold". */
  const modes = priceModes.split(" ");
  const box = root.querySelector<HTMLElement>("[data-chart]");
  const buttons = [...root.querySelectorAll<HTMLButtonElement>("[data-range]")];
  if (!box) return;
  let mode = priceModeOf($user.get(), $expectedMode.get());
  let range: HistoryRange = "7d";
  let request = 0;
  let removeChart: (() => void) | undefined;

  const message = (value: string, alert = false) => {
    removeChart?.();
    removeChart = undefined;
    const p = document.createElement("p");
    p.className = "chart-msg";
    p.textContent = value;
    if (alert) p.setAttribute("role", "alert");
    box.replaceChildren(p);
  };

  const showPrice = async () => {
    const asked = mode;
    const live = await fetchLivePrice(url, asked);
    if (!live || asked !== mode) return;
    const noFlea = modes.includes(asked) ? text.noFlea : text.noMode?.replace("@", asked.toUpperCase());
    for (const [key, format] of Object.entries(STAT_FORMAT)) {
      const el = root.querySelector(`[data-stat="${key}"]`);
      const value = live[key as keyof typeof STAT_FORMAT];
      if (el)
        el.textContent = value === null ? (key === "flea" ? (noFlea ?? "—") : "—") : format(value, locale);
    }
    const observed = root.querySelector("[data-observed]");
    if (observed) {
      observed.textContent = live.flea === null && live.avg24h === null ? "" : formatDate(live.updatedAt);
      observed.parentElement?.toggleAttribute("hidden", observed.textContent === "");
    }
    root.dataset.live = asked;
    // the name as the data has it now (an admin may have fixed it since the page was built)
    const name = document.querySelector("[data-item-name]");
    const fresh = locale === "ru" && live.names.ru ? live.names.ru : live.names.en;
    if (name && fresh && name.textContent !== fresh) name.textContent = fresh;
    const label = root.querySelector("[data-mode]");
    if (label) label.textContent = ` · ${asked.toUpperCase()}`;
  };

  const showHistory = async () => {
    const mine = ++request;
    message(text.loading ?? "");
    // the chart's code (uPlot, a third of the page's script) loads beside the history
    const [chart, result] = await Promise.all([
      import("./price-chart-dom").catch(() => null),
      fetchHistory(uid, range, mode),
    ]);
    if (mine !== request) return;
    if (result.status === "pro-required") return message(text.pro ?? "", true);
    if (result.status === "error" || !chart) return message(text.failed ?? "", true);
    // one price is no chart: the range says it has no history rather than drawing a dot
    if (observedCount(result.series) < 2) return message(text.empty ?? "");
    removeChart?.();
    const { series } = result;
    removeChart = chart.drawPriceChart(
      box,
      series,
      movingAverage(series, averageWindow(range)),
      { price: text.priceLabel ?? "", average: text.averageLabel ?? "", locale },
      gapAfter(range),
    );
    box.dataset.points = String(series.t.length);
    box.dataset.first = String(series.t[0]);
    box.dataset.last = String(series.t.at(-1));
  };

  for (const b of buttons) {
    b.addEventListener("click", () => {
      range = (b.dataset.range ?? "7d") as HistoryRange;
      for (const other of buttons) other.setAttribute("aria-pressed", String(other === b));
      void showHistory();
    });
  }
  // subscribe() calls back at once: the first call loads the price and the 7-day chart; later
  // changes of the user (settings typed in the user popup) reload them only for another mode.
  let loaded = false;
  const follow = () => {
    const next = priceModeOf($user.get(), $expectedMode.get());
    if (loaded && next === mode) return;
    loaded = true;
    mode = next;
    void showPrice();
    void showHistory();
  };
  $user.subscribe(follow);
  $expectedMode.listen(follow);
}
