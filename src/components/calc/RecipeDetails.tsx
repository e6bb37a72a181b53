// Long because: the input table and the output table are one recipe's details, with the same item
// name cell, columns and price editor; the hideout page reuses the input table alone.
import type { InputLine, OutputLine } from "../../domain/craft-profit";
import { formatDecimal, formatNumber } from "../../domain/format";
import { t } from "../../i18n";
import { calcCommonText, fill } from "../../i18n/calc-common";
import { gameName } from "../../i18n/game-names";
import { ItemIcon } from "../item/ItemIcon";
import { inputSourceText, money, type Names, outputSourceText } from "./calc-format";
import { TableHead } from "./calc-table";

export type FuelLine = { hours: number; costPerHour: number; cost: number; kind: string } | null;

function ItemName({ uid, names }: { uid: string; names: Names }) {
  const { name, url, shortName, icon } = names.item(uid);
  const tile = <ItemIcon item={shortName === null ? undefined : { shortName, icon }} size={24} />;
  return url ? (
    <a href={`/item/${url}`} className="calc-items__one">
      {tile}
      {name}
    </a>
  ) : (
    <span className="calc-items__one">
      {tile}
      {name}
    </span>
  );
}

/** A table of priced input lines with their sources (and the other sources reachable). */
export function InputLinesTable(props: {
  locale: string;
  names: Names;
  caption: string;
  lines: readonly InputLine[];
  fuel?: FuelLine;
  editor?: (uid: string, kind: "buy" | "sell") => React.ReactNode;
}) {
  const s = t(calcCommonText, props.locale);
  const { names, locale } = props;
  return (
    <table className="calc-details__table">
      <caption>{props.caption}</caption>
      <TableHead labels={[s.item, s.count, s.unitPrice, s.total, s.source]} />
      <tbody>
        {props.lines.map((line) => (
          <tr key={`in-${line.item}`} data-item={line.item} className={line.tool ? "is-tool" : undefined}>
            <td>
              <ItemName uid={line.item} names={names} />
              {line.tool && <small title={s.toolNote}> ({s.tool})</small>}
              {line.minLevel ? <small> ({fill(s.minLevel, { level: line.minLevel })})</small> : null}
            </td>
            <td>
              {formatNumber(line.count, locale)}
              {line.asked !== undefined && (
                <small title={s.roundedUpNote}>
                  {" "}
                  ({fill(s.roundedUp, { asked: formatDecimal(line.asked, locale) })})
                </small>
              )}
            </td>
            <td>{money(line.price, locale)}</td>
            <td data-col="line-total">
              {line.tool ? <s>{money(line.total, locale)}</s> : money(line.total, locale)}
            </td>
            <td>
              {inputSourceText(line.source, names, locale)}
              {line.alternatives.length > 0 && (
                <small className="calc-details__alt">
                  {" "}
                  ({s.alternatives}:{" "}
                  {line.alternatives
                    .slice(0, 3)
                    .map((a) => `${inputSourceText(a.source, names, locale)} ${money(a.price, locale)}`)
                    .join(", ")}
                  )
                </small>
              )}
              {props.editor?.(line.item, "buy")}
            </td>
          </tr>
        ))}
        {props.fuel && (
          <tr data-item="fuel">
            <td>{s.fuel}</td>
            <td />
            <td />
            <td>{money(props.fuel.cost, locale)}</td>
            <td>
              {fill(s.fuelLine, {
                hours: formatNumber(props.fuel.hours, locale, 2),
                perHour: money(props.fuel.costPerHour, locale),
                kind: gameName("fuel", props.fuel.kind === "metal" ? "metal" : "other", locale),
              })}
            </td>
          </tr>
        )}
      </tbody>
    </table>
  );
}

/**
 * How a recipe's numbers were made: each input with the source that priced it (and the other
 * reachable sources), each output with its sell route and the flea fee, and the fuel.
 * `editor` renders a custom-price control for an item (Pro), when given.
 */
export function RecipeDetails(props: {
  locale: string;
  names: Names;
  inputs: readonly InputLine[];
  outputs: readonly OutputLine[];
  fuel?: FuelLine;
  editor?: (uid: string, kind: "buy" | "sell") => React.ReactNode;
  /** Extra tables after the outputs (a barter's outright purchase). */
  children?: React.ReactNode;
}) {
  const s = t(calcCommonText, props.locale);
  const { names, locale } = props;
  return (
    <div className="calc-details" data-testid="recipe-details">
      <InputLinesTable
        locale={locale}
        names={names}
        caption={s.inputs}
        lines={props.inputs}
        fuel={props.fuel}
        editor={props.editor}
      />
      <table className="calc-details__table">
        <caption>{s.outputs}</caption>
        <TableHead labels={[s.item, s.count, s.unitPrice, s.total, s.source]} />
        <tbody>
          {props.outputs.map((line) => (
            <tr key={`out-${line.item}`} data-item={line.item}>
              <td>
                <ItemName uid={line.item} names={names} />
              </td>
              <td>{formatNumber(line.count, locale)}</td>
              <td>{money(line.price, locale)}</td>
              <td>{money(line.total, locale)}</td>
              <td>
                {outputSourceText(line.source, names, locale)}
                {props.editor?.(line.item, "sell")}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {props.children}
    </div>
  );
}
