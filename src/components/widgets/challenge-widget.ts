/**
 * The streamer-challenge widget (/widgets/streamer-challenge) for OBS browser sources: the top
 * standings of the current challenge as a list or a looping ticker, set up in the address
 * (?top=10&style=list|ticker&lang=en&color=ffffff&size=24&speed=60), refreshed every minute.
 */
import type { ChallengeView } from "../../contracts/challenge";
import { formatNumber } from "../../domain/format";
import { challengeText } from "../../i18n/challenge";
import { challengeView } from "../../stores/challenge";
import { numberParam, showLoop, type WidgetLook, widgetLook } from "./ticker";

export type ChallengeWidgetSettings = WidgetLook & { top: number; style: "list" | "ticker" };

/** The settings in an address; anything missing or odd falls back to its default. */
export function challengeWidgetSettings(search: string): ChallengeWidgetSettings {
  const q = new URLSearchParams(search);
  return {
    top: numberParam(q, "top", 10, 1, 50),
    style: q.get("style") === "ticker" ? "ticker" : "list",
    ...widgetLook(q),
  };
}

/** The lines a widget shows: "1. name 120" for the top entries, or the page's note when there are none. */
export function standingLines(view: ChallengeView, s: ChallengeWidgetSettings): string[] {
  const t = challengeText(s.lang);
  if (!view.enabled) return [t.off];
  if (!view.challenge) return [t.none];
  if (view.standings.length === 0) return [view.challenge.title, t.noStandings];
  return view.standings.slice(0, s.top).map((e) => `${e.rank}. ${e.name} ${formatNumber(e.score, s.lang)}`);
}

export function startChallengeWidget(root: HTMLElement): void {
  const s = challengeWidgetSettings(location.search);
  root.style.color = s.color;
  root.style.fontSize = `${s.size}px`;
  root.dataset.style = s.style;
  const draw = async () => {
    const lines = standingLines(await challengeView(), s);
    if (s.style === "ticker") {
      const track = document.createElement("div");
      track.className = "ticker__track";
      root.replaceChildren(track);
      showLoop(track, lines.join("   ·   "), s.speed);
    } else {
      const list = document.createElement("ol");
      list.className = "challenge-widget__list";
      for (const line of lines) {
        const li = document.createElement("li");
        li.textContent = line;
        list.append(li);
      }
      root.replaceChildren(list);
    }
    root.dataset.lines = String(lines.length);
  };
  void draw().catch(() => undefined);
  setInterval(() => void draw().catch(() => undefined), 60_000);
}
