/** Pieces every admin view uses: the outcome line of a save, a search box, an item's facts in a list. */
import { useState } from "react";
import { failureText } from "../../stores/errors";

export type Status = { ok: boolean; text: string } | null;

/** A save's outcome next to its form: "Saved." as a status, a refusal (the server's words) as an alert. */
export function StatusLine({ status }: { status: Status }) {
  if (!status) return null;
  return (
    <p role={status.ok ? "status" : "alert"} className={status.ok ? "" : "admin-error"}>
      {status.text}
    </p>
  );
}

/**
 * A form action with its outcome: `run` clears the line, awaits the action and shows `ok` or the
 * server's refusal (else `failed`).
 */
export function useSave(messages: { ok: string; failed: string; lang?: string }) {
  const [status, setStatus] = useState<Status>(null);
  const run = async (action: () => Promise<unknown>) => {
    setStatus(null);
    try {
      await action();
      setStatus({ ok: true, text: messages.ok });
    } catch (err) {
      setStatus({ ok: false, text: failureText(err, messages.failed, messages.lang) });
    }
  };
  return { status, run, setStatus };
}

/** A search box with its button; `onSearch` gets the trimmed text. */
export function SearchBox(props: { label: string; button: string; onSearch: (q: string) => void }) {
  const [q, setQ] = useState("");
  return (
    <form
      className="admin-filter"
      onSubmit={(e) => {
        e.preventDefault();
        props.onSearch(q.trim());
      }}
    >
      <input
        type="search"
        aria-label={props.label}
        placeholder={props.label}
        value={q}
        maxLength={100}
        onChange={(e) => setQ(e.target.value)}
      />
      <button type="submit">{props.button}</button>
    </form>
  );
}

/** A search's states before its results: the failure, "Loading…", or what to do when nothing matched. */
export function ListStates(props: {
  error: string | null;
  loading: boolean;
  empty: boolean;
  t: { loading: string; noResults: string };
}) {
  if (props.error) return <p role="alert">{props.error}</p>;
  if (props.loading) return <p className="muted">{props.t.loading}</p>;
  return props.empty ? <p className="muted">{props.t.noResults}</p> : null;
}

/** What an item list shows after an item's name: its short name, category, and whether admins edited it. */
export function ItemFacts({
  item,
  edited,
}: {
  item: { shortName: string; category: string | null; edited: boolean };
  edited: string;
}) {
  return (
    <>
      <span className="muted" translate="no">
        {item.shortName} · {item.category ?? "—"}
      </span>
      {item.edited ? <strong className="admin-edited"> · {edited}</strong> : null}
    </>
  );
}
