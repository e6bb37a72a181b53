import type { DataMeta, StaticPrice } from "../../build-data/types";
import { HISTORY_RANGES } from "../../contracts/history";
import { formatChange, formatDate, formatPrice } from "../../domain/format";
import { chartText } from "../../i18n/chart";
import { marketText } from "../../i18n/market";

/**
 * The item page's price block: the build's figures, the range buttons and the chart's box. HTML
 * only; item-price-dom.ts (the page's script) brings it live from data-* attributes.
 */
export default function ItemPriceSection(props: {
  uid: string;
  url: string;
  price: StaticPrice | null;
  /** The data marks the item as never sold on the flea market. */
  fleaBanned: boolean;
  meta: DataMeta;
  locale: string;
}) {
  const { uid, url, price, fleaBanned, meta, locale } = props;
  const priced = price != null && (price.flea != null || price.avg24h != null);
  const t = marketText(locale);
  // "not sold" only where the data says so; otherwise the data merely lacks the price
  const noFlea = fleaBanned ? t.noFleaPrice : t.noFleaInData;
  const chart = chartText(locale);
  const show = (x: number | null | undefined, format: (x: number) => string) => (x == null ? "—" : format(x));
  const stats = [
    ["avg24h", t.avg24h, show(price?.avg24h, (x) => formatPrice(x, "RUB", locale))],
    ["avg7d", t.avg7d, show(price?.avg7d, (x) => formatPrice(x, "RUB", locale))],
    ["change24h", t.change24h, show(price?.change24h, (x) => formatChange(x, locale))],
    ["change7d", t.change7d, show(price?.change7d, (x) => formatChange(x, locale))],
  ] as const;
  return (
    <section
      className="item-price"
      aria-labelledby="item-price-h"
      data-item-price=""
      data-live="build"
      data-uid={uid}
      data-locale={locale}
      data-url={url}
      data-no-flea={noFlea}
      data-no-mode={t.noModePricesItem("@")}
      data-price-modes={meta.priceModes.join(" ")}
      data-loading={t.chartLoading}
      data-empty={t.chartEmpty}
      data-failed={t.chartFailed}
      data-pro={t.proRequired}
      data-price-label={t.chartPrice}
      data-average-label={t.chartAverage}
    >
      <h2 id="item-price-h">
        {t.price}
        <span className="item-price__mode" data-mode="" />
      </h2>
      <dl>
        <div className="item-price__main">
          <dt className="sr-only">{t.price}</dt>
          <dd data-stat="flea" data-testid="item-flea">
            {price?.flea == null ? noFlea : formatPrice(price.flea, "RUB", locale)}
          </dd>
        </div>
        {stats.map(([key, label, value]) => (
          <div key={key}>
            <dt>{label}</dt>
            <dd data-stat={key}>{value}</dd>
          </div>
        ))}
      </dl>
      <p className="item-price__observed" hidden={!priced}>
        {t.observed}{" "}
        <time data-observed="" data-testid="item-observed">
          {priced ? formatDate(price.updatedAt) : ""}
        </time>
      </p>
      <p className="item-price__note">{t.buildPrice}</p>
      <h3>{t.chart}</h3>
      <fieldset className="ranges">
        <legend className="sr-only">{t.chart}</legend>
        {HISTORY_RANGES.map((r) => (
          <button key={r} type="button" data-range={r} title={chart.rangeName[r]} aria-pressed={r === "7d"}>
            {chart.range[r]}
          </button>
        ))}
      </fieldset>
      <div className="item-price__chart price-chart" data-chart="" data-testid="price-chart">
        <p className="chart-msg" data-needs-script="">
          {t.chartLoading}
        </p>
      </div>
      {meta.kind !== "demo" && (
        <p className="item-price__history" data-testid="history-note">
          {t.historyNote}
        </p>
      )}
    </section>
  );
}
