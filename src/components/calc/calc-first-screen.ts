import { useState } from "react";
import { useFirstScreen } from "../shell/use-first-screen";

/** The calculators' phone layout (calc.css): each row a card, with no table columns to size. */
const PHONE_CARDS = "(max-width: 600px)";
export const isPhoneCards = () => typeof matchMedia === "function" && matchMedia(PHONE_CARDS).matches;

/**
 * Rows a calculator island may build in this render: on a phone's cards, its first screen first
 * (use-first-screen.ts); a table, on wider screens, builds its first page at once, as the page's
 * HTML did: its columns size to all its rows, and fewer would move them.
 */
export function useCalcFirstScreen(htmlCopy: boolean): number {
  const [cards] = useState(() => !htmlCopy && isPhoneCards());
  return useFirstScreen(cards);
}
