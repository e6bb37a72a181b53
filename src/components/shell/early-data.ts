/**
 * The data a page's island will ask for, asked as soon as the page has been read: the island's
 * code arrives seconds later on a phone, and its first ask then receives the answer already under
 * way (data-worker.ts matches them). The page names what it wants on an element:
 * `<meta name="early-data" content="items calc">` (the items cache, the calculators' data) or
 * `content="quests"`, in its head (EarlyData.astro).
 */
import type { GameMode } from "../../contracts/game-mode";
import {
  browserStorage,
  CALC_PAGE_CACHE,
  cacheRequest,
  type KeyValueStorage,
  pageLang,
} from "../../stores/cache-keys";
import { type Ask, askEarly } from "../../stores/data-worker";
import { expectedMode } from "../../stores/expected-mode";

/**
 * The asks named by `wants` ("items", "quests", "calc"), as the stores will make them: the items
 * (with the calculators' data) in the price mode, the quests alone as progression asks for them
 * (in PvP: quests are the same in both modes).
 */
export function earlyAsks(
  wants: ReadonlySet<string>,
  mode: GameMode | null,
  lang: "en" | "ru",
  storage: KeyValueStorage | undefined,
): Ask[] {
  const asks: Ask[] = [];
  if (wants.has("items") && mode && wants.has("calc")) {
    const { quests, itemsFor } = CALC_PAGE_CACHE;
    asks.push({ kind: "cache", req: cacheRequest(mode, lang, true, quests, storage), itemsFor });
  } else if (wants.has("items") && mode) {
    asks.push({ kind: "cache", req: cacheRequest(mode, lang, true, wants.has("quests"), storage) });
  } else if (wants.has("quests")) {
    asks.push({ kind: "cache", req: cacheRequest("pvp", lang, false, true, storage) });
  }
  if (wants.has("calc") && mode) asks.push({ kind: "calc", query: { mode } });
  return asks;
}

/** Posts the page's early asks (see the top of this file). */
export function startEarlyData(): void {
  const wants = document.querySelector<HTMLMetaElement>('meta[name="early-data"]')?.content;
  if (!wants) return;
  const storage = browserStorage();
  // the mode $priceMode starts in (market-mode.ts), so that the island asks the same
  const mode = expectedMode(document.cookie, storage);
  for (const ask of earlyAsks(new Set(wants.split(" ")), mode, pageLang(), storage)) askEarly(ask);
}
