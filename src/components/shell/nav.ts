import { type MapSlug, MENU_MAP_SLUGS } from "../../domain/maps";
import { t } from "../../i18n";
import { mapNames, pageTitles } from "../../i18n/pages";
import { shellText } from "../../i18n/shell";
import type { PagePath } from "../../site/pages";
import { EXTERNAL_LINKS, REGIONAL_SITES } from "./external-links";

/** One menu link. Flags mirror the UI rules of docs/product.md §2; the server enforces the real ones. */
export type NavLink = {
  href: string;
  label: string;
  external?: boolean;
  /** Shown only to admins (revealed by the header script from $user). */
  adminOnly?: boolean;
  /** Shown only in the burger menu on small screens. */
  mobileOnly?: boolean;
  /** Shown only when the tournament setting is on. */
  tournamentOnly?: boolean;
  /** A map tile, with room for its active-quest count. */
  map?: MapSlug;
};
export type NavGroup = { id: string; label: string; links: NavLink[]; adminOnly?: boolean };

/** The header's dropdowns (maps, progression, calculators, guns/ammo, more, admin) for a locale. */
export function navGroups(locale: string | undefined): NavGroup[] {
  const s = t(shellText, locale);
  const titles = t(pageTitles, locale);
  const maps = t(mapNames, locale);
  const page = (path: PagePath, extra: Partial<NavLink> = {}): NavLink => ({
    href: path,
    label: titles[path],
    ...extra,
  });
  const external = (key: keyof typeof EXTERNAL_LINKS, label: string): NavLink => ({
    href: EXTERNAL_LINKS[key],
    label,
    external: true,
  });
  return [
    {
      id: "maps",
      label: s.maps,
      links: MENU_MAP_SLUGS.map((slug) => ({ href: `/maps/${slug}`, label: maps[slug], map: slug })),
    },
    {
      id: "progression",
      label: s.progression,
      links: [
        page("/progression/quests"),
        page("/progression/story"),
        page("/progression/hideout"),
        page("/progression/dashboard"),
        page("/progression/items-to-keep"),
        page("/progression/items-tracker"),
        page("/progression/items-interactive"),
        page("/progression/quests-interactive"),
      ],
    },
    {
      id: "calculators",
      label: s.calculators,
      links: [
        page("/crafts"),
        page("/barters"),
        page("/hideout", { mobileOnly: true }),
        page("/barter", { mobileOnly: true }),
        page("/btc-farm"),
      ],
    },
    {
      id: "guns",
      label: s.guns,
      links: [
        page("/loadouts/search"),
        { href: "/loadouts/weapon", label: s.createLoadout },
        page("/loadouts/my"),
        page("/gear", { adminOnly: true }),
        external("ammoTables", s.ammoTables),
        external("ammoCharts", s.ammoCharts),
        external("ballistics", s.ballistics),
      ],
    },
    {
      id: "more",
      label: s.more,
      links: [
        page("/discord-bot"),
        page("/time"),
        page("/pilot"),
        page("/pilot/cloud"),
        page("/streamers"),
        page("/streamers/nightbot"),
        page("/streamers/streamelements"),
        page("/streamers/moobot"),
        page("/streamers/streamer-challenge", { tournamentOnly: true }),
        page("/dev/api"),
        page("/dev/google-sheet"),
        external("discord", s.discordServer),
      ],
    },
    {
      id: "admin",
      label: s.admin,
      adminOnly: true,
      links: [
        { href: "/admin", label: s.adminPanel },
        page("/admin/website-alert"),
        page("/admin/global-settings"),
        page("/admin/users"),
        page("/admin/logs"),
        ...REGIONAL_SITES.map((site) => ({ href: site.href, label: `${s.regionalSites}: ${site.label}` })),
      ],
    },
  ];
}
