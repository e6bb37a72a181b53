import uPlot from "uplot";
import { formatCompactPrice, formatDate, formatPrice } from "../../domain/format";
import { type HistorySeries, withGaps } from "../../stores/market-item";

const HOUR = 3_600_000;

/** The series' names and the page's locale (how prices are written). */
export type ChartLabels = { price: string; average: string; locale: string };

/** Time axis labels in the site's date format (docs/product.md §9, UTC like the tooltip): "DD.MM" for days, else "HH:mm" (midnight shows the day). */
const timeTick = (t: number, step: number) => {
  const text = formatDate(t);
  const time = text.slice(9);
  return step >= 86_400_000 || time === "00:00" ? text.slice(0, 5) : time;
};

const PRICE_COLOUR = "#c9a959";
const AVERAGE_COLOUR = "#6fa8dc";

/** The legend above the plot: each line's swatch (solid price, dashed average) and name. */
function legend(labels: ChartLabels): HTMLElement {
  const list = document.createElement("ul");
  list.className = "price-chart__legend";
  for (const [name, colour, dashed] of [
    [labels.price, PRICE_COLOUR, false],
    [labels.average, AVERAGE_COLOUR, true],
  ] as const) {
    const item = document.createElement("li");
    const swatch = document.createElement("span");
    swatch.className = dashed ? "price-chart__swatch price-chart__swatch--dashed" : "price-chart__swatch";
    swatch.style.borderColor = colour;
    item.append(swatch, name);
    list.append(item);
  }
  return list;
}

/**
 * Draws the price and average lines with uPlot into `box`: a legend, compact price labels, a
 * break where no observation exists (longer than `maxStep` apart), and a tooltip under the
 * cursor with the time and both prices; it follows the box's width. Returns a function that
 * removes the chart.
 */
export function drawPriceChart(
  box: HTMLElement,
  series: HistorySeries,
  average: (number | null)[],
  labels: ChartLabels,
  maxStep: number,
  height = 260,
): () => void {
  const plot = document.createElement("div");
  const tip = document.createElement("div");
  tip.className = "price-chart__tip";
  tip.hidden = true;
  box.replaceChildren(legend(labels), plot, tip);
  const data = withGaps(series, average, maxStep);
  const showTip = (u: uPlot) => {
    const i = u.cursor.idx;
    const x = u.cursor.left ?? -1;
    // no tooltip over a gap: there is no observation there
    if (i === null || i === undefined || x < 0 || u.data[1]?.[i] == null) {
      tip.hidden = true;
      return;
    }
    tip.hidden = false;
    const average = u.data[2]?.[i];
    tip.textContent = `${formatDate(u.data[0][i] ?? 0)} · ${labels.price} ${formatPrice(
      u.data[1]?.[i] ?? 0,
      "RUB",
      labels.locale,
    )}${average == null ? "" : ` · ${labels.average} ${formatPrice(average, "RUB", labels.locale)}`}`;
    const left = Math.min(x + u.over.offsetLeft, u.root.clientWidth - tip.offsetWidth);
    tip.style.transform = `translate(${Math.max(0, left)}px,${(u.cursor.top ?? 0) + u.over.offsetTop + 12}px)`;
  };
  const axis = { stroke: "#9a968b", grid: { stroke: "#2a2e35", width: 1 }, ticks: { stroke: "#2a2e35" } };
  const chart = new uPlot(
    {
      width: box.clientWidth,
      height,
      // times are Unix milliseconds, as stored
      ms: 1,
      legend: { show: false },
      // a lone observation (real data starts with one) sits in a day-wide window, not a zero-wide one
      scales: {
        x: {
          time: true,
          range: (_u, min, max) => (max - min < HOUR ? [min - 12 * HOUR, max + 12 * HOUR] : [min, max]),
        },
      },
      series: [
        {},
        { label: labels.price, stroke: PRICE_COLOUR, width: 1.5 },
        { label: labels.average, stroke: AVERAGE_COLOUR, width: 1.5, dash: [6, 4] },
      ],
      axes: [
        { ...axis, values: (_u, ticks, _i, _space, step) => ticks.map((t) => timeTick(t, step)) },
        // compact: "1.2M₽", "950K₽" ("1,2 млн₽" in Russian)
        {
          ...axis,
          size: labels.locale === "ru" ? 92 : 64,
          values: (_u, ticks) => ticks.map((v) => formatCompactPrice(v, labels.locale)),
        },
      ],
      hooks: { setCursor: [showTip] },
    },
    [data.t, data.price, data.average],
    plot,
  );
  const resize = new ResizeObserver(() => chart.setSize({ width: box.clientWidth, height }));
  resize.observe(box);
  return () => {
    resize.disconnect();
    chart.destroy();
  };
}
