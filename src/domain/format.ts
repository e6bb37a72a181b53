/**
 * Display rules of docs/product.md §9: the ruble symbol is the default and is suffixed, $ and € are
 * prefixed; prices are whole numbers with thousands grouped; a 2-decimal rounding helper;
 * percent change with a sign that rounds to a whole number when |x| > 9 (one decimal
 * otherwise); dates DD.MM.YY HH:mm at a given UTC offset; durations in hours with two
 * decimals, or as hours and minutes where seconds above 30 round the minutes up.
 * Every number a page shows goes through here with the page's locale: English groups thousands
 * with commas and writes a decimal point ("1,234.5"); Russian groups with a no-break space and
 * writes a decimal comma ("1 234,5"); other locales read English.
 * Pure: no Intl, so the output is the same in every runtime.
 */

/** Thousands separator and decimal mark of a locale. */
export function numberMarks(locale: string | null | undefined): { group: string; decimal: string } {
  return locale === "ru" ? { group: "\u00a0", decimal: "," } : { group: ",", decimal: "." };
}

export type Currency = "RUB" | "USD" | "EUR";
export const CURRENCY_SYMBOL: Record<Currency, string> = { RUB: "₽", USD: "$", EUR: "€" };

/** Rounds half away from zero to 2 decimals. @example round2(1.005) // 1.01 */
export function round2(x: number): number {
  const sign = x < 0 ? -1 : 1;
  return (sign * Math.round(Math.abs(x) * 100 + 1e-9)) / 100;
}

/** Whole number (half away from zero) with thousands grouped. @example groupThousands(1234567.5) // "1,234,568" */
export function groupThousands(x: number, separator = ","): string {
  const rounded = Math.round(Math.abs(x));
  const digits = String(rounded).replace(/\B(?=(\d{3})+(?!\d))/g, separator);
  return x < 0 && rounded !== 0 ? `-${digits}` : digits;
}

/**
 * A number in a locale's marks, rounded half away from zero to `decimals` places (trailing zeros
 * kept, as toFixed).
 * @example formatNumber(1234567.891, "en", 2) // "1,234,567.89"
 * @example formatNumber(1234.5, "ru", 1) // "1 234,5" (a no-break space)
 */
export function formatNumber(x: number, locale?: string | null, decimals = 0): string {
  const { group, decimal } = numberMarks(locale);
  const factor = 10 ** decimals;
  const scaled = Math.round(Math.abs(x) * factor + 1e-9);
  const whole = groupThousands(Math.floor(scaled / factor), group);
  const fraction = decimals > 0 ? `${decimal}${String(scaled % factor).padStart(decimals, "0")}` : "";
  return `${x < 0 && scaled !== 0 ? "-" : ""}${whole}${fraction}`;
}

/**
 * A number with at most `maxDecimals` places, trailing zeros dropped, in a locale's marks.
 * @example formatDecimal(1.5, "ru") // "1,5"
 * @example formatDecimal(10, "en") // "10"
 */
export function formatDecimal(x: number, locale?: string | null, maxDecimals = 2): string {
  const text = formatNumber(x, locale, maxDecimals);
  return maxDecimals > 0 ? text.replace(/0+$/, "").replace(/[.,]$/, "") : text;
}

/**
 * A price: whole rubles with "₽" suffixed; dollars and euros prefixed; digits grouped as the
 * locale does.
 * @example formatPrice(12345) // "12,345₽"
 * @example formatPrice(-1234, "USD") // "-$1,234"
 * @example formatPrice(12345, "RUB", "ru") // "12 345₽" (a no-break space)
 */
export function formatPrice(x: number, currency: Currency = "RUB", locale?: string | null): string {
  const digits = groupThousands(Math.abs(x), numberMarks(locale).group);
  const sign = x < 0 && digits !== "0" ? "-" : "";
  const symbol = CURRENCY_SYMBOL[currency];
  return currency === "RUB" ? `${sign}${digits}${symbol}` : `${sign}${symbol}${digits}`;
}

/**
 * A price for an axis label: compact (thousands, millions) in the locale's words, rubles suffixed.
 * @example formatCompactPrice(1_250_000) // "1.3M₽"
 * @example formatCompactPrice(950_000, "ru") // "950 тыс.₽"
 */
export function formatCompactPrice(x: number, locale?: string | null): string {
  const text = new Intl.NumberFormat(locale === "ru" ? "ru" : "en", {
    notation: "compact",
    maximumFractionDigits: 1,
  }).format(x);
  return `${text}${CURRENCY_SYMBOL.RUB}`;
}

/**
 * A percent change with its sign: whole when |x| > 9, else one decimal (a trailing ".0" is
 * dropped); zero has no sign.
 * @example formatChange(12.6) // "+13%"
 * @example formatChange(-3.25) // "-3.3%"
 */
export function formatChange(x: number, locale?: string | null): string {
  const abs = Math.abs(x);
  const shown = abs > 9 ? Math.round(abs) : Math.round(abs * 10 + 1e-9) / 10;
  if (shown === 0) return "0%";
  return `${x < 0 ? "-" : "+"}${String(shown).replace(".", numberMarks(locale).decimal)}%`;
}

const pad2 = (n: number) => String(n).padStart(2, "0");

/**
 * DD.MM.YY HH:mm of an instant (ms) at a UTC offset in minutes (0 = UTC; +180 = Moscow).
 * @example formatDate(Date.UTC(2026, 0, 2, 3, 4)) // "02.01.26 03:04"
 */
export function formatDate(ms: number, utcOffsetMinutes = 0): string {
  const d = new Date(ms + utcOffsetMinutes * 60_000);
  return `${pad2(d.getUTCDate())}.${pad2(d.getUTCMonth() + 1)}.${pad2(d.getUTCFullYear() % 100)} ${pad2(
    d.getUTCHours(),
  )}:${pad2(d.getUTCMinutes())}`;
}

const MONTHS = {
  en: ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"],
  ru: ["янв", "фев", "мар", "апр", "мая", "июн", "июл", "авг", "сен", "окт", "ноя", "дек"],
};

/**
 * A UTC calendar day in words: "18 Feb 2025" (English and the other locales), "18 фев 2025" (ru).
 * @example formatDay(Date.UTC(2025, 1, 18, 9), "en") // "18 Feb 2025"
 */
export function formatDay(ms: number, locale: string): string {
  const d = new Date(ms);
  const months = locale === "ru" ? MONTHS.ru : MONTHS.en;
  return `${d.getUTCDate()} ${months[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
}

/** Duration in hours with two decimals. @example formatHours(5400) // "1.50" */
export function formatHours(seconds: number, locale?: string | null): string {
  return formatNumber(round2(seconds / 3600), locale, 2);
}

/**
 * Whole hours and minutes of a duration; leftover seconds above 30 round the minutes up
 * (exactly 30 does not).
 * @example hoursMinutes(3631) // { hours: 1, minutes: 1 }
 */
export function hoursMinutes(seconds: number): { hours: number; minutes: number } {
  const whole = Math.max(0, Math.floor(seconds));
  const total = Math.floor(whole / 60) + (whole % 60 > 30 ? 1 : 0);
  return { hours: Math.floor(total / 60), minutes: total % 60 };
}

const DURATION_UNITS = { en: { h: "h", m: "m" }, ru: { h: "\u00a0ч", m: "\u00a0мин" } };

/**
 * "1h 05m", or "45m" under an hour; in Russian "1 ч 05 мин" and "45 мин".
 * @example formatDuration(3631) // "1h 01m"
 * @example formatDuration(3631, "ru") // "1 ч 01 мин" (no-break spaces before the units)
 */
export function formatDuration(seconds: number, locale?: string | null): string {
  const { hours, minutes } = hoursMinutes(seconds);
  const u = locale === "ru" ? DURATION_UNITS.ru : DURATION_UNITS.en;
  return hours > 0 ? `${formatNumber(hours, locale)}${u.h} ${pad2(minutes)}${u.m}` : `${minutes}${u.m}`;
}
