// Long because: the requirement and status texts, the filters and the level table with its details
// rows all read the same hideout cost levels and the one open-row state.
import { useStore } from "@nanostores/react";
import { Fragment, useState } from "react";
import { formatNumber, formatPrice } from "../../domain/format";
import type { LevelCost } from "../../domain/hideout-cost";
import type { Requirement } from "../../domain/hideout-progress";
import { t } from "../../i18n";
import { calcCommonText, fill } from "../../i18n/calc-common";
import { hideoutCalcText } from "../../i18n/calc-hideout";
import { gameName } from "../../i18n/game-names";
import { $hideoutCost } from "../../stores/calc-hideout";
import { $isPro } from "../../stores/market-mode";
import CalcSettings from "./CalcSettings";
import { money, type Names } from "./calc-format";
import { DetailsRow, DetailsToggle, FilterCheckbox, FilterSelect, TableHead } from "./calc-table";
import { priceEditorFor } from "./PriceEditor";
import { InputLinesTable } from "./RecipeDetails";
import { useCalculators } from "./use-calculators";
import "./calc.css";

function requirementText(r: Requirement, names: Names, locale: string): string {
  const s = t(hideoutCalcText, locale);
  switch (r.kind) {
    case "item":
      return fill(s.itemHave, {
        count: formatNumber(r.need, locale),
        item: names.item(r.item).name,
        have: formatNumber(r.have, locale),
      });
    case "station":
      return fill(s.stationNeed, { station: names.station(r.station), level: r.need });
    case "trader":
      return fill(s.traderNeed, { trader: names.trader(r.trader), level: r.need });
    case "skill":
      return fill(s.skillNeed, { skill: gameName("skill", r.skill, locale), level: r.need });
  }
}

/** Requirements a status line names before it counts the rest ("+3"). */
const STATUS_SHOWN = 2;

/** The level's status in a short line: built, ready, or the first missing requirements and how many more. */
function status(l: LevelCost, names: Names, locale: string): string {
  const s = t(hideoutCalcText, locale);
  if (l.built) return s.built;
  if (l.missing.length === 0) return s.ready;
  // what no money buys (station levels, loyalty, skills) first, then the items to find
  const ordered = [
    ...l.missing.filter((r) => r.kind !== "item"),
    ...l.missing.filter((r) => r.kind === "item"),
  ];
  const shown = ordered.slice(0, STATUS_SHOWN).map((r) => requirementText(r, names, locale));
  const more = l.missing.length - shown.length;
  return `${s.missing}: ${shown.join(", ")}${more > 0 ? ` +${more}` : ""}`;
}

/** Every missing requirement of the level (the status line's title). */
function statusFull(l: LevelCost, names: Names, locale: string): string | undefined {
  if (l.built || l.missing.length <= STATUS_SHOWN) return undefined;
  const s = t(hideoutCalcText, locale);
  return `${s.missing}: ${l.missing.map((r) => requirementText(r, names, locale)).join(", ")}`;
}

/**
 * /hideout island: each station level's build cost (items priced like craft inputs), what is
 * still to buy after the items found, what is missing, and the total still to spend.
 */
export default function Hideout({ locale }: { locale: string }) {
  const s = t(hideoutCalcText, locale);
  const c = t(calcCommonText, locale);
  const { calc, names, failed } = useCalculators(locale);
  const cost = useStore($hideoutCost);
  const editor = priceEditorFor(useStore($isPro), locale);
  const [station, setStation] = useState("");
  const [showBuilt, setShowBuilt] = useState(false);
  const [open, setOpen] = useState<string | null>(null);

  if (failed) return <p role="alert">{c.loadError}</p>;
  if (!calc || !names || !cost) return <p aria-busy="true">{c.loading}</p>;
  const rows = cost.levels.filter(
    (l) => (!station || l.stationUid === station) && (showBuilt || !l.built) && l.level > 0,
  );

  return (
    <div className="calc">
      <CalcSettings locale={locale} />
      <p data-testid="hideout-remaining">
        <strong>
          {fill(cost.unpricedItems.length > 0 ? s.remainingAtLeast : s.remaining, {
            total: formatPrice(cost.remaining, "RUB", locale),
          })}
        </strong>
        {cost.unpricedItems.length > 0 && (
          <>
            {" "}
            {s.unpricedItems(cost.unpriced, cost.unpricedItems.map((uid) => names.item(uid).name).join(", "))}
          </>
        )}
      </p>
      <p>
        <a href="/progression/hideout">{s.progressLink}</a>
      </p>
      <fieldset className="calc__inputs">
        <FilterSelect
          id="hideout-station"
          label={s.station}
          allLabel={s.stationAll}
          value={station}
          options={calc.data.stations.map((st) => ({ value: st.uid, label: names.station(st.uid) }))}
          onChange={setStation}
        />
        <FilterCheckbox label={s.showBuilt} checked={showBuilt} onChange={setShowBuilt} />
      </fieldset>
      <div className="table-scroll">
        <table className="calc__table">
          <TableHead labels={[s.station, s.level, s.buildCost, s.stillToBuy, s.status]} details={c.details} />
          <tbody>
            {rows.map((l) => {
              const isOpen = open === l.uid;
              return (
                <Fragment key={l.uid}>
                  <tr data-level={l.uid} className={l.built ? "is-built" : undefined}>
                    <td data-cell="name">{names.station(l.stationUid)}</td>
                    <td data-label={s.level}>{l.level}</td>
                    {/* a level that asks for no items costs nothing to buy: said in words */}
                    <td data-col="cost" data-label={s.buildCost}>
                      {l.lines.length === 0 ? s.noItems : money(l.cost, locale)}
                    </td>
                    <td data-col="still" data-label={s.stillToBuy}>
                      {l.built
                        ? "—"
                        : l.lines.length === 0
                          ? s.noItems
                          : l.unpricedItems.length > 0
                            ? fill(s.atLeast, { price: formatPrice(l.stillToBuy, "RUB", locale) })
                            : money(l.stillToBuy, locale)}
                    </td>
                    <td data-col="status" data-label={s.status} title={statusFull(l, names, locale)}>
                      {status(l, names, locale)}
                    </td>
                    <td data-cell="toggle">
                      {l.lines.length > 0 && (
                        <DetailsToggle
                          open={isOpen}
                          locale={locale}
                          onClick={() => setOpen(isOpen ? null : l.uid)}
                        />
                      )}
                    </td>
                  </tr>
                  {isOpen && (
                    <DetailsRow span={6}>
                      <div className="calc-details" data-testid="recipe-details">
                        <InputLinesTable
                          locale={locale}
                          names={names}
                          caption={s.items}
                          lines={l.lines}
                          editor={editor}
                        />
                      </div>
                    </DetailsRow>
                  )}
                </Fragment>
              );
            })}
          </tbody>
        </table>
      </div>
    </div>
  );
}
