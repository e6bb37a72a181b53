import type { CalcBarter } from "../../contracts/calc";
import type { BarterLock, BarterProfit } from "../../domain/barter-profit";
import { type ItemCount, wholeCount } from "../../domain/craft-profit";
import { t } from "../../i18n";
import { bartersText } from "../../i18n/calc-barters";
import { fill } from "../../i18n/calc-common";
import type { Names } from "./calc-format";
import { InputLinesTable, RecipeDetails } from "./RecipeDetails";

/** "2× Name, 1× Other" for a recipe's items (whole items, as the game takes them). */
export const itemsText = (list: readonly ItemCount[], names: Names) =>
  list.map((o) => `${wholeCount(o.count)}× ${names.item(o.item).name}`).join(", ");

/** A barter's status in words: available, or which loyalty level or quest it waits for. */
export function lockText(lock: BarterLock | null, names: Names, locale: string): string {
  const s = t(bartersText, locale);
  if (!lock) return s.available;
  if (lock.kind === "loyalty") {
    return fill(s.lockedLoyalty, { trader: names.trader(lock.trader), level: lock.level, have: lock.have });
  }
  return fill(s.lockedQuest, { quest: names.quest(lock.questUid) });
}

/** How a barter is named in a list: what it gives, at which trader. */
export const barterLabel = (b: CalcBarter, names: Names) =>
  `${itemsText(b.outputs, names)} — ${names.trader(b.trader)} LL${b.level}`;

/** The page of one barter. */
export const barterHref = (uid: string) => `/barter?uid=${encodeURIComponent(uid)}`;

/** How a barter's numbers were made, with what buying its outputs outright would cost. */
export function BarterDetails(props: {
  result: BarterProfit;
  locale: string;
  names: Names;
  editor?: (uid: string, kind: "buy" | "sell") => React.ReactNode;
}) {
  const { result, locale, names } = props;
  return (
    <RecipeDetails
      editor={props.editor}
      locale={locale}
      names={names}
      inputs={result.inputs}
      outputs={result.outputs}
    >
      <InputLinesTable
        locale={locale}
        names={names}
        caption={t(bartersText, locale).outrightTitle}
        lines={result.outright.lines}
      />
    </RecipeDetails>
  );
}
