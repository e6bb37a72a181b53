// Long because: the memoised craft row, the station and hideout filters and the table with its
// details rows all read the same computed craft lines and the one open-row state.
import { Fragment, memo, useCallback, useMemo, useState } from "react";
import { formatPrice } from "../../domain/format";
import { t } from "../../i18n";
import { craftsText } from "../../i18n/calc";
import { calcCommonText, fill } from "../../i18n/calc-common";
import { $hideoutLimit, type HideoutLimit, NO_HIDEOUT_LIMIT } from "../../stores/calc-data";
import { $progressionChar } from "../../stores/progression";
import { useAsBuilt, usePageData, useStoreAsBuilt } from "../shell/use-as-built";
import { CalcItems } from "./CalcItems";
import CalcSettings from "./CalcSettings";
import { money, type Names } from "./calc-format";
import {
  DetailsRow,
  DetailsToggle,
  FilterSelect,
  PAGE_ROWS,
  ProOnlyCell,
  rowState,
  ShowMore,
  TableHead,
} from "./calc-table";
import {
  type CraftFigures,
  type CraftRecipeShown,
  type CraftsPreview,
  craftFilters,
  craftLines,
} from "./craft-rows";
import { RecipeDetails } from "./RecipeDetails";
import { type CalcIslandProps, useCalcPage, useTableRows } from "./use-calculators";
import "./calc.css";

/** Seconds as h:mm:ss. */
export function hms(seconds: number): string {
  const s = Math.round(seconds);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${Math.floor(s / 3600)}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`;
}

const limitValue = (l: HideoutLimit) => (l.kind === "level" ? `level-${l.level}` : l.kind);
const parseLimit = (v: string): HideoutLimit =>
  v === "built"
    ? { kind: "built" }
    : v.startsWith("level-")
      ? { kind: "level", level: Number(v.slice(6)) }
      : NO_HIDEOUT_LIMIT;

type CraftRowProps = {
  p: CraftFigures;
  r: CraftRecipeShown;
  names: Names;
  locale: string;
  locked: boolean;
  isOpen: boolean;
  questLock: string | null;
  /** False while the rows are the prerendered ones: their details come with the data. */
  canOpen: boolean;
  onToggle: (uid: string) => void;
};

/** Only what a row shows: a recompute that leaves a craft's numbers alone skips its row. */
const sameRow = (a: CraftRowProps, b: CraftRowProps) =>
  a.r === b.r &&
  a.names === b.names &&
  a.locale === b.locale &&
  a.locked === b.locked &&
  a.isOpen === b.isOpen &&
  a.questLock === b.questLock &&
  a.canOpen === b.canOpen &&
  a.onToggle === b.onToggle &&
  a.p.time.seconds === b.p.time.seconds &&
  a.p.cost === b.p.cost &&
  a.p.revenue === b.p.revenue &&
  a.p.profit === b.p.profit &&
  a.p.profitPerHour === b.p.profitPerHour;

const CraftRow = memo(function CraftRow({
  p,
  r,
  names,
  locale,
  locked,
  isOpen,
  questLock,
  canOpen,
  onToggle,
}: CraftRowProps) {
  const s = t(craftsText, locale);
  const c = t(calcCommonText, locale);
  return (
    <tr data-craft={p.uid} data-duration={r.duration} className={locked ? "is-locked" : undefined}>
      <td data-cell="name">
        <CalcItems list={r.outputs} names={names} />
      </td>
      <td data-label={s.station}>
        {names.station(r.stationUid)} {r.level}
        {questLock && (
          <small className="calc__locked" data-col="quest-lock">
            <br />
            {fill(s.needsQuest, { quest: names.quest(questLock) })}
          </small>
        )}
      </td>
      <td data-col="time" data-label={s.time}>
        {hms(p.time.seconds)}
      </td>
      {locked ? (
        <ProOnlyCell span={4} locale={locale} />
      ) : (
        <>
          <td data-col="cost" data-label={c.cost}>
            {money(p.cost, locale)}
          </td>
          <td data-col="revenue" data-label={c.revenue}>
            {money(p.revenue, locale)}
          </td>
          <td data-col="profit" data-label={c.profit} className={(p.profit ?? 0) < 0 ? "is-loss" : undefined}>
            {money(p.profit, locale)}
          </td>
          <td data-col="profit-hour" data-label={c.profitPerHour}>
            {p.profitPerHour === null ? "—" : formatPrice(p.profitPerHour, "RUB", locale)}
          </td>
        </>
      )}
      <td data-cell="toggle">
        {!locked && (
          <DetailsToggle open={isOpen} disabled={!canOpen} locale={locale} onClick={() => onToggle(p.uid)} />
        )}
      </td>
    </tr>
  );
}, sameRow);

/**
 * /crafts island: every craft priced from the user's settings (domain/calc-all), best profit per
 * hour first, with station and "what my hideout can craft" filters; each row expands to show
 * how its numbers were made. Free users see the profits of the best FREE_CALC_ROWS rows.
 * The build renders it into the page's HTML with the rows it prerendered for a visitor (`preview`)
 * and its controls disabled; the browser hydrates that HTML, then shows the same rows live (the
 * controls enabled) until the data has loaded and the rows are recomputed.
 */
export default function Crafts({ locale, previewId }: CalcIslandProps) {
  const preview = usePageData<CraftsPreview>(previewId);
  // the build's render and hydration show the prerendered rows with the controls disabled
  const asBuilt = useAsBuilt();
  const s = t(craftsText, locale);
  const { calc, names: liveNames, failed, c, pro, editor, questsDone } = useCalcPage(locale, asBuilt);
  const char = useStoreAsBuilt($progressionChar, null, asBuilt);
  const limit = useStoreAsBuilt($hideoutLimit, NO_HIDEOUT_LIMIT, asBuilt);
  const [station, setStation] = useState("");
  const [open, setOpen] = useState<string | null>(null);
  const toggle = useCallback((uid: string) => setOpen((o) => (o === uid ? null : uid)), []);

  const lines = useMemo(
    () => (calc ? craftLines(calc, { station, questsDone }) : null),
    [calc, station, questsDone],
  );
  const { live, table } = useTableRows(calc?.data, lines, liveNames, craftFilters, preview);

  const [rowLimit, setRowLimit] = useState(PAGE_ROWS);
  if (failed) return <p role="alert">{c.loadError}</p>;
  if (!table) return <p aria-busy="true">{c.loading}</p>;
  const { rows, names, filters, total } = table;
  const shown = Math.min(rowLimit, rows.length);
  const canUseBuilt = (char?.modulesBuilt.length ?? 0) > 0;

  return (
    <fieldset className="calc calc--frame" role="presentation" disabled={asBuilt}>
      <CalcSettings locale={locale} asBuilt={asBuilt} />
      <fieldset className="calc__inputs">
        <FilterSelect
          id="craft-station"
          label={s.station}
          allLabel={s.stationAll}
          value={station}
          options={filters.stations}
          onChange={setStation}
        />
        <label htmlFor="craft-hideout-limit">
          {s.onlyMine}{" "}
          <select
            id="craft-hideout-limit"
            value={limitValue(limit)}
            onChange={(e) => $hideoutLimit.set(parseLimit(e.currentTarget.value))}
          >
            <option value="off">{s.limitOff}</option>
            {canUseBuilt && <option value="built">{s.limitBuilt}</option>}
            {filters.levels.map((l) => (
              <option key={l} value={`level-${l}`}>
                {s.limitLevel.replace("{level}", String(l))}
              </option>
            ))}
          </select>
        </label>
      </fieldset>
      <div className="table-scroll">
        <table className="calc__table" aria-busy={live ? undefined : true}>
          <TableHead
            labels={[s.outputs, s.station, s.time, c.cost, c.revenue, c.profit, c.profitPerHour]}
            details={c.details}
          />
          <tbody>
            {rows.slice(0, shown).map(({ p, r, questLock }, i) => {
              const { locked, full, isOpen } = rowState(pro, i, live?.lines, open, p.uid);
              return (
                <Fragment key={p.uid}>
                  <CraftRow
                    p={p}
                    r={r}
                    names={names}
                    locale={locale}
                    locked={locked}
                    isOpen={isOpen}
                    questLock={questLock}
                    canOpen={full !== undefined}
                    onToggle={toggle}
                  />
                  {isOpen && full && calc && (
                    <DetailsRow span={8}>
                      <RecipeDetails
                        editor={editor}
                        locale={locale}
                        names={names}
                        inputs={full.p.inputs}
                        outputs={full.p.outputs}
                        fuel={full.p.fuel && { ...full.p.fuel, kind: calc.fuel.kind }}
                      />
                    </DetailsRow>
                  )}
                </Fragment>
              );
            })}
          </tbody>
        </table>
      </div>
      <ShowMore shown={shown} total={total} locale={locale} onShow={setRowLimit} />
    </fieldset>
  );
}
