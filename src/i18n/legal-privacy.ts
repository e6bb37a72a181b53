import { defineCatalogue, t } from "./index";
import type { LegalDoc } from "./legal";

/**
 * /legal/privacy: what is stored, why, for how long, who else sees it, export and deletion. The
 * facts come from the code: the users, characters, loadouts, key and token tables
 * (functions/db/schema.ts), the cookies (functions/accounts/limits.ts, src/domain/signed-in.ts,
 * src/domain/locale.ts), the browser storage keys (src/stores), the hourly prune
 * (workers/jobs/prune-accounts.ts) and the export and deletion (functions/db/queries/account-data.ts).
 */
const en: LegalDoc = {
  intro: [
    "This policy explains what Tarkov Companion stores about you, why and for how long, who else sees it, and how to download or delete it. In short: we keep what the site needs to work, we sell nothing, and the site has no ads, no analytics and no trackers.",
  ],
  sections: [
    {
      id: "account",
      title: "Your account",
      blocks: [
        "You can use most of the site without an account; the site's database then holds nothing about you (asking for a login code and the host's request logs are covered below). When you sign in, the site stores:",
        {
          list: [
            "Account: your e-mail address (to sign you in), a username if you choose one (shown beside the loadouts you publish), whether you have Pro and until when, whether you are an admin, and when the account was created.",
            "PMCs: each character's name, side, level, game mode and edition, trader levels and settings, and its progress — finished and hidden quests, hideout modules built, items found, custom prices and favourites — so that they are the same on every device.",
            "Loadouts: the weapon and gear builds you save, whether each one is public, and the likes you give.",
            "Keys and tokens: your API keys, your chat-bot token and the desktop helper's pairing key. Each is stored only as a SHA-256 hash, with a short prefix to tell them apart, the date it was made and when or how often it was used. The full key is shown to you once and cannot be read back, not even by us.",
            "Streamer challenge: if you join one, the name and channel link you give (both shown on the challenge page and its widgets), the PMC that plays and its progress when you joined, to count your score.",
            "Sessions: for each device you are signed in on, when the session started and when it ends.",
            "Admin changes: when an admin changes your account, for example to set Pro and its end date, the admin log records who changed what and when.",
          ],
        },
        "The site's admins can see account details on the admin pages, to help you and to manage Pro. They never see your keys, tokens or session cookies, which the site keeps only as hashes.",
        "We use this data only to run the features you use. It is not sold, not shared for advertising and not used to profile you.",
      ],
    },
    {
      id: "sign-in",
      title: "Signing in",
      blocks: [
        {
          list: [
            "Login codes: the 6-digit code mailed to you is stored only as a hash, for 10 minutes, and allows 5 wrong tries.",
            "To stop abuse, the codes sent are counted per e-mail address and per IP address; these counters are kept for at most a day.",
            "Share links: a link that signs in another device of yours works once, within 15 minutes; only its hash is stored.",
            "Patreon: when you log in with Patreon, Patreon tells the site your verified e-mail address, whether you have an active pledge and until when it is paid. The site keeps the address and that date; it never keeps your Patreon password or access token.",
          ],
        },
      ],
    },
    {
      id: "cookies",
      title: "Cookies",
      blocks: [
        "The site sets only these cookies, all of them its own and all needed for the site to work. There are no advertising, analytics or third-party cookies.",
        {
          list: [
            "`tm_session`: keeps you signed in. A random value that scripts cannot read (`HttpOnly`); the server stores only its SHA-256 hash. It lasts 60 days, or until you log out.",
            "`tm_signed_in`: holds only “1”, so that pages know to load your account; it carries no secret. Set and removed together with `tm_session`; kept for 60 days.",
            "`tm_locale`: the language you chose. Kept for 1 year.",
            "`tm_oauth_state`: a random value that protects the Patreon login on its way to Patreon and back. Kept for 10 minutes and removed when you come back.",
          ],
        },
      ],
    },
    {
      id: "browser",
      title: "Stored in your browser",
      blocks: [
        "Some things are kept only in your browser's storage. They stay on your device and are not sent to the server; what you save while signed in goes to your account instead.",
        {
          list: [
            "`tm_progression_guest` and `tm_progression_tracking`: the quest, hideout and item progress of visitors and of accounts without Pro, and whether progress tracking is on.",
            "`tm_calc_settings`: the calculators' settings of visitors and of accounts without Pro.",
            "`tm_cache_items_v2_pvp`, `tm_cache_items_v2_pve` and `tm_cache_quests_v2`: a copy of the game data, so that pages load faster. Nothing about you.",
            "`tm_user_hint`: the active PMC's name, side, level and game mode, so that the header shows them at once; removed when you log out.",
            "`tm_pilot`: the desktop helper's settings and its recent log.",
            "`tm_map_categories`: which kinds of markers the maps show.",
            "`tm_chunk_reload:` followed by a page's path (session storage, gone when the tab closes): when the page last reloaded itself after a site update, so that it never reloads in a loop.",
          ],
        },
        "You can delete all of this in your browser's settings; the site then starts afresh.",
      ],
    },
    {
      id: "retention",
      title: "How long data is kept",
      blocks: [
        {
          list: [
            "Account, PMCs, loadouts, keys and tokens: until you delete them or the account.",
            "Sessions: 60 days from signing in, or until you log out on that device.",
            "Login codes: 10 minutes. Share links: 15 minutes.",
            "Rate-limit counters (login codes sent, API and chat-bot requests): at most a day.",
            "Expired sessions, login codes and share links are deleted by a job that runs every hour.",
            "Login mails: the site keeps no copy once the mail provider has them. A copy of the site run without a mail provider (for development) keeps them in a local outbox for at most 7 days.",
            "The admin log: its lines about your account stay after the account is deleted, naming it only by its internal id, never by your e-mail address.",
            "The host's logs: as long as Cloudflare keeps them (see below).",
          ],
        },
      ],
    },
    {
      id: "others",
      title: "Who else sees your data",
      blocks: [
        {
          list: [
            "Patreon, if you log in with it: it learns that you signed in to this site and tells the site your e-mail address and membership status. Your pledge itself is between you and Patreon.",
            "The mail provider that delivers login codes: your e-mail address and the code.",
            "Cloudflare, which hosts the site: every request passes through it, with your IP address and browser details, and it keeps them in its logs under its own privacy policy.",
            "Image hosts: item pictures load straight from the community sites that host them, which see your IP address as with any image.",
            "Chat services and Discord: when someone uses the bot commands, Nightbot, StreamElements, Moobot or Discord send the site the command's text. The site answers it and keeps nothing of it but a count of a chat-bot token's uses.",
            "Other visitors: your username beside the loadouts you publish, and the name and channel of your challenge entries.",
          ],
        },
        "There are no advertising networks, analytics or tracking scripts on the site. We share data with no one else unless the law requires it.",
      ],
    },
    {
      id: "your-data",
      title: "Download or delete your data",
      blocks: [
        "On [your account page](/account), while signed in:",
        {
          list: [
            "“Download my data” gives you a JSON file with everything stored about your account: account details, PMCs with their settings and progress, loadouts and likes, sessions, keys and tokens (by prefix and dates only, never the secrets themselves) and challenge entries.",
            "“Delete account” asks “Are you sure?” and then removes every row of the account: its PMCs and their progress, loadouts and likes, API keys, chat-bot token, helper key, sessions, share links and challenge entries, and the login codes and counters kept for your address. This cannot be undone.",
          ],
        },
        "Deleting the account does not cancel a Patreon pledge: cancel it on Patreon.",
        "What is stored in your browser is yours to delete (see above). If you can no longer sign in, write to us from the account's e-mail address (see [Contact](#contact)) and we will export or delete the data for you.",
      ],
    },
    {
      id: "changes",
      title: "Changes to this policy",
      blocks: [
        "When what the site stores changes, this page changes with it; the date at the top shows the last update.",
      ],
    },
    {
      id: "contact",
      title: "Contact",
      blocks: [
        "For questions about your data, write to the operator at the address given on [About Payoneer payments](/payoneer-about) or on our [Discord server](discord).",
      ],
    },
  ],
};

const ru: LegalDoc = {
  intro: [
    "Здесь описано, что Tarkov Companion хранит о вас, зачем и как долго, кто ещё видит эти данные и как их скачать или удалить. Коротко: мы храним только то, без чего сайт не работает, ничего не продаём, а на сайте нет ни рекламы, ни аналитики, ни трекеров.",
  ],
  sections: [
    {
      id: "account",
      title: "Ваш аккаунт",
      blocks: [
        "Большей частью сайта можно пользоваться без аккаунта — тогда в базе данных сайта о вас ничего нет (о запросе кода входа и журналах хостинга — ниже). Когда вы входите в аккаунт, сайт хранит:",
        {
          list: [
            "Аккаунт: адрес почты (чтобы вы могли войти), имя пользователя, если вы его выбрали (оно видно рядом с опубликованными сборками), есть ли у вас Pro и до какого числа, администратор ли вы и когда создан аккаунт.",
            "ЧВК: имя, сторону, уровень, режим и издание игры, уровни торговцев и настройки каждого персонажа, а также его прогресс — выполненные и скрытые задания, построенные модули убежища, найденные предметы, свои цены и избранное, — чтобы на любом устройстве всё было одинаково.",
            "Сборки: сохранённые вами сборки оружия и снаряжения, открыта ли каждая для всех, и ваши лайки.",
            "Ключи и токены: ключи API, токен чат-бота и ключ сопряжения программы-помощника. Каждый хранится только в виде хеша SHA-256 вместе с коротким префиксом, по которому их можно различить, датой создания и сведениями о том, когда или сколько раз он использовался. Целиком ключ показывается вам один раз, и прочитать его потом не может никто, даже мы.",
            "Турнир стримеров: если вы в нём участвуете — указанные вами имя и ссылку на канал (они видны на странице турнира и в его виджетах), ЧВК, который играет, и его прогресс на момент вступления, чтобы считать очки.",
            "Сеансы: для каждого устройства, на котором вы вошли, — когда сеанс начался и когда закончится.",
            "Действия администраторов: если администратор меняет ваш аккаунт, например выдаёт Pro с датой окончания, в журнал администрирования записывается, кто, что и когда изменил.",
          ],
        },
        "Администраторы сайта видят данные аккаунтов на служебных страницах, чтобы помогать вам и управлять Pro. Ваших ключей, токенов и cookie сеансов они не видят: сайт хранит их только в виде хешей.",
        "Эти данные нужны только для работы функций, которыми вы пользуетесь. Мы их не продаём, не передаём рекламодателям и не составляем по ним ваш профиль.",
      ],
    },
    {
      id: "sign-in",
      title: "Вход в аккаунт",
      blocks: [
        {
          list: [
            "Коды входа: код из 6 цифр, который приходит вам на почту, хранится только в виде хеша и только 10 минут; на него даётся 5 неверных попыток.",
            "Чтобы защититься от злоупотреблений, отправленные коды считаются по адресу почты и по IP-адресу; эти счётчики хранятся не больше суток.",
            "Ссылки для входа на другом устройстве срабатывают один раз и только в течение 15 минут; хранится лишь их хеш.",
            "Patreon: когда вы входите через Patreon, он сообщает сайту ваш подтверждённый адрес почты, есть ли у вас активная подписка и до какого числа она оплачена. Сайт сохраняет адрес и эту дату, но никогда не хранит ваш пароль или токен доступа Patreon.",
          ],
        },
      ],
    },
    {
      id: "cookies",
      title: "Файлы cookie",
      blocks: [
        "Сайт ставит только эти cookie — все они его собственные и все нужны для работы. Рекламных, аналитических и сторонних cookie нет.",
        {
          list: [
            "`tm_session` — держит вас в аккаунте. Случайное значение, недоступное скриптам (`HttpOnly`); сервер хранит только его хеш SHA-256. Живёт 60 дней или до выхода из аккаунта.",
            "`tm_signed_in` — содержит только «1», чтобы страницы знали, что нужно загрузить ваш аккаунт; секрета в нём нет. Ставится и удаляется вместе с `tm_session`, живёт 60 дней.",
            "`tm_locale` — выбранный вами язык. Живёт 1 год.",
            "`tm_oauth_state` — случайное значение, которое защищает вход через Patreon на пути туда и обратно. Живёт 10 минут и удаляется, когда вы возвращаетесь на сайт.",
          ],
        },
      ],
    },
    {
      id: "browser",
      title: "Данные в вашем браузере",
      blocks: [
        "Кое-что хранится только в хранилище вашего браузера. Эти данные остаются на вашем устройстве и не отправляются на сервер; то, что вы сохраняете, войдя в аккаунт, попадает в аккаунт.",
        {
          list: [
            "`tm_progression_guest` и `tm_progression_tracking` — прогресс заданий, убежища и предметов у посетителей и аккаунтов без Pro и то, включено ли отслеживание прогресса.",
            "`tm_calc_settings` — настройки калькуляторов у посетителей и аккаунтов без Pro.",
            "`tm_cache_items_v2_pvp`, `tm_cache_items_v2_pve` и `tm_cache_quests_v2` — копия игровых данных, чтобы страницы открывались быстрее. Ничего о вас.",
            "`tm_user_hint` — имя, сторона, уровень и режим игры активного ЧВК, чтобы шапка сайта сразу их показывала; удаляется при выходе из аккаунта.",
            "`tm_pilot` — настройки программы-помощника и её последние записи журнала.",
            "`tm_map_categories` — какие виды меток показывать на картах.",
            "`tm_chunk_reload:` и путь страницы (хранилище сеанса, очищается при закрытии вкладки) — когда страница в последний раз сама перезагрузилась после обновления сайта, чтобы она не перезагружалась по кругу.",
          ],
        },
        "Всё это можно удалить в настройках браузера; после этого сайт начнёт с чистого листа.",
      ],
    },
    {
      id: "retention",
      title: "Сроки хранения",
      blocks: [
        {
          list: [
            "Аккаунт, ЧВК, сборки, ключи и токены — пока вы не удалите их или аккаунт.",
            "Сеансы — 60 дней с момента входа или до выхода из аккаунта на этом устройстве.",
            "Коды входа — 10 минут. Ссылки для входа на другом устройстве — 15 минут.",
            "Счётчики для ограничения частоты (отправленные коды, запросы к API и чат-ботам) — не больше суток.",
            "Истёкшие сеансы, коды входа и ссылки удаляет задача, которая запускается каждый час.",
            "Письма с кодами: после передачи почтовому сервису сайт не хранит их копий. Копия сайта, работающая без почтового сервиса (для разработки), держит их в локальной папке исходящих не больше 7 дней.",
            "Журнал администрирования: записи о вашем аккаунте остаются и после его удаления, но называют его только внутренним идентификатором, а не адресом почты.",
            "Журналы хостинга — столько, сколько их хранит Cloudflare (см. ниже).",
          ],
        },
      ],
    },
    {
      id: "others",
      title: "Кто ещё видит ваши данные",
      blocks: [
        {
          list: [
            "Patreon, если вы входите через него: он узнаёт, что вы вошли на этот сайт, и сообщает сайту ваш адрес почты и статус подписки. Сама подписка — дело между вами и Patreon.",
            "Почтовый сервис, который доставляет коды входа: ваш адрес и код.",
            "Cloudflare, на котором работает сайт: через него проходит каждый запрос вместе с вашим IP-адресом и сведениями о браузере, и он хранит их в своих журналах по своей политике конфиденциальности.",
            "Хостинги изображений: картинки предметов загружаются прямо с сайтов сообщества, где они лежат, и те видят ваш IP-адрес, как при загрузке любой картинки.",
            "Чат-сервисы и Discord: когда кто-то пользуется командами ботов, Nightbot, StreamElements, Moobot или Discord передают сайту текст команды. Сайт отвечает на неё и не сохраняет ничего, кроме счётчика использований токена чат-бота.",
            "Другие посетители: ваше имя пользователя рядом с опубликованными сборками, а также имя и канал в ваших заявках на турнир.",
          ],
        },
        "На сайте нет рекламных сетей, аналитики и следящих скриптов. Больше мы никому данные не передаём, если этого не требует закон.",
      ],
    },
    {
      id: "your-data",
      title: "Как скачать или удалить свои данные",
      blocks: [
        "На [странице аккаунта](/account), когда вы вошли:",
        {
          list: [
            "«Скачать мои данные» скачивает файл JSON со всем, что хранится о вашем аккаунте: данные аккаунта, ЧВК с настройками и прогрессом, сборки и лайки, сеансы, ключи и токены (только префиксы и даты, самих секретов там нет) и заявки на турниры.",
            "«Удалить аккаунт» после вопроса «Вы уверены?» удаляет все записи аккаунта: ЧВК и их прогресс, сборки и лайки, ключи API, токен чат-бота, ключ помощника, сеансы, ссылки для входа и заявки на турниры, а также коды входа и счётчики, связанные с вашим адресом. Отменить удаление нельзя.",
          ],
        },
        "Удаление аккаунта не отменяет подписку на Patreon — её нужно отменить на самом Patreon.",
        "Данные в браузере вы удаляете сами (см. выше). Если войти в аккаунт больше не получается, напишите нам с адреса почты этого аккаунта (см. [«Связь»](#contact)), и мы выгрузим или удалим данные за вас.",
      ],
    },
    {
      id: "changes",
      title: "Изменения политики",
      blocks: [
        "Когда меняется то, что хранит сайт, меняется и эта страница; дата вверху показывает последнее обновление.",
      ],
    },
    {
      id: "contact",
      title: "Связь",
      blocks: [
        "С вопросами о ваших данных пишите владельцу сайта на адрес, указанный на странице [«Об оплате через Payoneer»](/payoneer-about), или на нашем [сервере Discord](discord).",
      ],
    },
  ],
};

const privacyCatalogue = defineCatalogue<LegalDoc>({ en, ru });

/** The privacy policy in a locale. */
export const privacyText = (locale: string | null | undefined): LegalDoc => t(privacyCatalogue, locale);
