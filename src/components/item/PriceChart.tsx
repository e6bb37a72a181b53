import { useEffect, useRef } from "react";
import uPlot from "uplot";
import { formatDate, formatPrice } from "../../domain/format";
import type { HistorySeries } from "../../stores/market-item";

type Props = {
  series: HistorySeries;
  average: number[];
  labels: { price: string; average: string };
  height?: number;
};

/** Price and average lines with a tooltip under the cursor; follows its container's width. */
export default function PriceChart({ series, average, labels, height = 260 }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const tip = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const el = box.current;
    const tooltip = tip.current;
    if (!el || !tooltip) return;
    const showTip = (u: uPlot) => {
      const i = u.cursor.idx;
      if (i === null || i === undefined || u.cursor.left === undefined || u.cursor.left < 0) {
        tooltip.hidden = true;
        return;
      }
      const t = u.data[0][i] ?? 0;
      tooltip.hidden = false;
      tooltip.textContent = `${formatDate(t * 1000)} · ${labels.price} ${formatPrice(
        u.data[1]?.[i] ?? 0,
      )} · ${labels.average} ${formatPrice(u.data[2]?.[i] ?? 0)}`;
      const left = Math.min(u.cursor.left + u.over.offsetLeft, u.root.clientWidth - tooltip.offsetWidth);
      tooltip.style.transform = `translate(${Math.max(0, left)}px, ${(u.cursor.top ?? 0) + u.over.offsetTop + 12}px)`;
    };
    const axis = { stroke: "#9a968b", grid: { stroke: "#2a2e35", width: 1 }, ticks: { stroke: "#2a2e35" } };
    const chart = new uPlot(
      {
        width: el.clientWidth,
        height,
        legend: { show: false },
        scales: { x: { time: true } },
        series: [
          {},
          { label: labels.price, stroke: "#c9a959", width: 1.5 },
          { label: labels.average, stroke: "#6fa8dc", width: 1.5, dash: [6, 4] },
        ],
        axes: [axis, { ...axis, size: 72, values: (_u, ticks) => ticks.map((v) => formatPrice(v)) }],
        hooks: { setCursor: [showTip] },
      },
      [series.t, series.price, average],
      el,
    );
    const resize = new ResizeObserver(() => chart.setSize({ width: el.clientWidth, height }));
    resize.observe(el);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [series, average, labels, height]);

  return (
    <div
      className="price-chart"
      data-testid="price-chart"
      data-points={series.t.length}
      data-first={series.t[0] ?? ""}
      data-last={series.t[series.t.length - 1] ?? ""}
    >
      <div ref={box} className="price-chart__plot" />
      <div ref={tip} className="price-chart__tip" hidden />
    </div>
  );
}
