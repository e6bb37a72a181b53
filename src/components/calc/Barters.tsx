// Long because: the trader and reachability filters and the barter table with its locked cells and
// details rows all read the same computed barter lines and the one open-row state.
import { Fragment, useCallback, useMemo, useState } from "react";
import { t } from "../../i18n";
import { bartersText } from "../../i18n/calc-barters";
import { fill } from "../../i18n/calc-common";
import { useAsBuilt, usePageData } from "../shell/use-as-built";
import { BarterDetails, barterHref, lockText } from "./barter-parts";
import { type BartersPreview, barterFilters, barterLines } from "./barter-rows";
import { CalcItems } from "./CalcItems";
import CalcSettings from "./CalcSettings";
import { money } from "./calc-format";
import {
  DetailsRow,
  DetailsToggle,
  FilterCheckbox,
  FilterSelect,
  PAGE_ROWS,
  ProOnlyCell,
  rowState,
  ShowMore,
  TableHead,
} from "./calc-table";
import { type CalcIslandProps, useCalcPage, useTableRows } from "./use-calculators";
import "./calc.css";
import { queryParam } from "../shell/query-param";

/**
 * /barters island: every trader barter against buying its outputs outright and against selling
 * them, with loyalty and quest locks; each row expands to show every source and the fee.
 * Free users see the numbers of the best FREE_CALC_ROWS barters.
 * The build renders it into the page's HTML with the rows it prerendered for a visitor (`preview`)
 * and its controls disabled; the browser hydrates that HTML, then shows the same rows live (the
 * controls enabled) until the data has loaded and the rows are recomputed. The address may ask
 * for the barters of one item (`?item=<uid>`), once live.
 */
export default function Barters({ locale, previewId }: CalcIslandProps) {
  const preview = usePageData<BartersPreview>(previewId);
  // the build's render and hydration show the prerendered rows with the controls disabled
  const asBuilt = useAsBuilt();
  const s = t(bartersText, locale);
  const { calc, names: liveNames, failed, c, pro, editor, questsDone } = useCalcPage(locale, asBuilt);
  const [trader, setTrader] = useState("");
  const [onlyReachable, setOnlyReachable] = useState(false);
  const [open, setOpen] = useState<string | null>(null);
  // the address's item, until cleared (the build's render has no address)
  const [itemChosen, setItemChosen] = useState<string | null>(null);
  // the item whose barters the address asks for (/barters?item=<uid>, the item page's link)
  const item = asBuilt ? "" : (itemChosen ?? queryParam("item"));
  const showAll = useCallback(() => {
    setItemChosen("");
    const url = new URL(location.href);
    url.searchParams.delete("item");
    history.replaceState(history.state, "", url);
  }, []);

  const lines = useMemo(
    () => (calc ? barterLines(calc, { trader, item, onlyReachable, questsDone }) : null),
    [calc, trader, item, onlyReachable, questsDone],
  );
  const { live, table } = useTableRows(calc?.data, lines, liveNames, barterFilters, preview);

  const [limit, setLimit] = useState(PAGE_ROWS);
  if (failed) return <p role="alert">{c.loadError}</p>;
  if (!table) return <p aria-busy="true">{c.loading}</p>;
  const { rows, names, filters, total } = table;
  const shown = Math.min(limit, rows.length);

  return (
    <fieldset className="calc calc--frame" role="presentation" disabled={asBuilt}>
      <CalcSettings locale={locale} asBuilt={asBuilt} />
      <p className="calc__pro-note">{s.lockNote}</p>
      <fieldset className="calc__inputs">
        <FilterSelect
          id="barter-trader"
          label={s.trader}
          allLabel={s.traderAll}
          value={trader}
          options={filters.traders}
          onChange={setTrader}
        />
        <FilterCheckbox label={s.onlyReachable} checked={onlyReachable} onChange={setOnlyReachable} />
        {live && item && (
          <p className="calc__item-filter" data-testid="item-filter">
            {fill(s.itemFilter, { item: names.item(item).name })}{" "}
            <button type="button" onClick={showAll}>
              {s.itemFilterClear}
            </button>
          </p>
        )}
      </fieldset>
      <div className="table-scroll">
        <table className="calc__table" aria-busy={live ? undefined : true}>
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
              const { locked, full, isOpen } = rowState(pro, i, live?.lines, open, p.uid);
              return (
                <Fragment key={p.uid}>
                  <tr data-barter={p.uid} className={locked ? "is-locked" : undefined}>
                    <td data-cell="name">
                      <a href={barterHref(p.uid)}>
                        <CalcItems list={r.outputs} names={names} />
                      </a>
                    </td>
                    <td data-label={s.trader}>
                      {names.trader(r.trader)} LL{r.level}
                      {r.buyLimit !== null && (
                        <small className="calc__limit"> · {fill(s.buyLimit, { n: r.buyLimit })}</small>
                      )}
                    </td>
                    <td data-label={s.inputs}>
                      <CalcItems list={r.inputs} names={names} locale={locale} />
                    </td>
                    {locked ? (
                      <ProOnlyCell span={5} locale={locale} />
                    ) : (
                      <>
                        <td data-col="cost" data-label={c.cost}>
                          {money(p.cost, locale)}
                        </td>
                        <td data-col="outright" data-label={s.outright}>
                          {money(p.outright.cost, locale)}
                        </td>
                        <td
                          data-col="saving"
                          data-label={s.saving}
                          className={(p.outright.saving ?? 0) < 0 ? "is-loss" : undefined}
                        >
                          {money(p.outright.saving, locale)}
                        </td>
                        <td data-col="revenue" data-label={s.sellValue}>
                          {money(p.revenue, locale)}
                        </td>
                        <td
                          data-col="profit"
                          data-label={c.profit}
                          className={(p.profit ?? 0) < 0 ? "is-loss" : undefined}
                        >
                          {money(p.profit, locale)}
                        </td>
                      </>
                    )}
                    <td data-col="status" data-label={s.status} className={lock ? "calc__locked" : undefined}>
                      {lockText(lock, names, locale)}
                    </td>
                    <td data-cell="toggle">
                      {!locked && (
                        <DetailsToggle
                          open={isOpen}
                          disabled={full === undefined}
                          locale={locale}
                          onClick={() => setOpen(isOpen ? null : p.uid)}
                        />
                      )}
                    </td>
                  </tr>
                  {isOpen && full && (
                    <DetailsRow span={10}>
                      <BarterDetails result={full.p} editor={editor} locale={locale} names={names} />
                    </DetailsRow>
                  )}
                </Fragment>
              );
            })}
          </tbody>
        </table>
      </div>
      {live && rows.length === 0 && (
        <p className="muted" data-testid="no-barters">
          {s.noMatch}
        </p>
      )}
      <ShowMore shown={shown} total={total} locale={locale} onShow={setLimit} />
    </fieldset>
  );
}
