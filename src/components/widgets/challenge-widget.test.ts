import { describe, expect, it } from "vitest";
import type { ChallengeView } from "../../contracts/challenge";
import { challengeWidgetSettings, standingLines } from "./challenge-widget";

const line = (rank: number, name: string, score: number) => ({
  rank,
  name,
  channel: null,
  score,
  quests: 0,
  kappaQuests: 0,
  modules: 0,
  items: 0,
  me: false,
});
const running: ChallengeView = {
  enabled: true,
  joined: false,
  challenge: {
    id: "c",
    title: "Kappa race",
    startsAt: 0,
    endsAt: 1,
    rules: { quest: 1, kappaQuest: 1, module: 1, item: 1 },
    phase: "running",
    frozen: false,
    entries: 3,
  },
  standings: [line(1, "alice", 1200), line(2, "bob", 950), line(2, "carol", 950)],
};

describe("challengeWidgetSettings", () => {
  it("reads top, style and the look from the address, with defaults for odd values", () => {
    expect(challengeWidgetSettings("?top=3&style=ticker&lang=ru&color=0f0&size=30&speed=90")).toEqual({
      top: 3,
      style: "ticker",
      lang: "ru",
      color: "#0f0",
      size: 30,
      speed: 90,
    });
    expect(challengeWidgetSettings("?top=500&style=x&color=url(x)")).toMatchObject({
      top: 10,
      style: "list",
      color: "#ffffff",
      lang: "en",
    });
  });
});

describe("standingLines", () => {
  it("lists the top entries with their rank and score in the widget's language", () => {
    expect(standingLines(running, challengeWidgetSettings("?top=2"))).toEqual([
      "1. alice 1,200",
      "2. bob 950",
    ]);
    expect(standingLines(running, challengeWidgetSettings("?lang=ru"))[0]).toBe("1. alice 1\u00a0200");
  });

  it("says why there is nothing to show", () => {
    const s = challengeWidgetSettings("");
    expect(standingLines({ ...running, enabled: false, challenge: null, standings: [] }, s)[0]).toMatch(
      /no streamer challenge/,
    );
    expect(standingLines({ ...running, challenge: null, standings: [] }, s)).toEqual([
      "No challenge has been announced yet.",
    ]);
    expect(standingLines({ ...running, standings: [] }, s)).toEqual([
      "Kappa race",
      "No streamer has joined yet.",
    ]);
  });
});
