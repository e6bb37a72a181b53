import { formatNumber } from "../../domain/format";
import { localePath } from "../../domain/locale";
import { t } from "../../i18n";
import { calcCommonText, fill } from "../../i18n/calc-common";
import { FREE_CALC_ROWS } from "../../stores/calc-settings";

export { TableHead } from "../shell/TableHead";

/** Whether the row at `index` (best first) hides its numbers: past the free rows without Pro. */
export const isRowLocked = (pro: boolean, index: number) => !pro && index >= FREE_CALC_ROWS;

/**
 * What the row at `index` shows: locked (past the free rows), its full result for the details
 * (only once the data is in), and whether its details are open.
 */
export function rowState<L>(
  pro: boolean,
  index: number,
  lines: readonly L[] | undefined,
  openUid: string | null,
  uid: string,
): { locked: boolean; full: L | undefined; isOpen: boolean } {
  const locked = isRowLocked(pro, index);
  const full = lines?.[index];
  return { locked, full, isOpen: openUid === uid && !locked && full !== undefined };
}

/** The button that opens or closes a row's details. */
export function DetailsToggle({
  open,
  disabled = false,
  locale,
  onClick,
}: {
  open: boolean;
  /** While the details are not loaded yet (a prerendered row). */
  disabled?: boolean;
  locale: string;
  onClick: () => void;
}) {
  const c = t(calcCommonText, locale);
  return (
    <button type="button" aria-expanded={open} disabled={disabled} onClick={onClick}>
      {open ? c.hide : c.details}
    </button>
  );
}

/** The row under an opened row, holding its details across all `span` columns. */
export function DetailsRow({ span, children }: { span: number; children: React.ReactNode }) {
  return (
    <tr className="calc__details-row">
      <td colSpan={span}>{children}</td>
    </tr>
  );
}

/** The cell standing for a locked row's numbers: a link to get Pro. */
export function ProOnlyCell({ span, locale }: { span: number; locale: string }) {
  return (
    <td colSpan={span} className="calc__locked">
      <a href={upgradeHref(locale)}>{t(calcCommonText, locale).proOnly}</a>
    </td>
  );
}

/** Where "Pro only" leads: /user in the visitor's language (/ru/user sets the locale first). */
export const upgradeHref = (locale: string) => localePath("/user", locale);

/** A labelled filter select whose first option (value "") means "all". */
export function FilterSelect(props: {
  id: string;
  label: string;
  allLabel: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
}) {
  return (
    <label htmlFor={props.id}>
      {props.label}{" "}
      <select id={props.id} value={props.value} onChange={(e) => props.onChange(e.currentTarget.value)}>
        <option value="">{props.allLabel}</option>
        {props.options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </label>
  );
}

/** A labelled filter checkbox. */
export function FilterCheckbox(props: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label>
      <input
        type="checkbox"
        checked={props.checked}
        onChange={(e) => props.onChange(e.currentTarget.checked)}
      />{" "}
      {props.label}
    </label>
  );
}

/**
 * Rows a long table shows at first, and how many more each "Show more" adds: a phone's few
 * screens of cards, a desktop's screen of rows. 25, not 50: the page's HTML carries the first
 * page and the browser hydrates it, and at 50 rows /barters blocked a phone twice as long.
 */
export const PAGE_ROWS = 25;

/**
 * The pager under a long table: how many rows are shown, then "Show 25 more" and "Show all"
 * while some are left. Only the best rows are built at first, so that a table of 800 barters
 * does not block a phone for a second.
 */
export function ShowMore({
  shown,
  total,
  locale,
  onShow,
}: {
  shown: number;
  total: number;
  locale: string;
  onShow: (limit: number) => void;
}) {
  if (shown >= total) return null;
  const c = t(calcCommonText, locale);
  const n = (x: number) => formatNumber(x, locale);
  return (
    <p className="calc__more">
      <span aria-live="polite">{fill(c.shownOf, { shown: n(shown), total: n(total) })}</span>{" "}
      <button type="button" onClick={() => onShow(shown + PAGE_ROWS)}>
        {fill(c.showMore, { n: n(Math.min(PAGE_ROWS, total - shown)) })}
      </button>{" "}
      <button type="button" onClick={() => onShow(total)}>
        {c.showAll}
      </button>
    </p>
  );
}
