import type { DataMeta } from "../../build-data/types";
import { formatDay } from "../../domain/format";
import { marketText } from "../../i18n/market";

/**
 * What the prices on a page are: invented demo prices, or real ones with their date. HTML only
 * (DataBadge.astro renders it at build; the Worker's on-demand item pages too).
 */
export default function DataBadgeView({
  meta,
  locale,
  prices = true,
}: {
  meta: DataMeta;
  locale: string;
  /** Whether the page shows prices (the date is said only then; the demo badge always). */
  prices?: boolean;
}) {
  const t = marketText(locale);
  const real = prices && meta.kind !== "demo";
  const pvp = real && meta.pricesAsOf ? formatDay(meta.pricesAsOf, locale) : null;
  const pve = real && meta.pvePricesAsOf ? formatDay(meta.pvePricesAsOf, locale) : null;
  // one date when both modes share it (or only one has prices), else each mode's
  const dated =
    pvp && pve && pvp !== pve
      ? t.pricesAsOfModes(pvp, pve)
      : pvp || pve
        ? t.pricesAsOf(pvp ?? pve ?? "")
        : null;
  // prices that are 24-hour averages say so first
  const average = meta.priceFigure === "avg24h";
  const asOf = dated && average ? t.avgPrices(dated) : dated;
  return (
    <>
      {meta.kind === "demo" && (
        <span className="demo-badge" title={t.demoDataHint} data-testid="demo-badge">
          {t.demoData}
        </span>
      )}
      {asOf && (
        <span
          className="data-badge"
          title={average ? t.pricesAsOfAvgHint : t.pricesAsOfHint}
          data-testid="prices-as-of"
        >
          {asOf}
        </span>
      )}
    </>
  );
}
