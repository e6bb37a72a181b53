import type { BotKind } from "../../contracts/bot";

/**
 * The chat command a streamer pastes for each bot, with their token: each bot's own way to fetch
 * a URL and pass what follows the command.
 * @example botCommand("nightbot", "https://site", "T", "en")
 * // "!addcom !price $(urlfetch https://site/api/bot/nightbot?token=T&lang=en&q=$(querystring))"
 */
export function botCommand(kind: BotKind, origin: string, token: string, lang: string): string {
  const url = botUrl(kind, origin, token, lang);
  if (kind === "nightbot") return `!addcom !price $(urlfetch ${url}$(querystring))`;
  if (kind === "streamelements") return `!command add !price \${urlfetch ${url}\${queryencode \${1:}}}`;
  return url;
}

/** The bot's address up to its query (the chat text goes last). */
export const botUrl = (kind: BotKind, origin: string, token: string, lang: string) =>
  `${origin}/api/bot/${kind}?token=${encodeURIComponent(token)}&lang=${lang}&q=`;

/** Each bot's own name, as its makers write it. */
export const BOT_NAMES: Record<BotKind, string> = {
  nightbot: "Nightbot",
  streamelements: "StreamElements",
  moobot: "Moobot",
};
