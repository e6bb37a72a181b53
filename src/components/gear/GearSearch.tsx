/**
 * Gear loadout search on /gear: published sets filtered by armour class and weight, sorted by
 * likes, date, weight or armour class. Signed-in users only; without Pro the top 20 and the
 * weapon search's message.
 */
import { useStore } from "@nanostores/react";
import { type ReactNode, useEffect, useState } from "react";
import { GEAR_SORTS, type GearLoadout, type GearSearchQuery } from "../../contracts/gear";
import { partName } from "../../contracts/loadout";
import { formatDecimal } from "../../domain/format";
import { gearText } from "../../i18n/gear";
import { loadoutsText } from "../../i18n/loadouts";
import { gearSearch } from "../../stores/loadout-search";
import { $user } from "../../stores/user-state";
import "./gear.css";
import { SearchResults } from "../loadouts/SearchResults";

const ARMOR_CLASSES = [1, 2, 3, 4, 5, 6];

/** One saved gear set in a list: title, author, items, weight, armour class and likes. */
export function GearRow({
  locale,
  loadout: l,
  children,
}: {
  locale: string;
  loadout: GearLoadout;
  children?: ReactNode;
}) {
  const g = gearText(locale);
  const t = loadoutsText(locale);
  return (
    <li data-testid="gear-row">
      <span className="gear-mark">{g.gearMark}</span>
      <a href={`/gear?id=${l.uid}`}>
        <strong>{l.title}</strong>
      </a>
      <span className="muted">{t.by(l.author ?? t.anonymous)}</span>
      <span className="muted">{l.items.map((i) => partName(i, locale)).join(" · ")}</span>
      <span>
        {t.weight} {l.stats.weight === null ? "—" : `${formatDecimal(l.stats.weight, locale, 2)} ${t.kg}`} ·{" "}
        {g.armorClass} {l.stats.armorClass === null ? "—" : l.stats.armorClass}
      </span>
      <span data-testid="row-likes">{t.likes(l.likes)}</span>
      {children}
    </li>
  );
}

export function GearSearch({ locale }: { locale: string }) {
  const g = gearText(locale);
  const t = loadoutsText(locale);
  const user = useStore($user);
  const [query, setQuery] = useState<GearSearchQuery>({});
  const search = useStore(gearSearch.$state);

  useEffect(() => {
    if (!user) return;
    void gearSearch.load(query);
    return () => gearSearch.abort();
  }, [query, user]);

  if (!user) return <p className="muted">{g.searchSignIn}</p>;
  return (
    <>
      <form className="loadout-filters" onSubmit={(e) => e.preventDefault()}>
        <label>
          {g.minArmorClass}
          <select
            value={query.minArmorClass ?? ""}
            onChange={(e) => {
              const v = e.currentTarget.value;
              setQuery((q) => ({ ...q, minArmorClass: v ? Number(v) : undefined }));
            }}
          >
            <option value="">{t.any}</option>
            {ARMOR_CLASSES.map((c) => (
              <option key={c} value={c}>
                {g.classValue(c)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t.maxWeight}
          <input
            type="number"
            min={0}
            step="any"
            value={query.maxWeight ?? ""}
            onChange={(e) => {
              const v = e.currentTarget.value;
              setQuery((q) => ({ ...q, maxWeight: v === "" ? undefined : Number(v) }));
            }}
          />
        </label>
        <label>
          {t.sort}
          <select
            value={query.sort ?? "likes"}
            onChange={(e) => {
              const v = e.currentTarget.value as NonNullable<GearSearchQuery["sort"]>;
              setQuery((q) => ({ ...q, sort: v }));
            }}
          >
            {GEAR_SORTS.map((s) => (
              <option key={s} value={s}>
                {g.sorts[s]}
              </option>
            ))}
          </select>
        </label>
      </form>
      <SearchResults
        failed={search.failed}
        result={search.data}
        texts={{
          results: g.results,
          noResults: g.noResults,
          topOnly: t.topOnly,
          loadError: t.loadError,
          loading: t.loading,
        }}
        testId="gear-search-count"
        row={(l) => <GearRow key={l.uid} locale={locale} loadout={l} />}
      />
    </>
  );
}
