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

/** A quest's trader and maps as its row shows them; `label` names a trader id or a map slug. */
export const questMeta = (
  q: { trader: string; locations: readonly string[] },
  label: (id: string) => string,
) => [label(q.trader), ...q.locations.map(label)].join(" · ");

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

/** The first quests as the page's HTML lists them, busy until the statuses are known. */
export function QuestPreviewList({
  rows,
  storyUnlock,
  locale,
}: {
  rows: readonly QuestPreviewRow[];
  storyUnlock: string;
  locale: string;
}) {
  if (rows.length === 0) return null;
  return (
    <ul className="quests-list" aria-busy="true">
      {rows.map((row) => (
        <li key={row.uid} data-quest={row.uid} className="quest">
          <QuestRowHead row={row} storyUnlock={storyUnlock} locale={locale} />
        </li>
      ))}
    </ul>
  );
}
