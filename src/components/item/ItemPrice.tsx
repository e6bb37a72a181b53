import { useEffect, useMemo, useState } from "react";
import type { HistoryRange } from "../../contracts/history";
import { formatChange, formatPrice } from "../../domain/format";
import {
  fetchHistory,
  fetchLivePrice,
  type HistoryResult,
  type LivePrice,
  movingAverage,
} from "../../stores/market-item";
import { usePriceMode } from "../../stores/market-price-mode";
import PriceChart from "./PriceChart";

/** The ranges of SPEC §9 (contracts/history.ts HISTORY_RANGES; not imported: it brings zod). */
const RANGES = ["7d", "1m", "6m", "1y", "all"] as const satisfies readonly HistoryRange[];

/** The island's texts, passed from the page (the i18n catalogue would add kilobytes to the bundle). */
export type ItemPriceText = Record<
  | "price"
  | "avg24h"
  | "avg7d"
  | "change24h"
  | "change7d"
  | "noFleaPrice"
  | "buildPrice"
  | "chart"
  | "chartPrice"
  | "chartAverage"
  | "chartLoading"
  | "chartEmpty"
  | "chartFailed"
  | "proRequired",
  string
>;

type Props = { uid: string; url: string; initial: LivePrice | null; t: ItemPriceText };

/** Average line window: 24 h over raw points (7d), 7 days over daily rows. */
const AVERAGE_WINDOW: Record<HistoryRange, number> = {
  "7d": 86_400,
  "1m": 7 * 86_400,
  "6m": 7 * 86_400,
  "1y": 7 * 86_400,
  all: 7 * 86_400,
};

const price = (x: number | null | undefined) => (x === null || x === undefined ? "—" : formatPrice(x));
const change = (x: number | null | undefined) => (x === null || x === undefined ? "—" : formatChange(x));

/**
 * The item page's one island: the current price (the build-time price until the fresh one
 * arrives, in the active character's mode) and the price chart with its ranges; ranges past
 * 7 days answer "Pro status required" for non-Pro users (the API enforces it with 403).
 */
export default function ItemPrice({ uid, url, initial, t }: Props) {
  const mode = usePriceMode();
  const [mounted, setMounted] = useState(false);
  const [live, setLive] = useState<LivePrice | null>(null);
  const [range, setRange] = useState<HistoryRange>("7d");
  const [history, setHistory] = useState<HistoryResult | null>(null);

  useEffect(() => setMounted(true), []);
  useEffect(() => {
    if (!mounted) return;
    let stale = false;
    fetchLivePrice(url, mode).then((p) => {
      if (!stale && p) setLive(p);
    });
    return () => {
      stale = true;
    };
  }, [mounted, url, mode]);
  useEffect(() => {
    if (!mounted) return;
    let stale = false;
    setHistory(null);
    fetchHistory(uid, range, mode).then((h) => {
      if (!stale) setHistory(h);
    });
    return () => {
      stale = true;
    };
  }, [mounted, uid, range, mode]);

  const shown = live ?? initial;
  const average = useMemo(
    () => (history?.status === "ok" ? movingAverage(history.series, AVERAGE_WINDOW[range]) : []),
    [history, range],
  );
  const labels = useMemo(() => ({ price: t.chartPrice, average: t.chartAverage }), [t]);

  return (
    <section className="item-price" aria-labelledby="item-price-h" data-live={live ? mode : "build"}>
      <h2 id="item-price-h">
        {t.price}
        {mounted ? <span className="item-price__mode"> · {mode.toUpperCase()}</span> : null}
      </h2>
      <dl className="item-price__stats">
        <div className="item-price__main">
          <dt className="sr-only">{t.price}</dt>
          <dd data-testid="item-flea">{shown?.flea == null ? t.noFleaPrice : formatPrice(shown.flea)}</dd>
        </div>
        {(
          [
            [t.avg24h, price(shown?.avg24h)],
            [t.avg7d, price(shown?.avg7d)],
            [t.change24h, change(shown?.change24h)],
            [t.change7d, change(shown?.change7d)],
          ] as const
        ).map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {live ? null : <p className="item-price__note">{t.buildPrice}</p>}
      <h3 className="item-price__chart-h">{t.chart}</h3>
      <fieldset className="ranges">
        <legend className="sr-only">{t.chart}</legend>
        {RANGES.map((r) => (
          <button key={r} type="button" aria-pressed={r === range} onClick={() => setRange(r)}>
            {r}
          </button>
        ))}
      </fieldset>
      <div className="item-price__chart">
        {history === null ? (
          <p className="chart-msg">{t.chartLoading}</p>
        ) : history.status === "pro-required" ? (
          <p className="chart-msg chart-msg--pro" role="alert">
            {t.proRequired}
          </p>
        ) : history.status === "error" ? (
          <p className="chart-msg" role="alert">
            {t.chartFailed}
          </p>
        ) : history.series.t.length === 0 ? (
          <p className="chart-msg">{t.chartEmpty}</p>
        ) : (
          <PriceChart series={history.series} average={average} labels={labels} />
        )}
      </div>
    </section>
  );
}
