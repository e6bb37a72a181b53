// Long because: one list whose filters, rows, lock reasons, done marks and selection all read the
// same quest states, with the preview it hydrates from the page's HTML before they are known.
import { useStore } from "@nanostores/react";
import { useEffect, useMemo, useState } from "react";
import { hasSignedInMarker } from "../../domain/signed-in";
import { lockReasonText, progressionText } from "../../i18n/progression";
import { $cache } from "../../stores/cache";
import {
  $progressionChar,
  $questStates,
  initProgression,
  setQuestDone,
  toggleQuestSelected,
} from "../../stores/progression";
import { useAsBuilt, useStoreAsBuilt } from "../shell/use-as-built";
import { useFirstScreen } from "../shell/use-first-screen";
import { PlayerPanel } from "./PlayerPanel";
import { LoadingNote } from "./progression-island";
import { QuestFiltersBar } from "./QuestFiltersBar";
import { QuestPreviewList, type QuestPreviewRow, QuestRowHead, questMeta } from "./QuestRowHead";
import { filterQuests, NO_FILTERS, type QuestFilters, questChoices, questSearchText } from "./quest-filters";
import { ResetButton } from "./ResetButton";
import { questName } from "./shown-name";
import "./progression.css";

/** /progression/quests: the quest list with statuses, lock reasons, filters, complete/reopen and selection. */
type Props = {
  locale?: string;
  /** Shown names of the trader ids and map slugs the quests refer to. */
  traderNames?: Record<string, string>;
  mapNames?: Record<string, string>;
  /** The story chapters that unlock a quest, by quest uid (linked to /progression/story). */
  storyLinks?: Record<string, { uid: string; name: string }[]>;
  /** The first quests as the build lists them, shown until the statuses are known. */
  preview?: readonly QuestPreviewRow[];
};

export default function QuestsTracker({
  locale = "en",
  traderNames = {},
  mapNames = {},
  storyLinks = {},
  preview = [],
}: Props) {
  const t = progressionText(locale);
  // the build renders the list into the page's HTML as a visitor's first render, and the browser
  // hydrates it so (no statuses yet: the stores as the page starts); then it goes live
  const asBuilt = useAsBuilt();
  const cache = useStore($cache);
  const char = useStoreAsBuilt($progressionChar, null, asBuilt);
  const states = useStoreAsBuilt($questStates, null, asBuilt);
  const [filters, setFilters] = useState<QuestFilters>(NO_FILTERS);
  const [notice, setNotice] = useState<string | null>(null);
  // the quest list names no items: the items are not downloaded
  useEffect(() => initProgression(undefined, { items: false }), []);
  const pro = char?.pro === true;
  const shown = useMemo(
    () =>
      states
        ? filterQuests(states, pro ? filters : { ...filters, search: "" }, (q) =>
            questSearchText(cache.quests[q.uid]),
          )
        : [],
    [states, filters, pro, cache.quests],
  );
  // with statuses, the list replaces the preview: first as many quests as the HTML lists, then all
  const live = states !== null && char !== null;
  const cap = useFirstScreen(live, preview.length);
  const freeNote = pro ? null : <p className="muted">{t.freeNote}</p>;
  // The note is the page's largest text (LCP): the page's HTML has it (this component rendered
  // at build time, as a visitor sees it), and it stays for a browser without the signed-in
  // marker, a visitor, who cannot be Pro; a signed-in user sees it again once the character is
  // known not to be Pro.
  if (!live)
    return (
      <section className="quests-tracker">
        {asBuilt || char || !hasSignedInMarker(document.cookie) ? freeNote : null}
        <LoadingNote t={t} failed={!asBuilt && cache.status === "error"} />
        <QuestPreviewList rows={preview} storyUnlock={t.storyUnlock} locale={locale} />
      </section>
    );
  // lock reasons name quests and traders; filters and rows name traders and maps
  const name = (uid: string) => traderNames[uid] ?? questName(cache.quests[uid], locale) ?? uid;
  const label = (id: string) => traderNames[id] ?? mapNames[id] ?? id;
  const byLabel = (a: string, b: string) => label(a).localeCompare(label(b), locale);
  const { traders, maps, standingTraders } = questChoices(states.quests, byLabel);
  const select = (uid: string) => {
    const r = toggleQuestSelected(uid);
    setNotice(r.ok ? null : t.freeLimit);
  };
  return (
    <section className="quests-tracker">
      {freeNote}
      <PlayerPanel locale={locale} standingTraders={standingTraders} traderName={label} />
      <ResetButton t={t} kind="quests" locale={locale} />
      <QuestFiltersBar
        t={t}
        filters={filters}
        set={(patch) => setFilters((f) => ({ ...f, ...patch }))}
        traders={traders}
        maps={maps}
        label={label}
        pro={pro}
      />
      {notice ? (
        <p role="alert" className="quests-notice">
          {notice}
        </p>
      ) : null}
      {shown.length === 0 ? <p className="muted">{t.noQuests}</p> : null}
      <ul className="quests-list">
        {shown.slice(0, cap).map((q) => {
          const s = states.byUid.get(q.uid);
          if (!s) return null;
          const done = s.status === "Completed";
          return (
            <li
              key={q.uid}
              data-quest={q.uid}
              data-status={s.status}
              className={`quest quest-${s.status.toLowerCase()}`}
            >
              <QuestRowHead
                row={{
                  uid: q.uid,
                  name: name(q.uid),
                  meta: questMeta(q, label),
                  story: storyLinks[q.uid] ?? [],
                }}
                storyUnlock={t.storyUnlock}
                locale={locale}
              >
                <span className="quest-status">{t.status[s.status]}</span>
              </QuestRowHead>
              {s.reasons.map((r) => (
                <span key={JSON.stringify(r)} className="quest-reason">
                  {lockReasonText(t, r, name, locale)}
                </span>
              ))}
              {s.status === "Cancelled" ? null : (
                <button type="button" onClick={() => setQuestDone(q.uid, !done)}>
                  {done ? t.reopen : t.complete}
                </button>
              )}
              {s.status === "Available" || s.status === "Current" ? (
                <button type="button" aria-pressed={s.status === "Current"} onClick={() => select(q.uid)}>
                  {s.status === "Current" ? t.unselect : t.select}
                </button>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
