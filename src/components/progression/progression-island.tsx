import { useEffect } from "react";
import type { HideoutLevel } from "../../domain/hideout-progress";
import type { ProgressionText } from "../../i18n/progression";
import { provideHideoutLevels } from "../../stores/hideout-levels";
import { initProgression } from "../../stores/progression";

/** What the pages pass to an island that counts hideout levels. */
export type LevelIslandProps = {
  locale?: string;
  /** The hideout levels (build-time data) and their shown names, "Station level N". */
  levels?: HideoutLevel[];
  levelNames?: Record<string, string>;
};

/** Hands the page's hideout levels to the stores and starts loading the progression. */
export function useProgressionLevels(levels: HideoutLevel[]): void {
  useEffect(() => {
    provideHideoutLevels(levels);
    initProgression();
  }, [levels]);
}

/**
 * What an island shows until its data is there: loading, or that loading failed. A page built
 * with it says "Loading…"; with scripting off, that line is hidden (NoScriptNote.astro).
 */
export function LoadingNote({ t, failed }: { t: ProgressionText; failed: boolean }) {
  return (
    <p className="muted" data-needs-script="">
      {failed ? t.loadFailed : t.loading}
    </p>
  );
}
