import { useStore } from "@nanostores/react";
import { Fragment, memo, useCallback, useMemo, useState } from "react";
import type { CalcCraft } from "../../contracts/calc";
import type { CraftProfit } from "../../domain/craft-profit";
import { formatPrice } from "../../domain/format";
import { t } from "../../i18n";
import { craftsText } from "../../i18n/calc";
import { calcCommonText, fill } from "../../i18n/calc-common";
import { $hideoutLimit, $questsDone, type HideoutLimit } from "../../stores/calc-data";
import { $isPro } from "../../stores/market-mode";
import { $progressionChar } from "../../stores/progression";
import { CalcItems } from "./CalcItems";
import CalcSettings from "./CalcSettings";
import { money, type Names } from "./calc-format";
import {
  DetailsRow,
  DetailsToggle,
  FilterSelect,
  isRowLocked,
  PAGE_ROWS,
  ProOnlyCell,
  ShowMore,
  TableHead,
} from "./calc-table";
import { priceEditorFor } from "./PriceEditor";
import { RecipeDetails } from "./RecipeDetails";
import { useCalculators } from "./use-calculators";
import "./calc.css";

/** Seconds as h:mm:ss. */
export function hms(seconds: number): string {
  const s = Math.round(seconds);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${Math.floor(s / 3600)}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`;
}

const byProfitPerHour = (a: CraftProfit, b: CraftProfit) =>
  (b.profitPerHour ?? Number.NEGATIVE_INFINITY) - (a.profitPerHour ?? Number.NEGATIVE_INFINITY);

const limitValue = (l: HideoutLimit) => (l.kind === "level" ? `level-${l.level}` : l.kind);
const parseLimit = (v: string): HideoutLimit =>
  v === "built"
    ? { kind: "built" }
    : v.startsWith("level-")
      ? { kind: "level", level: Number(v.slice(6)) }
      : { kind: "off" };

type CraftRowProps = {
  p: CraftProfit;
  r: CalcCraft;
  names: Names;
  locale: string;
  locked: boolean;
  isOpen: boolean;
  questLock: string | null;
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
  onToggle,
}: CraftRowProps) {
  const s = t(craftsText, locale);
  return (
    <tr data-craft={p.uid} data-duration={r.duration} className={locked ? "is-locked" : undefined}>
      <td>
        <CalcItems list={r.outputs} names={names} />
      </td>
      <td>
        {names.station(r.stationUid)} {r.level}
        {questLock && (
          <small className="calc__locked" data-col="quest-lock">
            <br />
            {fill(s.needsQuest, { quest: names.quest(questLock) })}
          </small>
        )}
      </td>
      <td data-col="time">{hms(p.time.seconds)}</td>
      {locked ? (
        <ProOnlyCell span={4} locale={locale} />
      ) : (
        <>
          <td data-col="cost">{money(p.cost, locale)}</td>
          <td data-col="revenue">{money(p.revenue, locale)}</td>
          <td data-col="profit" className={(p.profit ?? 0) < 0 ? "is-loss" : undefined}>
            {money(p.profit, locale)}
          </td>
          <td data-col="profit-hour">
            {p.profitPerHour === null ? "—" : formatPrice(p.profitPerHour, "RUB", locale)}
          </td>
        </>
      )}
      <td>{!locked && <DetailsToggle open={isOpen} locale={locale} onClick={() => onToggle(p.uid)} />}</td>
    </tr>
  );
}, sameRow);

/**
 * /crafts island: every craft priced from the user's settings (domain/calc-all), best profit per
 * hour first, with station and "what my hideout can craft" filters; each row expands to show
 * how its numbers were made. Free users see the profits of the best FREE_CALC_ROWS rows.
 */
export default function Crafts({ locale }: { locale: string }) {
  const s = t(craftsText, locale);
  const c = t(calcCommonText, locale);
  const { calc, names, failed } = useCalculators(locale);
  const pro = useStore($isPro);
  const editor = priceEditorFor(pro, locale);
  const char = useStore($progressionChar);
  const questsDone = useStore($questsDone);
  const limit = useStore($hideoutLimit);
  const [station, setStation] = useState("");
  const [open, setOpen] = useState<string | null>(null);
  const toggle = useCallback((uid: string) => setOpen((o) => (o === uid ? null : uid)), []);

  const recipes = useMemo(() => new Map((calc?.data.crafts ?? []).map((r) => [r.uid, r])), [calc?.data]);
  const rows = useMemo(() => {
    if (!calc) return [];
    return calc.crafts
      .filter((p) => {
        const r = recipes.get(p.uid);
        if (!r || (station && r.stationUid !== station)) return false;
        if (!calc.stationLevels) return true;
        // "only what my hideout can craft": the station level built and the unlocking quest done
        const questLocked =
          calc.settings.hideoutUseProgress && r.questUid && !questsDone.includes(r.questUid);
        return !questLocked && r.level <= (calc.stationLevels[r.stationUid] ?? 0);
      })
      .sort(byProfitPerHour);
  }, [calc, recipes, station, questsDone]);

  const [rowLimit, setRowLimit] = useState(PAGE_ROWS);
  const shown = Math.min(rowLimit, rows.length);
  if (failed) return <p role="alert">{c.loadError}</p>;
  if (!calc || !names) return <p aria-busy="true">{c.loading}</p>;
  const canUseBuilt = (char?.modulesBuilt.length ?? 0) > 0;
  const levels = [...new Set(calc.data.levels.map((l) => l.level))]
    .filter((l) => l > 0)
    .sort((a, b) => a - b);

  return (
    <div className="calc">
      <CalcSettings locale={locale} />
      <fieldset className="calc__inputs">
        <FilterSelect
          id="craft-station"
          label={s.station}
          allLabel={s.stationAll}
          value={station}
          options={calc.data.stations
            .filter((st) => calc.data.crafts.some((r) => r.stationUid === st.uid))
            .map((st) => ({ value: st.uid, label: names.station(st.uid) }))}
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
            {levels.map((l) => (
              <option key={l} value={`level-${l}`}>
                {s.limitLevel.replace("{level}", String(l))}
              </option>
            ))}
          </select>
        </label>
      </fieldset>
      <div className="table-scroll">
        <table className="calc__table">
          <TableHead
            labels={[s.outputs, s.station, s.time, c.cost, c.revenue, c.profit, c.profitPerHour]}
            details={c.details}
          />
          <tbody>
            {rows.slice(0, shown).map((p, i) => {
              const r = recipes.get(p.uid);
              if (!r) return null;
              const locked = isRowLocked(pro, i);
              const isOpen = open === p.uid && !locked;
              return (
                <Fragment key={p.uid}>
                  <CraftRow
                    p={p}
                    r={r}
                    names={names}
                    locale={locale}
                    locked={locked}
                    isOpen={isOpen}
                    questLock={
                      calc.settings.hideoutUseProgress && r.questUid && !questsDone.includes(r.questUid)
                        ? r.questUid
                        : null
                    }
                    onToggle={toggle}
                  />
                  {isOpen && (
                    <DetailsRow span={8}>
                      <RecipeDetails
                        editor={editor}
                        locale={locale}
                        names={names}
                        inputs={p.inputs}
                        outputs={p.outputs}
                        fuel={p.fuel && { ...p.fuel, kind: calc.fuel.kind }}
                      />
                    </DetailsRow>
                  )}
                </Fragment>
              );
            })}
          </tbody>
        </table>
      </div>
      <ShowMore shown={shown} total={rows.length} locale={locale} onShow={setRowLimit} />
    </div>
  );
}
