import { formatChange, formatDay, formatPrice } from "../domain/format";
import { defineCatalogue, t } from "./index";

/** What a chat answer says about one item (null parts are left out). */
export type BotFacts = {
  name: string;
  flea: number | null;
  /** When the flea price was seen (ms). */
  fleaSeen: number | null;
  /** Now (ms): a price seen in the last two days says how long ago, an older one its date. */
  now: number;
  perSlot: number | null;
  /** The best trader price, with when its source saw it (ms; null: undated). */
  trader: { name: string; price: number; seen: number | null } | null;
  change24h: number | null;
  link: string;
};

type BotMessages = {
  answer: (f: BotFacts) => string;
  notFound: (q: string) => string;
  usage: string;
  setUp: (url: string) => string;
  proOnly: (url: string) => string;
  rateLimited: string;
};

/** " (2 h ago)" for a price seen in the last two days, " (22 Aug 2026)" for an older one. */
function seenText(seen: number | null, now: number, locale: "en" | "ru"): string {
  if (seen === null) return "";
  const minutes = Math.max(0, (now - seen) / 60_000);
  if (minutes >= 48 * 60) return ` (${formatDay(seen, locale)})`;
  const ru = locale === "ru";
  const ago =
    minutes < 60
      ? `${Math.max(1, Math.round(minutes))} ${ru ? "мин" : "min"}`
      : `${Math.round(minutes / 60)} ${ru ? "ч" : "h"}`;
  return ` (${ago} ${ru ? "назад" : "ago"})`;
}

function answer(f: BotFacts, locale: "en" | "ru"): string {
  const ru = locale === "ru";
  const price = (x: number) => formatPrice(x, "RUB", locale);
  const parts = [
    f.flea === null
      ? ru
        ? "нет цены на барахолке"
        : "no flea price"
      : `${ru ? "барахолка" : "flea"} ${price(f.flea)}${seenText(f.fleaSeen, f.now, locale)}`,
    f.perSlot === null ? null : `${price(f.perSlot)}/${ru ? "слот" : "slot"}`,
    f.trader ? `${f.trader.name} ${price(f.trader.price)}${seenText(f.trader.seen, f.now, locale)}` : null,
    f.change24h === null ? null : `24${ru ? "ч" : "h"} ${formatChange(f.change24h, locale)}`,
  ].filter((p): p is string => p !== null);
  return `${f.name}: ${parts.join(" · ")} ${f.link}`;
}

const en: BotMessages = {
  answer: (f) => answer(f, "en"),
  notFound: (q) => `No item found for "${q}"`,
  usage: "Type an item name after the command, for example: !price gpu",
  setUp: (url) => `This command needs the streamer's token: set it up at ${url}`,
  proOnly: (url) => `Nightbot prices are a Pro feature: Pro status required (${url})`,
  rateLimited: "Too many price requests this minute; try again shortly",
};

const ru: BotMessages = {
  answer: (f) => answer(f, "ru"),
  notFound: (q) => `Предмет «${q}» не найден`,
  usage: "Напишите название предмета после команды, например: !price gpu",
  setUp: (url) => `Команде нужен токен стримера: настройте её на ${url}`,
  proOnly: (url) => `Цены через Nightbot доступны с Pro: требуется статус Pro (${url})`,
  rateLimited: "Слишком много запросов цен за минуту; попробуйте чуть позже",
};

const botCatalogue = defineCatalogue<BotMessages>({ en, ru });

/** The chat bots' answers in a locale. */
export const botText = (locale: string | null | undefined): BotMessages => t(botCatalogue, locale);
