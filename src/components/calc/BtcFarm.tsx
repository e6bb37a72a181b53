import { useMemo, useState } from "react";
import { btcFarm } from "../../domain/btc-farm";
import { t } from "../../i18n";
import { calcText } from "../../i18n/calc";

/** Example starting values of the inputs (labelled as such on the page). */
const START = { bitcoinPrice: 480_000, cardPrice: 300_000, tankPrice: 70_000, fuelBase: 6.6, skill: 0 };

const whole = (n: number) => Math.round(n).toLocaleString("en-US");

function NumberInput(props: { id: string; label: string; value: number; onChange: (v: number) => void }) {
  return (
    <label htmlFor={props.id}>
      {props.label}{" "}
      <input
        id={props.id}
        type="number"
        min={0}
        value={props.value}
        onChange={(e) => props.onChange(Math.max(0, Number(e.currentTarget.value) || 0))}
      />
    </label>
  );
}

/** /btc-farm island: the inputs and one row per card count (domain/btc-farm). */
export default function BtcFarm({ locale }: { locale: string }) {
  const s = t(calcText, locale);
  const [v, setV] = useState(START);
  const [solar, setSolar] = useState(false);
  const [metal, setMetal] = useState(true);
  const set = (key: keyof typeof START) => (value: number) => setV((old) => ({ ...old, [key]: value }));
  const rows = useMemo(
    () =>
      btcFarm({
        solar,
        bitcoinPrice: v.bitcoinPrice,
        cardPrice: v.cardPrice,
        fuel: {
          fuelBase: v.fuelBase,
          kind: metal ? "metal" : "other",
          tankPrice: v.tankPrice,
          hideoutManagement: v.skill,
        },
      }),
    [v, solar, metal],
  );
  return (
    <div className="calc">
      <p>{s.examplePrices}</p>
      <fieldset className="calc__inputs">
        <NumberInput
          id="btc-price"
          label={s.bitcoinPrice}
          value={v.bitcoinPrice}
          onChange={set("bitcoinPrice")}
        />
        <NumberInput id="card-price" label={s.cardPrice} value={v.cardPrice} onChange={set("cardPrice")} />
        <NumberInput id="tank-price" label={s.tankPrice} value={v.tankPrice} onChange={set("tankPrice")} />
        <NumberInput id="fuel-base" label={s.fuelBase} value={v.fuelBase} onChange={set("fuelBase")} />
        <NumberInput id="hideout-skill" label={s.hideoutManagement} value={v.skill} onChange={set("skill")} />
        <label>
          <input type="checkbox" checked={solar} onChange={(e) => setSolar(e.currentTarget.checked)} />{" "}
          {s.solar}
        </label>
        <label>
          <input type="checkbox" checked={metal} onChange={(e) => setMetal(e.currentTarget.checked)} />{" "}
          {s.metalTank}
        </label>
      </fieldset>
      <table className="calc__table">
        <thead>
          <tr>
            <th scope="col">{s.cards}</th>
            <th scope="col">{s.secondsPerBitcoin}</th>
            <th scope="col">{s.bitcoinsPerDay}</th>
            <th scope="col">{s.fuelPerDay}</th>
            <th scope="col">{s.profitPerDay}</th>
            <th scope="col">{s.paybackDays}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.cards} data-cards={r.cards}>
              <th scope="row">{r.cards}</th>
              <td data-col="seconds">{r.secondsPerBitcoin.toFixed(2)}</td>
              <td data-col="per-day">{r.bitcoinsPerDay.toFixed(4)}</td>
              <td>{whole(r.current.fuelCostPerDay)}</td>
              <td>{whole(r.current.profitPerDay)}</td>
              <td>{r.current.paybackDays ?? s.never}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
