/**
 * Sites the menu links to (SPEC §2 "External links"). The Discord invite is the project's own
 * and must be set here before going live; the ammo links are public community resources.
 */
export const EXTERNAL_LINKS = {
  discord: "https://discord.com/invite/tarkov-companion",
  /** The bot's install link (its application id goes here too before going live). */
  discordBot: "https://discord.com/oauth2/authorize?client_id=0&scope=applications.commands",
  ammoTables: "https://escapefromtarkov.fandom.com/wiki/Ballistics",
  ammoCharts: "https://tarkov.dev/ammo",
  ballistics: "https://tarkov.dev/ammo?view=ballistics",
} as const;

/** Regional variants of the site listed for admins: the same site read in each language. */
export const REGIONAL_SITES = [
  { label: "EN", href: "/en/" },
  { label: "RU", href: "/ru/" },
] as const;
