import { useStore } from "@nanostores/react";
import { Fragment, useMemo, useState } from "react";
import { type BarterProfit, barterLock } from "../../domain/barter-profit";
import { t } from "../../i18n";
import { bartersText } from "../../i18n/calc-barters";
import { calcCommonText } from "../../i18n/calc-common";
import { $questsDone } from "../../stores/calc-data";
import { $isPro } from "../../stores/market-mode";
import { BarterDetails, barterHref, lockText } from "./barter-parts";
import { CalcItems } from "./CalcItems";
import CalcSettings from "./CalcSettings";
import { money } from "./calc-format";
import {
  DetailsRow,
  DetailsToggle,
  FilterCheckbox,
  FilterSelect,
  isRowLocked,
  PAGE_ROWS,
  ProOnlyCell,
  ShowMore,
  TableHead,
} from "./calc-table";
import { priceEditorFor } from "./PriceEditor";
import { useCalculators } from "./use-calculators";
import "./calc.css";

const rank = (x: number | null) => x ?? Number.NEGATIVE_INFINITY;
const bySaving = (a: BarterProfit, b: BarterProfit) =>
  rank(b.outright.saving) - rank(a.outright.saving) || rank(b.profit) - rank(a.profit);

/**
 * /barters island: every trader barter against buying its outputs outright and against selling
 * them, with loyalty and quest locks; each row expands to show every source and the fee.
 * Free users see the numbers of the best FREE_CALC_ROWS barters.
 */
export default function Barters({ locale }: { locale: string }) {
  const s = t(bartersText, locale);
  const c = t(calcCommonText, locale);
  const { calc, names, failed } = useCalculators(locale);
  const pro = useStore($isPro);
  const editor = priceEditorFor(pro, locale);
  const questsDone = useStore($questsDone);
  const [trader, setTrader] = useState("");
  const [onlyReachable, setOnlyReachable] = useState(false);
  const [open, setOpen] = useState<string | null>(null);

  const recipes = useMemo(() => new Map((calc?.data.barters ?? []).map((r) => [r.uid, r])), [calc?.data]);
  const rows = useMemo(() => {
    if (!calc) return [];
    return calc.barters
      .map((p) => {
        const r = recipes.get(p.uid);
        return r && { p, r, lock: barterLock(r, { settings: calc.settings, questsDone }) };
      })
      .filter((x) => x !== undefined)
      .filter((x) => (!trader || x.r.trader === trader) && (!onlyReachable || x.lock === null))
      .sort((a, b) => bySaving(a.p, b.p));
  }, [calc, recipes, questsDone, trader, onlyReachable]);

  const [limit, setLimit] = useState(PAGE_ROWS);
  const shown = Math.min(limit, rows.length);
  if (failed) return <p role="alert">{c.loadError}</p>;
  if (!calc || !names) return <p aria-busy="true">{c.loading}</p>;
  const traders = calc.data.traders.filter((tr) => calc.data.barters.some((b) => b.trader === tr.uid));

  return (
    <div className="calc">
      <CalcSettings locale={locale} />
      <p className="calc__pro-note">{s.lockNote}</p>
      <fieldset className="calc__inputs">
        <FilterSelect
          id="barter-trader"
          label={s.trader}
          allLabel={s.traderAll}
          value={trader}
          options={traders.map((tr) => ({ value: tr.uid, label: names.trader(tr.uid) }))}
          onChange={setTrader}
        />
        <FilterCheckbox label={s.onlyReachable} checked={onlyReachable} onChange={setOnlyReachable} />
      </fieldset>
      <div className="table-scroll">
        <table className="calc__table">
          <TableHead
            labels={[
              s.outputs,
              s.trader,
              s.inputs,
              c.cost,
              s.outright,
              s.saving,
              s.sellValue,
              c.profit,
              s.status,
            ]}
            details={c.details}
          />
          <tbody>
            {rows.slice(0, shown).map(({ p, r, lock }, i) => {
              const locked = isRowLocked(pro, i);
              const isOpen = open === p.uid && !locked;
              return (
                <Fragment key={p.uid}>
                  <tr data-barter={p.uid} className={locked ? "is-locked" : undefined}>
                    <td>
                      <a href={barterHref(p.uid)}>
                        <CalcItems list={r.outputs} names={names} />
                      </a>
                    </td>
                    <td>
                      {names.trader(r.trader)} LL{r.level}
                    </td>
                    <td>
                      <CalcItems list={r.inputs} names={names} />
                    </td>
                    {locked ? (
                      <ProOnlyCell span={5} locale={locale} />
                    ) : (
                      <>
                        <td data-col="cost">{money(p.cost, locale)}</td>
                        <td data-col="outright">{money(p.outright.cost, locale)}</td>
                        <td
                          data-col="saving"
                          className={(p.outright.saving ?? 0) < 0 ? "is-loss" : undefined}
                        >
                          {money(p.outright.saving, locale)}
                        </td>
                        <td data-col="revenue">{money(p.revenue, locale)}</td>
                        <td data-col="profit" className={(p.profit ?? 0) < 0 ? "is-loss" : undefined}>
                          {money(p.profit, locale)}
                        </td>
                      </>
                    )}
                    <td data-col="status" className={lock ? "calc__locked" : undefined}>
                      {lockText(lock, names, locale)}
                    </td>
                    <td>
                      {!locked && (
                        <DetailsToggle
                          open={isOpen}
                          locale={locale}
                          onClick={() => setOpen(isOpen ? null : p.uid)}
                        />
                      )}
                    </td>
                  </tr>
                  {isOpen && (
                    <DetailsRow span={10}>
                      <BarterDetails result={p} editor={editor} locale={locale} names={names} />
                    </DetailsRow>
                  )}
                </Fragment>
              );
            })}
          </tbody>
        </table>
      </div>
      <ShowMore shown={shown} total={rows.length} locale={locale} onShow={setLimit} />
    </div>
  );
}
