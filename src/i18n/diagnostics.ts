import { defineCatalogue } from "./index";

/** A check's advice for each result it can have ("{s}": seconds, in the clock's detail). */
type CheckText<R extends string> = { name: string } & Record<R, string>;

/** Texts of the /test page: what each check found and what to do about it. */
export type DiagnosticsText = {
  intro: string;
  runAgain: string;
  /** The status of a row, shown as text beside its colour. */
  status: { checking: string; working: string; missing: string; warning: string; notFound: string };
  checks: {
    storage: CheckText<"working" | "missing">;
    cookies: CheckText<"working" | "missing">;
    worker: CheckText<"working" | "missing">;
    webgl: CheckText<"working" | "missing">;
    helper: CheckText<"working" | "notFound"> & { link: string };
    clock: CheckText<"working" | "warning" | "missing"> & { ahead: string; behind: string };
  };
  browser: { title: string; languages: string; pageLanguage: string; thisLanguage: string; none: string };
};

export const diagnosticsText = defineCatalogue<DiagnosticsText>({
  en: {
    intro:
      "This page checks, in your browser, what the site needs. Nothing leaves your computer but one request for the server's time.",
    runAgain: "Run again",
    status: {
      checking: "checking…",
      working: "working",
      missing: "missing",
      warning: "warning",
      notFound: "not found",
    },
    checks: {
      storage: {
        name: "Local storage",
        working: "Your progress as a visitor and your settings are kept in this browser.",
        missing:
          "Your progress as a visitor and your settings will not be kept: allow site data for this site (private windows may block it).",
      },
      cookies: {
        name: "Cookies",
        working: "Signing in and the language you pick are kept.",
        missing: "Signing in and the language you pick need cookies: allow cookies for this site.",
      },
      worker: {
        name: "Web Workers",
        working: "Screenshot recognition (items tracker) can run.",
        missing:
          "Screenshot recognition (items tracker) cannot run: update the browser, or allow scripts for this site.",
      },
      webgl: {
        name: "WebGL",
        working: "Maps can draw.",
        missing:
          "Maps cannot draw: turn on hardware acceleration in the browser's settings, or update the graphics driver.",
      },
      helper: {
        name: "Desktop helper (Pilot)",
        working: "The helper is running on this computer.",
        notFound: "Not running: start the helper on this computer to follow your position on the maps.",
        link: "About the helper",
      },
      clock: {
        name: "Computer's clock",
        working: "The raid clocks and timers match the server.",
        warning:
          "The raid clocks and timers will be off: fix the computer's clock (set the time and time zone automatically).",
        missing: "The server did not answer: check your connection, then run the checks again.",
        ahead: "{s} s ahead of the server",
        behind: "{s} s behind the server",
      },
    },
    browser: {
      title: "This browser",
      languages: "Browser languages",
      pageLanguage: "Page language",
      thisLanguage: "English",
      none: "not given",
    },
  },
  ru: {
    intro:
      "Эта страница проверяет в вашем браузере всё, что нужно сайту. С компьютера уходит только один запрос: время сервера.",
    runAgain: "Проверить снова",
    status: {
      checking: "проверка…",
      working: "работает",
      missing: "недоступно",
      warning: "внимание",
      notFound: "не найден",
    },
    checks: {
      storage: {
        name: "Локальное хранилище",
        working: "Прогресс гостя и настройки сохраняются в этом браузере.",
        missing:
          "Прогресс гостя и настройки не сохранятся: разрешите этому сайту хранить данные (в приватном окне это может быть запрещено).",
      },
      cookies: {
        name: "Куки",
        working: "Вход в аккаунт и выбранный язык сохраняются.",
        missing: "Для входа в аккаунт и выбора языка нужны куки: разрешите их для этого сайта.",
      },
      worker: {
        name: "Фоновые потоки (Web Workers)",
        working: "Распознавание скриншотов (трекер предметов) будет работать.",
        missing:
          "Распознавание скриншотов (трекер предметов) не запустится: обновите браузер или разрешите скрипты для этого сайта.",
      },
      webgl: {
        name: "Графика карт (WebGL)",
        working: "Карты будут рисоваться.",
        missing:
          "Карты не смогут рисоваться: включите аппаратное ускорение в настройках браузера или обновите драйвер видеокарты.",
      },
      helper: {
        name: "Помощник на компьютере (Pilot)",
        working: "Помощник запущен на этом компьютере.",
        notFound: "Не запущен: запустите помощник на этом компьютере, чтобы видеть своё место на картах.",
        link: "О помощнике",
      },
      clock: {
        name: "Часы компьютера",
        working: "Часы рейда и таймеры совпадают с сервером.",
        warning:
          "Часы рейда и таймеры будут врать: поправьте часы компьютера (включите автоматическую установку времени и часового пояса).",
        missing: "Сервер не ответил: проверьте подключение и запустите проверку снова.",
        ahead: "спешат на {s} с относительно сервера",
        behind: "отстают на {s} с от сервера",
      },
    },
    browser: {
      title: "Этот браузер",
      languages: "Языки браузера",
      pageLanguage: "Язык страницы",
      thisLanguage: "русский",
      none: "не указаны",
    },
  },
});
