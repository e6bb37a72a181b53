/**
 * Sites the menu links to (docs/product.md §2 "External links"). The Discord invite is the project's own
 * and must be set here before going live; the ammo links are public community resources.
 */
export const EXTERNAL_LINKS = {
  discord: "https://discord.com/invite/tarkov-companion",
  ammoTables: "https://escapefromtarkov.fandom.com/wiki/Ballistics",
  ammoCharts: "https://tarkov.dev/ammo",
  ballistics: "https://tarkov.dev/ammo?view=ballistics",
} as const;

/** Regional variants of the site listed for admins: the same site read in each language. */
export const REGIONAL_SITES = [
  { label: "EN", href: "/en/" },
  { label: "RU", href: "/ru/" },
] as const;

/**
 * The Discord bot's install link for an application id (a Discord snowflake), or null without a
 * valid one: the page then hides the link rather than offer one that cannot work.
 * @example discordInstallLink("123456789012345678") // "https://discord.com/oauth2/authorize?client_id=123456789012345678&scope=applications.commands"
 */
export function discordInstallLink(applicationId: string | undefined): string | null {
  const id = (applicationId ?? "").trim();
  return /^\d{17,20}$/.test(id)
    ? `https://discord.com/oauth2/authorize?client_id=${id}&scope=applications.commands`
    : null;
}
