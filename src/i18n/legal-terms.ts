import { defineCatalogue, t } from "./index";
import type { LegalDoc } from "./legal";

/**
 * /legal/tos: the terms of service. Figures come from the code: 20 PMCs per account
 * (functions/accounts/limits.ts), share links 15 minutes, 10 API keys and 300 calls a minute per key
 * (src/contracts/public-api.ts), 60 chat-bot calls a minute per token (src/contracts/bot.ts).
 */
const en: LegalDoc = {
  intro: [
    "These terms cover Tarkov Companion: this website, its public API, the chat-bot and Discord commands and the desktop helper. By using any of them you accept these terms. If you do not accept them, please do not use the site.",
    "“We” below means the people who run the site.",
  ],
  sections: [
    {
      id: "service",
      title: "The service",
      blocks: [
        "Tarkov Companion is a fan-made companion site for Escape from Tarkov, made by players for players. It is not affiliated with, endorsed by or sponsored by Battlestate Games.",
        "Escape from Tarkov and its names, images and other game content are trademarks and copyrights of Battlestate Games and its licensors. They are used here only to describe the game.",
        "Game data (items, quests, hideout, crafts, barters, maps) and prices come from public community sources. Prices are snapshots taken from time to time: they can be hours old, out of date or simply wrong, and the game can change at any moment. Check in the game before you buy or sell: decisions based on the site's figures are your own.",
      ],
    },
    {
      id: "accounts",
      title: "Accounts",
      blocks: [
        "Most of the site works without an account. An account keeps your PMCs, progress and settings on every device. You sign in with a one-time code sent to your e-mail address or with your Patreon account; both lead to the same account when the e-mail address is the same.",
        "An account is for one person. Do not share, sell or hand over your account: everyone who plays makes their own. You are responsible for what is done with your account, so keep your mailbox safe and log out on computers other people use.",
        "One account can hold several PMC characters (20 at most), for example one for PvP and one for PvE, each with its own progress and settings. Creating more than the main one needs Pro.",
        "A share link signs in another device of yours once, within 15 minutes. Send it only to yourself.",
        "Usernames, loadout titles and the names and channel links of streamer challenge entries are public. Keep them free of insults, hate, spam, advertising and other people's personal data.",
      ],
    },
    {
      id: "pro",
      title: "Pro",
      blocks: [
        "Pro is the paid tier that keeps the site running. There are two ways to get it:",
        {
          list: [
            "a pledge on Patreon: log in with Patreon on [the login page](/user), and the site reads your membership when you log in;",
            "a payment through Payoneer, for players who cannot pay through Patreon, as described on [About Payoneer payments](/payoneer-about).",
          ],
        },
        "Pro unlocks:",
        {
          list: [
            "price charts and history for a month, six months and a year (only 7 days are free);",
            "the public API and the Nightbot chat command;",
            "the items tracker with screenshot recognition;",
            "interactive maps with quest markers and your position, and the full interactive quests map;",
            "the full crafts and barters calculators, the full quests and hideout tracker and a Pro-only quest search;",
            "custom prices, favourites and saved settings;",
            "weapon loadouts with publishing, and loadout search beyond the top 20 results;",
            "editing character settings, several PMCs, copying and resetting all progress, and switching between PvP and PvE;",
            "quest auto-completion from the desktop helper;",
            "the patron role on our Discord server.",
          ],
        },
        "Features may be added, changed or removed over time; [the login page](/user) lists what Pro gives today.",
        "Pro through Patreon lasts as long as your pledge: when the pledge ends, Pro ends with the period you paid for. Pro through Payoneer lasts until the end date set on your account. Patreon handles pledges and their billing under its own terms.",
        "Pro is support for a hobby project, not a service contract. There is no guarantee of uptime or speed, or that any feature stays; we do our best to keep the site running.",
      ],
    },
    {
      id: "api",
      title: "The public API",
      blocks: [
        "The API described on [the API page](/dev/api) is a Pro feature. You make and revoke keys there, up to 10 per account.",
        "Keep your keys secret. A key is shown in full only once: treat it like a password and do not put it in public code, on web pages or in spreadsheets others can open. If a key leaks, revoke it and make a new one. You are responsible for the requests made with your keys.",
        "Each key may make 300 requests a minute; further requests get an error until the minute is over. Cache what you fetch instead of asking for the same data again, and do not try to get around the limit, for example with several keys or accounts.",
        "Use the data in your own tools, overlays, bots and spreadsheets. Do not resell it, do not offer it as part of a paid data service or another public API, and do not copy it wholesale into another site. Naming Tarkov Companion as the source is appreciated.",
        "Keys stop working when Pro ends, and we may revoke keys that are used against these terms.",
      ],
    },
    {
      id: "bots",
      title: "Chat bots and the Discord bot",
      blocks: [
        "The price commands for Nightbot, StreamElements and Moobot are set up on the [streamer pages](/streamers) with a token made for your account. The token belongs to your channel: do not share it with other channels. If it leaks, replace it there; the old one stops working at once. The Nightbot command needs Pro.",
        "Each token answers up to 60 requests a minute; further requests get a short notice instead of a price.",
        "The [Discord bot](/discord-bot) answers slash commands on servers whose admins added it. It needs no token from you; your server's rules and Discord's terms apply.",
        "The bots give the same price snapshots as the site, with the same caveats.",
      ],
    },
    {
      id: "helper",
      title: "The desktop helper",
      blocks: [
        "The helper (see [Pilot](/pilot)) is a small program you run on your own computer. It reads, on that computer, the names of new screenshot files (the game writes your position into them) and the game's log files (the current map and quest changes). It does not upload screenshots or any other file, writes no files and does not touch the game's memory.",
        "It sends what it reads only to your own pages of this site: straight to your browser on the same computer (desktop mode), or through the site's relay when you pair it with a key (cloud mode). Keep the pairing key secret; making a new one disconnects helpers that use the old one.",
        "You run the helper at your own risk. Whether third-party programs may run beside the game is for Battlestate Games' rules to say, so check them.",
      ],
    },
    {
      id: "fair-use",
      title: "Fair use",
      blocks: [
        "Do not attack or overload the site or probe it for weaknesses; do not scrape pages in bulk instead of using the API; do not send login codes to addresses that are not yours; do not use another person's account, key or token; and do not use the site for anything unlawful.",
        "If you find a security problem, please tell us privately (see [Contact](#contact)) instead of using it.",
      ],
    },
    {
      id: "termination",
      title: "Termination",
      blocks: [
        "You can stop using the site at any time and delete your account on [your account page](/account); the [privacy policy](/legal/privacy) says what is deleted.",
        "We may suspend or close an account, revoke its keys and tokens, remove Pro, or take down published loadouts and challenge entries when these terms are broken or when it is needed to protect the site and its users.",
        "We may change, limit or close the site or any part of it at any time. If the site is going to close, we will try to announce it in advance, so that you can download your data.",
      ],
    },
    {
      id: "warranty",
      title: "No warranty",
      blocks: [
        "The site, the API, the bots and the helper are provided as they are, for free or for a voluntary payment, without warranty of any kind. To the extent the law allows, we are not liable for lost in-game items or money, lost progress, or any indirect damage from using the site or relying on its data.",
      ],
    },
    {
      id: "changes",
      title: "Changes to these terms",
      blocks: [
        "We may update these terms. The date at the top shows when they last changed; important changes are also announced on the site. If you keep using the site after a change, the new terms apply; if you do not accept them, stop using the site and delete your account.",
      ],
    },
    {
      id: "contact",
      title: "Contact",
      blocks: [
        "Write to the operator at the address given on [About Payoneer payments](/payoneer-about) or on our [Discord server](discord). For questions about your data, see the [privacy policy](/legal/privacy).",
      ],
    },
  ],
};

const ru: LegalDoc = {
  intro: [
    "Эти условия распространяются на Tarkov Companion: сайт, его открытый API, команды для чат-ботов и Discord и программу-помощник. Пользуясь любым из них, вы принимаете эти условия. Если вы с ними не согласны, пожалуйста, не пользуйтесь сайтом.",
    "«Мы» ниже — это те, кто ведёт сайт.",
  ],
  sections: [
    {
      id: "service",
      title: "О сервисе",
      blocks: [
        "Tarkov Companion — фанатский сайт-помощник для Escape from Tarkov, сделанный игроками для игроков. Сайт не связан с Battlestate Games, не одобрен ею и не получает от неё поддержки.",
        "Escape from Tarkov и всё, что относится к игре, — названия, изображения и другие материалы — являются товарными знаками и объектами авторского права Battlestate Games и её лицензиаров. Здесь они используются только для того, чтобы рассказывать об игре.",
        "Игровые данные (предметы, задания, убежище, крафты, бартеры, карты) и цены взяты из открытых источников сообщества. Цены — это снимки, которые обновляются время от времени: они могут отставать на несколько часов, устареть или просто оказаться неверными, а игра может измениться в любой момент. Прежде чем покупать или продавать, проверьте цену в игре: решения, принятые по данным сайта, вы принимаете сами.",
      ],
    },
    {
      id: "accounts",
      title: "Аккаунты",
      blocks: [
        "Большая часть сайта работает без аккаунта. Аккаунт хранит ваших ЧВК, прогресс и настройки, чтобы они были на любом устройстве. Войти можно по одноразовому коду, который приходит на вашу почту, или через Patreon; если адрес почты один и тот же, оба способа ведут в один аккаунт.",
        "Аккаунт — для одного человека. Не делитесь им, не продавайте и не передавайте его: каждый, кто играет, заводит свой. За всё, что делается с вашего аккаунта, отвечаете вы, поэтому берегите доступ к почте и выходите из аккаунта на чужих компьютерах.",
        "В одном аккаунте может быть несколько ЧВК (не больше 20), например один для PvP и один для PvE, у каждого свой прогресс и свои настройки. Чтобы создавать ЧВК помимо основного, нужен Pro.",
        "Ссылка для входа на другом устройстве срабатывает один раз и только в течение 15 минут. Отправляйте её только себе.",
        "Имена пользователей, названия сборок, а также имена и ссылки на каналы участников турнира стримеров видны всем. Не используйте в них оскорбления, ненависть, спам, рекламу и чужие личные данные.",
      ],
    },
    {
      id: "pro",
      title: "Pro",
      blocks: [
        "Pro — платный уровень доступа, на котором держится сайт. Получить его можно двумя способами:",
        {
          list: [
            "подписка на Patreon: войдите через Patreon на [странице входа](/user), и сайт проверит вашу подписку при входе;",
            "оплата через Payoneer для тех, кто не может платить через Patreon, — как описано на странице [«Об оплате через Payoneer»](/payoneer-about).",
          ],
        },
        "Pro открывает:",
        {
          list: [
            "графики и историю цен за месяц, полгода и год (бесплатно — только за 7 дней);",
            "открытый API и команду цен для Nightbot;",
            "трекер предметов с распознаванием скриншотов;",
            "интерактивные карты с метками заданий и вашей позицией, а также полную интерактивную карту заданий;",
            "полные калькуляторы крафтов и бартеров, полный трекер заданий и убежища и поиск по заданиям только для Pro;",
            "свои цены, избранное и сохранённые настройки;",
            "сборки оружия с публикацией и поиск сборок без ограничения в 20 результатов;",
            "изменение настроек персонажа, несколько ЧВК, копирование и сброс всего прогресса и переключение между PvP и PvE;",
            "автозавершение заданий из программы-помощника;",
            "роль патрона на нашем сервере Discord.",
          ],
        },
        "Со временем возможности могут добавляться, меняться или исчезать; что Pro даёт сейчас, перечислено на [странице входа](/user).",
        "Pro через Patreon действует, пока действует подписка: когда она заканчивается, Pro заканчивается вместе с оплаченным периодом. Pro через Payoneer действует до даты окончания, указанной в вашем аккаунте. Подписками и списаниями на Patreon занимается сам Patreon по своим правилам.",
        "Pro — это поддержка любительского проекта, а не договор на обслуживание. Мы не гарантируем, что сайт всегда будет доступен и быстр или что какая-то возможность сохранится, но делаем всё, чтобы он работал.",
      ],
    },
    {
      id: "api",
      title: "Открытый API",
      blocks: [
        "API, описанный на [странице для разработчиков](/dev/api), доступен с Pro. Там же создаются и отзываются ключи — не больше 10 на аккаунт.",
        "Держите ключи в секрете. Целиком ключ показывается только один раз: обращайтесь с ним как с паролем и не выкладывайте его в открытый код, на веб-страницы или в таблицы, которые могут открыть другие. Если ключ утёк, отзовите его и создайте новый. За запросы с вашими ключами отвечаете вы.",
        "Каждый ключ может делать до 300 запросов в минуту; на запросы сверх этого до конца минуты приходит ошибка. Кешируйте полученные данные, а не запрашивайте одно и то же заново, и не пытайтесь обойти ограничение, например несколькими ключами или аккаунтами.",
        "Используйте данные в своих программах, оверлеях, ботах и таблицах. Не перепродавайте их, не включайте в платные сервисы данных или другой открытый API и не копируйте целиком на другой сайт. Будем рады, если вы укажете Tarkov Companion как источник.",
        "Ключи перестают работать, когда заканчивается Pro, а ключи, которые используются в нарушение этих условий, мы можем отозвать.",
      ],
    },
    {
      id: "bots",
      title: "Чат-боты и бот Discord",
      blocks: [
        "Команды цен для Nightbot, StreamElements и Moobot настраиваются на [страницах для стримеров](/streamers) с токеном, созданным для вашего аккаунта. Токен принадлежит вашему каналу: не передавайте его другим каналам. Если он утёк, замените его там же — старый сразу перестанет работать. Команда для Nightbot требует Pro.",
        "Каждый токен отвечает не больше чем на 60 запросов в минуту; на остальные вместо цены приходит короткое сообщение.",
        "[Бот Discord](/discord-bot) отвечает на слеш-команды на серверах, куда его добавили администраторы. Токен от вас ему не нужен; действуют правила вашего сервера и условия Discord.",
        "Боты показывают те же снимки цен, что и сайт, с теми же оговорками.",
      ],
    },
    {
      id: "helper",
      title: "Программа-помощник",
      blocks: [
        "Помощник (см. [Pilot](/pilot)) — небольшая программа, которую вы запускаете на своём компьютере. Она прямо на нём читает имена новых скриншотов (игра записывает в них вашу позицию) и журналы игры (текущую карту и изменения заданий). Она не загружает ни скриншоты, ни другие файлы, ничего не записывает на диск и не трогает память игры.",
        "Прочитанное она отправляет только на ваши же страницы этого сайта: прямо в браузер на том же компьютере (режим приложения на компьютере) или через ретранслятор сайта, если вы связали её ключом сопряжения (облачный режим). Держите этот ключ в секрете; после создания нового ключа помощники со старым отключаются.",
        "Вы запускаете помощника на свой страх и риск. Можно ли запускать сторонние программы рядом с игрой, решают правила Battlestate Games, так что сверьтесь с ними.",
      ],
    },
    {
      id: "fair-use",
      title: "Добросовестное использование",
      blocks: [
        "Не атакуйте сайт, не перегружайте его и не ищите в нём уязвимости; не выкачивайте страницы массово вместо API; не отправляйте коды входа на чужие адреса; не пользуйтесь чужим аккаунтом, ключом или токеном; не используйте сайт ни для чего незаконного.",
        "Если вы нашли проблему с безопасностью, пожалуйста, сообщите нам о ней напрямую (см. [«Связь»](#contact)), а не пользуйтесь ею.",
      ],
    },
    {
      id: "termination",
      title: "Прекращение использования",
      blocks: [
        "Вы можете перестать пользоваться сайтом в любой момент и удалить аккаунт на [странице аккаунта](/account); что при этом удаляется, описано в [политике конфиденциальности](/legal/privacy).",
        "Мы можем приостановить или закрыть аккаунт, отозвать его ключи и токены, снять Pro или убрать опубликованные сборки и заявки на турнир, если нарушены эти условия или если это нужно, чтобы защитить сайт и его пользователей.",
        "Мы можем изменить, ограничить или закрыть сайт или любую его часть в любое время. Если сайт будет закрываться, мы постараемся заранее предупредить об этом, чтобы вы успели скачать свои данные.",
      ],
    },
    {
      id: "warranty",
      title: "Отказ от гарантий",
      blocks: [
        "Сайт, API, боты и помощник предоставляются «как есть», бесплатно или за добровольную оплату, без каких-либо гарантий. В той мере, в какой это допускает закон, мы не отвечаем за потерянные игровые предметы или деньги, потерянный прогресс и любой косвенный ущерб от использования сайта или его данных.",
      ],
    },
    {
      id: "changes",
      title: "Изменения условий",
      blocks: [
        "Мы можем обновлять эти условия. Дата вверху показывает, когда они менялись в последний раз; о важных изменениях мы также сообщаем на сайте. Если вы продолжаете пользоваться сайтом после изменений, действуют новые условия; если вы с ними не согласны, перестаньте пользоваться сайтом и удалите аккаунт.",
      ],
    },
    {
      id: "contact",
      title: "Связь",
      blocks: [
        "Пишите владельцу сайта на адрес, указанный на странице [«Об оплате через Payoneer»](/payoneer-about), или на нашем [сервере Discord](discord). С вопросами о ваших данных — см. [политику конфиденциальности](/legal/privacy).",
      ],
    },
  ],
};

const termsCatalogue = defineCatalogue<LegalDoc>({ en, ru });

/** The terms of service in a locale. */
export const termsText = (locale: string | null | undefined): LegalDoc => t(termsCatalogue, locale);
