// Long because: the typed prices with their market notes, the profit chart and the table all follow
// the same computed rows per card count, so the price inputs and the chart sit with the table.
import { useStore } from "@nanostores/react";
import { useEffect, useMemo, useRef, useState } from "react";
import { type BtcFarmRow, btcFarm } from "../../domain/btc-farm";
import { formatNumber } from "../../domain/format";
import { t } from "../../i18n";
import { calcText } from "../../i18n/calc";
import { fill } from "../../i18n/calc-common";
import { gameName } from "../../i18n/game-names";
import { $btcMarket } from "../../stores/btc-farm";
import DraftInput from "../user/DraftInput";
import CalcSettings from "./CalcSettings";
import { inputSourceText, outputSourceText } from "./calc-format";
import { TableHead } from "./calc-table";
import { useCalculators } from "./use-calculators";
import "./calc.css";

/** Example values used until (or when) the market has no price for an input. */
const EXAMPLE = { bitcoinPrice: 480_000, cardPrice: 300_000, tankPrice: 70_000, fuelBase: 6.6 };
type PriceKey = "bitcoinPrice" | "cardPrice" | "tankPrice";
/** The typed prices in the order shown, with their input ids. */
const PRICE_INPUTS: [PriceKey, string][] = [
  ["bitcoinPrice", "btc-price"],
  ["cardPrice", "card-price"],
  ["tankPrice", "tank-price"],
];

function PriceInput(props: {
  id: string;
  label: string;
  value: number;
  note: string;
  onChange: (v: number) => void;
}) {
  return (
    <label htmlFor={props.id}>
      {props.label}{" "}
      {/* what is typed stays while the field has focus (empty included); it takes effect on blur or Enter */}
      <DraftInput
        id={props.id}
        commit="blur"
        type="number"
        min={0}
        value={Math.round(props.value)}
        onValue={(text) => {
          const n = Number(text);
          if (text.trim() !== "" && Number.isFinite(n)) props.onChange(Math.max(0, n));
        }}
      />{" "}
      <small className="calc__pro-note" data-testid={`${props.id}-source`}>
        {props.note}
      </small>
    </label>
  );
}

/** The profit chart, drawn by uPlot loaded only when the chart is shown. */
function BtcChart({ rows, locale }: { rows: readonly BtcFarmRow[]; locale: string }) {
  const s = t(calcText, locale);
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let stop: (() => void) | undefined;
    let cancelled = false;
    void import("./btc-chart-dom").then(({ drawBtcChart }) => {
      if (cancelled || !box.current) return;
      stop = drawBtcChart(box.current, rows, {
        cards: s.cards,
        withoutSolar: s.withoutSolar,
        withSolar: s.withSolar,
        locale,
      });
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [rows, s, locale]);
  return (
    <figure className="btc-chart">
      <figcaption>{s.chartTitle}</figcaption>
      <div ref={box} data-testid="btc-chart" />
    </figure>
  );
}

/**
 * /btc-farm island: bitcoin, graphics card and fuel prices from the market of the active mode
 * (typed values override them), solar power, hideout management and fuel kind from the settings;
 * one row per card count (domain/btc-farm) and a chart of profit per day.
 */
export default function BtcFarm({ locale }: { locale: string }) {
  const s = t(calcText, locale);
  const { names } = useCalculators(locale);
  const market = useStore($btcMarket);
  const [typed, setTyped] = useState<Partial<Record<PriceKey, number>>>({});
  const marketValue: Record<PriceKey, number | null> = {
    bitcoinPrice: market?.bitcoin?.price ?? null,
    cardPrice: market?.card?.price ?? null,
    tankPrice: market?.tank?.price ?? null,
  };
  const value = (key: PriceKey) => typed[key] ?? marketValue[key] ?? EXAMPLE[key];
  const note = (key: PriceKey): string => {
    if (typed[key] !== undefined) return s.typed;
    if (!market || !names || marketValue[key] === null) return s.examplePrices;
    const bought = key === "cardPrice" ? market.card : market.tank;
    const source =
      key === "bitcoinPrice"
        ? market.bitcoin && outputSourceText(market.bitcoin.source, names, locale)
        : bought && inputSourceText(bought.source, names, locale);
    return fill(s.fromMarket, { source: source ?? "" });
  };
  const set = (key: PriceKey) => (v: number) => setTyped((old) => ({ ...old, [key]: v }));
  const bitcoinPrice = value("bitcoinPrice");
  const cardPrice = value("cardPrice");
  const tankPrice = value("tankPrice");
  const rows = useMemo(
    () =>
      btcFarm({
        solar: market?.solar ?? false,
        duration: market?.duration ?? null,
        bitcoinPrice,
        cardPrice,
        fuel: {
          fuelBase: market?.fuelBase ?? EXAMPLE.fuelBase,
          kind: market?.tankKind ?? "metal",
          tankPrice,
          hideoutManagement: market?.hideoutManagement ?? 0,
        },
      }),
    [market, bitcoinPrice, cardPrice, tankPrice],
  );
  return (
    <div className="calc">
      <CalcSettings locale={locale} />
      <fieldset className="calc__inputs calc__inputs--column">
        {PRICE_INPUTS.map(([key, id]) => (
          <PriceInput
            key={key}
            id={id}
            label={s[key]}
            value={value(key)}
            note={note(key)}
            onChange={set(key)}
          />
        ))}
        {Object.keys(typed).length > 0 && (
          <button type="button" onClick={() => setTyped({})}>
            {s.useMarket}
          </button>
        )}
        <small>
          {fill(s.tankKind, {
            kind: gameName("fuel", market?.tankKind === "other" ? "other" : "metal", locale),
          })}
        </small>
      </fieldset>
      <BtcChart rows={rows} locale={locale} />
      <div className="table-scroll">
        <table className="calc__table">
          <TableHead
            labels={[
              s.cards,
              s.secondsPerBitcoin,
              s.bitcoinsPerDay,
              s.fuelPerDay,
              s.profitPerDay,
              s.paybackDays,
            ]}
          />
          <tbody>
            {rows.map((r) => (
              <tr key={r.cards} data-cards={r.cards}>
                <th scope="row">{r.cards}</th>
                <td data-col="seconds">{formatNumber(r.secondsPerBitcoin, locale, 2)}</td>
                <td data-col="per-day">{formatNumber(r.bitcoinsPerDay, locale, 4)}</td>
                <td>{formatNumber(r.current.fuelCostPerDay, locale)}</td>
                <td data-col="profit-day">{formatNumber(r.current.profitPerDay, locale)}</td>
                <td>{r.current.paybackDays ?? s.never}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
