import type { ReactNode } from "react";

type Texts = {
  results: (shown: number, total: number) => string;
  noResults: string;
  topOnly: string;
  loadError: string;
  loading: string;
};

/**
 * A loadout search's answer: its count, the top-20 note for users without Pro, the rows, or the
 * loading and failure lines (weapon and gear searches alike).
 */
export function SearchResults<T extends { uid: string }>(props: {
  failed: boolean;
  result: { loadouts: T[]; total: number; limited: boolean } | null;
  texts: Texts;
  testId: string;
  row: (loadout: T) => ReactNode;
}) {
  const { failed, result, texts: t, testId, row } = props;
  return (
    <>
      {failed ? <p role="alert">{t.loadError}</p> : null}
      {result ? (
        <>
          <p className="muted" data-testid={testId}>
            {t.results(result.loadouts.length, result.total)}
          </p>
          {result.limited ? <p className="muted">{t.topOnly}</p> : null}
          {result.loadouts.length === 0 ? <p className="muted">{t.noResults}</p> : null}
          <ul className="loadout-list">{result.loadouts.map(row)}</ul>
        </>
      ) : (
        <p className="muted">{t.loading}</p>
      )}
    </>
  );
}
