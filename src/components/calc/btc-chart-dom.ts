import uPlot from "uplot";
import type { BtcFarmRow } from "../../domain/btc-farm";
import { formatPrice } from "../../domain/format";

/** The legend's value: the price under the cursor, a dash with no cursor (never a made-up 0 ₽). */
const legendValue = (locale: string) => (_u: unknown, v: number | null) =>
  v === null || v === undefined ? "—" : formatPrice(v, "RUB", locale);

/** The series' names and the page's locale (how prices are written). */
export type BtcChartLabels = { cards: string; withoutSolar: string; withSolar: string; locale: string };

/**
 * Draws profit per day over the number of graphics cards (without and with solar power) with
 * uPlot into `box`, following its width. Returns a function that removes the chart.
 */
export function drawBtcChart(
  box: HTMLElement,
  rows: readonly BtcFarmRow[],
  labels: BtcChartLabels,
): () => void {
  const height = 240;
  const axis = { stroke: "#9a968b", grid: { stroke: "#2a2e35", width: 1 }, ticks: { stroke: "#2a2e35" } };
  const chart = new uPlot(
    {
      width: box.clientWidth,
      height,
      scales: { x: { time: false } },
      series: [
        { label: labels.cards },
        { label: labels.withoutSolar, stroke: "#c9a959", width: 1.5, value: legendValue(labels.locale) },
        {
          label: labels.withSolar,
          stroke: "#6fa8dc",
          width: 1.5,
          dash: [6, 4],
          value: legendValue(labels.locale),
        },
      ],
      axes: [
        { ...axis },
        { ...axis, size: 80, values: (_u, ticks) => ticks.map((v) => formatPrice(v, "RUB", labels.locale)) },
      ],
    },
    [
      rows.map((r) => r.cards),
      rows.map((r) => r.withoutSolar.profitPerDay),
      rows.map((r) => r.withSolar.profitPerDay),
    ],
    box,
  );
  const resize = new ResizeObserver(() => chart.setSize({ width: box.clientWidth, height }));
  resize.observe(box);
  return () => {
    resize.disconnect();
    chart.destroy();
  };
}
