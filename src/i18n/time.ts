import { defineCatalogue } from "./index";

/** Texts of the /time page: which clock is which, day or night, and what raid time is. */
export type TimePageText = {
  left: string;
  right: string;
  day: string;
  night: string;
  caption: string;
};

export const timePageText = defineCatalogue<TimePageText>({
  en: {
    left: "Left",
    right: "Right",
    day: "day",
    night: "night",
    caption:
      "Raid time: in-game time runs 7× faster than real time; the two clocks are the two raid times offered when you pick a map.",
  },
  ru: {
    left: "Слева",
    right: "Справа",
    day: "день",
    night: "ночь",
    caption:
      "Время в рейде: игровое время идёт в 7 раз быстрее реального; два значения — это два времени рейда, которые предлагаются при выборе карты.",
  },
});
