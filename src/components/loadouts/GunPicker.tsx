/**
 * Pick a gun: search by name or short name in either language, or caliber (shown as players write
 * it), with the market's search (typos, the other keyboard layout, Cyrillic spellings).
 */
import { useMemo, useState } from "react";
import { type GunSummary, partName } from "../../contracts/loadout";
import { caliberName } from "../../domain/caliber";
import { searchList } from "../../domain/search";
import { loadoutsText } from "../../i18n/loadouts";
import { ItemIcon } from "../item/ItemIcon";

export function GunPicker({
  locale,
  guns,
  onPick,
}: {
  locale: string;
  guns: GunSummary[];
  onPick: (g: GunSummary) => void;
}) {
  const t = loadoutsText(locale);
  const [q, setQ] = useState("");
  // names in both languages rank; the caliber only matches
  const shown = useMemo(
    () =>
      searchList(
        guns,
        (g) => [g.name, g.shortName, g.ruName, g.ruShortName, g.caliber ? caliberName(g.caliber) : null],
        q,
        4,
      ),
    [guns, q],
  );
  return (
    <section className="gun-picker">
      <h2>{t.pickGun}</h2>
      <label>
        {t.gunSearch}
        <input
          type="search"
          value={q}
          placeholder={t.gunSearchHint}
          onChange={(e) => setQ(e.currentTarget.value)}
        />
      </label>
      {shown.length === 0 ? <p className="muted">{t.noGun}</p> : null}
      <ul>
        {shown.map((g) => (
          <li key={g.uid}>
            <a
              href={`/loadouts/weapon/${encodeURIComponent(g.url)}`}
              onClick={(e) => {
                e.preventDefault();
                onPick(g);
              }}
            >
              <ItemIcon
                item={{ shortName: g.shortName, ruShortName: g.ruShortName ?? null, icon: g.iconUrl }}
                size={36}
                locale={locale}
              />
              <span>{partName(g, locale)}</span>
              {g.caliber ? <span className="muted">{caliberName(g.caliber)}</span> : null}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
