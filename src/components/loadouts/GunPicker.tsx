/** Pick a gun: search by name, short name or caliber (shown as players write it). */
import { useState } from "react";
import { type GunSummary, partName } from "../../contracts/loadout";
import { caliberName } from "../../domain/caliber";
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
  const words = q.trim().toLowerCase().split(/\s+/).filter(Boolean);
  const shown = guns.filter((g) => {
    const text =
      `${g.name} ${g.ruName ?? ""} ${g.shortName} ${g.caliber ? caliberName(g.caliber) : ""}`.toLowerCase();
    return words.every((w) => text.includes(w));
  });
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
