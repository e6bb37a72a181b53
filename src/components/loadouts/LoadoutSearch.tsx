/**
 * /loadouts/search: published builds filtered by gun, caliber and stat ranges, sorted by likes,
 * date or a stat; the filters live in the address. Signed-in users only; without Pro the top 20.
 */
import { useStore } from "@nanostores/react";
import { useEffect, useState } from "react";
import { partName, SEARCH_SORTS, type SearchQuery } from "../../contracts/loadout";
import { caliberName } from "../../domain/caliber";
import { loadoutsText } from "../../i18n/loadouts";
import { loadoutGuns, loadoutSearch } from "../../stores/loadout-search";
import { $user } from "../../stores/user-state";
import { queryParam } from "../shell/query-param";
import { LoadoutRow } from "./LoadoutRow";
import "./loadouts.css";
import { SearchResults } from "./SearchResults";

type Filters = Record<"gun" | "caliber" | "minErgonomics" | "maxRecoil" | "maxWeight" | "sort", string>;
const KEYS = ["gun", "caliber", "minErgonomics", "maxRecoil", "maxWeight", "sort"] as const;

const readFilters = (): Filters => Object.fromEntries(KEYS.map((k) => [k, queryParam(k)])) as Filters;

export default function LoadoutSearch({ locale }: { locale: string }) {
  const t = loadoutsText(locale);
  const user = useStore($user);
  const [filters, setFilters] = useState<Filters>(readFilters);
  const search = useStore(loadoutSearch.$state);
  const gunList = useStore(loadoutGuns.$state);
  const guns = gunList.data?.guns ?? [];

  useEffect(() => {
    void loadoutGuns.load(null);
  }, []);

  useEffect(() => {
    const params = new URLSearchParams();
    for (const k of KEYS) if (filters[k]) params.set(k, filters[k]);
    const qs = params.toString();
    history.replaceState(null, "", `${location.pathname}${qs ? `?${qs}` : ""}`);
    if (!user) return;
    const query: SearchQuery = {};
    if (filters.gun) query.gun = filters.gun;
    if (filters.caliber) query.caliber = filters.caliber;
    for (const k of ["minErgonomics", "maxRecoil", "maxWeight"] as const)
      if (filters[k] !== "") query[k] = Number(filters[k]);
    if (filters.sort) query.sort = filters.sort as SearchQuery["sort"];
    void loadoutSearch.load(query);
    return () => loadoutSearch.abort();
  }, [filters, user]);

  if (!user) return <p className="muted">{t.searchSignIn}</p>;
  const set = (k: keyof Filters, v: string) => setFilters((f) => ({ ...f, [k]: v }));
  const calibers = [...new Set(guns.flatMap((g) => (g.caliber ? [g.caliber] : [])))].sort();
  return (
    <>
      <form className="loadout-filters" onSubmit={(e) => e.preventDefault()}>
        <label>
          {t.filterGun}
          <select value={filters.gun} onChange={(e) => set("gun", e.currentTarget.value)}>
            <option value="">{t.any}</option>
            {guns.map((g) => (
              <option key={g.uid} value={g.uid}>
                {partName(g, locale)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t.filterCaliber}
          <select value={filters.caliber} onChange={(e) => set("caliber", e.currentTarget.value)}>
            <option value="">{t.any}</option>
            {calibers.map((c) => (
              <option key={c} value={c}>
                {caliberName(c)}
              </option>
            ))}
          </select>
        </label>
        {(["minErgonomics", "maxRecoil", "maxWeight"] as const).map((k) => (
          <label key={k}>
            {t[k]}
            <input
              type="number"
              min={0}
              step="any"
              value={filters[k]}
              onChange={(e) => set(k, e.currentTarget.value)}
            />
          </label>
        ))}
        <label>
          {t.sort}
          <select value={filters.sort || "likes"} onChange={(e) => set("sort", e.currentTarget.value)}>
            {SEARCH_SORTS.map((s) => (
              <option key={s} value={s}>
                {t.sorts[s]}
              </option>
            ))}
          </select>
        </label>
      </form>
      <SearchResults
        failed={search.failed || gunList.failed}
        result={search.data}
        texts={{
          results: t.results,
          noResults: t.noResults,
          topOnly: t.topOnly,
          loadError: t.loadError,
          loading: t.loading,
        }}
        testId="search-count"
        row={(l) => <LoadoutRow key={l.uid} locale={locale} loadout={l} />}
      />
    </>
  );
}
