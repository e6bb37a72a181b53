/** One saved build in a list: gun icon, title, author, stats and likes, linking to its page. */
import type { ReactNode } from "react";
import { type Loadout, partName } from "../../contracts/loadout";
import { formatDecimal, formatNumber } from "../../domain/format";
import { loadoutsText } from "../../i18n/loadouts";
import { ItemIcon } from "../item/ItemIcon";

export const loadoutHref = (l: Loadout) => `/loadouts/weapon/${encodeURIComponent(l.gun.url)}/${l.uid}`;

export function LoadoutRow({
  locale,
  loadout: l,
  children,
}: {
  locale: string;
  loadout: Loadout;
  children?: ReactNode;
}) {
  const t = loadoutsText(locale);
  return (
    <li data-testid="loadout-row">
      <ItemIcon
        item={{ shortName: l.gun.shortName, ruShortName: l.gun.ruShortName ?? null, icon: l.gun.iconUrl }}
        size={36}
        locale={locale}
      />
      <a href={loadoutHref(l)}>
        <strong>{l.title}</strong>
      </a>
      <span className="muted">{partName(l.gun, locale)}</span>
      <span className="muted">{t.by(l.author ?? t.anonymous)}</span>
      <span>
        {t.ergonomics} {formatNumber(l.stats.ergonomics, locale)} · {t.recoilVertical}{" "}
        {formatNumber(Math.round(l.stats.recoilVertical), locale)}
        {l.stats.weight === null ? "" : ` · ${formatDecimal(l.stats.weight, locale, 2)} ${t.kg}`}
      </span>
      <span data-testid="row-likes">{t.likes(l.likes)}</span>
      {children}
    </li>
  );
}
