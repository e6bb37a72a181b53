import { useMemo, useState } from "react";
import type { CalcBarter } from "../../contracts/calc";
import { buildSearchIndex, findEntries, rankByRelevance } from "../../domain/search";
import { t } from "../../i18n";
import { bartersText } from "../../i18n/calc-barters";
import { barterLabel } from "./barter-parts";
import type { Names } from "./calc-format";

/** How many matches the picker lists at once. */
const SHOWN = 12;

/**
 * /barter's picker: the market's typo-tolerant search (src/domain/search.ts) over what each
 * barter gives, what it asks for and its trader; the best matches as a list to choose from.
 */
export default function BarterPicker(props: {
  barters: readonly CalcBarter[];
  names: Names;
  locale: string;
  onPick: (uid: string) => void;
}) {
  const { barters, names, locale, onPick } = props;
  const s = t(bartersText, locale);
  const [query, setQuery] = useState("");
  const index = useMemo(
    () =>
      buildSearchIndex(
        barters.map((b) => [
          ...b.outputs.map((o) => names.item(o.item).name),
          ...b.inputs.map((o) => names.item(o.item).name),
          names.trader(b.trader),
        ]),
        // what a barter gives ranks first; its inputs and trader only match
        1,
      ),
    [barters, names],
  );
  const matches = useMemo(() => {
    if (!query.trim()) return [];
    const found = findEntries(index, query);
    return rankByRelevance(index, found.hits, found.query).slice(0, SHOWN);
  }, [index, query]);
  return (
    <div className="barter-picker">
      <label htmlFor="barter-search">{s.pick}</label>
      <input
        id="barter-search"
        type="search"
        autoComplete="off"
        spellCheck={false}
        placeholder={s.pickNone}
        value={query}
        aria-controls="barter-matches"
        onChange={(e) => setQuery(e.currentTarget.value)}
      />
      {query.trim() && (
        <ul id="barter-matches" className="barter-picker__list">
          {matches.length === 0 && <li className="muted">{s.noMatch}</li>}
          {matches.map((i) => {
            const b = barters[i];
            if (!b) return null;
            return (
              <li key={b.uid}>
                <button
                  type="button"
                  onClick={() => {
                    setQuery("");
                    onPick(b.uid);
                  }}
                >
                  {barterLabel(b, names)}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
