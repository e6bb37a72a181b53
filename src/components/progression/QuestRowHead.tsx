import type { ReactNode } from "react";

/** A quest's row as the page's HTML lists it before the statuses are known (build-data/quests-preview.ts). */
export type QuestPreviewRow = {
  uid: string;
  name: string;
  /** Trader and maps, shown names. */
  meta: string;
  /** The story chapters that unlock the quest. */
  story: readonly { uid: string; name: string }[];
};

/**
 * What every quest row starts with: its name, trader and maps, its status (`children`, none
 * before the statuses are known), and the chapters that unlock it.
 */
export function QuestRowHead({
  row,
  storyUnlock,
  locale,
  children,
}: {
  row: QuestPreviewRow;
  storyUnlock: string;
  locale: string;
  children?: ReactNode;
}) {
  return (
    <>
      <span className="quest-name">{row.name}</span> <span className="quest-meta">{row.meta}</span> {children}
      {row.story.map((c) => (
        <a key={c.uid} className="quest-story" href={`/progression/story#${c.uid}`}>
          {storyUnlock} <span lang={locale === "ru" ? "en" : undefined}>{c.name}</span>
        </a>
      ))}
    </>
  );
}
