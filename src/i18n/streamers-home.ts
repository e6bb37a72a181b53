import { defineCatalogue, t } from "./index";

/** Texts may hold `code` in backticks (commands), shown as they are. */
type StreamersHomeMessages = {
  intro: string;
  tools: { href: string; title: string; text: string }[];
};

const en: StreamersHomeMessages = {
  intro: "Prices for your chat and your stream, from the same data as this site.",
  tools: [
    { href: "/streamers/nightbot", title: "Nightbot", text: "A `!price` command for Nightbot (Pro)." },
    {
      href: "/streamers/streamelements",
      title: "StreamElements",
      text: "A `!price` command for the StreamElements bot.",
    },
    { href: "/streamers/moobot", title: "Moobot", text: "A `!price` command for Moobot." },
    {
      href: "/discord-bot",
      title: "Discord",
      text: "Price, barter, craft, quest and map commands in your server.",
    },
    { href: "/widgets/scroll-text", title: "OBS", text: "A transparent price ticker for a browser source." },
    { href: "/dev/api", title: "API", text: "Prices for your own tools (Pro)." },
  ],
};

const ru: StreamersHomeMessages = {
  intro: "Цены для вашего чата и трансляции — из тех же данных, что и на сайте.",
  tools: [
    { href: "/streamers/nightbot", title: "Nightbot", text: "Команда `!price` для Nightbot (Pro)." },
    {
      href: "/streamers/streamelements",
      title: "StreamElements",
      text: "Команда `!price` для бота StreamElements.",
    },
    { href: "/streamers/moobot", title: "Moobot", text: "Команда `!price` для Moobot." },
    {
      href: "/discord-bot",
      title: "Discord",
      text: "Команды цен, бартеров, крафтов, заданий и карт на вашем сервере.",
    },
    {
      href: "/widgets/scroll-text",
      title: "OBS",
      text: "Прозрачная бегущая строка цен для источника «Браузер».",
    },
    { href: "/dev/api", title: "API", text: "Цены для ваших программ (Pro)." },
  ],
};

const catalogue = defineCatalogue<StreamersHomeMessages>({ en, ru });

/** The /streamers page's texts in a locale. */
export const streamersHomeText = (locale: string | null | undefined): StreamersHomeMessages =>
  t(catalogue, locale);
