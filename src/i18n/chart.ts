import type { HistoryRange } from "../contracts/history";
import { defineCatalogue, t } from "./index";

/** The price chart's range buttons: a short label and its meaning in words (the button's name). */
const text = defineCatalogue<{
  range: Record<HistoryRange, string>;
  rangeName: Record<HistoryRange, string>;
}>({
  en: {
    range: { "7d": "7d", "1m": "1m", "6m": "6m", "1y": "1y", all: "all" },
    rangeName: { "7d": "7 days", "1m": "1 month", "6m": "6 months", "1y": "1 year", all: "All history" },
  },
  ru: {
    range: { "7d": "7 д", "1m": "1 мес", "6m": "6 мес", "1y": "1 год", all: "всё" },
    rangeName: { "7d": "7 дней", "1m": "1 месяц", "6m": "6 месяцев", "1y": "1 год", all: "Вся история" },
  },
});

/** The chart texts of a locale. */
export const chartText = (locale: string | null | undefined) => t(text, locale);
