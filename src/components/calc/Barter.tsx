import { useEffect, useState } from "react";
import { barterLock } from "../../domain/barter-profit";
import { t } from "../../i18n";
import { bartersText } from "../../i18n/calc-barters";
import { fill } from "../../i18n/calc-common";
import BarterPicker from "./BarterPicker";
import { BarterDetails, barterHref, barterLabel, lockText } from "./barter-parts";
import CalcSettings from "./CalcSettings";
import { money } from "./calc-format";
import { useCalcPage } from "./use-calculators";
import "./calc.css";
import { queryParam } from "../shell/query-param";

/** /barter island: one barter in full (`/barter?uid=`), free for every barter. */
export default function Barter({ locale }: { locale: string }) {
  const s = t(bartersText, locale);
  const { calc, names, failed, c, questsDone, editor } = useCalcPage(locale);
  const [uid, setUid] = useState(() => queryParam("uid"));
  useEffect(() => {
    const onPop = () => setUid(queryParam("uid"));
    addEventListener("popstate", onPop);
    return () => removeEventListener("popstate", onPop);
  }, []);

  if (failed) return <p role="alert">{c.loadError}</p>;
  if (!calc || !names) return <p aria-busy="true">{c.loading}</p>;
  const recipe = calc.data.barters.find((b) => b.uid === uid);
  const result = calc.barters.find((b) => b.uid === uid);
  const choose = (next: string) => {
    history.pushState(null, "", next ? barterHref(next) : "/barter");
    setUid(next);
  };
  const lock = recipe ? barterLock(recipe, { settings: calc.settings, questsDone }) : null;

  return (
    <div className="calc">
      <p>
        <a href="/barters">← {s.back}</a>
      </p>
      <BarterPicker barters={calc.data.barters} names={names} locale={locale} onPick={choose} />
      {uid && !recipe && <p role="alert">{s.notFound}</p>}
      <CalcSettings locale={locale} />
      {recipe && result && (
        <article className="calc-barter" data-barter={recipe.uid}>
          <h2>{barterLabel(recipe, names)}</h2>
          <dl className="calc-barter__summary">
            <dt>{s.status}</dt>
            <dd data-col="status">{lockText(lock, names, locale)}</dd>
            <dt>{c.cost}</dt>
            <dd data-col="cost">{money(result.cost, locale)}</dd>
            <dt>{s.outright}</dt>
            <dd data-col="outright">{money(result.outright.cost, locale)}</dd>
            <dt>{s.saving}</dt>
            <dd data-col="saving">{money(result.outright.saving, locale)}</dd>
            <dt>{s.sellValue}</dt>
            <dd data-col="revenue">{money(result.revenue, locale)}</dd>
            <dt>{c.profit}</dt>
            <dd data-col="profit">{money(result.profit, locale)}</dd>
            <dt>{s.buyLimitTitle}</dt>
            <dd data-col="buy-limit">
              {recipe.buyLimit === null ? s.limitUnknown : fill(s.perRestock, { n: recipe.buyLimit })}
            </dd>
            {recipe.buyLimit !== null && (
              <>
                <dt>{s.profitPerRestock}</dt>
                <dd data-col="profit-restock">
                  {money(result.profit === null ? null : result.profit * recipe.buyLimit, locale)}
                </dd>
              </>
            )}
          </dl>
          <BarterDetails result={result} editor={editor} locale={locale} names={names} />
        </article>
      )}
    </div>
  );
}
