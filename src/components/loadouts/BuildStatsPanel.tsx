/** The build's stats, the change a previewed part would make, and the price by cheapest source. */
import { formatDecimal, formatNumber, formatPrice } from "../../domain/format";
import type { BuildStats } from "../../domain/loadout";
import { levelText } from "../../domain/price-resolution";
import { traderName } from "../../i18n/game-names";
import { loadoutsText } from "../../i18n/loadouts";

export type StatChange = {
  ergonomics: number;
  recoilVertical: number;
  recoilHorizontal: number;
  weight: number | null;
};
type Props = {
  locale: string;
  stats: BuildStats | null;
  change: StatChange | null;
  price: { total: number; unpriced: number };
};

/** A previewed change; `gain` is positive when the change is better (more ergonomics, less recoil or weight). */
function Delta({
  gain,
  digits = 0,
  locale,
  lowerIsBetter = false,
}: {
  gain: number;
  digits?: number;
  locale: string;
  lowerIsBetter?: boolean;
}) {
  if (Math.abs(gain) < 10 ** -(digits + 1)) return null;
  return (
    <span className={`delta ${gain > 0 ? "delta--good" : "delta--bad"}`}>
      {signed(lowerIsBetter ? -gain : gain, digits, locale)}
    </span>
  );
}

const signed = (x: number, digits: number, locale: string) =>
  `${x > 0 ? "+" : "−"}${formatDecimal(Math.abs(x), locale, digits)}`;

export function BuildStatsPanel({ locale, stats, change, price }: Props) {
  const t = loadoutsText(locale);
  if (!stats) return null;
  const rows: { label: string; value: string; delta: number | null; digits?: number }[] = [
    { label: t.ergonomics, value: formatNumber(stats.ergonomics, locale), delta: change?.ergonomics ?? null },
    {
      label: t.recoilVertical,
      value: formatNumber(Math.round(stats.recoilVertical), locale),
      delta: change ? -change.recoilVertical : null,
    },
    {
      label: t.recoilHorizontal,
      value: formatNumber(Math.round(stats.recoilHorizontal), locale),
      delta: change ? -change.recoilHorizontal : null,
    },
    {
      label: t.weight,
      value: stats.weight === null ? t.unknown : `${formatDecimal(stats.weight, locale, 3)} ${t.kg}`,
      delta: change?.weight === null || change?.weight === undefined ? null : -change.weight,
      digits: 3,
    },
  ];
  return (
    <section className="loadout-stats" aria-label={t.statsTitle}>
      <h2>{t.statsTitle}</h2>
      <dl>
        {rows.map((r) => (
          <div key={r.label}>
            <dt>{r.label}</dt>
            <dd data-stat={r.label}>
              {r.value}{" "}
              {r.delta === null ? null : (
                <Delta
                  gain={r.delta}
                  digits={r.digits}
                  locale={locale}
                  lowerIsBetter={r.label !== t.ergonomics}
                />
              )}
            </dd>
          </div>
        ))}
        <div>
          <dt>{t.price}</dt>
          <dd data-stat="price">
            {formatPrice(price.total, "RUB", locale)}
            {price.unpriced > 0 ? (
              <span className="muted"> ({t.priceIncomplete(price.unpriced)})</span>
            ) : null}
          </dd>
        </div>
      </dl>
    </section>
  );
}

/** Where a part's price comes from: the flea market or a trader at a loyalty level. */
export function sourceLabel(source: string, level: number | undefined, locale: string): string {
  const t = loadoutsText(locale);
  if (source === "flea") return t.flea;
  return `${traderName(source, locale)}${level === undefined ? "" : ` ${levelText(level)}`}`;
}
