import type { StoryData } from "../../build-data/types";
import { type StoryChapter as Chapter, type ChapterProgress, chapterSteps } from "../../domain/story";
import type { StoryText } from "../../i18n/story";
import { changeProgression } from "../../stores/progression";

/** The data's texts are English: a Russian page marks them so (screen readers, translation). */
export const dataLang = (locale: string) => (locale === "ru" ? "en" : undefined);

/** One chapter: its state, what it needs, its notes, and its steps with their objectives. */
export function StoryChapter({
  chapter,
  progress,
  names,
  questNames,
  locale,
  t,
}: {
  chapter: Chapter;
  progress: ChapterProgress;
  names: Record<string, string>;
  questNames: StoryData["questNames"];
  locale: string;
  t: StoryText;
}) {
  const lang = dataLang(locale);
  const steps = chapterSteps(chapter);
  const allDone = steps.every((q) =>
    chapter.objectives.some((o) => o.quest === q && progress.objectives[o.id]),
  );
  const setSteps = (quests: string[], done: boolean) =>
    changeProgression(done ? { add: { questsDone: quests } } : { remove: { questsDone: quests } });
  return (
    <li className="story-chapter" id={chapter.uid} data-chapter={chapter.uid} data-state={progress.state}>
      <h2>
        <span lang={lang}>{chapter.name}</span>{" "}
        <span className={`story-state story-state--${progress.state}`}>{t.states[progress.state]}</span>
      </h2>
      <p className="muted" data-testid="story-progress">
        {t.progress(progress.done, progress.total)}
      </p>
      <p lang={lang}>{chapter.description}</p>
      <dl className="story-facts">
        {chapter.requires.length > 0 && (
          <>
            <dt>{t.requires}</dt>
            <dd>
              {chapter.requires.map((r, i) => (
                <span key={r}>
                  {i > 0 ? ", " : null}
                  <a href={`#${r}`} lang={lang}>
                    {names[r] ?? r}
                  </a>
                </span>
              ))}
            </dd>
          </>
        )}
        {chapter.activation && (
          <>
            <dt>{t.howItStarts}</dt>
            <dd lang={lang}>{chapter.activation}</dd>
          </>
        )}
        {chapter.notes && (
          <>
            <dt>{t.notes}</dt>
            <dd lang={lang} className="story-notes">
              {chapter.notes}
            </dd>
          </>
        )}
        {chapter.rewards && (
          <>
            <dt>{t.rewards}</dt>
            <dd lang={lang}>{chapter.rewards}</dd>
          </>
        )}
        {chapter.unlocksQuests.length > 0 && (
          <>
            <dt>{t.unlocks}</dt>
            <dd>
              {chapter.unlocksQuests.map((id, i) => {
                const q = questNames[id];
                return (
                  <span key={id}>
                    {i > 0 ? ", " : null}
                    <a href="/progression/quests">{q ? (locale === "ru" && q.ruName) || q.name : id}</a>
                  </span>
                );
              })}
            </dd>
          </>
        )}
      </dl>
      <div className="story-actions">
        <button type="button" onClick={() => setSteps(steps, !allDone)}>
          {allDone ? t.reopenChapter : t.markChapter}
        </button>
        {chapter.wikiUrl && (
          <a href={chapter.wikiUrl} rel="noopener noreferrer" target="_blank">
            {t.wiki}
          </a>
        )}
      </div>
      {/* an open chapter shows its steps; a locked or finished one folds them away */}
      <details className="story-steps-box" open={progress.state === "open"}>
        <summary>{t.steps(steps.length)}</summary>
        <ol className="story-steps">
          {steps.map((quest, i) => {
            const objectives = chapter.objectives.filter((o) => o.quest === quest);
            const done = objectives.some((o) => progress.objectives[o.id]);
            return (
              <li key={quest} data-step={quest} data-done={done}>
                <label className="story-step">
                  <input
                    type="checkbox"
                    checked={done}
                    onChange={(e) => setSteps([quest], e.target.checked)}
                  />
                  <span className="sr-only">{t.stepDone(i + 1)}</span>
                  <span aria-hidden="true">{t.step(i + 1)}</span>
                </label>
                <ul className="story-objectives">
                  {objectives.map((o) => (
                    <li key={o.id} data-objective={o.id} data-done={progress.objectives[o.id]}>
                      <span lang={lang}>{o.text}</span>
                      {o.optional && <small className="muted"> · {t.optional}</small>}
                      {o.exclusiveWith.length > 0 && <small className="muted"> · {t.choice}</small>}
                      {o.note && (
                        <small className="muted" lang={lang}>
                          {" "}
                          · {o.note}
                        </small>
                      )}
                    </li>
                  ))}
                </ul>
              </li>
            );
          })}
        </ol>
      </details>
    </li>
  );
}
