import { useStore } from "@nanostores/react";
import { useEffect, useMemo } from "react";
import type { StoryData } from "../../build-data/types";
import { nextStoryObjective, storyProgress } from "../../domain/story";
import { storyText } from "../../i18n/story";
import { $progressionChar, initProgression } from "../../stores/progression";
import { dataLang, StoryChapter } from "./StoryChapter";
import "./progression.css";

type Props = StoryData & { locale?: string };

/**
 * /progression/story: the chapters in order with their state and progress, read from the
 * character's completed quests (story steps included), and the next objective at the top.
 * Steps are marked as quests are: in the browser for visitors and free users, on the
 * character with Pro.
 */
export default function StoryChapters({ chapters, questNames, locale = "en" }: Props) {
  const t = storyText(locale);
  const char = useStore($progressionChar);
  useEffect(() => initProgression(undefined, { quests: false }), []);
  const done = useMemo(() => new Set(char?.questsDone ?? []), [char]);
  const progress = useMemo(() => storyProgress(chapters, done), [chapters, done]);
  if (!char) return <p className="muted">{t.loading}</p>;
  const next = nextStoryObjective(chapters, progress);
  const names = Object.fromEntries(chapters.map((c) => [c.uid, c.name]));
  const lang = dataLang(locale);
  return (
    <section className="story">
      <p className="story-next" data-testid="story-next">
        <strong>{t.nextLabel}:</strong>{" "}
        {next ? (
          <a href={`#${next.chapter.uid}`} lang={lang}>
            {next.chapter.name} — {next.objective.text}
          </a>
        ) : (
          t.nothingNext
        )}
      </p>
      {char.pro ? null : <p className="muted">{t.freeNote}</p>}
      <ol className="story-chapters">
        {progress.map((p) => {
          const chapter = chapters.find((c) => c.uid === p.uid);
          return chapter ? (
            <StoryChapter
              key={p.uid}
              chapter={chapter}
              progress={p}
              names={names}
              questNames={questNames}
              locale={locale}
              t={t}
            />
          ) : null;
        })}
      </ol>
    </section>
  );
}
